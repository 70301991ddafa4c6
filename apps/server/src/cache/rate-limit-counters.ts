import { createRequire } from 'node:module'
import type { RedisLink } from './redis-link.ts'

type Counted = { current: number; ttl: number }
type Done = (error: Error | null, result: Counted | null) => void
type StoreParams = { continueExceeding?: boolean; exponentialBackoff?: boolean }
type Store = {
  incr(key: string, done: Done, timeWindow: number, max: number): void
  read(key: string, done: Done, timeWindow: number, max: number): void
  child(params: StoreParams & { routeInfo: { method?: string; url?: string } }): Store
}

// @fastify/rate-limit's own stores: the counting rules (windows, back-off) stay theirs. Its public
// options cannot fall back to this instance's counters while Redis is away, they fail every limited
// request or lift the limit (decision 0039), and it exports neither store.
const require = createRequire(import.meta.url)
const RedisStore: new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: RedisLink['commands'],
  key: string,
) => Store = require('@fastify/rate-limit/store/RedisStore.js')
const LocalStore: new (
  continueExceeding?: boolean,
  exponentialBackoff?: boolean,
) => Store = require('@fastify/rate-limit/store/LocalStore.js')

/**
 * The store option of @fastify/rate-limit: counters in Redis, shared by every instance, while the link
 * is up; this instance's own counters while it is not, so limits still hold (per instance) during an
 * outage instead of being lifted.
 */
export function sharedCounters(link: RedisLink, nameSpace: string) {
  class SharedCounters implements Store {
    private readonly shared: Store
    private readonly local: Store

    constructor(params: StoreParams, shared?: Store, local?: Store) {
      this.shared =
        shared ??
        new RedisStore(params.continueExceeding, params.exponentialBackoff, link.commands, nameSpace)
      this.local = local ?? new LocalStore(params.continueExceeding, params.exponentialBackoff)
    }

    private count(how: 'incr' | 'read', key: string, done: Done, timeWindow: number, max: number) {
      if (!link.answering()) return this.local[how](key, done, timeWindow, max)
      this.shared[how](
        key,
        (error, result) => (error ? this.local[how](key, done, timeWindow, max) : done(null, result)),
        timeWindow,
        max,
      )
    }

    incr(key: string, done: Done, timeWindow: number, max: number) {
      this.count('incr', key, done, timeWindow, max)
    }

    read(key: string, done: Done, timeWindow: number, max: number) {
      this.count('read', key, done, timeWindow, max)
    }

    child(params: Parameters<Store['child']>[0]): Store {
      return new SharedCounters(params, this.shared.child(params), this.local.child(params))
    }
  }
  return SharedCounters
}
