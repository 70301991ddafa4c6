import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import type { Changes } from '../cache/changes.ts'
import type { Db } from '../db/database.ts'
import type { Viewer } from '../plugins/viewer.ts'
import { registerAccountTools } from './account-tools.ts'
import { registerBinTools } from './bin-tools.ts'

export type McpDeps = { db: Db; changes: Changes }

const INSTRUCTIONS =
  "Vuetify One: the signed-in subscriber's account and their Vuetify Bin snippets. Read a bin before updating it: an update of its text needs the version you read."

/** An MCP server for one caller: every tool acts as the owner of the API key, through the areas. */
export function mcpServerFor(deps: McpDeps, viewer: Viewer): McpServer {
  const server = new McpServer({ name: 'vuetify-one', version: '1.0.0' }, { instructions: INSTRUCTIONS })
  registerAccountTools(server, deps.db, viewer)
  registerBinTools(server, deps, viewer.id)
  return server
}
