import type { FastifyReply } from 'fastify'
import { asDocument } from '../plugins/security-headers.ts'

/**
 * Hands the answer to a library that writes the raw response itself (oidc-provider, the MCP
 * transport). Fastify writes the headers set on the reply only when it sends the answer, so those set
 * so far (the security headers among them) are copied onto the raw response first: a document's, since
 * the library may answer with a page.
 */
export function handOver(reply: FastifyReply): void {
  asDocument(reply, reply.server.securityPolicy)
  const headers = reply.getHeaders()
  for (const name in headers) {
    const value = headers[name]
    if (value !== undefined) reply.raw.setHeader(name, value)
  }
  reply.hijack()
}
