import type { ProviderId } from '@one/contract/auth'

/** What the product keeps of a provider's profile. */
export type Profile = {
  providerUserId: string
  name: string
  picture: string
  handle: string
  emails: string[]
}

/** How the token endpoint is told who the client is (RFC 6749 section 2.3.1). */
export type ClientAuthentication = 'client_secret_basic' | 'client_secret_post'

type ProviderBasics = {
  id: ProviderId
  label: string
  clientId: string
  clientSecret: string
  scope: string
  /** Popup providers answer the opener; window providers (Shopify) navigate back to `next`. */
  mode: 'popup' | 'window'
}

/**
 * A sign-in provider as data: where to send people, where to trade the code, how to read who they are
 * (at its profile endpoint, with the access token).
 */
export type Provider = ProviderBasics & {
  authorizationUrl: string
  tokenUrl: string
  profileUrl: string
  /** The body (client_secret_post) unless said. */
  clientAuthentication?: ClientAuthentication
  readProfile(body: unknown): Profile
  /** Where a provider keeps the verified address a profile without one leaves out (GitHub: private ones). */
  privateEmail?(
    accessToken: string,
    call: { userAgent: string; signal: AbortSignal },
  ): Promise<string | undefined>
}

/**
 * An OpenID Connect provider as data: its issuer, where its metadata is discovered, and how to read
 * who signed in from the id_token once verified. It has no profile endpoint to ask.
 */
export type OpenIdProvider = ProviderBasics & {
  /** With its path, exactly as the metadata and the id_token's `iss` name it. */
  issuer: string
  clientAuthentication: ClientAuthentication
  /** The discovered authorization endpoint as the browser reaches it. */
  browserUrl(authorizationEndpoint: string): string
  readIdToken(claims: Record<string, unknown>): Profile
}

export type SignInProvider = Provider | OpenIdProvider

export const isOpenIdProvider = (provider: SignInProvider): provider is OpenIdProvider => 'issuer' in provider

/**
 * Where a provider lives. With the local emulators, the browser reaches them through the public
 * address and the server through its own port; otherwise both use the real service.
 */
export type ProviderHosts = {
  emulated: boolean
  /** `service` is the emulator's folder (github, discord, shopify); `real` the service's own base. */
  browser(service: string, real: string): string
  server(service: string, real: string): string
  /** The emulators build picture addresses from the host the server called them on; browsers need the public one. */
  publicPicture(url: string): string
}

// The emulators stand in when no credentials are configured; any id and secret will do for them.
export const emulatorCredentials = { clientId: 'one-local', clientSecret: 'one-local-secret' }

export function clientCredentials(
  hosts: ProviderHosts,
  configured: { clientId: string; clientSecret: string } | undefined,
) {
  return hosts.emulated ? emulatorCredentials : (configured ?? emulatorCredentials)
}
