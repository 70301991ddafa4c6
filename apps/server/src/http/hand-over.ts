import type { FastifyReply } from 'fastify'

/**
 * Hands the answer to a library that writes the raw response itself (oidc-provider, the MCP
 * transport). Fastify writes the headers set on the reply only when it sends the answer, so those set
 * so far (the security headers among them) are copied onto the raw response first.
 */
export function handOver(reply: FastifyReply): void {
  const headers = reply.getHeaders()
  for (const name in headers) {
    const value = headers[name]
    if (value !== undefined) reply.raw.setHeader(name, value)
  }
  reply.hijack()
}
