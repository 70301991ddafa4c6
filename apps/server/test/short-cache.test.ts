// The short caches behind verify, API keys and access tokens: lru-cache as decision 0039 configures it.
import { describe, expect, it } from 'vitest'
import { deleteWhere, replaceLive, setUntil, shortCache } from '../src/cache/short-cache.ts'

// lru-cache reads a start of 0 as "no start": the clocks here begin where a real one would.
const T0 = Date.parse('2026-12-02T00:00:00Z')

function clock() {
  const at = { now: T0 }
  return { at, now: () => at.now }
}

describe('the short cache behind verify', () => {
  it('serves an entry until its time is up, or until its own end comes sooner', () => {
    const { at, now } = clock()
    const cache = shortCache<string>({ ttlMs: 1000, now })
    cache.set('a', 'ada')
    setUntil(cache, 'b', 'bob', T0 + 300)
    at.now = T0 + 299
    expect([cache.get('a'), cache.get('b')]).toEqual(['ada', 'bob'])
    at.now = T0 + 300
    expect(cache.get('b')).toBeUndefined()
    at.now = T0 + 999
    expect(cache.get('a')).toBe('ada')
    at.now = T0 + 1000
    expect(cache.get('a')).toBeUndefined()
  })

  it('keeps nothing whose end has already come', () => {
    const { now } = clock()
    const cache = shortCache<string>({ ttlMs: 1000, now })
    setUntil(cache, 'a', 'ada', T0)
    expect(cache.size).toBe(0)
  })

  it('holds at most its size, dropping the least recently used first', () => {
    const cache = shortCache<number>({ ttlMs: 60_000, max: 2 })
    cache.set('one', 1)
    cache.set('two', 2)
    cache.get('one')
    cache.set('three', 3)
    expect([cache.get('one'), cache.get('two'), cache.get('three')]).toEqual([1, undefined, 3])
    expect(cache.size).toBe(2)
  })

  it('drops entries by key or by what they hold', () => {
    const cache = shortCache<{ userId: string }>({ ttlMs: 60_000 })
    cache.set('s1', { userId: 'ada' })
    cache.set('s2', { userId: 'ada' })
    cache.set('s3', { userId: 'bob' })
    deleteWhere(cache, (s) => s.userId === 'ada')
    expect([cache.get('s1'), cache.get('s2'), cache.get('s3')]).toEqual([
      undefined,
      undefined,
      { userId: 'bob' },
    ])
    cache.delete('s3')
    expect(cache.size).toBe(0)
  })

  it('replaces an entry for the rest of its life, and never brings back one gone or expired', () => {
    const { at, now } = clock()
    const cache = shortCache<string>({ ttlMs: 1000, now })
    cache.set('a', 'ada')
    at.now = T0 + 500
    replaceLive(cache, 'a', 'ada lovelace')
    at.now = T0 + 999
    expect(cache.get('a')).toBe('ada lovelace')
    at.now = T0 + 1000
    expect(cache.get('a')).toBeUndefined()
    at.now = T0 + 1001
    replaceLive(cache, 'a', 'again')
    replaceLive(cache, 'b', 'bob')
    at.now = T0
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined])
  })
})

describe('lookups shared by misses of one key', () => {
  function held<T>() {
    let release!: (value: T) => void
    const promise = new Promise<T>((resolve) => (release = resolve))
    return { promise, release }
  }

  it('misses at once make one lookup, and its answer is kept', async () => {
    let lookups = 0
    const answer = held<string>()
    const cache = shortCache<string>({
      ttlMs: 60_000,
      fetchMethod: () => {
        lookups++
        return answer.promise
      },
    })
    const both = Promise.all([cache.fetch('a'), cache.fetch('a')])
    answer.release('ada')
    expect(await both).toEqual(['ada', 'ada'])
    expect(cache.get('a')).toBe('ada')
    expect(lookups).toBe(1)
  })

  it('a key deleted during its lookup: the waiting get the answer, it is not kept, later misses look again', async () => {
    const answers = [held<string>(), held<string>()]
    let lookups = 0
    const cache = shortCache<string>({ ttlMs: 60_000, fetchMethod: () => answers[lookups++]!.promise })
    const first = cache.fetch('a')
    cache.delete('a')
    const second = cache.fetch('a')
    answers[0]!.release('stale')
    expect(await first).toBe('stale')
    expect(cache.get('a')).toBeUndefined()
    answers[1]!.release('fresh')
    expect(await second).toBe('fresh')
    expect(cache.get('a')).toBe('fresh')
    expect(lookups).toBe(2)
  })

  it('a failed lookup keeps nothing and fails those who waited', async () => {
    const cache = shortCache<string>({
      ttlMs: 60_000,
      fetchMethod: () => Promise.reject(new Error('no database')),
    })
    await expect(Promise.all([cache.fetch('a'), cache.fetch('a')])).rejects.toThrow('no database')
    expect(cache.size).toBe(0)
  })
})
