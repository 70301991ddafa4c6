import { describe, expect, it } from 'vitest'
import { TtlCache } from '../src/cache/ttl-cache.ts'

describe('the short cache behind verify (docs/decisions/0006)', () => {
  it('serves an entry until its time is up, or until its own end comes sooner', () => {
    const cache = new TtlCache<string>(1000)
    cache.set('a', 'ada', Infinity, 0)
    expect(cache.get('a', 999)).toBe('ada')
    expect(cache.get('a', 1000)).toBeUndefined()
    cache.set('b', 'bob', 300, 0)
    expect(cache.get('b', 299)).toBe('bob')
    expect(cache.get('b', 300)).toBeUndefined()
  })

  it('holds at most its size, dropping the oldest written first', () => {
    const cache = new TtlCache<number>(60_000, 2)
    cache.set('one', 1)
    cache.set('two', 2)
    cache.set('three', 3)
    expect([cache.get('one'), cache.get('two'), cache.get('three')]).toEqual([undefined, 2, 3])
    expect(cache.size).toBe(2)
  })

  it('drops entries by key or by what they hold', () => {
    const cache = new TtlCache<{ userId: string }>(60_000)
    cache.set('s1', { userId: 'ada' })
    cache.set('s2', { userId: 'ada' })
    cache.set('s3', { userId: 'bob' })
    cache.deleteWhere((s) => s.userId === 'ada')
    expect([cache.get('s1'), cache.get('s2'), cache.get('s3')]).toEqual([
      undefined,
      undefined,
      { userId: 'bob' },
    ])
    cache.delete('s3')
    expect(cache.size).toBe(0)
  })

  it('replaces an entry for the rest of its life, and never brings back one gone or expired', () => {
    const cache = new TtlCache<string>(1000)
    cache.set('a', 'ada', Infinity, 0)
    cache.replace('a', 'ada lovelace', 500)
    expect(cache.get('a', 999)).toBe('ada lovelace')
    expect(cache.get('a', 1000)).toBeUndefined()
    cache.replace('a', 'again', 1001)
    cache.replace('b', 'bob', 0)
    expect([cache.get('a', 0), cache.get('b', 0)]).toEqual([undefined, undefined])
  })
})
