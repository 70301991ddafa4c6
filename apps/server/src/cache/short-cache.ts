import { LRUCache } from 'lru-cache'

export type ShortCache<V extends {}, Context = unknown> = LRUCache<string, V, Context>

/**
 * lru-cache configured once for every short cache of the server (decision 0039): at most `max`
 * entries (the least recently used goes first), each served while younger than `ttlMs`, on `now`.
 * `fetchMethod` makes misses of one key at once share one lookup; deleting the key while it runs
 * keeps its result out of the cache, but still answers the requests that were waiting for it.
 */
export function shortCache<V extends {}, Context = unknown>(options: {
  ttlMs: number
  max?: number
  now?: () => number
  fetchMethod?: LRUCache.Fetcher<string, V, Context>
}): ShortCache<V, Context> {
  return new LRUCache<string, V, Context>({
    max: options.max ?? 10_000,
    // lru-cache serves an entry until it is older than `ttl`; ours is gone once it is `ttlMs` old (an
    // API key's stamp is written again at 10 minutes exactly, spec section 9). Clocks are whole ms.
    ttl: options.ttlMs - 1,
    // Without it lru-cache keeps `now` for a millisecond by a timer: one timer per ms under load, and
    // a clock moved by a test would be read late.
    ttlResolution: 0,
    // Read at each call, so a clock moved by a test (or by anyone replacing Date) is the one used.
    perf: { now: options.now ?? (() => Date.now()) },
    ...(options.fetchMethod && { fetchMethod: options.fetchMethod, ignoreFetchAbort: true }),
  })
}

/**
 * Stores `value` for at most the cache's life and never past `until` (a session that ends sooner
 * than the cache would keep it); nothing when `until` is already past.
 */
export function setUntil<V extends {}>(cache: ShortCache<V>, key: string, value: V, until: number): void {
  const ttl = ttlUntil(cache, until)
  if (ttl > 0) cache.set(key, value, { ttl })
  else cache.delete(key)
}

/** Life left for an entry fetched now that must not outlive `until`, or 0 when it must not be kept. */
export function ttlUntil<V extends {}>(cache: ShortCache<V>, until: number): number {
  return Math.max(0, Math.min(cache.ttl, until - cache.perf.now() - 1))
}

export function deleteWhere<V extends {}>(cache: ShortCache<V>, test: (value: V) => boolean): void {
  const doomed: string[] = []
  for (const [key, value] of cache.entries()) if (test(value)) doomed.push(key)
  for (const key of doomed) cache.delete(key)
}

/** Puts `value` in place of the live entry under `key`, for the rest of that entry's life. */
export function replaceLive<V extends {}>(cache: ShortCache<V>, key: string, value: V): void {
  if (cache.has(key)) cache.set(key, value, { noUpdateTTL: true })
}

// The reasons lru-cache aborts a lookup with when its key is deleted, replaced or evicted meanwhile.
const abortReasons = new Set(['deleted', 'replaced', 'evicted'])

/**
 * `cache.fetch`, where a lookup that found nothing while its key was dropped answers nothing. Told to
 * ignore such aborts (`ignoreFetchAbort`), lru-cache still hands a found value to everyone waiting, but
 * when the lookup found none it rejects them all with the abort's reason (a signed-out session's lookup
 * finds nothing, and its sign-out drops the key): for a cache of facts, nothing found is the answer.
 */
export async function fetchFound<V extends {}>(
  cache: ShortCache<V>,
  key: string,
  options?: LRUCache.FetchOptions<string, V, unknown>,
): Promise<V | undefined> {
  try {
    return await cache.fetch(key, options)
  } catch (error) {
    if (error instanceof Error && abortReasons.has(error.message)) return undefined
    throw error
  }
}
