import { z } from 'zod/mini'
import { endpoints } from './endpoint.ts'

/** The site's page where a person lets an MCP client in, with the provider's interaction id. */
export const CONSENT_PAGE = '/oauth/consent'

/** The site's page where a person types the code a command line shows (RFC 8628 device grant). */
export const ACTIVATE_PAGE = '/activate'

/** The command line's public client (no secret): it signs in with a device code (decision 0023). */
export const CLI_CLIENT_ID = 'one-cli'

/** The command line's scope and the resource its tokens are for: the bins API, nothing else. */
export const BINS_SCOPE = 'bins'
export const BINS_RESOURCE_PATH = '/one/bins'

const uidParams = z.object({ uid: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)) })

/** What the consent page shows: who asks, where the answer goes, and what the client may do. */
export const consentRequest = z.object({
  uid: z.string(),
  clientName: z.string(),
  clientUri: z.nullable(z.string()),
  /**
   * The scheme and host the answer is sent back to, so a person can tell a web site from a local tool
   * (http on a loopback port) or an app (its private-use scheme, with an empty host when it has none).
   */
  redirectScheme: z.string(),
  redirectHost: z.string(),
  abilities: z.array(z.string()),
  /** For a device sign-in (a command line): the code it shows, for the person to compare. */
  userCode: z.optional(z.string()),
  /**
   * For a device sign-in: who asked for the code, and when, so a person handed someone else's link can
   * tell it is not theirs. The network is an address's /24 (or /48), never the address; the browser and
   * system are families, as the activity feed names them.
   */
  requester: z.optional(
    z.object({ network: z.string(), browser: z.string(), os: z.string(), requestedAt: z.string() }),
  ),
})
export type ConsentRequest = z.infer<typeof consentRequest>

/** Allow or deny: where the browser goes next (back to the client, through the provider). */
export const consentAnswer = z.object({ redirectTo: z.string() })
export type ConsentAnswer = z.infer<typeof consentAnswer>

/** A client the person let in, with all its grants counted as one connection. */
export const connectedClient = z.object({
  clientId: z.string(),
  clientName: z.string(),
  connectedAt: z.string(),
})
export type ConnectedClient = z.infer<typeof connectedClient>
export const connectedClientsAnswer = z.object({ clients: z.array(connectedClient) })

const clientParams = z.object({ clientId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/)) })

export const mcpOauthEndpoints = endpoints('mcpOauth', {
  consentRequest: {
    method: 'GET',
    path: '/oauth/interaction/:uid/details',
    summary: 'The MCP client asking to sign in, for the consent page',
    params: uidParams,
    response: consentRequest,
  },
  allow: {
    method: 'POST',
    path: '/oauth/interaction/:uid/allow',
    summary: 'Let the MCP client act for the signed-in subscriber',
    params: uidParams,
    response: consentAnswer,
  },
  deny: {
    method: 'POST',
    path: '/oauth/interaction/:uid/deny',
    summary: 'Refuse the MCP client',
    params: uidParams,
    response: consentAnswer,
  },
  connectedClients: {
    method: 'GET',
    path: '/one/mcp/clients',
    summary: 'The MCP clients the subscriber let in by signing in',
    response: connectedClientsAnswer,
  },
  revokeClient: {
    method: 'DELETE',
    path: '/one/mcp/clients/:clientId',
    summary: 'Revoke an MCP client: its tokens stop working at once',
    params: clientParams,
    status: 204,
  },
})
