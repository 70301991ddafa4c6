import { afterEach, describe, expect, it, vi } from 'vitest'
import { POPUP_NAME, runAuthPopup } from '../../src/lib/auth/auth-popup.ts'

type FakePopup = { closed: boolean; close: () => void; postMessage: ReturnType<typeof vi.fn> }

function fakeWindow(popup: FakePopup | null) {
  const target = new EventTarget()
  const open = vi.fn(() => popup)
  const win = Object.assign(target, { open, screenX: 100, screenY: 50, innerWidth: 1200, innerHeight: 800 })
  return { win: win as unknown as Window, open, target }
}

const newPopup = (): FakePopup => {
  const popup: FakePopup = { closed: false, close: () => (popup.closed = true), postMessage: vi.fn() }
  return popup
}

afterEach(() => vi.useRealTimers())

describe('sign-in popup (spec section 4, FACTS 3.3)', () => {
  it('opens a 400x600 popup centred over the window', async () => {
    const { win, open } = fakeWindow(null)
    await runAuthPopup({ url: '/api/auth/github/redirect', apiOrigin: 'http://api.test', win })
    expect(open).toHaveBeenCalledWith(
      '/api/auth/github/redirect',
      POPUP_NAME,
      'popup,left=500,top=150,width=400,height=600,resizable',
    )
  })

  it('reports a blocked popup', async () => {
    const { win } = fakeWindow(null)
    expect(await runAuthPopup({ url: '/x', apiOrigin: 'http://api.test', win })).toEqual({ kind: 'blocked' })
  })

  it('asks for the result every second and takes it only from the API origin', async () => {
    vi.useFakeTimers()
    const popup = newPopup()
    const { win, target } = fakeWindow(popup as never)
    const result = runAuthPopup({ url: '/x', apiOrigin: 'http://api.test', win })
    vi.advanceTimersByTime(1000)
    expect(popup.postMessage).toHaveBeenCalledWith({ type: 'auth-request' }, 'http://api.test')

    const message = { type: 'auth-response', status: 'success', body: { user: null, access: [] } }
    target.dispatchEvent(new MessageEvent('message', { origin: 'http://evil.test', data: message }))
    target.dispatchEvent(new MessageEvent('message', { origin: 'http://api.test', data: { type: 'other' } }))
    target.dispatchEvent(new MessageEvent('message', { origin: 'http://api.test', data: message }))
    expect(await result).toEqual({ kind: 'response', message })
    expect(popup.closed).toBe(true)
  })

  it('ends when the popup is closed (checked every second)', async () => {
    vi.useFakeTimers()
    const popup = newPopup()
    const { win } = fakeWindow(popup as never)
    const result = runAuthPopup({ url: '/x', apiOrigin: 'http://api.test', win })
    popup.closed = true
    vi.advanceTimersByTime(1000)
    expect(await result).toEqual({ kind: 'closed' })
  })

  it('gives up after 120 seconds', async () => {
    vi.useFakeTimers()
    const popup = newPopup()
    const { win } = fakeWindow(popup as never)
    const result = runAuthPopup({ url: '/x', apiOrigin: 'http://api.test', win })
    vi.advanceTimersByTime(119_000)
    vi.advanceTimersByTime(1_000)
    expect(await result).toEqual({ kind: 'timeout' })
    expect(popup.closed).toBe(true)
  })
})
