import { describe, expect, it } from 'vitest'
import {
  canRestore,
  canSeeHistory,
  showsPrivatePast,
} from '../../src/features/bins/history/history-access.ts'

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

  it('tells the owner of a shared bin that its private revisions are shown to them alone (decision 0035)', () => {
    const past = [{ visibility: 'public' }, { visibility: 'private' }]
    expect(showsPrivatePast({ mine: true, visibility: 'public' }, past)).toBe(true)
    expect(showsPrivatePast({ mine: true, visibility: 'unlisted' }, past)).toBe(true)
    expect(showsPrivatePast({ mine: true, visibility: 'private' }, past)).toBe(false)
    expect(showsPrivatePast({ mine: false, visibility: 'public' }, past)).toBe(false)
    expect(showsPrivatePast({ mine: true, visibility: 'public' }, [{ visibility: 'public' }])).toBe(false)
  })
})
