// `one logout`: the site revokes the sign-in (RFC 7009), then this machine forgets it. The local
// credentials go even when the site cannot be told, and the person is told what is left to do.

import { metadataOf, postForm } from './authorization-server.js'
import { forgetCredentials, loadCredentials } from './credentials.js'
import { CliError } from './errors.js'
import { refusalOf } from './http.js'
import { CLIENT_ID } from './session.js'

/**
 * The refresh token first: revoking it revokes its whole grant, access tokens included. The access
 * token after it, for a sign-in that has no refresh token (the site answers 200 for one already gone).
 * @param {import('./session.js').Context} context
 * @param {import('./credentials.js').Credentials} credentials
 */
async function revoke(context, credentials) {
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

/** @param {import('./session.js').Context} context */
export async function logout(context) {
  const { origin } = context.site
  const credentials = await loadCredentials(context.env, origin)
  if (!credentials) {
    context.out(`You were not signed in to ${origin}.`)
    return
  }
  let failure
  try {
    await revoke(context, credentials)
  } catch (error) {
    failure = error
  }
  await forgetCredentials(context.env, origin)
  if (failure) {
    throw new CliError(
      `Signed out on this machine, but ${origin} could not be told: ${/** @type {Error} */ (failure).message}\n` +
        'The sign-in stays valid there until it expires, or until you revoke "One command line" under ' +
        "Connected clients on your dashboard's API tab.",
    )
  }
  context.out(`Signed out of ${origin}: the site revoked this sign-in.`)
}
