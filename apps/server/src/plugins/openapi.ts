/// <reference path="./swagger-internals.d.ts" />
import type { SwaggerOptions } from '@fastify/swagger'
import { apiError } from '@one/contract/errors'
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod'
import { registry } from 'zod/v4/core'
import { EMULATORS_PREFIX } from '../integrations/sign-in-providers.ts'
import { MCP_SCOPE } from '../mcp-oauth/oauth-rules.ts'

type Options = {
  apiBase: string
  prefix: string
  /** The session cookie's name in force (`__Host-` prefixed on https). */
  sessionCookie: string
  /** The MCP sign-in's issuer: oidc-provider answers `/auth` and `/token` under it. */
  oauthIssuer: string
}

/** A way a caller proves who they are, as components.securitySchemes names it. */
export type Credential = 'session' | 'apiKey' | 'mcpOauth'

/** What a route hook tells the API document: the credentials it takes, and each refusal with its cause. */
export type HookDoc = { credentials?: Credential[]; refusals: Partial<Record<number, string>> }

const hookDocs = new WeakMap<object, HookDoc>()

/**
 * Marks a hook with what it does, so each operation's `security` and error statuses are read from the
 * hooks its route really runs (requireUser, a rate limit), not from a list kept beside them.
 */
export function documented<H extends object>(hook: H, doc: HookDoc): H {
  hookDocs.set(hook, doc)
  return hook
}

const outcomes: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted; there is no answer to send',
  204: 'Done; no content',
  302: 'A redirect to the address in Location',
  304: 'Not modified: the ETag sent in If-None-Match is still current',
  400: 'The request is not valid; the message names what is wrong',
  401: 'Not signed in, or the credential sent is not valid',
  403: 'Not allowed',
  404: 'Not found',
  409: 'In conflict with the current state; the message says why',
  412: 'The version named in If-Match is no longer the current one',
  413: 'The request body is too large',
  415: 'The request body has a content type this call does not take',
  429: 'Too many requests; wait for the seconds in Retry-After',
  503: 'The database is not answering; try again after the seconds in Retry-After',
}
const retryAfter = {
  'retry-after': { type: 'integer', description: 'Seconds to wait before trying again' },
}

// Named schemas of the document: every error is the one ApiError a client types once.
const named = registry<{ id: string }>().add(apiError, { id: 'ApiError' })
const jsonSchemaTransform = createJsonSchemaTransform({ schemaRegistry: named })
const addNamedSchemas = createJsonSchemaTransformObject({ schemaRegistry: named })

/** The named schemas the operations use: the library adds an input and an output form of each. */
function withNamedSchemas(input: Parameters<typeof addNamedSchemas>[0]) {
  const document = addNamedSchemas(input)
  const { components } = document as { components?: { schemas?: Record<string, unknown> } }
  const schemas = components?.schemas ?? {}
  const used = JSON.stringify(document.paths)
  for (const name of Object.keys(schemas)) {
    if (!used.includes(`"#/components/schemas/${name}"`)) delete schemas[name]
  }
  return document
}

// Fastify reads a body sent with any of these, whether or not the route takes one.
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

type Security = Record<string, string[]>[]
const requirement = (credential: Credential) => ({
  [credential]: credential === 'mcpOauth' ? [MCP_SCOPE] : [],
})

/**
 * Who may call a route and every status it can answer, read from the route itself: its require hooks
 * and rate-limit hooks (marked with `documented`), `config.apiKey`, `config.rateLimit`, whether it
 * takes a body, the origin check of state-changing calls (security-headers.ts), and the 503 any
 * route answers while the database is away (error-reply.ts). The statuses a handler adds (404, 409)
 * are the route's own `response` entries.
 */
function describeRoute(route: RouteOptions, schema: FastifySchema) {
  const causes = new Map<number, string[]>()
  const add = (status: number, cause?: string) => {
    const list = causes.get(status) ?? []
    if (cause && !list.includes(cause)) list.push(cause)
    causes.set(status, list)
  }
  const hooks = [route.onRequest, route.preValidation, route.preHandler].flat().filter(Boolean) as object[]
  const docs = hooks.flatMap((hook) => hookDocs.get(hook) ?? [])
  const credentials = new Set(docs.flatMap((doc) => doc.credentials ?? []))
  for (const doc of docs) {
    for (const [status, cause] of Object.entries(doc.refusals)) add(Number(status), cause)
  }
  const takesKey = route.config?.apiKey === true
  const explicit = (schema.response ?? {}) as Record<string, unknown>
  // A route that answers 401 itself (verify) needs the session as much as one behind requireUser.
  if (credentials.size === 0 && explicit[401] !== undefined) credentials.add('session')
  if (takesKey && credentials.has('session')) {
    credentials.add('apiKey')
    add(401, 'The API key is unknown, or it was replaced by a new one')
    add(403, "The API key's owner no longer subscribes")
  }
  const methods = [route.method].flat()
  if (schema.params || schema.querystring || schema.body) add(400)
  if (methods.some((method) => BODY_METHODS.has(method))) {
    add(400, 'The body is not valid JSON')
    add(413)
    add(415)
  }
  if (!route.config?.anyOrigin && methods.some((method) => !SAFE_METHODS.has(method))) {
    add(403, 'The request comes from another site, or carries cookies without naming its Origin')
  }
  if (route.config?.rateLimit) add(429)
  add(503)
  for (const status of Object.keys(explicit)) add(Number(status))

  let security: Security = []
  if (credentials.size > 0) security = [...credentials].map(requirement)
  // The caller is read when there is one (a private bin for its owner), and guests are let in too.
  else if (takesKey) security = [{}, requirement('session'), requirement('apiKey')]
  return { security, causes, explicit }
}

