import { binEndpoints } from '@one/contract/bins'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { http } from '../../src/lib/http.ts'
import { SESSION_ENDED, useAuth } from '../../src/stores/auth-store.ts'
import { useLoginDialog } from '../../src/stores/login-dialog-store.ts'
import { useSnackbars } from '../../src/stores/snackbar-store.ts'
import { makeUser } from '../user-menu/menu-harness.tsx'

const notSignedIn = () =>
  new Response('{"user":null,"access":[],"message":"Not signed in.","code":"unauthorized"}', { status: 401 })

function serverWithoutSession() {
  const fetch = vi.fn(async (_url: RequestInfo | URL) => notSignedIn())
  vi.stubGlobal('fetch', fetch)
  return fetch
}

const deleteBin = () =>
  http.call(binEndpoints.remove, { params: { id: 'Bin000000001' } }).catch(() => undefined)
const texts = () => useSnackbars.getState().messages.map((m) => m.text)

afterEach(() => {
  vi.unstubAllGlobals()
  useSnackbars.setState({ messages: [] })
  useLoginDialog.setState({ open: false })
  useAuth.setState({ user: null, access: [], loading: false, ready: false })
})

describe('an ended session (docs/decisions/0010)', () => {
  it('on a 401 the app asks verify again, shows the user signed out and says the session ended', async () => {
    useAuth.setState({ user: makeUser(), access: [], ready: true })
    const fetch = serverWithoutSession()
    await deleteBin()
    await vi.waitFor(() => expect(texts()).toEqual([SESSION_ENDED]))
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/one/bins/Bin000000001',
      '/api/auth/verify',
    ])
    expect(useAuth.getState().user).toBeNull()
    expect(SESSION_ENDED).toBe('Your session has ended. Sign in again to continue.')
  })

  it('the message offers to sign in, which opens the login dialog', async () => {
    useAuth.setState({ user: makeUser(), access: [], ready: true })
    serverWithoutSession()
    await deleteBin()
    await vi.waitFor(() => expect(useSnackbars.getState().messages).toHaveLength(1))
    const [message] = useSnackbars.getState().messages
    expect(message?.action?.label).toBe('Sign in')
    message?.action?.onClick()
    expect(useLoginDialog.getState().open).toBe(true)
  })

  it('several 401s at once say it once', async () => {
    useAuth.setState({ user: makeUser(), access: [], ready: true })
    serverWithoutSession()
    await Promise.all([deleteBin(), deleteBin(), deleteBin()])
    await vi.waitFor(() => expect(useAuth.getState().user).toBeNull())
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(texts()).toEqual([SESSION_ENDED])
  })

  it('a guest refused with 401 has no session to lose: no verify, no message', async () => {
    useAuth.setState({ user: null, access: [], ready: true })
    const fetch = serverWithoutSession()
    await deleteBin()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(texts()).toEqual([])
  })

  it('a session still alive (a 401 for another reason) keeps the user signed in, with no message', async () => {
    const user = makeUser()
    useAuth.setState({ user, access: [], ready: true })
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: RequestInfo | URL) =>
        String(url).endsWith('/auth/verify')
          ? new Response(JSON.stringify({ user, access: [] }), { status: 200 })
          : notSignedIn(),
      ),
    )
    await deleteBin()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(useAuth.getState().user?.id).toBe(user.id)
    expect(texts()).toEqual([])
  })
})
