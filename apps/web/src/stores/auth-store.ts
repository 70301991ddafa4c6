import { authEndpoints, type ProviderId, type User } from '@one/contract/auth'
import { pathOf } from '@one/contract/endpoint'
import { HttpError } from '@one/contract/errors'
import { SIGN_IN_FAILED } from '@one/contract/sign-in-errors'
import { create } from 'zustand'
import { runAuthPopup } from '../lib/auth/auth-popup.ts'
import { rememberLastProvider } from '../lib/auth/last-provider.ts'
import { shouldSkipVerify } from '../lib/auth/verify-skip.ts'
import { http, onUnauthorized } from '../lib/http.ts'
import { apiOrigin, config } from '../lib/runtime-config.ts'
import { openLoginDialog } from './login-dialog-store.ts'
import { useSnackbars } from './snackbar-store.ts'

type AuthState = {
  user: User | null
  access: string[]
  /** A sign-in, logout or verify is under way. */
  loading: boolean
  /** The first verify has answered (or was skipped), so "no user" means a guest. */
  ready: boolean
}

export const useAuth = create<AuthState>()(() => ({ user: null, access: [], loading: false, ready: false }))

const redirectUrl = (provider: ProviderId) =>
  `${config.apiBase}${pathOf(authEndpoints.redirect, { provider })}`

let inFlight: Promise<void> | undefined
/** The forced verify waiting for the one under way; the callers meanwhile share it. */
let againAfter: Promise<void> | undefined
let lastVerifiedAt = Number.NEGATIVE_INFINITY

/** How often focus and navigation may ask the server again. */
export const SESSION_REFRESH_MS = 60_000

/**
 * Who is signed in (FACTS 3.1): deduplicated; skipped when no session can exist, unless forced. A
 * forced verify asks after whatever change preceded it, so one already under way (begun before that
 * change, by a focus or a route change) is not its answer: it asks again once that one is done.
 */
export function verify(force = false): Promise<void> {
  if (inFlight) {
    if (!force) return inFlight
    againAfter ??= inFlight.then(() => {
      againAfter = undefined
      return verify(true)
    })
    return againAfter
  }
  const apiHost = new URL(config.apiBase, window.location.href).hostname
  if (!force && shouldSkipVerify(document.cookie, window.location.hostname, apiHost)) {
    signedOutElsewhere()
    useAuth.setState({ user: null, access: [], ready: true })
    return Promise.resolve()
  }
  useAuth.setState({ loading: true })
  lastVerifiedAt = Date.now()
  inFlight = http
    .call(authEndpoints.verify)
    .then(
      (body) => useAuth.setState({ user: body.user, access: body.access }),
      (error: unknown) => {
        if (error instanceof HttpError && error.status === 401) {
          // A forced verify's caller (a refused call, a sign-out) says what it means itself.
          if (!force) signedOutElsewhere()
          useAuth.setState({ user: null, access: [] })
        } else if (error instanceof HttpError)
          console.error(`Verify failed: ${error.status} ${error.message}`)
        // A network failure changes nothing: the next verify tries again.
      },
    )
    .finally(() => {
      inFlight = undefined
      useAuth.setState({ loading: false, ready: true })
    })
  return inFlight
}

/**
 * Asks who is signed in again when the window gets focus or the route changes, at most once a
 * minute: a session ended elsewhere shows, and settings synced from another device arrive.
 */
export function refreshSession(): Promise<void> {
  if (Date.now() - lastVerifiedAt < SESSION_REFRESH_MS) return Promise.resolve()
  return verify()
}

export const SESSION_ENDED = 'Your session has ended. Sign in again to continue.'

/** Sign-outs from this page under way: the session they end is no news. */
let signingOut = 0

/** Says that the session has ended, with a way back in; once, while the message is still there. */
function sayEnded() {
  const snackbars = useSnackbars.getState()
  if (snackbars.messages.some((message) => message.text === SESSION_ENDED)) return
  snackbars.push(SESSION_ENDED, 'error', { action: { label: 'Sign in', onClick: openLoginDialog } })
}

