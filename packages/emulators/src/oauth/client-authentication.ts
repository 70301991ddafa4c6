import { type OAuthClients, registeredClient } from './clients.ts'
import { invalidClient, invalidRequest, type OAuthError } from './oauth-error.ts'

const basicChallenge = 'Basic realm="token", charset="UTF-8"'

export type ClientAuthenticationMethod = 'client_secret_basic' | 'client_secret_post'

/**
 * Identifies the client by client_secret_basic or client_secret_post (RFC 6749 section 2.3.1), of
 * the `methods` the provider takes. A secret must be presented, as the real providers require, and
 * only one way. When only registered clients may sign in, an unknown client or a wrong secret is
 * refused; otherwise any secret will do.
 */
export function authenticateClient(
  authorization: string | undefined,
  body: { client_id?: string; client_secret?: string },
  clients: OAuthClients,
  methods: readonly ClientAuthenticationMethod[] = ['client_secret_basic', 'client_secret_post'],
): { clientId: string } | OAuthError {
  // RFC 6749 section 5.2: an authentication method the server does not support is invalid_client.
  if (body.client_secret !== undefined && !methods.includes('client_secret_post')) {
    return invalidClient(
      'This provider takes the client secret only in the Authorization header (client_secret_basic), not in the body',
      basicChallenge,
    )
  }
  if (authorization === undefined) {
    if (!methods.includes('client_secret_post')) {
      return invalidClient(
        'Client authentication is missing: send client_id:client_secret as Basic',
        basicChallenge,
      )
    }
    if (!body.client_id) return invalidClient('Client authentication is missing: send client_id and a secret')
    if (!body.client_secret) return invalidClient('client_secret is missing')
    return registration(clients, body.client_id, body.client_secret) ?? { clientId: body.client_id }
  }

  const basic = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization)
  if (!basic?.[1]) return invalidClient('The Authorization header must use the Basic scheme', basicChallenge)
  if (body.client_secret !== undefined) {
    return invalidRequest('Use one way of client authentication: Basic or client_secret, not both')
  }
  const decoded = Buffer.from(basic[1], 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  const clientId = colon > 0 ? formDecode(decoded.slice(0, colon)) : undefined
  const secret = colon > 0 ? formDecode(decoded.slice(colon + 1)) : undefined
  if (!clientId || !secret) {
    return invalidClient('The Basic credentials must be client_id:client_secret', basicChallenge)
  }
  if (body.client_id !== undefined && body.client_id !== clientId) {
    return invalidClient('client_id in the body differs from the Basic credentials', basicChallenge)
  }
  return registration(clients, clientId, secret, basicChallenge) ?? { clientId }
}

function registration(
  clients: OAuthClients,
  clientId: string,
  secret: string,
  challenge?: string,
): OAuthError | undefined {
  if (typeof clients === 'string') return undefined
  const client = registeredClient(clients, clientId)
  if (!client) {
    return invalidClient(
      `client_id "${clientId}" is not an application registered with this emulator`,
      challenge,
    )
  }
  if (client.secret !== undefined && client.secret !== secret) {
    return invalidClient('The client secret is wrong', challenge)
  }
  return undefined
}

// The id and secret are form-urlencoded before Basic encoding (RFC 6749 section 2.3.1).
function formDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return undefined
  }
}
