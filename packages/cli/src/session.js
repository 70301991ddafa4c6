import { forgetCredentials, loadCredentials, saveCredentials } from './credentials.js'
import { CliError, NOT_SIGNED_IN, SIGN_IN_AGAIN } from './errors.js'
import { refusalOf, send } from './http.js'

/** The command line's public client at the site's authorization server (RFC 8628, no secret). */
export const CLIENT_ID = 'one-cli'

/** A token this close to its end is refreshed first, so it does not lapse on the way. */
const EARLY_MS = 30_000

/**
 * @typedef {object} Context
 * @property {NodeJS.ProcessEnv} env
 * @property {{ origin: string, api: string }} site
 * @property {(text: string) => void} out a line on standard output
 * @property {(text: string) => void} write text on standard output, as it is
 * @property {(text: string) => void} err
 */

/** @param {{ access_token: string, refresh_token?: string, expires_in?: number }} tokens @param {string} tokenEndpoint */
export function credentialsOf(tokens, tokenEndpoint) {
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    expiresAt: Date.now() + (tokens.expires_in ?? 3600) * 1000,
    tokenEndpoint,
  }
}

/** @param {Context} context @param {import('./credentials.js').Credentials} credentials */
async function refreshed(context, credentials) {
  if (!credentials.refreshToken) throw new CliError(SIGN_IN_AGAIN)
  const response = await send(credentials.tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: credentials.refreshToken,
      client_id: CLIENT_ID,
    }),
  })
  if (!response.ok) {
    // A refused refresh token is spent or revoked: keeping it would only fail again.
    if (response.status === 400 || response.status === 401)
      await forgetCredentials(context.env, context.site.origin)
    throw new CliError(response.status < 500 ? SIGN_IN_AGAIN : await refusalOf(response))
  }
  const next = credentialsOf(await response.json(), credentials.tokenEndpoint)
  await saveCredentials(context.env, context.site.origin, next)
  return next
}

/** The signed-in user's access token for this site, refreshed when it is about to lapse. */
/** @param {Context} context @param {{ optional?: boolean }} [options] */
export async function accessToken(context, { optional = false } = {}) {
  const credentials = await loadCredentials(context.env, context.site.origin)
  if (!credentials) {
    if (optional) return undefined
    throw new CliError(NOT_SIGNED_IN)
  }
  if (credentials.expiresAt - EARLY_MS > Date.now()) return credentials.accessToken
  return (await refreshed(context, credentials)).accessToken
}

/**
 * A call to the API with the user's token. Signed out, a call that needs no sign-in (`optional`, a
 * public bin) goes without one; a 401 says to sign in again.
 * @param {Context} context
 * @param {string} path under the API, e.g. /one/bins
 * @param {RequestInit & { optional?: boolean }} [init]
 */
export async function callApi(context, path, init = {}) {
  const { optional, ...rest } = init
  const token = await accessToken(context, { optional })
  const headers = new Headers(rest.headers)
  if (token) headers.set('authorization', `Bearer ${token}`)
  if (rest.body !== undefined) headers.set('content-type', 'application/json')
  const response = await send(`${context.site.api}${path}`, { ...rest, headers })
  if (response.status === 401) {
    throw new CliError(token ? `${await refusalOf(response)}\n${SIGN_IN_AGAIN}` : NOT_SIGNED_IN)
  }
  return response
}
