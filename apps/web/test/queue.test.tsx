import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { QueueSnackbar } from '../src/features/queue/QueueSnackbar.tsx'
import { useQueue } from '../src/features/queue/queue-store.ts'

beforeEach(() => useQueue.setState({ messages: [] }))
afterEach(() => vi.useRealTimers())

describe('error queue (spec section 8)', () => {
  it('uses the server message when there is one, otherwise the fallback', () => {
    useQueue.getState().pushError(new Error('Team is full'), 'Error joining team')
    useQueue.getState().pushError(new Error(''), 'Error leaving team')
    useQueue.getState().pushError('not an error', 'Error logging out')
    expect(useQueue.getState().messages.map((m) => [m.text, m.color])).toEqual([
      ['Team is full', 'error'],
      ['Error leaving team', 'error'],
      ['Error logging out', 'error'],
    ])
  })

  it('shows one error at a time, at the top end, until it is closed', async () => {
    render(<QueueSnackbar />)
    act(() => {
      useQueue.getState().pushError(new Error('First problem'), 'x')
      useQueue.getState().pushError(new Error('Second problem'), 'x')
    })
    expect(screen.getByText('First problem')).toBeTruthy()
    expect(screen.queryByText('Second problem')).toBeNull()
    const snackbar = screen.getByText('First problem').closest('.MuiSnackbar-root')!
    expect(snackbar.className).toContain('MuiSnackbar-anchorOriginTopRight')

    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(await screen.findByText('Second problem')).toBeTruthy()
    expect(screen.queryByText('First problem')).toBeNull()
  })
})

describe('messages with an action and a time of their own (issue 5: Undo after a delete)', () => {
  it('offers the action as a button; choosing it runs it once and closes the message', async () => {
    const undo = vi.fn()
    render(<QueueSnackbar />)
    act(() => {
      useQueue
        .getState()
        .push('Bin deleted', 'info', { action: { label: 'Undo', onClick: undo }, timeout: 5000 })
    })
    const snackbar = screen.getByText('Bin deleted').closest('.MuiSnackbar-root')!
    expect(snackbar.className).toContain('MuiSnackbar-anchorOriginBottomRight')
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }))
    expect(undo).toHaveBeenCalledTimes(1)
    expect(useQueue.getState().messages).toEqual([])
    expect(screen.queryByText('Bin deleted')).toBeNull()
  })

  it('leaves after its own timeout without running the action', () => {
    vi.useFakeTimers()
    const undo = vi.fn()
    render(<QueueSnackbar />)
    let id = 0
    act(() => {
      id = useQueue
        .getState()
        .push('Bin deleted', 'info', { action: { label: 'Undo', onClick: undo }, timeout: 2000 })
    })
    expect(id).toBeGreaterThan(0)
    act(() => vi.advanceTimersByTime(1900))
    expect(screen.getByText('Bin deleted')).toBeTruthy()
    act(() => vi.advanceTimersByTime(200))
    expect(useQueue.getState().messages).toEqual([])
    expect(undo).not.toHaveBeenCalled()
  })

  it('still closes with its close button when it has an action', async () => {
    render(<QueueSnackbar />)
    act(() => {
      useQueue
        .getState()
        .pushError(new Error('Stale version'), 'x', { action: { label: 'Reload', onClick: () => {} } })
    })
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(useQueue.getState().messages).toEqual([])
  })
})
