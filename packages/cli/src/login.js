// `one login`: the OAuth 2.0 device authorization grant (RFC 8628) against the site's authorization
// server, the one MCP clients sign in with (its metadata names the device endpoint).

import { forgetCredentials, saveCredentials } from './credentials.js'
import { CliError } from './errors.js'
import { jsonOf, refusalOf, send } from './http.js'
import { CLIENT_ID, credentialsOf } from './session.js'

const DEVICE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code'

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * RFC 8414: the authorization server's metadata, at the well-known name before the issuer's path.
 * @param {import('./session.js').Context} context
 */
async function metadataOf(context) {
  const issuer = new URL(`${context.site.api}/oauth`)
  const url = `${issuer.origin}/.well-known/oauth-authorization-server${issuer.pathname}`
  const metadata = await jsonOf(await send(url, { headers: { accept: 'application/json' } }))
  if (!metadata.device_authorization_endpoint || !metadata.token_endpoint) {
    throw new CliError(`${context.site.origin} does not offer sign-in with a device code.`)
  }
  return /** @type {{ device_authorization_endpoint: string, token_endpoint: string }} */ (metadata)
}

/** @param {string} url @param {Record<string, string>} form */
const postForm = (url, form) =>
  send(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(form),
  })

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
      await forgetCredentials(context.env, context.site.origin)
      const path = await saveCredentials(
        context.env,
        context.site.origin,
        credentialsOf(tokens, metadata.token_endpoint),
      )
      context.out(`Signed in to ${context.site.origin}. (Kept in ${path}.)`)
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

/** @param {import('./session.js').Context} context */
export async function logout(context) {
  const had = await forgetCredentials(context.env, context.site.origin)
  context.out(
    had ? `Signed out of ${context.site.origin}.` : `You were not signed in to ${context.site.origin}.`,
  )
}
