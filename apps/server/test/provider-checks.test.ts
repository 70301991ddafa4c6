// `npm run check:providers` (README, "Production checklist"): each provider's metadata read and its
// credentials tried without signing anyone in, against emulators that answer as the vendors do.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunningEmulators, startEmulators } from '@one/emulators/standalone'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import { checkProviders } from '../src/ops/provider-checks.ts'
import { testEnv } from './support/app.ts'
import { emulatorEnv } from './support/sign-in.ts'

let emulators: RunningEmulators
const stripeKey = 'sk_test_one_check_providers_0123456789abcdef'

beforeAll(async () => {
  emulators = await startEmulators({
    stripe: { dataDir: mkdtempSync(join(tmpdir(), 'one-check-providers-')), secretKey: stripeKey },
    clients: [
      { id: 'gh-client', secret: 'gh-secret', redirectUris: [] },
      { id: 'dc-client', secret: 'dc-secret', redirectUris: [] },
      { id: 'sh-client', secret: 'sh-secret', redirectUris: [] },
    ],
  })
})

afterAll(() => emulators.close())

const checked = (env: Record<string, string> = {}) =>
  checkProviders(loadConfig({ ...testEnv, ...emulatorEnv(emulators), ...env }), { allowHttp: true })

describe('check:providers', () => {
  it('right credentials: every provider is reported ok, with the callback to register', async () => {
    const checks = await checked()
    expect(checks.map(({ provider, ok }) => [provider, ok])).toEqual([
      ['github', true],
      ['discord', true],
      ['shopify', true],
      ['shopify', true],
    ])
    expect(checks[0]!.detail).toContain('http://one.test/api/auth/github/callback')
    expect(checks[2]!.detail).toBe(`discovered ${emulators.urls.shopify.issuer}`)
  })

  it('a wrong secret, or a shop that does not answer, is a problem that says where', async () => {
    const checks = await checked({
      GITHUB_CLIENT_SECRET: 'not-the-secret',
      DISCORD_CLIENT_SECRET: 'not-the-secret',
      SHOPIFY_AUTH_URL: `${emulators.origin}/_emulators/shopify/authentication/1`,
    })
    expect(checks.map(({ provider, ok }) => [provider, ok])).toEqual([
      ['github', false],
      ['discord', false],
      ['shopify', false],
    ])
    expect(checks[0]!.detail).toMatch(/the client id or secret is refused \(incorrect_client_credentials\)/)
    expect(checks[1]!.detail).toMatch(/refused \(invalid_client\)/)
    expect(checks[2]!.detail).toContain(
      '/authentication/1/.well-known/openid-configuration could not be read',
    )
  })

  it('Stripe: the four prices are found active and recurring; what the account lacks is named', async () => {
    const checks = await checked({
      STRIPE_SECRET_KEY: stripeKey,
      STRIPE_WEBHOOK_SECRET: 'whsec_check_providers',
      STRIPE_API_URL: emulators.urls.stripe.api,
      STRIPE_PRICE_SOLO_MONTH: 'price_one_solo_month',
      STRIPE_PRICE_SOLO_YEAR: 'price_one_solo_year',
      STRIPE_PRICE_TEAM_MONTH: 'price_one_team_month',
      STRIPE_PRICE_TEAM_YEAR: 'price_one_solo_month_copy',
    })
    const stripe = checks.filter((check) => check.provider === 'stripe')
    expect(stripe.slice(0, 3).every((check) => check.ok)).toBe(true)
    expect(stripe[3]).toMatchObject({
      ok: false,
      detail: expect.stringContaining('price_one_solo_month_copy'),
    })
    // The emulator keeps no webhook endpoints: the check says so rather than failing.
    expect(stripe.slice(4)).toEqual([
      {
        provider: 'stripe',
        ok: false,
        detail: expect.stringMatching(/^the webhook endpoints or portal could not be read: .+/),
      },
    ])
  })

  it('without real credentials there is nothing to check', async () => {
    const checks = await checkProviders(loadConfig({ ...testEnv, ONE_EMULATORS: 'on' }))
    expect(checks).toEqual([
      { provider: 'all', ok: true, detail: expect.stringContaining('nothing to check') },
    ])
  })
})
