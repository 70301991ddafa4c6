import type { FastifyPluginAsync } from 'fastify'
import { handOver } from '../http/hand-over.ts'
import type { McpOauth } from '../mcp-oauth/mcp-oauth.ts'
import { MCP_SCOPE } from '../mcp-oauth/oauth-rules.ts'

type Deps = { mcpOauth: McpOauth; issuer: string; resource: string }

/** RFC 9728: where a resource's metadata lives, the well-known name inserted before its path. */
export function resourceMetadataUrl(resource: string): string {
  const url = new URL(resource)
  return `${url.origin}/.well-known/oauth-protected-resource${url.pathname}`
}

/**
 * The discovery documents at the site's root (RFC 9728 and RFC 8414 put them under /.well-known, the
 * resource's or issuer's path after it), and at the bare names for clients that look there first.
 */
export const oauthMetadataRoutes: FastifyPluginAsync<Deps> = async (app, { mcpOauth, issuer, resource }) => {
  const protectedResource = {
    resource,
    authorization_servers: [issuer],
    scopes_supported: [MCP_SCOPE],
    bearer_methods_supported: ['header'],
    resource_name: 'Vuetify One MCP server',
  }
  for (const url of [
    new URL(resourceMetadataUrl(resource)).pathname,
    '/.well-known/oauth-protected-resource',
  ]) {
    app.get(url, { schema: { hide: true }, config: { cors: false } }, async (_request, reply) => {
      reply.header('access-control-allow-origin', '*')
      return protectedResource
    })
  }

  // The provider's own discovery document (it lives at its issuer's openid-configuration).
  const issuerPath = new URL(issuer).pathname
  for (const url of [
    `/.well-known/oauth-authorization-server${issuerPath}`,
    '/.well-known/oauth-authorization-server',
  ]) {
    // The provider writes its own CORS headers.
    app.get(url, { schema: { hide: true }, config: { cors: false } }, async (request, reply) => {
      const raw = request.raw as typeof request.raw & { originalUrl?: string }
      raw.originalUrl = `${issuerPath}/.well-known/openid-configuration`
      raw.url = '/.well-known/openid-configuration'
      const callback = await mcpOauth.callback()
      handOver(reply)
      await callback(raw, reply.raw)
    })
  }
}
