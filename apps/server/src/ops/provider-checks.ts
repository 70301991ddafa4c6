import type Stripe from 'stripe'
import { apiPublicUrl } from '../auth/addresses.ts'
import type { Config } from '../config.ts'
import { createDiscovery } from '../integrations/openid-discovery.ts'
import { OUTBOUND_TIMEOUT_MS } from '../integrations/outbound.ts'
import { emulatorStripeKeys, stripeLink } from '../integrations/stripe.ts'
import { fetchAs, userAgentFor } from '../integrations/user-agent.ts'

/** One finding: `ok` false is something to fix before users meet it. */
export type ProviderCheck = { provider: string; ok: boolean; detail: string }

// A code no provider ever issued: trading it tells whether the client is known, and signs no one in.
const PROBE_CODE = 'one-check-providers'
// With a verifier of PKCE's form, so a provider that checks the request's shape first gets to the code.
const PROBE_VERIFIER = 'one-check-providers-0123456789-abcdefghijklmnopqrstuvwxyz'

/**
 * What `npm run check:providers` reports (README, "Production checklist"): for each provider with real
 * credentials, its discovery or metadata read and its credentials tried without signing anyone in.
 * A client id and secret are tried by trading a code that was never issued: a provider that knows the
 * client answers that the code is bad (`invalid_grant`, GitHub's `bad_verification_code`); one that
 * does not, that the client is (`invalid_client`, `incorrect_client_credentials`).
 */
export async function checkProviders(config: Config, { allowHttp = false } = {}): Promise<ProviderCheck[]> {
  const userAgent = userAgentFor(config.publicUrl)
  const api = apiPublicUrl(config)
  const callback = (provider: string) => `${api}/auth/${provider}/callback`
  const checks: Promise<ProviderCheck[]>[] = []
  const { github, discord, shopify } = config.providers

  if (github.credentials) {
    const { clientId, clientSecret } = github.credentials
    checks.push(
      probe(
        'github',
        callback('github'),
        fetchAs(userAgent('github')),
        `${github.oauthUrl}/login/oauth/access_token`,
        {
          body: {
            client_id: clientId,
            client_secret: clientSecret,
            code: PROBE_CODE,
            redirect_uri: callback('github'),
            code_verifier: PROBE_VERIFIER,
          },
        },
      ),
    )
  }
  if (discord.credentials) {
    checks.push(
      probe(
        'discord',
        callback('discord'),
        fetchAs(userAgent('discord')),
        `${discord.url}/api/v10/oauth2/token`,
        {
          basic: discord.credentials,
          body: {
            grant_type: 'authorization_code',
            code: PROBE_CODE,
            redirect_uri: callback('discord'),
            code_verifier: PROBE_VERIFIER,
          },
        },
      ),
    )
  }
  if (shopify.credentials && shopify.authUrl) {
    checks.push(checkShopify(shopify.authUrl, shopify.credentials, callback('shopify'), userAgent, allowHttp))
  }
  if (config.stripe.mode === 'stripe') {
    const link = stripeLink(config.stripe, config, emulatorStripeKeys(config.sessionSecret))
    checks.push(checkStripe(await link.client(), config.stripe.prices, `${api}/one/webhooks/stripe`))
  }
  if (!checks.length) {
    return [{ provider: 'all', ok: true, detail: 'no real provider credentials are set: nothing to check' }]
  }
  return (await Promise.all(checks)).flat()
}

type Credentials = { clientId: string; clientSecret: string }

/** Trades PROBE_CODE at a token endpoint: known client, or not. */
async function probe(
  provider: string,
  callback: string,
  fetchImpl: typeof fetch,
  tokenUrl: string,
  { basic, body }: { basic?: Credentials; body: Record<string, string> },
): Promise<ProviderCheck[]> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/x-www-form-urlencoded',
  }
  if (basic) {
    const pair = `${encodeURIComponent(basic.clientId)}:${encodeURIComponent(basic.clientSecret)}`
    headers.authorization = `Basic ${Buffer.from(pair).toString('base64')}`
  }
  let error: string | undefined
  try {
    const response = await fetchImpl(tokenUrl, {
      method: 'POST',
      headers,
      body: new URLSearchParams(body),
      signal: AbortSignal.timeout(OUTBOUND_TIMEOUT_MS),
    })
    const answer = (await response.json().catch(() => ({}))) as { error?: string }
    error = answer.error ?? `HTTP ${response.status}`
  } catch (failure) {
    return [
      { provider, ok: false, detail: `${tokenUrl} could not be reached: ${(failure as Error).message}` },
    ]
  }
  const known = error === 'invalid_grant' || error === 'bad_verification_code'
  return [
    known
      ? {
          provider,
          ok: true,
          detail: `the client id and secret are accepted; its callback must be ${callback}`,
        }
      : { provider, ok: false, detail: `the client id or secret is refused (${error}) at ${tokenUrl}` },
  ]
}

