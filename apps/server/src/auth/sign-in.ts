import { createHash, randomBytes } from 'node:crypto'
import { type SignInErrorCode, signInErrorText } from '@one/contract/sign-in-errors'
import { and, eq, lt } from 'drizzle-orm'
import * as oauth from 'oauth4webapi'
import { AppError } from '../app-error.ts'
import type { Changes } from '../cache/changes.ts'
import type { Db } from '../db/database.ts'
import { oauthRequests } from '../db/schema/auth.ts'
import { isOpenIdProvider, type SignInProvider } from '../integrations/oauth-provider.ts'
import { createDiscovery } from '../integrations/openid-discovery.ts'
import { OUTBOUND_TIMEOUT_MS } from '../integrations/outbound.ts'
import { tokenEndpointFetch } from '../integrations/token-endpoint-fetch.ts'
import { fetchAs, type Remote } from '../integrations/user-agent.ts'
import { userForProfile } from './accounts.ts'
import { IdTokenRefused, verifiedIdToken } from './id-token.ts'
import { profileAtProvider } from './provider-profile.ts'
import { signInFailure } from './sign-in-failure.ts'

/** How long a sign-in may stay at the provider; the browser's sign-in cookie lives as long. */
export const SIGN_IN_TTL_MS = 10 * 60 * 1000
const hash = (value: string) => createHash('sha256').update(value).digest('base64url')
const isBrowserKey = (value: string | undefined): value is string => !!value && /^[\w-]{43}$/.test(value)

type PendingRequest = { mode: 'popup' | 'window'; next: string }

export type SignInResult =
  /** `linked`: a signed-in user connected another provider; else someone signed in. */
  | ({ ok: true; userId: string; linked: boolean } & PendingRequest)
  | { ok: false; code: SignInErrorCode; message: string; request: PendingRequest | undefined }

const failed = (
  code: SignInErrorCode,
  provider: SignInProvider,
  request: PendingRequest | undefined,
): SignInResult => ({ ok: false, code, message: signInErrorText(code, provider.id), request })

/**
 * The authorization-code flow with state and PKCE, against any provider described as data. A sign-in
 * is tied to the browser that began it: that browser holds a random key in a cookie and the request
 * holds its hash, so a callback link opened anywhere else (login CSRF, or someone else completing a
 * link to your account) is refused before anything is signed in or linked.
 */
