import { z } from 'zod/mini'

/** Every error the API sends: a message a person can read, and a stable code for programs. */
export const apiError = z.object({
  message: z.string(),
  code: z.string(),
})
export type ApiError = z.infer<typeof apiError>

/**
 * The codes the API answers with, and the HTTP status each one travels as. Area code names the code;
 * the server's error reply (and the MCP server) turn it into a status.
 */
export const errorStatus = {
  bad_request: 400,
  bad_json: 400,
  version_required: 400,
  unauthorized: 401,
  forbidden: 403,
  forbidden_origin: 403,
  not_found: 404,
  not_linked: 404,
  method_not_allowed: 405,
  conflict: 409,
  precondition_failed: 412,
  identity_taken: 409,
  provider_already_linked: 409,
  too_large: 413,
  /** A save that would take the user's bins past their storage quota (bin-storage.ts). */
  quota_exceeded: 413,
  unsupported_media_type: 415,
  unknown_host: 421,
  precondition_required: 428,
  rate_limited: 429,
  internal: 500,
  not_implemented: 501,
  unavailable: 503,
} as const satisfies Record<string, number>

export type ErrorCode = keyof typeof errorStatus
export const errorCodes = Object.keys(errorStatus) as ErrorCode[]
export const errorCode = z.enum(errorCodes as [ErrorCode, ...ErrorCode[]])

/**
 * A failed HTTP exchange, the same shape on both sides of the wire: the server throws it for what
 * the protocol refuses (an origin, a rate limit), the app's client throws it for any non-OK answer.
 * `code` is one of `ErrorCode` when the server sent it; `http_<status>` when the body had none.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | `http_${number}`,
    message: string,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}
