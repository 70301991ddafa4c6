import type { FastifyPluginAsync } from 'fastify'
import type { BinCache } from '../bins/bin-cache.ts'
import { EMBED_CSP, embedErrorPage } from '../bins/embed/embed-page.ts'
import { createEmbeds } from '../bins/embed/embeds.ts'
import type { Highlights } from '../bins/highlight/highlights.ts'
import { isFresh } from '../http/entity.ts'
import { clientKey } from '../plugins/rate-limit.ts'

// As a public bin's API answer: a shared cache may keep it half a minute, browsers ask each time.
const MOST_SHARED_SECONDS = 30

/**
 * `/bins/{id}/embed`, a page any site may frame: its own policy instead of the site's (which lets no
 * one frame it), and nothing of the session: it never looks at the viewer, so no cookie is read and
 * none is set, and every reader gets the same page.
 */
export const binEmbedRoutes: FastifyPluginAsync<{
  binCache: BinCache
  highlights: Highlights
  publicUrl: string
  /** Loads an address may make per minute, of bin pages and of embeds (config/server.ts). */
  pagesPerMinute: number
  embedsPerMinute: number
}> = async (app, { pagesPerMinute, embedsPerMinute, ...deps }) => {
  const embeds = createEmbeds(deps)
  const embedIdOf = (path: string) => /^([^/]+)\/embed\/?$/.exec(path)?.[1]
  // A bin's page and its embed are drawn by the server, so each address has a budget of them: generous
  // for people (a page of many embeds, reloaded), tight for a loop. The app's other pages under /bins/
  // count as bin pages: sending one costs little, and telling them apart would cost a read.
  const limit = app.rateLimit({
    timeWindow: '1 minute',
    keyGenerator: (request) => {
      const path = (request.params as { '*'?: string })['*'] ?? ''
      return `${embedIdOf(path) === undefined ? 'bin-page' : 'bin-embed'}:${clientKey(request)}`
    },
    max: (_request, key) => (key.startsWith('bin-embed:') ? embedsPerMinute : pagesPerMinute),
    errorResponseBuilder: (_request, context) =>
      Object.assign(
        new Error(
          `Too many bins opened from your address in a short time. Please wait ${context.after} and try again.`,
        ),
        { statusCode: 429 },
      ),
  })
  // A wildcard, not `/bins/:id/embed`: a parameter would make the router refuse a long `/bins/...`
  // address with 400 before the app's page (the not-found handler) could answer it.
  app.get<{ Params: { '*': string }; Querystring: { lines?: unknown } }>(
    '/bins/*',
    {
      schema: { hide: true },
      onRequest: limit,
      // Refused by the limit: a page, as a frame or the browser shows it, with the limit's headers.
      errorHandler: (error: Error & { statusCode?: number }, _request, reply) => {
        if (error.statusCode !== 429) throw error
        return reply
          .status(429)
          .removeHeader('x-frame-options')
          .header('content-security-policy', EMBED_CSP)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(embedErrorPage(error.message, deps.publicUrl))
      },
    },
    async (request, reply) => {
      const id = embedIdOf(request.params['*'])
      if (id === undefined) return reply.callNotFound()
      const answer = await embeds.read(id, request.query.lines)
      reply
        .removeHeader('x-frame-options')
        .header('content-security-policy', EMBED_CSP)
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('x-robots-tag', 'noindex')
        .type('text/html; charset=utf-8')
        .status(answer.status)
      if (answer.status !== 200) return reply.header('cache-control', 'no-cache').send(answer.html)
      // A bin that expires is kept by no cache past its end.
      const left = answer.expiresAt ? Math.floor((answer.expiresAt.getTime() - Date.now()) / 1000) : Infinity
      reply
        .header(
          'cache-control',
          `public, max-age=0, s-maxage=${Math.max(0, Math.min(MOST_SHARED_SECONDS, left))}`,
        )
        .header('etag', answer.etag)
      if (isFresh(request, answer.etag)) return reply.status(304).send()
      return reply.send(answer.html)
    },
  )
}
