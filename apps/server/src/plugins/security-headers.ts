import type { IncomingMessage, ServerResponse } from 'node:http'
import { HttpError } from '@one/contract/errors'
import type { FastifyReply, FastifyRequest } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'
import { webOrigins } from '../auth/addresses.ts'
import type { Config } from '../config.ts'

function contentSecurityPolicy(config: Config) {
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // MUI's styling engine inserts style elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      connectSrc: ["'self'", ...webOrigins(config)],
      frameAncestors: ["'none'"],
      // A form of ours (the emulators' Pay and Authorize) may end, through redirects, on a listed site:
      // Chromium holds the whole chain to form-action (decision 29).
      formAction: ["'self'", ...webOrigins(config)],
      upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
    },
  }
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

const foreignOrigin = (origin: string) =>
  new HttpError(403, 'forbidden_origin', `Requests from ${origin} are not allowed.`)

declare module 'fastify' {
  interface FastifyInstance {
    /** Written by front-door.ts; http/hand-over.ts gives a hijacked answer the document's headers. */
    securityPolicy: SecurityPolicy
  }
  interface FastifyContextConfig {
    /** The route never acts on the session, so a call from any origin is safe (the OAuth endpoints). */
    anyOrigin?: boolean
    /**
     * A GET that makes something (the spec's `GET /one/mcp/generate`): taken only from the site's or a
     * listed origin, or with `Sec-Fetch-Site` same-origin or same-site when no Origin is sent.
     */
    createsState?: boolean
  }
}

/**
 * Refuses state-changing requests from other sites (docs/decisions/0002-csrf.md): the Origin must be
 * one the configuration names (PUBLIC_URL, API_BASE's, WEB_ORIGINS), never one read from the request,
 * whose Host a rebinding page chooses. A request with no Origin and no cookie cannot ride on anyone's
 * session, so tools and scripts may call without one.
 */
export function checkOrigin(request: FastifyRequest, allowed: ReadonlySet<string>): void {
  const config = request.routeOptions.config
  if (config?.anyOrigin) return
  if (safeMethods.has(request.method)) {
    if (config?.createsState && request.method === 'GET') checkSiteRequest(request, allowed)
    return
  }
  const origin = request.headers.origin
  if (!origin) {
    if (request.headers.cookie) {
      throw new HttpError(403, 'forbidden_origin', 'This request must come from the site itself.')
    }
    return
  }
  if (!allowed.has(origin)) throw foreignOrigin(origin)
}

/**
 * A GET from a browser carries no Origin when it is same-origin (and on a navigation), but every
 * current browser sends Sec-Fetch-Site. A request that says it is cross-site, or that carries a cookie
 * and says nothing of where it comes from, is refused: a GET must not make state for a page that
 * merely links to it. With neither a cookie nor those headers it rides on no one's session, as above
 * (docs/decisions/0029-sibling-sites.md).
 */
function checkSiteRequest(request: FastifyRequest, allowed: ReadonlySet<string>): void {
  const origin = request.headers.origin
  if (origin !== undefined) {
    if (allowed.has(origin)) return
    throw foreignOrigin(origin)
  }
  const site = request.headers['sec-fetch-site']
  if (site === 'same-origin' || site === 'same-site') return
  if (site === undefined && !request.headers.cookie) return
  throw new HttpError(
    403,
    'forbidden_origin',
    'This request must come from the site itself: send it with its Origin, or from a page of the site.',
  )
}

/** Helmet's options: our content security policy, and what differs from its defaults. */
function helmetOptions(config: Config): HelmetOptions {
  return {
    contentSecurityPolicy: contentSecurityPolicy(config),
    // Sign-in popups talk to their opener, which a same-origin opener policy would cut off; the
    // sign-in's own pages, opened by a sibling site, drop the policy altogether (SIGN_IN_OPENER).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // The sites of the ecosystem (FACTS 13) read the API's answers; images meant for any site say so.
    crossOriginResourcePolicy: { policy: 'same-site' },
    hsts: config.publicUrl.startsWith('https:'),
    // With no-referrer, browsers send "Origin: null" on same-origin POSTs, which the origin check refuses.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  }
}

/**
 * The headers helmet writes with `options`. None of ours depends on the request, so they are worked
 * out once at start: building helmet for every request cost a fifth of the cheapest route's time.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value
    },
    removeHeader() {},
  }
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error
  })
  return headers
}

/**
 * What every answer carries, a document or not: framing refused, no content-type sniffing, no
 * embedding by other origins, the opener policy, HTTPS kept (on an https site), and a policy under
 * which a JSON answer opened as a page can load and run nothing. Helmet's other headers act only on HTML documents; each
 * header costs every request (a twelfth of the time of the cheapest route for all twelve), so an
 * answer that is not a document goes without them.
 */
function answerHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const kept = [
    // On every answer a window may be navigated to, redirects included: a sign-in popup whose
    // redirect lacked it would lose its opener on the way.
    'cross-origin-opener-policy',
    'cross-origin-resource-policy',
    'x-content-type-options',
    'x-frame-options',
    'strict-transport-security',
  ]
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    ...Object.fromEntries(
      kept.filter((name) => name in documentHeaders).map((name) => [name, documentHeaders[name]!]),
    ),
  }
}

/**
 * The security headers, worked out once, and the origins whose state-changing calls are taken.
 * front-door.ts writes `answer` on every request, checks the origins, and gives an HTML answer the
 * whole of `document` (helmet's headers with our content security policy) but what its route set
 * itself; a route that hands its answer to another library (OAuth, MCP) copies `document` over:
 * http/hand-over.ts.
 */
export function securityPolicy(config: Config) {
  const document = helmetHeaders(helmetOptions(config))
  return {
    answer: answerHeaders(document),
    document,
    allowedOrigins: new Set(webOrigins(config)),
  }
}

export type SecurityPolicy = ReturnType<typeof securityPolicy>

/**
 * An HTML answer takes the document's headers: each one its route left as the answer set wrote it
 * (or did not write) is written; one the route changed or removed (an embed's policy, a page's
 * script hashes) stays the route's.
 */
export function asDocument(reply: FastifyReply, { answer, document }: SecurityPolicy): void {
  for (const name in document) {
    const current = reply.getHeader(name)
    if (name in answer ? current === answer[name] : current === undefined) reply.header(name, document[name]!)
  }
}
