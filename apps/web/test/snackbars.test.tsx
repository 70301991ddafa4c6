import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Snackbars } from '../src/components/Snackbars.tsx'
import { useSnackbars } from '../src/stores/snackbar-store.ts'

/** Where the message with this text sits on screen, read from the styles of its fixed frame. */
function placeOf(text: string) {
  const frame = screen.getByText(text).closest<HTMLElement>('[role="presentation"]')!
  const style = getComputedStyle(frame)
  expect(style.position).toBe('fixed')
  return { vertical: style.top === 'auto' ? 'bottom' : 'top', right: style.right !== 'auto' }
}

beforeEach(() => useSnackbars.setState({ messages: [] }))
afterEach(() => vi.useRealTimers())

describe('snackbars: the error queue (spec section 8)', () => {
  it('uses the server message when there is one, otherwise the fallback', () => {
    useSnackbars.getState().pushError(new Error('Team is full'), 'Error joining team')
    useSnackbars.getState().pushError(new Error(''), 'Error leaving team')
    useSnackbars.getState().pushError('not an error', 'Error logging out')
    expect(useSnackbars.getState().messages.map((m) => [m.text, m.color])).toEqual([
      ['Team is full', 'error'],
      ['Error leaving team', 'error'],
      ['Error logging out', 'error'],
    ])
  })

  it('shows one error at a time, at the top end, until it is closed', async () => {
    render(<Snackbars />)
    act(() => {
      useSnackbars.getState().pushError(new Error('First problem'), 'x')
      useSnackbars.getState().pushError(new Error('Second problem'), 'x')
    })
    expect(screen.getByText('First problem')).toBeTruthy()
    expect(screen.queryByText('Second problem')).toBeNull()
    expect(placeOf('First problem')).toEqual({ vertical: 'top', right: true })

    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(await screen.findByText('Second problem')).toBeTruthy()
    expect(screen.queryByText('First problem')).toBeNull()
  })

  it('renders outside the page, so a menu or dialog hiding the page from assistive technology leaves it readable', () => {
    const { container } = render(<Snackbars />)
    act(() => {
      useSnackbars.getState().push('Saved', 'success')
    })
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toBe('Saved')
    expect(container.contains(alert)).toBe(false)
    // docs/decisions/0010: at the top end too, below the app bar, where it covers no field it talks about.
    expect(placeOf('Saved')).toEqual({ vertical: 'top', right: true })
  })
})

describe('messages with an action and a time of their own (docs/decisions/0005: Undo after a delete)', () => {
  it('offers the action as a button; choosing it runs it once and closes the message', async () => {
    const undo = vi.fn()
    render(<Snackbars />)
    act(() => {
      useSnackbars
        .getState()
        .push('Bin deleted', 'info', { action: { label: 'Undo', onClick: undo }, timeout: 5000 })
    })
    expect(placeOf('Bin deleted')).toEqual({ vertical: 'top', right: true })
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }))
    expect(undo).toHaveBeenCalledTimes(1)
    expect(useSnackbars.getState().messages).toEqual([])
    expect(screen.queryByText('Bin deleted')).toBeNull()
  })

  it('leaves after its own timeout without running the action', () => {
    vi.useFakeTimers()
    const undo = vi.fn()
    render(<Snackbars />)
    let id = 0
    act(() => {
      id = useSnackbars
        .getState()
        .push('Bin deleted', 'info', { action: { label: 'Undo', onClick: undo }, timeout: 2000 })
    })
    expect(id).toBeGreaterThan(0)
    act(() => vi.advanceTimersByTime(1900))
    expect(screen.getByText('Bin deleted')).toBeTruthy()
    act(() => vi.advanceTimersByTime(200))
    expect(useSnackbars.getState().messages).toEqual([])
    expect(undo).not.toHaveBeenCalled()
  })

  it('still closes with its close button when it has an action', async () => {
    render(<Snackbars />)
    act(() => {
      useSnackbars
        .getState()
        .pushError(new Error('Stale version'), 'x', { action: { label: 'Reload', onClick: () => {} } })
    })
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(useSnackbars.getState().messages).toEqual([])
  })
})
