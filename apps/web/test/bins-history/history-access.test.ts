import { describe, expect, it } from 'vitest'
import { canRestore, canSeeHistory } from '../../src/features/bins/history/history-access.ts'

describe('who sees History (decision 22)', () => {
  it('is anyone who may read the bin', () => {
    expect(canSeeHistory({ mine: true, burn: false })).toBe(true)
    expect(canSeeHistory({ mine: false, burn: false })).toBe(true)
  })

  it("is only the owner for a burn-after-reading bin's", () => {
    expect(canSeeHistory({ mine: true, burn: true })).toBe(true)
    expect(canSeeHistory({ mine: false, burn: true })).toBe(false)
  })

  it('lets only the owner restore', () => {
    expect(canRestore({ mine: true })).toBe(true)
    expect(canRestore({ mine: false })).toBe(false)
  })
})
