import type { ProviderId } from '@one/contract/auth'

/** What the product keeps of a provider's profile. */
export type Profile = {
  providerUserId: string
  name: string
  picture: string
  handle: string
  emails: string[]
}

/** A sign-in provider as data: where to send people, where to trade the code, how to read who they are. */
export type Provider = {
  id: ProviderId
  label: string
  authorizationUrl: string
  tokenUrl: string
  profileUrl: string
  clientId: string
  clientSecret: string
  scope: string
  /** Popup providers answer the opener; window providers (Shopify) navigate back to `next`. */
  mode: 'popup' | 'window'
  readProfile(body: unknown): Profile
  /** Where a provider keeps the verified address a profile without one leaves out (GitHub: private ones). */
  privateEmail?(
    accessToken: string,
    call: { userAgent: string; signal: AbortSignal },
  ): Promise<string | undefined>
}

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
