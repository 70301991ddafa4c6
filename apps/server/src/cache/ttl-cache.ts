/**
 * A small map whose entries expire, holding at most `max` of them (the oldest written goes first).
 * Reads never refresh an entry: what it says is at most `ttlMs` old.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>()

  constructor(
    private readonly ttlMs: number,
    private readonly max = 10_000,
  ) {}

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.until > now) return entry.value
    this.entries.delete(key)
    return undefined
  }

  /** `until` shortens the entry's life (a session that expires sooner than the cache would keep it). */
  set(key: string, value: V, until = Infinity, now = Date.now()): void {
    this.entries.delete(key)
    if (this.entries.size >= this.max) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    this.entries.set(key, { value, until: Math.min(now + this.ttlMs, until) })
  }

  /** Puts `value` in place of the live entry under `key`, for the rest of that entry's life. */
  replace(key: string, value: V, now = Date.now()): void {
    const entry = this.entries.get(key)
    if (entry && entry.until > now) entry.value = value
  }

  delete(key: string): void {
    this.entries.delete(key)
  }

  deleteWhere(test: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (test(entry.value)) this.entries.delete(key)
  }

  clear(): void {
    this.entries.clear()
  }

  get size(): number {
    return this.entries.size
  }
}