export function createSignIn(
  db: Db,
  changes: Changes,
  options: { allowHttp: boolean; userAgent: (remote: Remote) => string },
) {
  const httpOptions = (p: SignInProvider) => ({
    [oauth.allowInsecureRequests]: options.allowHttp,
    [oauth.customFetch]: tokenEndpointFetch(fetchAs(options.userAgent(p.id))),
    signal: () => AbortSignal.timeout(OUTBOUND_TIMEOUT_MS),
  })
  const discover = createDiscovery({ allowHttp: options.allowHttp })
  /**
   * A provider's authorization server and the authorization endpoint as the browser reaches it: an
   * OpenID provider's as discovered at its issuer; a plain OAuth one's from its fixed endpoints,
   * under the origin as issuer (they send no id_token for it to be compared with).
   */
  const server = async (
    p: SignInProvider,
  ): Promise<{ as: oauth.AuthorizationServer; authorizationUrl: string }> => {
    if (!isOpenIdProvider(p)) {
      const as = { issuer: new URL(p.authorizationUrl).origin, token_endpoint: p.tokenUrl }
      return {
        as: { ...as, authorization_endpoint: p.authorizationUrl },
        authorizationUrl: p.authorizationUrl,
      }
    }
    const as = await discover(p.issuer, fetchAs(options.userAgent(p.id)))
    return { as, authorizationUrl: p.browserUrl(as.authorization_endpoint ?? '') }
  }

  return {
    /**
     * Remembers the request and gives the provider address to send the browser to, with the key the
     * browser is to keep in its sign-in cookie: the one it already holds, so sign-ins begun side by
     * side in one browser all complete, or a new one.
     */
    async start(
      provider: SignInProvider,
      {
        redirectUri,
        next,
        linkUserId,
        browserKey: heldKey,
      }: {
        redirectUri: string
        next: string
        linkUserId: string | undefined
        browserKey: string | undefined
      },
    ): Promise<{ location: string; browserKey: string }> {
      const { authorizationUrl } = await server(provider).catch((error: Error) => {
        throw new AppError(
          'unavailable',
          `Sign-in with ${provider.label} is unavailable right now: ${error.message}. Please try again later.`,
        )
      })
      const state = oauth.generateRandomState()
      const codeVerifier = oauth.generateRandomCodeVerifier()
      const nonce = isOpenIdProvider(provider) ? oauth.generateRandomNonce() : undefined
      const browserKey = isBrowserKey(heldKey) ? heldKey : randomBytes(32).toString('base64url')
      await db.delete(oauthRequests).where(lt(oauthRequests.expiresAt, new Date()))
      await db.insert(oauthRequests).values({
        stateHash: hash(state),
        browserHash: hash(browserKey),
        provider: provider.id,
        codeVerifier,
        nonce: nonce ?? null,
        mode: provider.mode,
        next,
        linkUserId: linkUserId ?? null,
        expiresAt: new Date(Date.now() + SIGN_IN_TTL_MS),
      })
      const url = new URL(authorizationUrl)
      url.search = new URLSearchParams({
        client_id: provider.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: provider.scope,
        state,
        code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        ...(nonce ? { nonce } : {}),
      }).toString()
      return { location: url.toString(), browserKey }
    },

    /**
     * Completes a sign-in from the provider's answer, in the browser that began it (`browserKey` is
     * the key its sign-in cookie holds). Each request can be completed once, and is spent by a
     * browser that tries in vain too. A refusal carries no request when the request is not this
     * browser's, so nothing of it (where it returns) is used.
     */
    async finish(
      provider: SignInProvider,
      callbackUrl: URL,
      redirectUri: string,
      browserKey: string | undefined,
    ): Promise<SignInResult> {
      const state = callbackUrl.searchParams.get('state')
      const [row] = state
        ? await db
            .delete(oauthRequests)
            .where(and(eq(oauthRequests.stateHash, hash(state)), eq(oauthRequests.provider, provider.id)))
            .returning()
        : []
      if (!row || row.expiresAt < new Date()) {
        return failed('expired', provider, undefined)
      }
      if (!isBrowserKey(browserKey) || hash(browserKey) !== row.browserHash) {
        return failed('other_browser', provider, undefined)
      }
      const request: PendingRequest = { mode: row.mode, next: row.next }
      if (callbackUrl.searchParams.get('error') === 'access_denied') {
        return failed('cancelled', provider, request)
      }
      try {
        const { as } = await server(provider)
        const client: oauth.Client = { client_id: provider.clientId }
        const params = oauth.validateAuthResponse(as, client, callbackUrl, state!)
        const response = await oauth.authorizationCodeGrantRequest(
          as,
          client,
          provider.clientAuthentication === 'client_secret_basic'
            ? oauth.ClientSecretBasic(provider.clientSecret)
            : oauth.ClientSecretPost(provider.clientSecret),
          params,
          redirectUri,
          row.codeVerifier,
          httpOptions(provider),
        )
        const profile = isOpenIdProvider(provider)
          ? provider.readIdToken(
              await verifiedIdToken(as, client, response, row.nonce ?? '', httpOptions(provider)),
            )
          : await profileAtProvider(
              provider,
              (await oauth.processAuthorizationCodeResponse(as, client, response)).access_token,
              options.userAgent(provider.id),
            )
        const userId = await userForProfile(
          { db, changes },
          provider.id,
          profile,
          row.linkUserId ?? undefined,
        )
        return { ok: true, userId, linked: row.linkUserId !== null, ...request }
      } catch (error) {
        if (error instanceof IdTokenRefused) return failed('not_verified', provider, request)
        return failed(signInFailure(error), provider, request)
      }
    },
  }
}

export type SignIn = ReturnType<typeof createSignIn>