/** The route's schema with its security and every status it can answer, each one described. */
function documentedSchema(route: RouteOptions, schema: FastifySchema): FastifySchema {
  const { security, causes, explicit } = describeRoute(route, schema)
  const response: Record<string, unknown> = {}
  for (const [status, list] of [...causes].sort(([a], [b]) => a - b)) {
    const given = explicit[status]
    const description = [outcomes[status] ?? 'See the message', ...list].join('. ')
    // Successes and 304 keep their own shape; an error is {message, code}, or the route's own shape.
    if (status < 400) response[status] = given
    else response[status] = { description, content: { 'application/json': { schema: given ?? apiError } } }
  }
  return { ...schema, security, response }
}

/** Descriptions for the answers that are not errors, and Retry-After where a client must wait. */
function describeAnswers(response: Record<string, Record<string, unknown>> | undefined) {
  for (const [status, answer] of Object.entries(response ?? {})) {
    answer.description ??= outcomes[Number(status)]
    if (status === '429' || status === '503') answer.headers = retryAfter
  }
}

/**
 * The API document, made from the route schemas and served at `<prefix>/openapi.json`. It describes
 * the API alone: routes outside the prefix (the app, the local emulators) are left out, and paths are
 * written relative to the API base named as its server.
 */
// The plugin's own defaults in dynamic mode (lib/mode/dynamic.js).
const dynamicModeDefaults = {
  exposeRoute: false,
  hiddenTag: 'X-HIDDEN',
  hideUntagged: false,
  stripBasePath: true,
  refResolver: {
    buildLocalReference(
      json: { title?: string; $id?: string },
      _baseUri: unknown,
      _fragment: unknown,
      i: number,
    ) {
      if (!json.title && json.$id) json.title = json.$id
      return `def-${i}`
    },
  },
  convertConstToEnum: true,
}

export const openapi = fp(async (app: FastifyInstance, options: Options) => {
  const { apiBase, prefix, sessionCookie, oauthIssuer } = options
  const swaggerOptions = {
    ...dynamicModeDefaults,
    openapi: {
      info: { title: 'One API', description: 'Accounts, membership and settings of One.', version: '1.0.0' },
      servers: [{ url: apiBase }],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookie,
            description: 'The session of a browser signed in on the site (set by the sign-in).',
          },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A Vuetify One API key (`one_…`) as `Authorization: Bearer <key>`: subscribers make one in the API Key dialog. Taken by the bin calls and the MCP server.',
          },
          mcpOauth: {
            type: 'oauth2',
            description:
              'The MCP sign-in (OAuth 2.1 with PKCE; clients register themselves at the issuer). Its access tokens are taken by the MCP server only.',
            flows: {
              authorizationCode: {
                authorizationUrl: `${oauthIssuer}/auth`,
                tokenUrl: `${oauthIssuer}/token`,
                refreshUrl: `${oauthIssuer}/token`,
                scopes: { [MCP_SCOPE]: 'Use the MCP tools as the subscriber who signed in' },
              },
            },
          },
        },
      },
    },
    transform(input) {
      if (
        !input.url.startsWith(`${prefix}/`) ||
        input.url.startsWith(`${EMULATORS_PREFIX}/`) ||
        input.schema?.hide
      ) {
        return { schema: { hide: true }, url: input.url }
      }
      const schema = documentedSchema(input.route, input.schema ?? {})
      const transformed = jsonSchemaTransform({ ...input, schema })
      describeAnswers(transformed.schema.response as Record<string, Record<string, unknown>> | undefined)
      return { schema: transformed.schema, url: transformed.url.slice(prefix.length) }
    },
    transformObject: withNamedSchemas,
  } satisfies SwaggerOptions
  // What @fastify/swagger's dynamic mode does when registered (lib/mode/dynamic.js), but the writer of
  // the document, with the YAML library it loads, is loaded on the first request of the document: a
  // twentieth of a second of every start otherwise. openapi.test.ts reads the document it writes.
  const { addHook } = await import('@fastify/swagger/lib/util/add-hook.js')
  const { routes, Ref } = addHook(app, swaggerOptions)
  let document: Promise<unknown> | undefined
  const write = async () => {
    const { default: openapiWriter } = await import('@fastify/swagger/lib/spec/openapi/index.js')
    return openapiWriter(swaggerOptions, { object: null, string: null }, routes, Ref)()
  }
  app.get(`${prefix}/openapi.json`, { schema: { hide: true } }, async () => {
    document ??= write().catch((error: unknown) => {
      document = undefined
      throw error
    })
    return document
  })
})
