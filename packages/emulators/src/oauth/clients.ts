import type { ProviderDescription } from './providers.ts'

/** An application registered with the emulated providers, as one is registered at GitHub or Discord. */
export type OAuthClient = {
  id: string
  /** When given, the token endpoint wants exactly this secret; without it any secret will do. */
  secret?: string
  /** The addresses a sign-in may return to, compared whole, as Discord and Shopify compare them. */
  redirectUris: readonly string[]
}

/**
 * Who may sign in and where a sign-in may return, like the application settings of a real provider:
 * - registered clients: only these, and only to their own addresses;
 * - 'same-host' (the default): any client id, returning to the host the browser asked for the sign-in
 *   page at, on a path ending in /auth/<provider>/callback: the product's own callback when the
 *   emulators are mounted inside it;
 * - 'any': any client, any address; for tests that play clients of their own against emulators that
 *   run on their own.
 */
export type OAuthClients = readonly OAuthClient[] | 'same-host' | 'any'

/** The client a request names, when only registered clients may sign in. */
export function registeredClient(clients: OAuthClients, clientId: string): OAuthClient | undefined {
  return typeof clients === 'string' ? undefined : clients.find((client) => client.id === clientId)
}

/**
 * Why the browser may not be sent back to `redirectUri` with this client's sign-in, or undefined when
 * it may. `host` is the Host the browser asked for the sign-in page with.
 */
export function redirectProblem(
  clients: OAuthClients,
  provider: ProviderDescription,
  { clientId, redirectUri, host }: { clientId: string; redirectUri: string; host: string },
): string | undefined {
  if (clients === 'any') return undefined
  if (clients === 'same-host') {
    const callback = `/auth/${provider.key}/callback`
    const target = new URL(redirectUri)
    // The Host header normalised as the URL parser normalises the redirect URI's host.
    const asked = URL.canParse(`${target.protocol}//${host}`)
      ? new URL(`${target.protocol}//${host}`).host
      : ''
    if (target.host === asked && target.pathname.endsWith(callback)) return undefined
    return `redirect_uri must be an address on ${host} ending in ${callback}: this emulator sends sign-ins back only to the site that asked for them`
  }
  const client = registeredClient(clients, clientId)
  if (!client) return `client_id "${clientId}" is not an application registered with this emulator`
  if (!client.redirectUris.includes(redirectUri)) {
    return `redirect_uri is not one of the addresses registered for "${clientId}"`
  }
  return undefined
}
