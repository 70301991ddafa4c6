import { SESSION_MARKER_COOKIE as MARKER_COOKIE } from '@one/contract/auth'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { SESSION_DAYS } from '../auth/sessions.ts'
import type { Config } from '../config.ts'

export const SESSION_COOKIE = 'one_session'
/** Holds the key that ties a sign-in to the browser that began it (see auth/sign-in.ts). */
export const SIGN_IN_COOKIE = 'one_sign_in'

type CookieConfig = Pick<Config, 'publicUrl' | 'cookieDomain'>

const https = (config: CookieConfig) => config.publicUrl.startsWith('https:')
const HOST_PREFIX = '__Host-'

/**
 * On https without COOKIE_DOMAIN the session cookie is `__Host-` named: a browser then takes it only
 * from this host, over https, for Path=/ and with no Domain, so neither a sibling subdomain nor a plain
 * http answer can plant a session of its own. With COOKIE_DOMAIN the cookie is shared with the
 * subdomains on purpose, which the prefix forbids.
 */
export function sessionCookieName(config: CookieConfig): string {
  return https(config) && !config.cookieDomain ? HOST_PREFIX + SESSION_COOKIE : SESSION_COOKIE
}

/** The sign-in cookie is never shared with subdomains, so on https it always takes the prefix. */
export function signInCookieName(config: CookieConfig): string {
  return https(config) ? HOST_PREFIX + SIGN_IN_COOKIE : SIGN_IN_COOKIE
}

/**
 * The session token, read under the name in force only: on https a plain `one_session` planted by a
 * subdomain is ignored. Without `config` (the viewer plugin until it passes its config) both names are
 * read, the prefixed one first; pass it.
 */
export function sessionToken(request: FastifyRequest, config: CookieConfig): string | undefined {
  return cookiesOf(request)[sessionCookieName(config)]
}

/**
 * The request's cookies, parsed when first asked: app.ts turns @fastify/cookie's parsing of every
 * request off, so a route that never reads a session (health, a public bin) does not parse them.
 */
export function cookiesOf(request: FastifyRequest): FastifyRequest['cookies'] {
  // Null until parsed here, or by @fastify/cookie when a reply sets a cookie.
  const parsed = request.cookies as FastifyRequest['cookies'] | null
  if (parsed) return parsed
  const header = request.headers.cookie
  request.cookies = header ? request.server.parseCookie(header) : {}
  return request.cookies
}

/**
 * Whether the browser holds any of the session's cookies, under any name: after the switch to the
 * `__Host-` name a browser may keep the marker with a session cookie of the old name, and is told to
 * drop the marker so the app stops asking verify.
 */
export function holdsSessionCookies(request: FastifyRequest): boolean {
  const cookies = cookiesOf(request)
  return [MARKER_COOKIE, SESSION_COOKIE, HOST_PREFIX + SESSION_COOKIE].some(
    (name) => cookies[name] !== undefined,
  )
}

export function cookieOptions(config: CookieConfig) {
  return {
    path: '/',
    sameSite: 'lax' as const,
    secure: https(config),
    ...(config.cookieDomain ? { domain: config.cookieDomain } : {}),
  }
}

/** Options of a cookie for this host only, as `__Host-` requires. */
function hostOnlyOptions(config: CookieConfig) {
  return { path: '/', sameSite: 'lax' as const, secure: https(config), httpOnly: true }
}

function sessionOptions(config: CookieConfig) {
  const name = sessionCookieName(config)
  return { name, options: name.startsWith(HOST_PREFIX) ? hostOnlyOptions(config) : cookieOptions(config) }
}

export function setSessionCookies(reply: FastifyReply, config: CookieConfig, token: string) {
  const maxAge = SESSION_DAYS * 24 * 60 * 60
  const session = sessionOptions(config)
  reply.setCookie(session.name, token, { ...session.options, maxAge, httpOnly: true })
  // The marker keeps its plain name: the app reads it by name to know whether to ask verify.
  reply.setCookie(MARKER_COOKIE, '1', { ...cookieOptions(config), maxAge, httpOnly: false })
}

export function clearSessionCookies(reply: FastifyReply, config: CookieConfig) {
  const session = sessionOptions(config)
  reply.clearCookie(session.name, { ...session.options, httpOnly: true })
  reply.clearCookie(MARKER_COOKIE, cookieOptions(config))
}

export function signInKey(request: FastifyRequest, config: CookieConfig): string | undefined {
  return cookiesOf(request)[signInCookieName(config)]
}

export function setSignInCookie(reply: FastifyReply, config: CookieConfig, key: string, maxAgeMs: number) {
  reply.setCookie(signInCookieName(config), key, {
    ...hostOnlyOptions(config),
    maxAge: Math.floor(maxAgeMs / 1000),
  })
}

export function clearSignInCookie(reply: FastifyReply, config: CookieConfig) {
  reply.clearCookie(signInCookieName(config), hostOnlyOptions(config))
}
