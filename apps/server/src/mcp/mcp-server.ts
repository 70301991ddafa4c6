import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js'
import type { BinStorage } from '../bins/bin-storage.ts'
import type { Changes } from '../cache/changes.ts'
import type { Db } from '../db/database.ts'
import type { Viewer } from '../plugins/viewer.ts'
import { registerAccountTools } from './account-tools.ts'
import { registerBinTools } from './bin-tools.ts'
import { refuseToolCall } from './tool-call-refusal.ts'
import { listTools, toolRegistry } from './tool-registry.ts'

export type McpDeps = { db: Db; changes: Changes; binStorage: BinStorage }

const INSTRUCTIONS =
  "Vuetify One: the signed-in subscriber's account and their Vuetify Bin snippets. Read a bin before updating it: an update of its text needs the version you read."

// The SDK's parts the server runs. Imported by name, not from a module of ours: the bundle keeps an
// import of a package as it is, where it would hoist one made inside a module of ours to the start.
const importSdk = async () => {
  const [{ McpServer }, { StreamableHTTPServerTransport }, { ListToolsRequestSchema }] = await Promise.all([
    import('@modelcontextprotocol/sdk/server/mcp.js'),
    import('@modelcontextprotocol/sdk/server/streamableHttp.js'),
    import('@modelcontextprotocol/sdk/types.js'),
  ])
  return { McpServer, StreamableHTTPServerTransport, ListToolsRequestSchema }
}

/**
 * The MCP SDK, loaded by the first MCP request rather than at start, where importing it cost about half
 * a second. Requests that arrive while it loads wait for the same load; a failed load is tried again.
 */
let sdk: ReturnType<typeof importSdk> | undefined
export function loadMcpSdk(): ReturnType<typeof importSdk> {
  sdk ??= importSdk().catch((error: unknown) => {
    sdk = undefined
    throw error
  })
  return sdk
}

/**
 * An MCP server for one caller, connected to the transport of its one request: every tool acts as the
 * owner of the API key or token, through the areas.
 */
export async function connectMcpServer(
  deps: McpDeps,
  viewer: Viewer,
  transport: Transport,
): Promise<McpServer> {
  const { McpServer, ListToolsRequestSchema } = await loadMcpSdk()
  const server = new McpServer({ name: 'vuetify-one', version: '1.0.0' }, { instructions: INSTRUCTIONS })
  const { registrar, tools } = toolRegistry(server)
  registerAccountTools(registrar, deps.db, viewer)
  registerBinTools(registrar, deps, viewer.id)
  // Set after the SDK's own, which they replace (decision 0033). A stateless server is gone before its
  // tool list could change, so it never sends list_changed, and says so.
  server.server.registerCapabilities({ tools: { listChanged: false } })
  server.server.setRequestHandler(ListToolsRequestSchema, () => listTools(tools))

  await server.connect(transport)
  // A tools/call the SDK would answer wrongly is answered before it reaches the SDK.
  const deliver = transport.onmessage
  const names = new Set(tools.keys())
  transport.onmessage = (message, extra) => {
    const refusal = refuseToolCall(message, names)
    if (refusal) void transport.send(refusal)
    else deliver?.(message, extra)
  }
  return server
}
