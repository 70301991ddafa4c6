import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { deleteLater, UNDO_DELETE_MS } from '../../src/lib/bins/delete-later.ts'
import { useSnackbars } from '../../src/stores/snackbar-store.ts'

function schedule() {
  const calls = { send: vi.fn(async () => {}), sendOnLeave: vi.fn(), onUndo: vi.fn(), onSent: vi.fn() }
  deleteLater(calls)
  return calls
}

const message = () => useSnackbars.getState().messages[0]

beforeEach(() => useSnackbars.setState({ messages: [] }))
afterEach(() => useSnackbars.setState({ messages: [] }))

describe('delete with Undo (docs/decisions/0005: the request waits for the snackbar)', () => {
  it('queues "Bin deleted" with Undo for about five seconds and sends nothing yet', () => {
    const calls = schedule()
    expect(message()).toMatchObject({
      text: 'Bin deleted',
      timeout: UNDO_DELETE_MS,
      action: { label: 'Undo' },
    })
    expect(UNDO_DELETE_MS).toBe(5000)
    expect(calls.send).not.toHaveBeenCalled()
  })

  it('Undo cancels: the request is never sent, even when the message then leaves', () => {
    const calls = schedule()
    message()?.action?.onClick()
    useSnackbars.getState().dismiss(message()!.id)
    window.dispatchEvent(new Event('pagehide'))
    expect(calls.onUndo).toHaveBeenCalledTimes(1)
    expect(calls.send).not.toHaveBeenCalled()
    expect(calls.sendOnLeave).not.toHaveBeenCalled()
  })

  it('sends the request once the message has gone without an Undo', async () => {
    const calls = schedule()
    useSnackbars.getState().dismiss(message()!.id)
    await vi.waitFor(() => expect(calls.onSent).toHaveBeenCalled())
    expect(calls.send).toHaveBeenCalledTimes(1)
    message()?.action?.onClick()
    expect(calls.onUndo).not.toHaveBeenCalled()
  })

  it('sends it with the page when the page is left first, and only once', () => {
    const calls = schedule()
    window.dispatchEvent(new Event('pagehide'))
    useSnackbars.getState().dismiss(message()!.id)
    expect(calls.sendOnLeave).toHaveBeenCalledTimes(1)
    expect(calls.send).not.toHaveBeenCalled()
  })

  it('waits behind other messages: the time starts when "Bin deleted" is shown', () => {
    useSnackbars.getState().pushError(new Error('Earlier problem'), 'x')
    const calls = schedule()
    useSnackbars.getState().dismiss(useSnackbars.getState().messages[0]!.id)
    expect(calls.send).not.toHaveBeenCalled()
    expect(message()?.text).toBe('Bin deleted')
  })
})
