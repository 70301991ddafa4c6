import fastifyCookie from '@fastify/cookie'
import fastifyHelmet from '@fastify/helmet'
import fastifyRateLimit from '@fastify/rate-limit'
import fastifySwagger from '@fastify/swagger'
import { emulatorsPlugin } from '@one/emulators/plugin'
import Fastify, { type FastifyInstance } from 'fastify'
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { Redis } from 'ioredis'
import { buildProviders } from './auth/providers.ts'
import { createSessions } from './auth/sessions.ts'
import { createSignIn } from './auth/sign-in.ts'
import type { Config } from './config.ts'
import type { Database } from './db/database.ts'
import { toErrorReply } from './http/errors.ts'
import { checkOrigin } from './http/origin-check.ts'
import { authRoutes } from './routes/auth.ts'
import { binRoutes } from './routes/bins.ts'
import { healthRoutes } from './routes/health.ts'
import { openapiRoutes } from './routes/openapi.ts'
import { userSettingsRoutes } from './routes/user-settings.ts'
import { runtimeConfigRoute } from './web/runtime-config.ts'
import { registerSpa } from './web/spa.ts'

export type AppDeps = { config: Config; database: Database }

function contentSecurityPolicy(config: Config) {
  const apiOrigin = /^https?:\/\//.test(config.apiBase) ? [new URL(config.apiBase).origin] : []
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // MUI's styling engine inserts style elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      connectSrc: ["'self'", ...apiOrigin],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
    },
  }
}

/**
 * With REDIS_URL the counters live in Redis, so instances behind one load balancer share them. A Redis
 * outage lifts the limits instead of failing every limited request.
 */
async function rateLimitStore(app: FastifyInstance, config: Config) {
  if (!config.redisUrl) return {}
  // No offline queue: while Redis is away a limited request fails over at once instead of waiting.
  const redis = new Redis(config.redisUrl, { connectTimeout: 2000, enableOfflineQueue: false })
  redis.on('error', (error) => app.log.warn({ err: error }, 'Redis is not answering; rate limits are lifted'))
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect())
  })
  // Counting starts with the connection; a start gives Redis two seconds to answer, then goes on.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 2000)
    redis.once('ready', () => {
      clearTimeout(timer)
      resolve()
    })
  })
  return { redis, nameSpace: 'one-rate-limit:', skipOnError: true }
}

export async function buildApp({ config, database }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true },
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorReply(error)
    if (status >= 500) request.log.error({ err: error }, 'request failed')
    return reply.status(status).send(body)
  })

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    // Sign-in popups talk to their opener, which a same-origin opener policy would cut off.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    hsts: config.publicUrl.startsWith('https:'),
    // With no-referrer, browsers send "Origin: null" on same-origin POSTs, which the origin check refuses.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })

  const allowedOrigins = new Set([config.publicUrl, ...config.webOrigins])
  app.addHook('onRequest', async (request) => checkOrigin(request, allowedOrigins))

  await app.register(fastifyCookie)
  // Limits are set per route (sign-in, writes); a route without one is not limited.
  await app.register(fastifyRateLimit, { global: false, ...(await rateLimitStore(app, config)) })

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'One API', description: 'Accounts, membership and settings of One.', version: '1.0.0' },
      servers: [{ url: config.apiBase }],
    },
    transform: jsonSchemaTransform,
  })

  const db = database.db
  const sessions = createSessions(db, config.sessionSecret)
  const signIn = createSignIn(db, { allowHttp: config.emulators || !config.publicUrl.startsWith('https:') })
  const providers = buildProviders(config)

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database })
      await api.register(openapiRoutes)
      await api.register(authRoutes, { config, db, sessions, signIn, providers })
      await api.register(userSettingsRoutes, { db, sessions })
      await api.register(binRoutes, { db, sessions, writeLimit: config.binWriteLimit })
    },
    { prefix: '/api' },
  )

  if (config.emulators) await app.register(emulatorsPlugin, { prefix: '/_emulators' })

  await app.register(runtimeConfigRoute, { runtime: { apiBase: config.apiBase, siteId: config.siteId } })
  const spa = config.webDist ? await registerSpa(app, config.webDist) : undefined

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!
    const isApi = path === '/api' || path.startsWith('/api/')
    if (spa && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(spa.indexHtml)
    }
    return reply
      .status(404)
      .send({ message: `There is no ${request.method} ${path} here.`, code: 'not_found' })
  })

  return app
}
