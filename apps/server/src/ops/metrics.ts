import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Registry } from 'prom-client'
import { cacheCounts } from '../cache/cache-counts.ts'
import type { Database } from '../db/database.ts'
import { metricsAccess } from './metrics-access.ts'
import { type RouteTiming, RouteTimings } from './route-timings.ts'
import { webhookOutcomes } from './webhook-outcomes.ts'

type Options = { database: Database; token: string | undefined; apiPrefix: string }

type PromClient = typeof import('prom-client')

let processMetrics: Registry | undefined

/** The process's own metrics (CPU, memory, event loop, GC), collected once however many apps a process builds. */
function processRegistry({ Registry, collectDefaultMetrics }: PromClient): Registry {
  if (!processMetrics) {
    processMetrics = new Registry()
    collectDefaultMetrics({ register: processMetrics })
  }
  return processMetrics
}

function appRegistry(client: PromClient, database: Database, timings: RouteTimings): Registry {
  const { Counter, Gauge, Registry } = client
  const registry = new Registry()
  timings.register(client, registry)
  new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused with 429 by a rate limit, by method and route template',
    labelNames: ['method', 'route'],
    registers: [registry],
    async collect() {
      this.reset()
      for (const { labels, value } of await timings.refusals()) this.inc(labels, value)
    },
  })
  new Counter({
    name: 'cache_hits_total',
    help: 'Reads answered from an in-memory cache, by cache',
    labelNames: ['cache'],
    registers: [registry],
    collect() {
      this.reset()
      for (const [cache, count] of cacheCounts()) this.inc({ cache }, count.hits)
    },
  })
  new Counter({
    name: 'cache_misses_total',
    help: 'Reads a cache could not answer (not there, or stepped aside while changes might be missed), by cache',
    labelNames: ['cache'],
    registers: [registry],
    collect() {
      this.reset()
      for (const [cache, count] of cacheCounts()) this.inc({ cache }, count.misses)
    },
  })
  new Counter({
    name: 'stripe_webhooks_total',
    help: 'Stripe webhooks by outcome: applied, duplicate, ignored (2xx), refused (4xx), failed (5xx, Stripe retries)',
    labelNames: ['outcome'],
    registers: [registry],
    collect() {
      this.reset()
      for (const [outcome, count] of webhookOutcomes()) this.inc({ outcome }, count)
    },
  })
  const { pool } = database
  new Gauge({
    name: 'db_pool_max',
    help: 'Connections the database pool may open (PGlite: one, inside the process)',
    registers: [registry],
    collect() {
      this.set(pool?.max ?? 1)
    },
  })
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL connections of the pool, by state: in_use (checked out) or idle',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'in_use' }, pool.inUse)
        this.set({ state: 'idle' }, pool.idle)
      },
    })
    new Gauge({
      name: 'db_pool_waiting',
      help: 'Queries waiting for a PostgreSQL connection of the pool',
      registers: [registry],
      collect() {
        this.set(pool.waiting)
      },
    })
  }
  return registry
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The timing of the route's answers, set as the route is added (metrics.ts). */
    timing?: RouteTiming
  }
}

/**
 * GET <api>/metrics in Prometheus' text format, to this machine only unless METRICS_TOKEN is set
 * (metrics-access.ts). Each route's timing is made when the route is added and kept in its config, so
 * one hook times every answer into prom-client's histogram. prom-client (a tenth of a second to load) is
 * loaded once the server listens, or by the first scrape of a server that never does (tests).
 */
export const metrics = fp(async (app: FastifyInstance, { database, token, apiPrefix }: Options) => {
  const timings = new RouteTimings()
  const allowed = metricsAccess(token)
  let registries: Promise<Registry[]> | undefined
  const loadRegistries = () => {
    registries ??= import('prom-client').then((client) => [
      processRegistry(client),
      appRegistry(client, database, timings),
    ])
    return registries
  }
  app.addHook('onListen', (done) => {
    setTimeout(() => void loadRegistries().catch(() => {}), 0).unref()
    done()
  })

  app.addHook('onRoute', (route) => {
    // A HEAD route is made from its GET, config included: both count under one template.
    route.config = { ...route.config, timing: route.config?.timing ?? timings.route(route.url) }
  })
  // Requests no route matched (the app's pages among them) are timed together.
  const unmatched = timings.route('unmatched')
  app.addHook('onResponse', (request, reply, done) => {
    const timing = request.is404 ? unmatched : (request.routeOptions.config.timing ?? unmatched)
    timing.observe(request.method, reply.statusCode, reply.elapsedTime)
    done()
  })

  app.get(`${apiPrefix}/metrics`, { schema: { hide: true } }, async (request, reply) => {
    const refusal = allowed(request)
    if (refusal) {
      if (refusal.status === 401) reply.header('www-authenticate', 'Bearer')
      return reply
        .status(refusal.status)
        .send({ message: refusal.message, code: refusal.status === 401 ? 'unauthorized' : 'forbidden' })
    }
    const [processes, own] = await loadRegistries()
    const text = (await processes!.metrics()) + (await own!.metrics())
    return reply.type(own!.contentType).header('cache-control', 'no-store').send(text)
  })
})
