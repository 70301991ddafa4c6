// The MCP sign-in (decision 0016): the authorization server's provider, the consent
// steps the site's page drives, who an access token acts for, and the clients a person let in.

import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { BINS_SCOPE, CLI_CLIENT_ID, type ConnectedClient, type ConsentRequest } from '@one/contract/mcp-oauth'
import type { Provider } from 'oidc-provider'
import { roughNetwork } from '../activity/rough-network.ts'
import { describeUserAgent } from '../activity/user-agent.ts'
import { AppError } from '../app-error.ts'
import { dropCallersOfChangedUsers } from '../cache/callers-of-users.ts'
import type { Changes } from '../cache/changes.ts'
import { ChangesMeanwhile } from '../cache/changes-meanwhile.ts'
import { deleteWhere, setUntil, shortCache } from '../cache/short-cache.ts'
import type { Db } from '../db/database.ts'
import { polledTooSoon } from './device-polls.ts'
import { createOauthProvider, type OauthAddresses } from './oauth-provider.ts'
import { abilitiesOf, MCP_SCOPE } from './oauth-rules.ts'
import {
  clientNameOf,
  clientsById,
  deleteGrants,
  deleteLapsed,
  grantsOf,
  keepClient,
  recordClientActivity,
} from './oauth-store.ts'

/** Which API an access token is for: the MCP endpoint, or the bins API (the command line's). */
export type TokenAudience = 'mcp' | 'bins'

/** Who an access token acts for, as the MCP endpoint needs it. */
export type TokenCaller = { userId: string; grantId: string; clientId: string }

/** How long a token's caller is remembered; a revoke of any kind drops it sooner, on every instance. */
const CACHE_MS = 60_000

const EXPIRED = 'This sign-in request has expired or was already answered. Start again from your MCP client.'

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

type Raw = { req: IncomingMessage; res: ServerResponse }
type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>

/** Where the answer goes, as the consent page names it: a web site, a local port, or an app's scheme. */
function redirectOf(uri: string) {
  const url = new URL(uri)
  return { redirectScheme: url.protocol.slice(0, -1), redirectHost: url.host }
}

/** RFC 8628's user code as the person typed it: XXXX-XXXX (the provider keeps it without the dash). */
const shownUserCode = (normalized: string) => normalized.replace(/^(.{4})(.{4})$/, '$1-$2')

/**
 * Who asked for a device code (decision 0037), as the consent page shows it: their network, browser and
 * system as the activity feed names sign-ins, and when. Read from what the provider kept with the code
 * (oauth-provider.ts: `deviceInfo`, from the address the server reads).
 */
function requesterOf(code: { deviceInfo?: Record<string, unknown>; iat?: number }) {
  const { ip, ua } = (code.deviceInfo ?? {}) as { ip?: unknown; ua?: unknown }
  return {
    network: roughNetwork(typeof ip === 'string' ? ip : undefined),
    ...describeUserAgent(typeof ua === 'string' ? ua : undefined),
    requestedAt: new Date((code.iat ?? 0) * 1000).toISOString(),
  }
}

const SUBSCRIBERS_ONLY = 'Connecting an MCP client is a Vuetify One subscriber perk: subscribe to let it in.'

