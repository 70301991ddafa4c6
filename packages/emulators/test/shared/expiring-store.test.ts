import { describe, expect, it } from 'vitest'
import { ExpiringStore } from '../../src/shared/expiring-store.ts'

describe('ExpiringStore: codes and tokens cannot pile up', () => {
  it('forgets an entry once its lifetime is over', () => {
    let now = 0
    const store = new ExpiringStore<string>({ ttlMs: 1000, capacity: 10, now: () => now })
    store.set('a', 'A')
    now = 999
    expect(store.get('a')).toBe('A')
    now = 1000
    expect(store.get('a')).toBeUndefined()
    expect(store.size).toBe(0)
  })

  it('prunes expired entries as new ones arrive', () => {
    let now = 0
    const store = new ExpiringStore<number>({ ttlMs: 1000, capacity: 100, now: () => now })
    for (let i = 0; i < 50; i++) store.set(`old-${i}`, i)
    now = 5000
    store.set('new', 1)
    expect(store.size).toBe(1)
  })

  it('never holds more than its capacity, dropping the oldest first', () => {
    const store = new ExpiringStore<number>({ ttlMs: 60_000, capacity: 3, now: () => 0 })
    for (let i = 0; i < 10_000; i++) store.set(`key-${i}`, i)
    expect(store.size).toBe(3)
    expect(store.get('key-9999')).toBe(9999)
    expect(store.get('key-9996')).toBeUndefined()
  })
})
