import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import type { Changes } from '../cache/changes.ts'
import type { Db } from '../db/database.ts'
import type { Viewer } from '../plugins/viewer.ts'
import { registerAccountTools } from './account-tools.ts'
import { registerBinTools } from './bin-tools.ts'

export type McpDeps = { db: Db; changes: Changes }

const INSTRUCTIONS =
  "Vuetify One: the signed-in subscriber's account and their Vuetify Bin snippets. Read a bin before updating it: an update of its text needs the version you read."

// The SDK's parts the server runs. Imported by name, not from a module of ours: the bundle keeps an
// import of a package as it is, where it would hoist one made inside a module of ours to the start.
const importSdk = async () => {
  const [{ McpServer }, { StreamableHTTPServerTransport }] = await Promise.all([
    import('@modelcontextprotocol/sdk/server/mcp.js'),
    import('@modelcontextprotocol/sdk/server/streamableHttp.js'),
  ])
  return { McpServer, StreamableHTTPServerTransport }
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

/** An MCP server for one caller: every tool acts as the owner of the API key, through the areas. */
export async function mcpServerFor(deps: McpDeps, viewer: Viewer): Promise<McpServer> {
  const { McpServer } = await loadMcpSdk()
  const server = new McpServer({ name: 'vuetify-one', version: '1.0.0' }, { instructions: INSTRUCTIONS })
  registerAccountTools(server, deps.db, viewer)
  registerBinTools(server, deps, viewer.id)
  return server
}
