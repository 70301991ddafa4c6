import { afterEach, describe, expect, it, vi } from 'vitest'
import { refreshSession, SESSION_REFRESH_MS, useAuth, verify } from '../../src/stores/auth-store.ts'
import { makeUser } from '../user-menu/menu-harness.tsx'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  useAuth.setState({ user: null, access: [], loading: false, ready: false })
})

describe('the navigation re-checks the session, at most once a minute (issue 12)', () => {
  it('asks again once a minute has passed since the last verify, and not before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const user = makeUser()
    const fetch = vi.fn(async () => new Response(JSON.stringify({ user, access: [] }), { status: 200 }))
    vi.stubGlobal('fetch', fetch)
    await verify(true)
    expect(fetch).toHaveBeenCalledTimes(1)

    vi.advanceTimersByTime(SESSION_REFRESH_MS - 1000)
    await refreshSession()
    await refreshSession()
    expect(fetch).toHaveBeenCalledTimes(1)

    vi.advanceTimersByTime(1000)
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('sx=1')
    await refreshSession()
    expect(fetch).toHaveBeenCalledTimes(2)
    await refreshSession()
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(SESSION_REFRESH_MS).toBe(60_000)
  })

  it('settings synced from another device arrive with the answer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('sx=1')
    useAuth.setState({ user: makeUser(), ready: true })
    const synced = makeUser({ settings: { version: 6, one: { theme: 'light' } } })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ user: synced, access: [] }), { status: 200 })),
    )
    vi.advanceTimersByTime(10 * SESSION_REFRESH_MS)
    await refreshSession()
    expect(useAuth.getState().user?.settings).toEqual({ version: 6, one: { theme: 'light' } })
  })
})
