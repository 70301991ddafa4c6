import type { ErrorCode } from '@one/contract/errors'

/**
 * What area code throws when a request cannot be done: a code from the contract and a message a
 * person can read. The error reply turns the code into an HTTP status; the MCP server, into a
 * JSON-RPC error. Areas know nothing of either.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'AppError'
  }
}
