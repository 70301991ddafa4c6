import { DrizzleQueryError } from 'drizzle-orm/errors'

/** The database did not answer (or refused the connection): the request may work again in a moment. */
export class DatabaseUnavailableError extends Error {
  constructor(message = 'The database is not answering.', options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'DatabaseUnavailableError'
  }
}

// Errors of the socket to the database: refused, reset, timed out, unresolvable, unroutable.
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
])

// What node-postgres says when a connection ends under a query or cannot be had in time.
const poolMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable/,
  /^Cannot use a pool after calling end/,
  /^Query read timeout/,
]

/**
 * SQLSTATE of a server that cannot serve us now: class 08 (connection exceptions), 57P01-57P03
 * (shut down by an administrator, crashed, starting up) and 53300 (too many connections).
 */
function isUnavailableState(code: unknown): boolean {
  return (
    typeof code === 'string' && (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[1-3]$/.test(code) || code === '53300')
  )
}

/**
 * Whether an error means the database is out of reach rather than that a query is wrong. Socket
 * errors count only under a query (a DrizzleQueryError), so a third party that is down is not taken
 * for the database.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let underQuery = false
  let current: unknown = error
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current instanceof DatabaseUnavailableError) return true
    if (current instanceof DrizzleQueryError) underQuery = true
    const code = (current as { code?: unknown }).code
    if (isUnavailableState(code)) return true
    if (underQuery && typeof code === 'string' && socketCodes.has(code)) return true
    if (underQuery && poolMessages.some((pattern) => pattern.test((current as Error).message))) return true
    current = current.cause
  }
  return false
}

/** The innermost reason of a failure, in a few words: `connect ECONNREFUSED 127.0.0.1:5432`. */
export function failureReason(error: unknown): string {
  let current: unknown = error
  while (current instanceof Error && current.cause instanceof Error) current = current.cause
  if (!(current instanceof Error)) return String(current)
  const code = (current as { code?: unknown }).code
  return current.message.split('\n')[0] || (typeof code === 'string' ? code : current.name)
}
