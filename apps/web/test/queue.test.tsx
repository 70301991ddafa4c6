import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { QueueSnackbar } from '../src/features/queue/QueueSnackbar.tsx'
import { useQueue } from '../src/features/queue/queue-store.ts'

beforeEach(() => useQueue.setState({ messages: [] }))

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
