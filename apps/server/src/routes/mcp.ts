import { API_KEY_PREFIX, MCP_PATH } from '@one/contract/api-key'
import { HttpError } from '@one/contract/errors'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod/mini'
import type { AccountCache } from '../access/account-cache.ts'
import { bearerOf, hashApiKey, subscribes } from '../api-keys/api-key-rules.ts'
import type { ApiKeys } from '../api-keys/api-keys.ts'
import { AppError } from '../app-error.ts'
import { handOver } from '../http/hand-over.ts'
import { connectMcpServer, loadMcpSdk, type McpDeps } from '../mcp/mcp-server.ts'
import type { McpOauth } from '../mcp-oauth/mcp-oauth.ts'
import { MCP_SCOPE } from '../mcp-oauth/oauth-rules.ts'
import { documented } from '../plugins/openapi.ts'
import { keyRefusalError, userOf } from '../plugins/viewer.ts'
import { BIN_BODY_LIMIT } from './bins.ts'

const NO_KEY =
  'Sign in from your MCP client, or send your Vuetify One API key as "Authorization: Bearer <key>". Subscribers make one in the API Key dialog on the site.'
const BAD_TOKEN =
  'This access token is not valid: it expired, or its client was revoked. Sign in again from your MCP client.'
const LAPSED = 'MCP access works only while you subscribe to Vuetify One, and your subscription has ended.'

// What the API document says of JSON-RPC; the transport checks each message in full.
const jsonRpc = z.looseObject({ jsonrpc: z.literal('2.0') })
const jsonRpcMessage = z.union([jsonRpc, z.array(jsonRpc)])

type Deps = McpDeps & {
  perMinute: number
  accounts: AccountCache
  apiKeys: ApiKeys
  mcpOauth: McpOauth
  /** RFC 9728: where a client finds how to sign in, named on every 401. */
  resourceMetadata: string
}

/** The MCP endpoint (Streamable HTTP, stateless): each POST is one JSON-RPC exchange, as the key's owner. */
export const mcpRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  /**
   * RFC 6750 and RFC 9728: a 401 names the scheme, where to sign in, the scope to ask for (the MCP
   * authorization spec), and why a token sent was refused.
   */
  function challenge(reply: FastifyReply, error?: AppError) {
    const why = error
      ? `, error="invalid_token", error_description="${error.message.replaceAll('"', "'")}"`
      : ''
    reply.header(
      'www-authenticate',
      `Bearer realm="Vuetify One", resource_metadata="${deps.resourceMetadata}", scope="${MCP_SCOPE}"${why}`,
    )
  }

  // An access token from the MCP sign-in: the same subscribers-only rule as a key.
  async function requireAccessToken(token: string, request: FastifyRequest, reply: FastifyReply) {
    const caller = await deps.mcpOauth.callerOfToken(token)
    const account = caller && (await deps.accounts.account(caller.userId))
    if (!account) {
      const refusal = new AppError('unauthorized', BAD_TOKEN)
      challenge(reply, refusal)
      throw refusal
    }
    if (!subscribes(account)) throw new AppError('forbidden', LAPSED)
    request.user = { id: account.user.id, account, via: 'oauth' }
  }

  // Keys and access tokens only: a session cookie does not reach the tools.
  async function requireKey(request: FastifyRequest, reply: FastifyReply) {
    const key = bearerOf(request.headers.authorization)
    // Our keys say what they are; any other bearer is an access token from the MCP sign-in.
    if (key !== undefined && !key.startsWith(API_KEY_PREFIX)) return requireAccessToken(key, request, reply)
    const found = key === undefined ? undefined : await request.viewer()
    if (found?.via === 'api-key') {
      request.user = found
      return
    }
    const refusal = key === undefined ? undefined : keyRefusalError(request)
    if (refusal?.code === 'forbidden') throw refusal
    challenge(reply, refusal)
    throw refusal ?? new AppError('unauthorized', NO_KEY)
  }

  documented(requireKey, {
    credentials: ['apiKey', 'mcpOauth'],
    refusals: { 401: undefined, 403: 'The key or token belongs to someone who no longer subscribes' },
  })

  // Per key: an agent in a loop slows down without slowing anyone else.
  const limit = app.rateLimit({
    max: deps.perMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => {
      const key = bearerOf(request.headers.authorization)
      return key ? `mcp-key:${hashApiKey(key)}` : `mcp-ip:${request.ip}`
    },
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        'rate_limited',
        `Too many MCP requests with this key. Please wait ${context.after}.`,
      ),
  })
  documented(limit, { refusals: { 429: undefined } })

  // Per address too, for any key or token not found good here lately: made-up ones share the
  // address's bucket instead of each getting a fresh one of its own. A known key or token skips it.
  // (A route runs one of the plugin's limit hooks, so this one is asked directly.)
  const unknownAtAddress = app.createRateLimit({
    max: deps.perMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => `mcp-unknown:${request.ip}`,
    allowList: (request) => {
      const key = bearerOf(request.headers.authorization)
      if (key === undefined) return true
      return key.startsWith(API_KEY_PREFIX) ? deps.apiKeys.knows(key) : deps.mcpOauth.knows(key)
    },
  })
  async function limitUnknown(request: FastifyRequest, reply: FastifyReply) {
    const limit = await unknownAtAddress(request)
    if (limit.isAllowed || !limit.isExceeded) return
    reply.header('retry-after', limit.ttlInSeconds)
    throw new AppError(
      'rate_limited',
      `Too many MCP requests with unknown keys or tokens from this address. Please wait ${limit.ttlInSeconds} seconds.`,
    )
  }

  app.post(MCP_PATH, {
    // Called by programs with a key or token, never with the site's cookie: no CORS of the site's.
    config: { apiKey: true, cors: false },
    // A tool call can carry a whole bin.
    bodyLimit: BIN_BODY_LIMIT,
    schema: {
      operationId: 'mcp',
      summary: 'The MCP server (Streamable HTTP, JSON-RPC), for the holder of an API key or MCP sign-in',
      body: jsonRpcMessage,
      response: { 200: jsonRpcMessage, 202: z.null() },
    },
    onRequest: [limit, limitUnknown, requireKey],
    handler: async (request, reply) => {
      const { StreamableHTTPServerTransport } = await loadMcpSdk()
      // Stateless: no session to keep between requests, so any instance answers any request.
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      })
      const server = await connectMcpServer(deps, userOf(request), transport)
      handOver(reply)
      reply.raw.on('close', () => {
        void transport.close()
        void server.close()
      })
      await transport.handleRequest(request.raw, reply.raw, request.body)
    },
  })

  // No server-sent stream and no session to end: a stateless server answers only POST.
  for (const method of ['GET', 'DELETE'] as const) {
    app.route({
      method,
      url: MCP_PATH,
      config: { cors: false },
      schema: { hide: true },
      handler: async (_request, reply) => {
        reply.header('allow', 'POST')
        throw new AppError('method_not_allowed', 'This MCP server is stateless: send each request as a POST.')
      },
    })
  }
}
