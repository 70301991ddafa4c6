import type { FastifyReply, FastifyRequest } from 'fastify'
import { etagOf } from '../cache/etag.ts'

/** True when the client's copy (If-None-Match) is this one, so 304 will do. */
export function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match']
  if (!header) return false
  return header.split(',').some((tag) => {
    const candidate = tag.trim()
    return candidate === '*' || candidate === etag || candidate === `W/${etag}`
  })
}

/**
 * Sends JSON made beforehand (kept in a cache, or cheaper than the route's serializer), with its
 * ETag, or 304 when the client has it. The route's response schema still describes what is sent.
 */
export function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  json: string | Buffer,
  etag = etagOf(json),
) {
  reply.header('etag', etag)
  if (isFresh(request, etag)) return reply.status(304).send()
  return reply.type('application/json; charset=utf-8').send(json)
}

/**
 * The entity tags of an If-Match header (RFC 9110 section 13.1.1): `*`, the strong tags it lists
 * (a weak one never matches a change), or undefined when there is no header.
 */
export function ifMatchOf(request: FastifyRequest): '*' | string[] | undefined {
  const header = request.headers['if-match']
  if (header === undefined) return undefined
  const value = Array.isArray(header) ? header.join(',') : header
  if (value.trim() === '*') return '*'
  return (value.match(/(?:W\/)?"[^"]*"/g) ?? []).filter((tag) => !tag.startsWith('W/'))
}

/** Headers only, for a HEAD that must not do what its GET does (read a burn-after-reading bin). */
export function sendHeadersOnly(reply: FastifyReply, type: string) {
  return reply.type(type).send()
}
