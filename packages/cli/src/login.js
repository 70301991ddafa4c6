// `one login`: the OAuth 2.0 device authorization grant (RFC 8628) against the site's authorization
// server, the one MCP clients sign in with (its metadata names the device endpoint).

import { metadataOf, postForm, revokeSignIn } from './authorization-server.js'
import { loadCredentials, saveCredentials } from './credentials.js'
import { CliError } from './errors.js'
import { jsonOf, refusalOf } from './http.js'
import { CLIENT_ID, credentialsOf } from './session.js'

const DEVICE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code'

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** @param {import('./session.js').Context} context */
export async function login(context) {
  const metadata = await metadataOf(context)
  const device = await jsonOf(
    await postForm(metadata.device_authorization_endpoint, { client_id: CLIENT_ID, scope: 'bins' }),
  )
  context.out(`Open ${device.verification_uri} and enter the code: ${device.user_code}`)
  if (device.verification_uri_complete) context.out(`(or open ${device.verification_uri_complete})`)
  context.out('Waiting for you to approve it…')

  // RFC 8628 section 3.5: poll no faster than the interval, and 5 seconds slower after each slow_down.
  let interval = Math.max(1, Number(device.interval) || 5)
  const deadline = Date.now() + (Number(device.expires_in) || 600) * 1000
  while (Date.now() < deadline) {
    await sleep(interval * 1000)
    const response = await postForm(metadata.token_endpoint, {
      grant_type: DEVICE_GRANT,
      device_code: device.device_code,
      client_id: CLIENT_ID,
    })
    if (response.ok) {
      const tokens = await response.json()
      const replaced = await loadCredentials(context.env, context.site.origin)
      const path = await saveCredentials(
        context.env,
        context.site.origin,
        credentialsOf(tokens, metadata.token_endpoint),
      )
      context.out(`Signed in to ${context.site.origin}. (Kept in ${path}.)`)
      // The sign-in this one replaces would live on at the site, held by no one: it is revoked. Not
      // reaching the site now changes nothing for the new one.
      if (replaced) await revokeSignIn(context, replaced).catch(() => undefined)
      return
    }
    const refusal = await response
      .clone()
      .json()
      .catch(() => ({}))
    switch (refusal.error) {
      case 'authorization_pending':
        continue
      case 'slow_down':
        interval += 5
        continue
      case 'access_denied':
        throw new CliError('The sign-in was denied in the browser.')
      case 'expired_token':
        throw new CliError('The code expired before it was approved: run `one login` again.')
      default:
        throw new CliError(`The sign-in failed: ${await refusalOf(response)}`)
    }
  }
  throw new CliError('The code expired before it was approved: run `one login` again.')
}
