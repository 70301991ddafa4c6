import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'

export type MetricsRefusal = { status: 401 | 403; message: string }

const digest = (text: string) => createHash('sha256').update(text).digest()

/** 127.0.0.0/8 and ::1, as IPv4, IPv6 or IPv4 mapped into IPv6. */
function isLoopback(address: string | undefined): boolean {
  if (!address) return false
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address
  return v4.startsWith('127.') || address === '::1'
}

/**
 * Who may read the metrics. Without a token: a client on this machine only, talking to the server
 * directly (a request a proxy forwarded says so in its headers, and could come from anyone). With a
 * token: whoever sends it as a Bearer credential, compared in constant time, from anywhere.
 */
export function metricsAccess(token: string | undefined) {
  const expected = token === undefined ? undefined : digest(token)
  return (request: FastifyRequest): MetricsRefusal | undefined => {
    if (expected) {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
      if (given !== undefined && timingSafeEqual(digest(given), expected)) return undefined
      return {
        status: 401,
        message: 'The metrics need the token in METRICS_TOKEN as Authorization: Bearer <token>.',
      }
    }
    const forwarded =
      request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined
    if (isLoopback(request.socket.remoteAddress) && !forwarded) return undefined
    return {
      status: 403,
      message: 'The metrics are served only to this machine; set METRICS_TOKEN to read them from elsewhere.',
    }
  }
}
