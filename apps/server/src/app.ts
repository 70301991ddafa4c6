import fastifyCookie from '@fastify/cookie'
import { providerIds } from '@one/contract/auth'
import { emulatorsPlugin } from '@one/emulators/plugin'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { DestinationStream } from 'pino'
import { createAreas, oauthAddresses } from './areas.ts'
import { apiPublicUrl } from './auth/addresses.ts'
import { binPagePreview } from './bins/bin-page.ts'
import { withOembedDiscovery } from './bins/embed/oembed-discovery.ts'
import { loggerOptions, requestLogging } from './config/logger.ts'
import type { Config } from './config.ts'
import type { Database } from './db/database.ts'
import { sessionCookieName } from './http/session-cookies.ts'
import { emulatorCredentials } from './integrations/oauth-provider.ts'
import { EMULATORS_PREFIX } from './integrations/sign-in-providers.ts'
import { emulatorStripeKeys } from './integrations/stripe.ts'
import { startBinStatistics } from './jobs/bin-statistics.ts'
import { startExpiredBinDeletion } from './jobs/delete-expired-bins.ts'
import { startMcpOauthPruning } from './jobs/prune-mcp-oauth.ts'
import { startRevisionPruning } from './jobs/prune-revision-histories.ts'
import { startSessionPruning } from './jobs/prune-sessions.ts'
import { metrics } from './ops/metrics.ts'
import { readiness } from './ops/readiness.ts'
import { requestIds } from './ops/request-id.ts'
import { compression } from './plugins/compression.ts'
import { cors } from './plugins/cors.ts'
import { emptyBody } from './plugins/empty-body.ts'
import { errorReply, frameworkErrors } from './plugins/error-reply.ts'
import { frontDoor } from './plugins/front-door.ts'
import { openapi } from './plugins/openapi.ts'
import { rateLimit } from './plugins/rate-limit.ts'
import { spa } from './plugins/spa.ts'
import { viewer } from './plugins/viewer.ts'
import { accountRoutes } from './routes/account.ts'
import { activityRoutes } from './routes/activity.ts'
import { adminContentRoutes } from './routes/admin/content.ts'
import { adminOverviewRoutes } from './routes/admin/overview.ts'
import { apiKeyRoutes } from './routes/api-key.ts'
import { authRoutes } from './routes/auth.ts'
import { binEmbedRoutes } from './routes/bin-embed.ts'
import { binStorageRoutes } from './routes/bin-storage.ts'
import { binRoutes } from './routes/bins.ts'
import { contentRoutes } from './routes/content.ts'
import { deviceActivateRoutes } from './routes/device-activate.ts'
import { downloadRoutes } from './routes/downloads.ts'
import { healthRoutes } from './routes/health.ts'
import { mcpRoutes } from './routes/mcp.ts'
import { mcpOauthRoutes } from './routes/mcp-oauth.ts'
import { membershipRoutes } from './routes/membership.ts'
import { oauthMetadataRoutes, resourceMetadataUrl } from './routes/oauth-metadata.ts'
import { oembedRoutes } from './routes/oembed.ts'
import { settingsRoutes } from './routes/settings.ts'
import { teamRoutes } from './routes/team.ts'
import type { SponsorTimings } from './sponsorships/sponsor-refresh.ts'

export type AppDeps = {
  config: Config
  database: Database
  /** Tests shorten how often and how long sponsorships are read. */
  sponsorTimings?: SponsorTimings
  /** Where the log's lines go instead of stdout: tests read them. */
  logStream?: DestinationStream
}

const JOBS_AFTER_LISTEN_MS = 3000

