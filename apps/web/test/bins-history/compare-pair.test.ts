import { describe, expect, it } from 'vitest'
import { initialPair, pairFor } from '../../src/features/bins/history/compare-pair.ts'

const revisions = (...numbers: number[]) => numbers.map((number) => ({ number }))

describe('which two revisions the History compares', () => {
  it('first shows what the latest revision changed', () => {
    expect(initialPair(revisions(3, 2, 1))).toEqual({ from: 2, to: 3 })
    expect(initialPair(revisions(1))).toEqual({ from: 1, to: 1 })
  })

  it('shows what a picked revision changed, and for the first everything since', () => {
    expect(pairFor(2, revisions(3, 2, 1))).toEqual({ from: 1, to: 2 })
    expect(pairFor(1, revisions(3, 2, 1))).toEqual({ from: 1, to: 3 })
  })

  it('compares the oldest revision listed with the one before it when older pages are not loaded yet', () => {
    expect(pairFor(51, revisions(100, 75, 51), true)).toEqual({ from: 50, to: 51 })
    expect(pairFor(75, revisions(100, 75, 51), true)).toEqual({ from: 51, to: 75 })
  })
})
