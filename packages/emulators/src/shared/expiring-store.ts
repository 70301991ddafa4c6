type Entry<V> = { value: V; expiresAt: number }

/**
 * An in-memory map whose entries expire, capped so that a loop of requests cannot exhaust memory.
 * Every entry of one store lives equally long, so insertion order is expiry order: pruning only ever
 * looks at the oldest entries, and when the cap is reached the oldest entry makes room.
 */
export class ExpiringStore<V> {
  readonly #entries = new Map<string, Entry<V>>()
  readonly #ttlMs: number
  readonly #capacity: number
  readonly #now: () => number

  constructor(options: { ttlMs: number; capacity: number; now: () => number }) {
    this.#ttlMs = options.ttlMs
    this.#capacity = options.capacity
    this.#now = options.now
  }

  get size(): number {
    return this.#entries.size
  }

  set(key: string, value: V): void {
    this.#prune()
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size < this.#capacity) break
      this.#entries.delete(oldest)
    }
    this.#entries.set(key, { value, expiresAt: this.#now() + this.#ttlMs })
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt <= this.#now()) {
      this.#entries.delete(key)
      return undefined
    }
    return entry.value
  }

  delete(key: string): void {
    this.#entries.delete(key)
  }

  #prune(): void {
    const now = this.#now()
    for (const [key, entry] of this.#entries) {
      if (entry.expiresAt > now) break
      this.#entries.delete(key)
    }
  }
}
