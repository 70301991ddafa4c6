import type { JSONRPCErrorResponse, JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js'

/** JSON-RPC's code for a request whose params are wrong (MCP 2025-11-25, tools: protocol errors). */
export const INVALID_PARAMS = -32602

const NAME_SHOWN_MAX = 64

const NO_NAME = 'tools/call needs params.name: the name of a tool, as tools/list gives it.'
const BAD_ARGUMENTS = "tools/call params.arguments must be an object of the tool's arguments."
const unknownTool = (name: string) =>
  `Unknown tool: ${name.length > NAME_SHOWN_MAX ? `${name.slice(0, NAME_SHOWN_MAX)}…` : name}. tools/list names the tools of this server.`

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/**
 * The JSON-RPC error a tools/call request gets when it names no tool, a tool this server lacks, or
 * arguments that are not an object; undefined for any other message. MCP 2025-11-25 makes these
 * protocol errors (-32602), where the SDK answered an unknown tool inside a result and a missing name
 * as an internal error (-32603) with zod's issues as its message (decision 0033). Arguments that do not
 * fit a tool's schema stay the SDK's tool errors, which the model reads and can correct.
 */
export function refuseToolCall(
  message: JSONRPCMessage,
  tools: ReadonlySet<string>,
): JSONRPCErrorResponse | undefined {
  if (!('method' in message) || message.method !== 'tools/call' || !('id' in message)) return undefined
  const params: unknown = message.params
  const name = isObject(params) ? params.name : undefined
  const refusal =
    typeof name !== 'string' || name === ''
      ? NO_NAME
      : !tools.has(name)
        ? unknownTool(name)
        : isObject(params) && params.arguments !== undefined && !isObject(params.arguments)
          ? BAD_ARGUMENTS
          : undefined
  if (!refusal) return undefined
  return { jsonrpc: '2.0', id: message.id, error: { code: INVALID_PARAMS, message: refusal } }
}
