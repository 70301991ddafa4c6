import { describe, expect, it } from 'vitest'
import { issue, issuedStore } from '../../src/oauth/token-exchange.ts'

// lru-cache reads a start of 0 as "no start": the clocks here begin where a real one would.
const T0 = Date.parse('2026-12-02T00:00:00Z')

describe('issued codes and tokens cannot pile up (decision 0039)', () => {
  it('forgets an entry once its lifetime is over', () => {
    let now = T0
    const store = issuedStore<string>({ ttlMs: 1000, capacity: 10, now: () => now })
    issue(store, 'a', 'A')
    now = T0 + 999
    expect(store.get('a')).toBe('A')
    now = T0 + 1000
    expect(store.get('a')).toBeUndefined()
    expect(store.size).toBe(0)
  })

  it('prunes expired entries as new ones arrive', () => {
    let now = T0
    const store = issuedStore<number>({ ttlMs: 1000, capacity: 100, now: () => now })
    for (let i = 0; i < 50; i++) issue(store, `old-${i}`, i)
    now = T0 + 5000
    issue(store, 'new', 1)
    expect(store.size).toBe(1)
  })

  it('never holds more than its capacity, dropping the oldest first', () => {
    const store = issuedStore<number>({ ttlMs: 60_000, capacity: 3, now: () => T0 })
    for (let i = 0; i < 10_000; i++) issue(store, `key-${i}`, i)
    expect(store.size).toBe(3)
    expect(store.get('key-9999')).toBe(9999)
    expect(store.get('key-9996')).toBeUndefined()
  })
})
