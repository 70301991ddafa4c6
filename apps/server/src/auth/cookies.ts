import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../config.ts'
import { SESSION_DAYS } from './sessions.ts'

export const SESSION_COOKIE = 'one_session'
/** Readable by the app: "a session may exist", so verify is skipped without it (FACTS 3.1). */
export const MARKER_COOKIE = 'sx'

export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE]
}

export function cookieOptions(config: Config) {
  return {
    path: '/',
    sameSite: 'lax' as const,
    secure: config.publicUrl.startsWith('https:'),
    ...(config.cookieDomain ? { domain: config.cookieDomain } : {}),
  }
}

export function setSessionCookies(reply: FastifyReply, config: Config, token: string) {
  const options = { ...cookieOptions(config), maxAge: SESSION_DAYS * 24 * 60 * 60 }
  reply.setCookie(SESSION_COOKIE, token, { ...options, httpOnly: true })
  reply.setCookie(MARKER_COOKIE, '1', { ...options, httpOnly: false })
}

export function clearSessionCookies(reply: FastifyReply, config: Config) {
  reply.clearCookie(SESSION_COOKIE, { ...cookieOptions(config), httpOnly: true })
  reply.clearCookie(MARKER_COOKIE, cookieOptions(config))
}