export function createMcpOauth({
  db,
  changes,
  secret,
  addresses,
  behindProxy,
}: {
  db: Db
  changes: Changes
  secret: string
  addresses: OauthAddresses
  behindProxy: boolean
}) {
  // The provider and its request handler, made once on first use: the handler composes the library's
  // middleware, which is no work for every request.
  const load = async () => {
    const made = await createOauthProvider({ db, secret, addresses, behindProxy })
    // A token revoked (RFC 7009), or a grant revoked after its refresh token was used twice: every
    // instance forgets the grant's tokens at once.
    const forget = (grantId: unknown) => {
      if (typeof grantId === 'string') void changes.publish({ kind: 'mcp-grant', grantId })
    }
    made.provider.on('access_token.destroyed', (token: { grantId?: string }) => forget(token.grantId))
    made.provider.on('grant.revoked', (_ctx: unknown, grantId: string) => forget(grantId))
    return { ...made, handler: made.provider.callback() }
  }
  let loading: ReturnType<typeof load> | undefined
  const oauth = () => {
    loading ??= load()
    return loading
  }
  const callers = shortCache<TokenCaller>({ ttlMs: CACHE_MS })
  // A lookup that began before a change of its user or grant must not store what it read.
  const meanwhile = new ChangesMeanwhile()

  dropCallersOfChangedUsers(changes, meanwhile, callers)
  changes.subscribe((change) => {
    if (change !== 'all' && change.kind === 'mcp-grant') {
      meanwhile.changed(`mcp-grant:${change.grantId}`)
      deleteWhere(callers, (caller) => caller.grantId === change.grantId)
    }
  })

  // The provider's interaction, found through its cookie: a request from another browser finds none,
  // and one for another request than the address names is refused.
  async function interactionOf({ req, res }: Raw, uid: string) {
    const { provider, errors } = await oauth()
    let interaction: Interaction
    try {
      interaction = await provider.interactionDetails(req, res)
    } catch (error) {
      if (error instanceof errors.SessionNotFound) throw new AppError('not_found', EXPIRED)
      throw error
    }
    if (interaction.uid !== uid)
      throw new AppError('not_found', 'This sign-in request is not the one this browser started.')
    return interaction
  }

  // The provider remembers who last signed in through it in this browser; when the site's user has
  // changed since, that memory goes, or the provider would stop to sign the other one out.
  async function forgetOtherAccount(interaction: Interaction, userId: string) {
    const { provider } = await oauth()
    const other = interaction.session
    if (!other || other.accountId === userId) return
    const stale = other.uid ? await provider.Session.findByUid(other.uid) : undefined
    await stale?.destroy()
    interaction.session = undefined
    await interaction.save(Math.max(1, (interaction.exp ?? 0) - Math.floor(Date.now() / 1000)))
  }

  async function answer(raw: Raw, result: Parameters<Provider['interactionResult']>[2]) {
    const { provider } = await oauth()
    const redirectTo = await provider.interactionResult(raw.req, raw.res, result, {
      mergeWithLastSubmission: false,
    })
    return { redirectTo }
  }

  return {
    /** The provider's own request handler, for every path under its issuer. */
    async callback() {
      return (await oauth()).handler
    },

    async consentRequest(raw: Raw, uid: string): Promise<ConsentRequest> {
      const interaction = await interactionOf(raw, uid)
      const { provider } = await oauth()
      const client = await provider.Client.find(String(interaction.params.client_id))
      if (!client)
        throw new AppError('not_found', 'The MCP client asking to sign in is no longer registered.')
      const request = {
        uid: interaction.uid,
        clientName: client.clientName ?? 'An unnamed MCP client',
        clientUri: client.clientUri ?? null,
        abilities: abilitiesOf(String(interaction.params.scope ?? '')),
      }
      // A device sign-in (RFC 8628) goes back to no address: the page shows the code to compare.
      const deviceCode = interaction.deviceCode
        ? await provider.DeviceCode.find(interaction.deviceCode, { ignoreExpiration: true })
        : undefined
      if (interaction.deviceCode) {
        if (!deviceCode?.userCode) throw new AppError('not_found', EXPIRED)
        return {
          ...request,
          redirectScheme: '',
          redirectHost: '',
          userCode: shownUserCode(deviceCode.userCode),
          requester: requesterOf(deviceCode),
        }
      }
      return { ...request, ...redirectOf(String(interaction.params.redirect_uri)) }
    },

    /** Lets the client in for `userId`; MCP clients only for a subscriber, the command line for anyone. */
    async allow(raw: Raw, uid: string, userId: string, subscriber: boolean) {
      const interaction = await interactionOf(raw, uid)
      const clientId = String(interaction.params.client_id)
      const cli = clientId === CLI_CLIENT_ID
      if (!cli && !subscriber) throw new AppError('forbidden', SUBSCRIBERS_ONLY)
      // A second click, or a second tab: the first answer stands.
      if (interaction.result) throw new AppError('conflict', 'This sign-in request was already answered.')
      await forgetOtherAccount(interaction, userId)
      const { provider } = await oauth()
      const grant = new provider.Grant({ accountId: userId, clientId })
      // The whole request's scope (settled before the provider read it, or held to `bins` by the command
      // line's registration): nothing is left to ask again.
      grant.addOIDCScope(String(interaction.params.scope ?? ''))
      // The command line gets the bins API and nothing else.
      if (cli) grant.addResourceScope(addresses.binsResource, BINS_SCOPE)
      else grant.addResourceScope(addresses.resource, MCP_SCOPE)
      const grantId = await grant.save()
      await keepClient(db, String(interaction.params.client_id))
      return answer(raw, { login: { accountId: userId }, consent: { grantId } })
    },

    async deny(raw: Raw, uid: string) {
      const interaction = await interactionOf(raw, uid)
      if (interaction.result) throw new AppError('conflict', 'This sign-in request was already answered.')
      return answer(raw, {
        error: 'access_denied',
        error_description: 'The person signed in to Vuetify One did not allow this client.',
      })
    },

    /** Whether this access token was found good here lately (its caller is remembered). */
    knows(token: string, audience: TokenAudience = 'mcp'): boolean {
      return changes.live() && callers.get(`${audience}:${hashOf(token)}`) !== undefined
    },

    /**
     * The user an access token acts for; undefined for anything that is not a live token for that API
     * (an MCP client's token for /mcp, the command line's for the bins API, never one for the other).
     */
    async callerOfToken(token: string, audience: TokenAudience = 'mcp'): Promise<TokenCaller | undefined> {
      const tokenHash = `${audience}:${hashOf(token)}`
      const cached = changes.live() ? callers.get(tokenHash) : undefined
      if (cached) return cached
      let unchangedMeanwhile = false
      const found = await meanwhile.read(
        async () => {
          const { provider } = await oauth()
          return provider.AccessToken.find(token).catch(() => undefined)
        },
        (found, unchanged) => {
          unchangedMeanwhile =
            !!found?.accountId &&
            !!found.grantId &&
            unchanged(`user:${found.accountId}`) &&
            unchanged(`mcp-grant:${found.grantId}`)
        },
      )
      if (!found?.accountId || !found.grantId || !found.clientId) return undefined
      const [resource, scope] =
        audience === 'mcp' ? [addresses.resource, MCP_SCOPE] : [addresses.binsResource, BINS_SCOPE]
      if (found.aud !== resource) return undefined
      if (!found.scopes.has(scope)) return undefined
      const caller = { userId: found.accountId, grantId: found.grantId, clientId: found.clientId }
      if (changes.live() && unchangedMeanwhile) setUntil(callers, tokenHash, caller, (found.exp ?? 0) * 1000)
      return caller
    },

    /** Whether a device polls for its token faster than it was told (then: `slow_down`). */
    devicePolledTooSoon(deviceCode: string): Promise<boolean> {
      return polledTooSoon(db, deviceCode)
    },

    /** Deletes the records that lapsed before `at` (a job's work); says how many. */
    pruneLapsed(at: Date): Promise<number> {
      return deleteLapsed(db, at)
    },

    async connectedClients(userId: string): Promise<ConnectedClient[]> {
      const grants = await grantsOf(db, userId)
      const clients = await clientsById(db, [...new Set(grants.map((grant) => grant.clientId))])
      const byClient = new Map<string, ConnectedClient>()
      for (const grant of grants) {
        if (byClient.has(grant.clientId)) continue
        const metadata = clients.get(grant.clientId)
        if (!metadata) continue
        byClient.set(grant.clientId, {
          clientId: grant.clientId,
          clientName: clientNameOf(metadata),
          connectedAt: grant.createdAt.toISOString(),
        })
      }
      return [...byClient.values()]
    },

    async revokeClient(userId: string, clientId: string): Promise<void> {
      const grants = (await grantsOf(db, userId)).filter((grant) => grant.clientId === clientId)
      if (grants.length === 0)
        throw new AppError('not_found', 'This MCP client is not connected to your account.')
      await db.transaction(async (tx) => {
        await deleteGrants(
          tx,
          grants.map((grant) => grant.grantId),
        )
        await recordClientActivity(tx, userId, 'mcp_client.revoked', clientId)
      })
      // Its tokens stop working at once, on every instance.
      await changes.publish({ kind: 'user', userId })
    },
  }
}

export type McpOauth = ReturnType<typeof createMcpOauth>
