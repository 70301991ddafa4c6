import type { FastifyReply } from 'fastify'

/**
 * Adds `name` to the answer's Vary, keeping what is there: the CORS plugin's Origin, a route's Cookie,
 * compression's Accept-Encoding each add theirs.
 */
export function addVary(reply: FastifyReply, name: string): void {
  const vary = reply.getHeader('vary')
  if (vary === undefined || vary === '') {
    reply.header('vary', name)
    return
  }
  const given = String(vary)
  if (given === '*' || given.split(',').some((part) => part.trim().toLowerCase() === name)) return
  reply.header('vary', `${given}, ${name}`)
}
