// `one logout`: the site revokes the sign-in (RFC 7009), then this machine forgets it. The local
// credentials go even when the site cannot be told, and the person is told what is left to do.

import { revokeSignIn } from './authorization-server.js'
import { forgetCredentials, loadCredentials } from './credentials.js'
import { CliError } from './errors.js'

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
    await revokeSignIn(context, credentials)
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
