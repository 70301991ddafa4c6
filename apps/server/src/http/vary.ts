import type { FastifyReply } from 'fastify'
import vary from 'vary'

/**
 * Adds `name` to the answer's Vary, keeping what is there: the CORS plugin's Origin, a route's Cookie,
 * compression's Accept-Encoding each add theirs (jshttp's `vary`, as @fastify/cors and Express do).
 */
export function addVary(reply: FastifyReply, name: string): void {
  const given = reply.getHeader('vary')
  reply.header('vary', vary.append(given === undefined ? '' : String(given), name))
}
