import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * An empty body is no body, whatever its Content-Type: the spec's client sends
 * `Content-Type: application/json` with nothing after it on its bodiless POSTs (logout, cancel, regen,
 * regenerate: FACTS 0.1 and 13), which Fastify's JSON parser refuses as "empty JSON". A route that
 * needs a body still refuses it, by its schema, naming what is missing.
 */
export const emptyBody = fp(
  async (app: FastifyInstance) => {
    const json = app.getDefaultJsonParser('error', 'error')
    app.removeContentTypeParser('application/json')
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body === '') return done(null, undefined)
      json(request, body as string, done)
    })
  },
  { name: 'empty-body' },
)
