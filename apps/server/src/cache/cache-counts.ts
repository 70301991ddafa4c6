/** Reads of one cache: served from memory, or looked up (the database) because it was not there. */
export type CacheCount = { hits: number; misses: number }

const counts = new Map<string, CacheCount>()

/**
 * The counters of the cache named `name`, shared by the process (the metrics read them when scraped).
 * A read that skips the cache because changes might have been missed counts as a miss: it costs one.
 */
export function cacheCount(name: string): CacheCount {
  let count = counts.get(name)
  if (!count) {
    count = { hits: 0, misses: 0 }
    counts.set(name, count)
  }
  return count
}

export function cacheCounts(): ReadonlyMap<string, CacheCount> {
  return counts
}
