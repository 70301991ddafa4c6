import { SESSION_MARKER_COOKIE as MARKER_COOKIE } from '@one/contract/auth'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { SESSION_DAYS } from '../auth/sessions.ts'
import type { Config } from '../config.ts'

export const SESSION_COOKIE = 'one_session'

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
