import { MCP_PATH } from '@one/contract/api-key'
import { ACTIVATE_PAGE, BINS_RESOURCE_PATH } from '@one/contract/mcp-oauth'
import { loadAccount } from './access/account.ts'
import { createAccountCache } from './access/account-cache.ts'
import { createAccount } from './account/account.ts'
import { createApiKeys } from './api-keys/api-keys.ts'
import { apiPublicUrl, webOrigins } from './auth/addresses.ts'
import { createSessions } from './auth/sessions.ts'
import { createSignIn } from './auth/sign-in.ts'
import { createBinCache } from './bins/bin-cache.ts'
import { createBinStorage } from './bins/bin-storage.ts'
import { createHighlights } from './bins/highlight/highlights.ts'
import { CHANNEL, type Changes, localChanges, redisChanges } from './cache/changes.ts'
import { connectRedis } from './cache/redis-link.ts'
import type { Config } from './config.ts'
import { createContent } from './content/content.ts'
import type { Database } from './db/database.ts'
import { createDownloads } from './downloads/downloads.ts'
import { buildProviders } from './integrations/sign-in-providers.ts'
import { sponsorLinks } from './integrations/sponsor-links.ts'
import { emulatorStripeKeys, stripeLink } from './integrations/stripe.ts'
import { userAgentFor } from './integrations/user-agent.ts'
import { createMcpOauth } from './mcp-oauth/mcp-oauth.ts'
import { createMembership } from './membership/membership.ts'
import { createSponsorRefresh, type SponsorTimings } from './sponsorships/sponsor-refresh.ts'
import { sponsorSources } from './sponsorships/sponsor-sources.ts'
import { createTeams } from './teams/teams.ts'

type Log = { warn(object: object, message: string): void; info(object: object, message: string): void }

/** The areas' long-lived parts, made once per server and shared by its routes and plugins. */
export async function createAreas(
  config: Config,
  database: Database,
  log: Log,
  options: { sponsorTimings?: SponsorTimings } = {},
) {
  const { db } = database
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, CHANNEL, log) : undefined
  const changes: Changes = redis ? redisChanges(redis) : localChanges()
  const sessions = createSessions(db, config.sessionSecret, changes)
  const stripe =
    config.stripe.mode === 'off'
      ? undefined
      : stripeLink(config.stripe, config, emulatorStripeKeys(config.sessionSecret))
  const teams = createTeams({ db, changes })
  const links = sponsorLinks(config)
  const membership = createMembership({
    db,
    changes,
    link: stripe,
    prices: config.stripe.prices,
    siteUrl: config.publicUrl,
    returnOrigins: webOrigins(config),
    log,
    teams,
  })
  return {
    db,
    redis,
    changes,
    sessions,
    accounts: createAccountCache({
      sessions,
      changes,
      loadAccount: (userId) => loadAccount(db, userId, config.admins),
    }),
    signIn: createSignIn(db, changes, {
      allowHttp: config.emulators || !config.publicUrl.startsWith('https:'),
      userAgent: userAgentFor(config.publicUrl),
    }),
    providers: buildProviders(config),
    binCache: createBinCache({ db, changes }),
    highlights: createHighlights(),
    binStorage: createBinStorage({ db, quotaBytes: config.binStorageQuota }),
    stripe,
    membership,
    account: createAccount({ db, changes, membership }),
    teams,
    apiKeys: createApiKeys({ db, changes, log }),
    mcpOauth: createMcpOauth({
      db,
      changes,
      secret: config.sessionSecret,
      addresses: oauthAddresses(config),
      behindProxy: Boolean(config.trustProxy),
    }),
    content: createContent({ db, changes }),
    sponsors: createSponsorRefresh({
      db,
      changes,
      sources: sponsorSources(links),
      log,
      timings: options.sponsorTimings,
    }),
    downloads: createDownloads({ links, log }),
  }
}

/** The sign-in's issuer and resources (MCP, and the bins API for the command line), and its pages. */
export function oauthAddresses(config: Config) {
  const api = apiPublicUrl(config)
  return {
    issuer: `${api}/oauth`,
    resource: `${api}${MCP_PATH}`,
    binsResource: `${api}${BINS_RESOURCE_PATH}`,
    activateUrl: `${config.publicUrl}${ACTIVATE_PAGE}`,
    interactionUrl: (uid: string) => `${api}/oauth/interaction/${uid}`,
  }
}

export type Areas = Awaited<ReturnType<typeof createAreas>>