/**
 * A verify found nobody signed in: if this page believed in a user and is not signing out, the
 * session ended elsewhere (a logout everywhere, another tab's logout, its age), and the user hears it
 * as from a refused call, whichever of the two finds out first.
 */
function signedOutElsewhere() {
  if (useAuth.getState().user !== null && signingOut === 0) sayEnded()
}

let sessionCheck: Promise<void> | undefined

/**
 * A 401 to a signed-in call means the session may have ended elsewhere (a logout everywhere, its
 * age): ask the server who is signed in, and when nobody is, say so once and offer to sign in. The
 * page itself stays as it is, so what the user typed is still there to save after signing in.
 */
export function checkSession(): Promise<void> {
  if (sessionCheck) return sessionCheck
  // A guest has no session to lose: a 401 then only says the call needs one.
  if (useAuth.getState().user === null) return Promise.resolve()
  sessionCheck = verify(true)
    .then(() => {
      if (useAuth.getState().user === null) sayEnded()
    })
    .finally(() => {
      sessionCheck = undefined
    })
  return sessionCheck
}

onUnauthorized(() => void checkSession())

/**
 * Signs in, or connects another provider while signed in. Shopify takes the whole window and comes
 * back to this page; the others open the popup. Popup failures and a cancelled sign-in go to the
 * console only (spec section 8); a refusal from the server (an account linked elsewhere) is shown.
 */
export async function login(provider: ProviderId): Promise<void> {
  useAuth.setState({ loading: true })
  if (provider === 'shopify') {
    window.location.assign(`${redirectUrl(provider)}?next=${encodeURIComponent(window.location.href)}`)
    return
  }
  const wasSignedIn = useAuth.getState().user !== null
  try {
    const outcome = await runAuthPopup({ url: redirectUrl(provider), apiOrigin: apiOrigin() })
    switch (outcome.kind) {
      case 'blocked':
        return console.error('Failed to open popup')
      case 'closed':
        return console.info('Auth popup closed')
      case 'timeout':
        return console.error('Auth timed out')
      case 'response': {
        const { status, body, message, code } = outcome.message
        if (status === 'success' && body) {
          if (!wasSignedIn) rememberLastProvider(provider)
          useAuth.setState({ user: body.user, access: body.access })
        } else if (code === 'cancelled') {
          // The user chose to stop: a popup outcome, for the console only (FACTS 3.3).
          console.info(message)
        } else {
          useSnackbars.getState().pushError(new Error(message ?? ''), SIGN_IN_FAILED)
        }
      }
    }
  } finally {
    useAuth.setState({ loading: false })
  }
}

/** Signs out (or disconnects one provider), then verifies again (FACTS 3.6). */
export async function logout(provider?: ProviderId): Promise<void> {
  await signOut(
    () =>
      provider
        ? http.call(authEndpoints.providerLogout, { params: { provider } })
        : http.call(authEndpoints.logout),
    !provider,
    'Error logging out',
  )
}

/**
 * Signs out of every browser (docs/decisions/0008): the server ends all of the user's sessions; this one then
 * signs out like logout. Resolves true once signed out; a failure is shown and resolves false.
 */
export function logoutEverywhere(): Promise<boolean> {
  return signOut(() => http.call(authEndpoints.logoutEverywhere), true, 'Error signing out everywhere')
}

async function signOut(call: () => Promise<unknown>, full: boolean, failure: string): Promise<boolean> {
  useAuth.setState({ loading: true })
  signingOut++
  try {
    await call()
    await verify(true)
    if (full) useAuth.setState({ user: null })
    return true
  } catch (error) {
    useSnackbars.getState().pushError(error, failure)
    return false
  } finally {
    signingOut--
    useAuth.setState({ loading: false })
  }
}
