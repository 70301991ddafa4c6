import type { McpServer, RegisteredTool } from '@modelcontextprotocol/sdk/server/mcp.js'
import type { ListToolsResult, Tool } from '@modelcontextprotocol/sdk/types.js'
import { z } from 'zod/mini'

/** What a tool module registers its tools with: the SDK's own registerTool. */
export type ToolRegistrar = Pick<McpServer, 'registerTool'>

const SCHEMA_2020_12 = 'https://json-schema.org/draft/2020-12/schema'

/** A tool without arguments takes an empty object, as the SDK lists it, in the same dialect as the rest. */
const NO_ARGUMENTS = { $schema: SCHEMA_2020_12, type: 'object', properties: {} } as const

/**
 * The SDK's registerTool, remembering each tool by name: the names a tools/call may ask for, and what
 * tools/list says of them.
 */
export function toolRegistry(server: McpServer) {
  const tools = new Map<string, RegisteredTool>()
  const registerTool: McpServer['registerTool'] = (name, config, callback) => {
    const registered = server.registerTool(name, config, callback)
    tools.set(name, registered)
    return registered
  }
  return { registrar: { registerTool } satisfies ToolRegistrar, tools }
}

/**
 * The tools as tools/list shows them, their input schemas in JSON Schema 2020-12: the dialect MCP
 * 2025-11-25 clients must support (and all they must), where the SDK writes draft-07 (decision 0033).
 */
export function listTools(tools: ReadonlyMap<string, RegisteredTool>): ListToolsResult {
  const listed: Tool[] = []
  for (const [name, tool] of tools) {
    if (!tool.enabled) continue
    listed.push({
      name,
      title: tool.title,
      description: tool.description,
      inputSchema: tool.inputSchema
        ? (z.toJSONSchema(tool.inputSchema as z.ZodMiniType, {
            target: 'draft-2020-12',
            io: 'input',
          }) as Tool['inputSchema'])
        : NO_ARGUMENTS,
      annotations: tool.annotations,
      execution: tool.execution,
    })
  }
  return { tools: listed }
}
