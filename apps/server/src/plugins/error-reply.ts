import { type ApiError, errorStatus, HttpError } from '@one/contract/errors'
import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { AppError } from '../app-error.ts'

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
}

function describeIssues(error: FastifyError): string {
  const issues = (error.validation ?? []).map((issue) => {
    const where = issue.instancePath ? issue.instancePath.replace(/^\//, '').replaceAll('/', '.') : ''
    const part = error.validationContext ?? 'request'
    return `${part}${where ? `.${where}` : ''}: ${issue.message}`
  })
  return issues.length ? `Invalid request: ${issues.join('; ')}` : 'Invalid request.'
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
  if (known) return { status: e.statusCode ?? 400, body: known }
  if (e instanceof SyntaxError && e.statusCode === 400) {
    return { status: 400, body: fastifyCodes.FST_ERR_CTP_INVALID_JSON_BODY! }
  }
  if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
    const code = e.statusCode === 429 ? 'rate_limited' : 'bad_request'
    return { status: e.statusCode, body: { message: e.message, code } }
  }
  return {
    status: 500,
    body: { message: 'Something went wrong on our side. Please try again.', code: 'internal' },
  }
}

/** Every error leaves as JSON {message, code} with a fitting status; only a 500 is logged as a failure. */
export const errorReply = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorReply(error)
    if (status >= 500) request.log.error({ err: error }, 'request failed')
    return reply.status(status).send(body)
  })
})
