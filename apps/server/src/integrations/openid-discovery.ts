import * as oauth from 'oauth4webapi'
import { shortCache } from '../cache/short-cache.ts'
import { OUTBOUND_TIMEOUT_MS } from './outbound.ts'
import { RemoteError } from './remote-json.ts'

/**
 * How long a provider's metadata is trusted before it is read again. Its keys are cached beside it by
 * oauth4webapi (five minutes, and read again at once for a key id it has not seen).
 */
export const DISCOVERY_TTL_MS = 60 * 60 * 1000

/**
 * Reads an OpenID provider's metadata from `<issuer>/.well-known/openid-configuration` (OpenID Connect
 * Discovery 1.0 section 4), refusing a document whose issuer is not the one asked for. Each issuer's
 * document is kept for DISCOVERY_TTL_MS, and sign-ins that ask at once share one request; a failure
 * is not kept, so the next sign-in asks again.
 */
export function createDiscovery({ allowHttp, now = Date.now }: { allowHttp: boolean; now?: () => number }) {
  // lru-cache's fetch shares one request and keeps no failure (decision 0039).
  const cache = shortCache<oauth.AuthorizationServer, typeof fetch>({
    ttlMs: DISCOVERY_TTL_MS,
    max: 100,
    now,
    fetchMethod: (issuer, _stale, { context }) => readMetadata(issuer, allowHttp, context),
  })
  /** `fetchImpl` makes the request (one that names the server: user-agent.ts). */
  return function discover(
    issuer: string,
    fetchImpl: typeof fetch = fetch,
  ): Promise<oauth.AuthorizationServer> {
    return cache.fetch(issuer, { context: fetchImpl }) as Promise<oauth.AuthorizationServer>
  }
}

export type Discovery = ReturnType<typeof createDiscovery>

async function readMetadata(
  issuer: string,
  allowHttp: boolean,
  fetchImpl: typeof fetch,
): Promise<oauth.AuthorizationServer> {
  const where = `${issuer}/.well-known/openid-configuration`
  if (!URL.canParse(issuer))
    throw new RemoteError('OpenID discovery', undefined, `"${issuer}" is not an issuer URL`)
  const url = new URL(issuer)
  try {
    const response = await oauth.discoveryRequest(url, {
      [oauth.allowInsecureRequests]: allowHttp,
      [oauth.customFetch]: fetchImpl,
      signal: AbortSignal.timeout(OUTBOUND_TIMEOUT_MS),
    })
    const metadata = await oauth.processDiscoveryResponse(url, response)
    if (!metadata.authorization_endpoint || !metadata.token_endpoint || !metadata.jwks_uri) {
      throw new Error('it names no authorization_endpoint, token_endpoint or jwks_uri')
    }
    return metadata
  } catch (error) {
    throw new RemoteError('OpenID discovery', undefined, `${where} could not be read: ${reasonOf(error)}`)
  }
}

function reasonOf(error: unknown): string {
  if (error instanceof oauth.OperationProcessingError && error.code === oauth.RESPONSE_IS_NOT_CONFORM) {
    const status = error.cause instanceof Response ? error.cause.status : undefined
    return status ? `it answered ${status}` : error.message
  }
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `no answer within ${OUTBOUND_TIMEOUT_MS / 1000} s`
  }
  return error instanceof Error ? error.message : String(error)
}
