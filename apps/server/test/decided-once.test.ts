import { expect, it } from 'vitest'
import { decidedOnce } from '../src/cache/decided-once.ts'

it('decides each key once, remembers null answers too, and starts over when full', () => {
  const asked: string[] = []
  const decide = decidedOnce((key) => {
    asked.push(key)
    return key === 'none' ? null : key.length
  }, 2)
  expect([decide('ab'), decide('ab'), decide('none'), decide('none')]).toEqual([2, 2, null, null])
  expect(asked).toEqual(['ab', 'none'])
  decide('abc')
  expect(decide('ab')).toBe(2)
  expect(asked).toEqual(['ab', 'none', 'abc', 'ab'])
})