async function checkShopify(
  authUrl: string,
  credentials: Credentials,
  callback: string,
  userAgent: ReturnType<typeof userAgentFor>,
  allowHttp: boolean,
): Promise<ProviderCheck[]> {
  const fetchImpl = fetchAs(userAgent('shopify'))
  let metadata: Awaited<ReturnType<ReturnType<typeof createDiscovery>>>
  try {
    metadata = await createDiscovery({ allowHttp })(authUrl, fetchImpl)
  } catch (error) {
    return [{ provider: 'shopify', ok: false, detail: (error as Error).message }]
  }
  const found: ProviderCheck[] = []
  const methods = metadata.token_endpoint_auth_methods_supported ?? ['client_secret_basic']
  found.push(
    methods.includes('client_secret_basic')
      ? { provider: 'shopify', ok: true, detail: `discovered ${metadata.issuer}` }
      : { provider: 'shopify', ok: false, detail: `${authUrl} does not take client_secret_basic` },
  )
  const token = metadata.token_endpoint ?? `${authUrl}/oauth/token`
  const body = {
    grant_type: 'authorization_code',
    code: PROBE_CODE,
    redirect_uri: callback,
    code_verifier: PROBE_VERIFIER,
  }
  return [...found, ...(await probe('shopify', callback, fetchImpl, token, { basic: credentials, body }))]
}

/** The server's own Stripe client (integrations/stripe.ts), asked about what checkout needs. */
async function checkStripe(
  client: Stripe,
  prices: Config['stripe']['prices'],
  webhookUrl: string,
): Promise<ProviderCheck[]> {
  const found: ProviderCheck[] = []
  for (const type of ['solo', 'team'] as const) {
    for (const interval of ['month', 'year'] as const) {
      const id = prices[type][interval]
      const plan = `${type}, every ${interval}`
      try {
        const price = await client.prices.retrieve(id)
        const ok = price.active && price.recurring?.interval === interval
        found.push({
          provider: 'stripe',
          ok,
          detail: ok
            ? `price ${id} (${plan}) is active`
            : `price ${id} (${plan}) must be active and recurring every ${interval}`,
        })
      } catch (error) {
        found.push({
          provider: 'stripe',
          ok: false,
          detail: `price ${id} (${plan}): ${(error as Error).message}`,
        })
      }
    }
  }
  try {
    const endpoints = await client.webhookEndpoints.list({ limit: 100 })
    const ours = endpoints.data.find(
      (endpoint) => endpoint.url === webhookUrl && endpoint.status === 'enabled',
    )
    found.push(
      ours
        ? { provider: 'stripe', ok: true, detail: `the webhook endpoint ${webhookUrl} is enabled` }
        : { provider: 'stripe', ok: false, detail: `no enabled webhook endpoint at ${webhookUrl}` },
    )
    const portals = await client.billingPortal.configurations.list({ active: true, is_default: true })
    found.push(
      portals.data.length
        ? { provider: 'stripe', ok: true, detail: 'a default customer portal configuration is saved' }
        : {
            provider: 'stripe',
            ok: false,
            detail: 'no customer portal configuration is saved: Billing would fail',
          },
    )
  } catch (error) {
    const { message, statusCode } = error as { message?: string; statusCode?: number }
    const why = message || `HTTP ${statusCode ?? 'error'}`
    found.push({
      provider: 'stripe',
      ok: false,
      detail: `the webhook endpoints or portal could not be read: ${why}`,
    })
  }
  return found
}
