import { type FastifyServerOptions, LogController } from 'fastify'
import { maskOauthParams } from './redact.ts'

const MAX_MESSAGE = 500

type LoggedRequest = {
  method?: string
  url?: string
  host?: string
  ip?: string
  socket?: { remotePort?: number } | null
}

/** What a log line says of a request: no body, no headers, and no OAuth code or state in the URL. */
export function requestForLog(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : maskOauthParams(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

export type LoggedError = { type: string; message: string; stack: string; code?: string; cause?: LoggedError }

/**
 * What a log line says of an error: its type, message, stack and code, and those of its causes. Not
 * its other fields, and not the parameters a failed query echoes in its message (bin content,
 * settings, session hashes).
 */
export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (isLoggedError(error)) return error
  if (!(error instanceof Error)) {
    return { type: typeof error, message: String(error).slice(0, MAX_MESSAGE), stack: '' }
  }
  const message = error.message.replace(/\nparams: [\s\S]*$/, '').slice(0, MAX_MESSAGE)
  const logged: LoggedError = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: (error.stack ?? '').replace(error.message, message),
  }
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' || typeof code === 'number') logged.code = String(code)
  if (error.cause !== undefined && depth < 3) logged.cause = errorForLog(error.cause, depth + 1)
  return logged
}

function isLoggedError(value: unknown): value is LoggedError {
  const record = value as Partial<LoggedError> | null
  return (
    typeof record === 'object' &&
    record !== null &&
    !(record instanceof Error) &&
    typeof record.type === 'string' &&
    typeof record.message === 'string' &&
    typeof record.stack === 'string'
  )
}

/** Fastify's logger options; app.ts passes them to Fastify. */
export function loggerOptions(level: string) {
  return {
    level,
    serializers: { req: requestForLog, err: (error: unknown) => errorForLog(error) },
  } satisfies FastifyServerOptions['logger']
}

const INFO = 30
const levelValues: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 }

/**
 * Fastify's request lines ("incoming request", "request completed") are info lines: above info they are
 * switched off with Fastify's own `disableRequestLogging`, so they are not even built (decision 0040).
 * Errors are logged by the error reply (plugins/error-reply.ts) at every level.
 */
export function requestLogging(level: string): LogController {
  return new LogController({ disableRequestLogging: (levelValues[level] ?? Number.POSITIVE_INFINITY) > INFO })
}
