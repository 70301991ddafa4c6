import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  checkSession,
  logout,
  refreshSession,
  SESSION_ENDED,
  SESSION_REFRESH_MS,
  useAuth,
  verify,
} from '../../src/stores/auth-store.ts'
import { useSnackbars } from '../../src/stores/snackbar-store.ts'
import { makeUser } from '../user-menu/menu-harness.tsx'

afterEach(() => {
  useSnackbars.setState({ messages: [] })
  vi.useRealTimers()
  vi.unstubAllGlobals()
  useAuth.setState({ user: null, access: [], loading: false, ready: false })
})

describe('the navigation re-checks the session, at most once a minute', () => {
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

/** The server: logout answers 204; verify says no one is signed in. */
function serverWithNoSession() {
  const fetch = vi.fn(async (url: RequestInfo | URL) =>
    String(url).endsWith('/auth/logout')
      ? new Response(null, { status: 204 })
      : new Response('{"user":null,"access":[],"message":"Not signed in.","code":"unauthorized"}', {
          status: 401,
        }),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

// The last verify's time is the module's own: each test here starts well after any before it.
let clock = Date.UTC(2100, 0, 1)
function longAfterTheLastVerify() {
  vi.useFakeTimers({ toFake: ['Date'] })
  clock += 10 * SESSION_REFRESH_MS
  vi.setSystemTime(clock)
}

/** A page that believes in its user, a minute after its last verify, and a server that knows no session. */
function aSignedInPageWhoseSessionEnded() {
  longAfterTheLastVerify()
  vi.spyOn(document, 'cookie', 'get').mockReturnValue('sx=1')
  useAuth.setState({ user: makeUser(), ready: true })
  return serverWithNoSession()
}

const endedMessages = () => useSnackbars.getState().messages.filter((m) => m.text === SESSION_ENDED)

describe('a session that ended elsewhere is said once, however the page finds out (docs/decisions/0010)', () => {
  it('a refresh that finds nobody signed in signs the page out and offers sign-in', async () => {
    const fetch = aSignedInPageWhoseSessionEnded()

    await refreshSession()

    expect(fetch).toHaveBeenCalledTimes(1)
    expect(useAuth.getState().user).toBeNull()
    expect(endedMessages()).toHaveLength(1)
    expect(endedMessages()[0]!.action?.label).toBe('Sign in')
  })

  it('a refresh and a refused call finding it together make one message', async () => {
    const fetch = aSignedInPageWhoseSessionEnded()

    await Promise.all([refreshSession(), checkSession()])

    // The refresh's verify, then the refused call's own.
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(endedMessages()).toHaveLength(1)
  })

  it('a guest whose verify finds nobody hears nothing', async () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('sx=1')
    serverWithNoSession()
    await verify()
    expect(endedMessages()).toEqual([])
  })

  it("this page's own logout is no news, even with a refresh on its way", async () => {
    const fetch = aSignedInPageWhoseSessionEnded()

    await Promise.all([logout(), refreshSession()])

    // The logout, the refresh's verify and the logout's own.
    expect(fetch.mock.calls.map(([url]) => String(url).split('/').pop())).toEqual([
      'logout',
      'verify',
      'verify',
    ])
    expect(useAuth.getState().user).toBeNull()
    expect(endedMessages()).toEqual([])
  })
})
