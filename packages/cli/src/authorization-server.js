// The site's authorization server as the command line sees it: its metadata (RFC 8414) and its
// form-encoded endpoints.

import { CliError } from './errors.js'
import { jsonOf, refusalOf, send } from './http.js'
import { CLIENT_ID } from './session.js'

/**
 * @typedef {object} Metadata
 * @property {string} device_authorization_endpoint
 * @property {string} token_endpoint
 * @property {string} [revocation_endpoint]
 */

/**
 * RFC 8414: the authorization server's metadata, at the well-known name before the issuer's path.
 * @param {import('./session.js').Context} context
 * @returns {Promise<Metadata>}
 */
export async function metadataOf(context) {
  const issuer = new URL(`${context.site.api}/oauth`)
  const url = `${issuer.origin}/.well-known/oauth-authorization-server${issuer.pathname}`
  const metadata = await jsonOf(await send(url, { headers: { accept: 'application/json' } }))
  if (!metadata.device_authorization_endpoint || !metadata.token_endpoint) {
    throw new CliError(`${context.site.origin} does not offer sign-in with a device code.`)
  }
  return metadata
}

/** @param {string} url @param {Record<string, string>} form */
export const postForm = (url, form) =>
  send(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(form),
  })

/**
 * The refresh token first: revoking it revokes its whole grant, access tokens included. The access
 * token after it, for a sign-in that has no refresh token (the site answers 200 for one already gone).
 * @param {import('./session.js').Context} context
 * @param {import('./credentials.js').Credentials} credentials
 */
export async function revokeSignIn(context, credentials) {
  const { revocation_endpoint: endpoint } = await metadataOf(context)
  if (!endpoint) throw new CliError(`${context.site.origin} does not offer revoking a sign-in.`)
  /** @type {[string, string | undefined][]} */
  const tokens = [
    ['refresh_token', credentials.refreshToken],
    ['access_token', credentials.accessToken],
  ]
  for (const [hint, token] of tokens) {
    if (!token) continue
    const response = await postForm(endpoint, { token, token_type_hint: hint, client_id: CLIENT_ID })
    if (!response.ok) throw new CliError(`${await refusalOf(response)} (HTTP ${response.status})`)
  }
}
