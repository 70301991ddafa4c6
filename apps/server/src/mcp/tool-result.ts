import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { AppError } from '../app-error.ts'

/** A tool's answer: the value as JSON text, which every client shows and every model reads. */
export function result(value: unknown): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(value, null, 2) }] }
}

/**
 * Runs a tool's work; what an area refuses (an unknown bin, a stale version) becomes a tool error with
 * the area's message, which the model can act on, instead of a protocol failure.
 */
export async function tool(work: () => Promise<unknown>): Promise<CallToolResult> {
  try {
    return result(await work())
  } catch (error) {
    if (error instanceof AppError) return { isError: true, content: [{ type: 'text', text: error.message }] }
    throw error
  }
}
