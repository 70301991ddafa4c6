/**
 * How large a client registration (RFC 7591) may be. Registration is open to anyone, so every field is
 * bounded: a registration stays a few kilobytes however it is filled, and one that never reaches a
 * consent is deleted after a day (decision 0016).
 */
export const CLIENT_NAME_MAX = 100
export const REDIRECT_URIS_MAX = 10
export const REDIRECT_URI_MAX = 2000
/** Any other text (addresses of pages and logos, software ids, a key's parts) and any other list. */
const TEXT_MAX = 2000
const LIST_MAX = 10
/** Ten redirects at their longest and everything else a client names fit well within it. */
export const REGISTRATION_BODY_MAX = 32 * 1024

export type RegistrationRefusal = {
  error: 'invalid_redirect_uri' | 'invalid_client_metadata'
  message: string
}

const metadataRefusal = (message: string): RegistrationRefusal => ({
  error: 'invalid_client_metadata',
  message,
})

/** Members an object may have (a signing key's parts, say) before it is more than a client needs. */
const MEMBERS_MAX = 40

function tooLarge(name: string, value: unknown): string | undefined {
  if (typeof value === 'string') {
    return value.length > TEXT_MAX ? `${name} must be at most ${TEXT_MAX} characters.` : undefined
  }
  if (value === null || typeof value !== 'object') return undefined
  const items = Object.values(value)
  if (Array.isArray(value) && items.length > LIST_MAX) return `${name} must list at most ${LIST_MAX} entries.`
  if (items.length > MEMBERS_MAX) return `${name} must have at most ${MEMBERS_MAX} members.`
  for (const item of items) {
    const refusal = tooLarge(name, item)
    if (refusal) return refusal
  }
  return undefined
}

/** Why this registration is too large to keep, or undefined when it is within every bound. */
export function refuseRegistration(body: string): RegistrationRefusal | undefined {
  if (body.length > REGISTRATION_BODY_MAX) {
    return metadataRefusal(`A client registration must be at most ${REGISTRATION_BODY_MAX / 1024} KiB.`)
  }
  let metadata: unknown
  try {
    metadata = JSON.parse(body)
  } catch {
    // The provider answers bad JSON itself.
    return undefined
  }
  if (metadata === null || typeof metadata !== 'object' || Array.isArray(metadata)) return undefined
  for (const [key, value] of Object.entries(metadata)) {
    if (key === 'redirect_uris') {
      if (!Array.isArray(value)) continue
      if (value.length > REDIRECT_URIS_MAX) {
        return {
          error: 'invalid_redirect_uri',
          message: `A client may register at most ${REDIRECT_URIS_MAX} redirect_uris.`,
        }
      }
      if (value.some((uri) => typeof uri === 'string' && uri.length > REDIRECT_URI_MAX)) {
        return {
          error: 'invalid_redirect_uri',
          message: `A redirect URI must be at most ${REDIRECT_URI_MAX} characters.`,
        }
      }
      continue
    }
    // The device grant is the command line's alone (decision 0023): its consent asks no subscription.
    if (
      key === 'grant_types' &&
      Array.isArray(value) &&
      value.some((type) => String(type).includes('device_code'))
    ) {
      return metadataRefusal(
        'Only the command line (one-cli) signs in with a device code: register for authorization_code.',
      )
    }
    // Also its translations (client_name#fr).
    if (key.startsWith('client_name') && typeof value === 'string' && value.length > CLIENT_NAME_MAX) {
      return metadataRefusal(`${key} must be at most ${CLIENT_NAME_MAX} characters.`)
    }
    const refusal = tooLarge(key, value)
    if (refusal) return metadataRefusal(refusal)
  }
  return undefined
}

/** How a registration that names no way to authenticate at the token endpoint is taken (decision 0033). */
export const DEFAULT_AUTH_METHOD = 'none'

/**
 * A registration body with its token endpoint authentication settled: one that names none is a public
 * client (`none`, PKCE alone), as nearly every MCP client is. RFC 7591 section 2 would default it to
 * client_secret_basic, and section 3.2.1 lets the server answer with what it chose instead; the
 * provider otherwise made a secret for the absent method and then registered `none`, so the secret it
 * returned was refused with invalid_client (decision 0033). A client that asks for a secret method
 * gets a secret that works. Anything not a JSON object is left for the provider to refuse.
 */
export function withSettledAuthMethod(body: string): string {
  let metadata: unknown
  try {
    metadata = JSON.parse(body)
  } catch {
    return body
  }
  if (metadata === null || typeof metadata !== 'object' || Array.isArray(metadata)) return body
  if ('token_endpoint_auth_method' in metadata) return body
  return JSON.stringify({ ...metadata, token_endpoint_auth_method: DEFAULT_AUTH_METHOD })
}