export async function buildApp({
  config,
  database,
  sponsorTimings,
  logStream,
}: AppDeps): Promise<FastifyInstance> {
  const { apiPrefix } = config
  const app = Fastify({
    logger: { ...loggerOptions(config.logLevel), ...(logStream ? { stream: logStream } : {}) },
    logController: requestLogging(config.logLevel),
    frameworkErrors,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    genReqId: requestIds(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // Every schema is zod's: given here, Fastify never loads its own JSON-schema compilers (ajv), a
    // fifth of a second of every start.
    schemaController: {
      // Fastify's types tie these factories to ajv's; any compiler of a route's schema is what they make.
      compilersFactory: {
        buildValidator: (() => validatorCompiler) as never,
        buildSerializer: (() => serializerCompiler) as never,
      },
    },
  })

  const areas = await createAreas(config, database, app.log, { sponsorTimings })
  // The clean-up jobs start a few seconds after the server listens: their first queries would
  // otherwise hold the one thread (and PGlite) while the first requests wait.
  const stops: (() => void)[] = []
  let jobsTimer: NodeJS.Timeout | undefined
  app.addHook('onListen', (done) => {
    jobsTimer = setTimeout(() => {
      stops.push(
        startSessionPruning(areas.sessions, app.log),
        startMcpOauthPruning(areas.mcpOauth, app.log),
        startExpiredBinDeletion(areas, app.log),
        startRevisionPruning(areas.db, app.log, { vacuum: database.kind === 'pglite' }),
        startBinStatistics(areas.db, app.log),
      )
    }, JOBS_AFTER_LISTEN_MS)
    jobsTimer.unref()
    done()
  })
  app.addHook('onClose', async () => {
    clearTimeout(jobsTimer)
    for (const stop of stops) stop()
    await areas.changes.close()
    await areas.highlights.close()
  })

  // Before any route: each route gets its compression and its timing as it is added.
  await app.register(compression)
  await app.register(metrics, { database, token: config.metricsToken, apiPrefix })
  await app.register(errorReply)
  await app.register(emptyBody)
  await app.register(frontDoor, { config, apiPrefix })
  // After the front door: a host it refuses gets no CORS headers; every answer after it does.
  await app.register(cors, { origins: app.securityPolicy.allowedOrigins })
  // Parsed by the routes that read them (http/session-cookies.ts), not on every request.
  await app.register(fastifyCookie, { hook: false })
  await app.register(rateLimit, { redis: areas.redis })
  await app.register(openapi, {
    apiBase: config.apiBase,
    prefix: apiPrefix,
    sessionCookie: sessionCookieName(config),
    oauthIssuer: oauthAddresses(config).issuer,
  })
  await app.register(viewer, {
    accounts: areas.accounts,
    apiKeys: areas.apiKeys,
    mcpOauth: areas.mcpOauth,
    config,
  })
  await app.register(readiness, { database, redisUrl: config.redisUrl, apiPrefix })

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database })
      await api.register(authRoutes, { config, ...areas })
      await api.register(settingsRoutes, areas)
      await api.register(binRoutes, { ...areas, writeLimit: config.binWriteLimit })
      await api.register(binStorageRoutes, areas)
      await api.register(membershipRoutes, areas)
      await api.register(teamRoutes, areas)
      await api.register(apiKeyRoutes, areas)
      await api.register(mcpRoutes, {
        ...areas,
        perMinute: config.mcpPerMinute,
        resourceMetadata: resourceMetadataUrl(oauthAddresses(config).resource),
      })
      await api.register(mcpOauthRoutes, { ...areas, publicUrl: config.publicUrl, apiPrefix })
      await api.register(contentRoutes, areas)
      await api.register(adminContentRoutes, areas)
      await api.register(adminOverviewRoutes, areas)
      await api.register(downloadRoutes, areas)
      await api.register(accountRoutes, { config, ...areas })
      await api.register(activityRoutes, areas)
      await api.register(oembedRoutes, { binCache: areas.binCache, publicUrl: config.publicUrl })
    },
    { prefix: apiPrefix },
  )
  await app.register(binEmbedRoutes, {
    binCache: areas.binCache,
    highlights: areas.highlights,
    publicUrl: config.publicUrl,
    pagesPerMinute: config.binPagesPerMinute,
    embedsPerMinute: config.binEmbedsPerMinute,
  })
  await app.register(oauthMetadataRoutes, { ...areas, ...oauthAddresses(config) })
  await app.register(deviceActivateRoutes, { ...areas, apiPrefix })
  if (config.emulators) {
    // Like a real provider, the emulators send a sign-in back only to our own callbacks.
    const callbacks = providerIds.map((provider) => `${apiPublicUrl(config)}/auth/${provider}/callback`)
    const stripeKeys = emulatorStripeKeys(config.sessionSecret)
    await app.register(emulatorsPlugin, {
      prefix: EMULATORS_PREFIX,
      clients: [
        {
          id: emulatorCredentials.clientId,
          secret: emulatorCredentials.clientSecret,
          redirectUris: callbacks,
        },
      ],
      // Sponsorships, server subscriptions and orders put in locally survive a restart, beside the database.
      dataDir: config.dataDir,
      // The local Stripe keeps its account beside the database, answers only to this server's key,
      // and sends its webhooks here.
      stripe:
        config.stripe.mode === 'emulator'
          ? {
              dataDir: config.dataDir,
              secretKey: stripeKeys.secretKey,
              webhook: {
                url: `http://127.0.0.1:${config.port}${apiPrefix}/one/webhooks/stripe`,
                secret: stripeKeys.webhookSecret,
              },
            }
          : undefined,
    })
  }

  await app.register(spa, {
    webDist: config.webDist,
    runtime: { apiBase: config.apiBase, siteId: config.siteId, localSignIn: config.emulators },
    apiPrefix,
    preview: async (path) => {
      const id = /^\/bins\/([^/]+)\/?$/.exec(path)?.[1]
      if (id === undefined) return undefined
      return withOembedDiscovery(await binPagePreview(areas, id, config.apiBase), id, config)
    },
  })
  return app
}
