import { ACTIVATE_PAGE } from '@one/contract/mcp-oauth'
import type { FastifyPluginAsync } from 'fastify'
import { handOver } from '../http/hand-over.ts'
import type { McpOauth } from '../mcp-oauth/mcp-oauth.ts'
import { refuseOauthInput } from '../mcp-oauth/oauth-input.ts'
import type { ProviderRequest } from '../mcp-oauth/oauth-provider.ts'
import { OAUTH_PREFIX } from './mcp-oauth.ts'

type Deps = { mcpOauth: McpOauth; apiPrefix: string }

/** A form of one code: nothing near this size is a real answer. */
const FORM_LIMIT = 4 * 1024

/** What a user code may look like when it fills the form from the address (XXXX-XXXX, any case). */
const PREFILL = /^[A-Za-z0-9-]{1,16}$/

/**
 * `/activate` (RFC 8628 section 3.3, decision 0023): the provider's code-verification endpoint, served
 * at the site's own address. The provider writes our page (device-pages.ts) with its per-session xsrf
 * token, checks the code, and sends the person on to sign in and consent.
 */
export const deviceActivateRoutes: FastifyPluginAsync<Deps> = async (app, { mcpOauth, apiPrefix }) => {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: FORM_LIMIT }, (_request, body, done) =>
    done(null, body),
  )

  app.route({
    method: ['GET', 'POST'],
    url: ACTIVATE_PAGE,
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    schema: { hide: true },
    handler: async (request, reply) => {
      const [, asked = ''] = request.url.split('?', 2) as [string, string?]
      const contentType = request.headers['content-type']
      const sent = typeof request.body === 'string' ? request.body : undefined
      const invalid = refuseOauthInput(asked, contentType, sent)
      if (invalid) return reply.status(400).type('text/plain').send(invalid)
      const raw = request.raw as ProviderRequest
      // A code in the address only fills the form: the person still presses Continue (no auto-post).
      const prefill = new URLSearchParams(asked).get('user_code')
      if (prefill && PREFILL.test(prefill)) raw.prefillCode = prefill.toUpperCase()
      raw.originalUrl = `${apiPrefix}${OAUTH_PREFIX}/device`
      raw.url = '/device'
      raw.body = sent
      raw.log = request.log
      raw.clientAddress = request.ip
      reply.header('cache-control', 'no-store')
      const callback = await mcpOauth.callback()
      handOver(reply)
      await callback(raw, reply.raw)
    },
  })
}
