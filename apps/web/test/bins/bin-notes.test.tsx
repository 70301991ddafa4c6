import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BinNotes } from '../../src/features/bins/options/BinNotes.tsx'

const now = Date.parse('2026-11-27T12:00:00Z')
const inMinutes = (minutes: number) => new Date(now + minutes * 60_000).toISOString()

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  vi.setSystemTime(now)
})
afterEach(() => vi.useRealTimers())

describe('docs/decisions/0022: the bin page shows when a bin expires, and burn after reading', () => {
  it('says when it expires, with the exact time to hover, and that it has expired once the clock passes it', () => {
    render(<BinNotes bin={{ expiresAt: inMinutes(180), burn: false, mine: false }} />)
    const when = screen.getByText('Expires in 3 hours')
    expect(when.getAttribute('datetime')).toBe(inMinutes(180))
    expect(screen.queryByRole('alert')).toBeNull()

    act(() => vi.advanceTimersByTime(150 * 60_000))
    expect(screen.getByText('Expires in 30 minutes')).toBeTruthy()

    act(() => vi.advanceTimersByTime(30 * 60_000))
    expect(screen.getByRole('alert').textContent).toContain('This bin has expired')
    expect(screen.queryByText(/Expires in/)).toBeNull()
  })

  it('tells the owner of a burn-after-reading bin that it burns after the first reader', () => {
    render(<BinNotes bin={{ expiresAt: null, burn: true, mine: true }} />)
    expect(screen.getByText('Burns after the first reader')).toBeTruthy()
    expect(screen.queryByText(/Expires/)).toBeNull()
  })

  it('tells its reader that the bin is gone now', () => {
    render(<BinNotes bin={{ expiresAt: null, burn: true, mine: false }} />)
    expect(screen.getByText(/deleted as you opened it/)).toBeTruthy()
    expect(screen.queryByText('Burns after the first reader')).toBeNull()
  })
})
