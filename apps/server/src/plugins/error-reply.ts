import { type ApiError, errorStatus, HttpError } from '@one/contract/errors'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { AppError } from '../app-error.ts'
import { errorForLog } from '../config/logger.ts'
import { isDatabaseUnavailable } from '../db/unavailable.ts'

const fastifyCodes: Record<string, ApiError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'bad_json', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'bad_json',
    message: 'The request body is empty but says it is JSON.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'too_large', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'unsupported_media_type',
    message: 'This content type is not accepted here.',
  },
  // The router's: a path that does not decode, and a path parameter longer than any route takes.
  FST_ERR_BAD_URL: { code: 'bad_request', message: 'The address is not valid: it has a broken %-escape.' },
  FST_ERR_MAX_PARAM_LENGTH: {
    code: 'bad_request',
    message: 'The address is not valid: a part of it is too long.',
  },
}
const statusOf: Record<string, number> = { FST_ERR_BAD_URL: 400, FST_ERR_MAX_PARAM_LENGTH: 400 }

const unavailable: ApiError = {
  message: 'The database is not answering. Please try again in a moment.',
  code: 'unavailable',
}

// A message names what is wrong, never repeats what was sent: a body may be a whole bin.
const MAX_ISSUES = 5
const MAX_ISSUE_LENGTH = 300
const MAX_NAME_LENGTH = 32
const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text)
// Field names come from the body too (an unknown key, a path through a record): long ones are cut.
const clip = (text: string) =>
  shorten(
    text.replace(/"([^"]*)"/g, (_, name: string) => `"${shorten(name, MAX_NAME_LENGTH)}"`),
    MAX_ISSUE_LENGTH,
  )

function describeIssues(error: FastifyError): string {
  const all = error.validation ?? []
  const issues = all.slice(0, MAX_ISSUES).map((issue) => {
    const where = (issue.instancePath ?? '')
      .split('/')
      .filter(Boolean)
      .map((name) => shorten(name, MAX_NAME_LENGTH))
      .join('.')
    const part = error.validationContext ?? 'request'
    return clip(`${part}${where ? `.${where}` : ''}: ${issue.message}`)
  })
  const more = all.length > MAX_ISSUES ? `; and ${all.length - MAX_ISSUES} more` : ''
  return issues.length ? `Invalid request: ${issues.join('; ')}${more}` : 'Invalid request.'
}

/** Turns anything thrown while handling a request into the status and body the client gets. */
export function toErrorReply(error: unknown): { status: number; body: ApiError } {
  if (error instanceof AppError) {
    return { status: errorStatus[error.code], body: { message: error.message, code: error.code } }
  }
  if (error instanceof HttpError) {
    return { status: error.status, body: { message: error.message, code: error.code } }
  }
  const e = error as FastifyError
  if (hasZodFastifySchemaValidationErrors(e) || e.validation) {
    return { status: 400, body: { message: describeIssues(e), code: 'bad_request' } }
  }
  const known = e.code ? fastifyCodes[e.code] : undefined
  if (known) return { status: statusOf[e.code] ?? e.statusCode ?? 400, body: known }
  if (e instanceof SyntaxError && e.statusCode === 400) {
    return { status: 400, body: fastifyCodes.FST_ERR_CTP_INVALID_JSON_BODY! }
  }
  if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
    const code = e.statusCode === 429 ? 'rate_limited' : 'bad_request'
    return { status: e.statusCode, body: { message: e.message, code } }
  }
  if (isDatabaseUnavailable(error)) return { status: 503, body: unavailable }
  return {
    status: 500,
    body: { message: 'Something went wrong on our side. Please try again.', code: 'internal' },
  }
}

function send(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toErrorReply(error)
  if (status >= 500) {
    // Only the error's type, message, stack and code, whatever logger options app.ts was given: never
    // the request's body, nor the parameters a failed query repeats in its message.
    const log = request.log.child({}, { serializers: { err: errorForLog } })
    if (status !== 503) log.error({ err: error }, 'request failed')
    else if (isDatabaseUnavailable(error)) log.warn({ err: error }, 'the database is not answering')
    // An area's own 503: a service it needs (Stripe, say) failed, and its message says which.
    else log.warn({ err: error }, 'a service the request needs is not answering')
  }
  if (status === 503) reply.header('retry-after', '5')
  return reply.status(status).send(body)
}

/**
 * Fastify's `frameworkErrors` option: the router's own refusals (a URL that does not decode, an
 * over-long parameter) in the API's {message, code} shape. app.ts passes it to Fastify.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return send(error, request, reply)
}

/** Every error leaves as JSON {message, code} with a fitting status; only a 500 is logged as a failure. */
export const errorReply = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error, request, reply) => send(error, request, reply))
})
