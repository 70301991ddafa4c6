// `npm run check:providers` (README, "Production checklist"): each provider's metadata read and its
// credentials tried without signing anyone in, against emulators that answer as the vendors do.
import { type RunningEmulators, startEmulators } from '@one/emulators/standalone'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import { checkProviders } from '../src/ops/provider-checks.ts'
import { testEnv } from './support/app.ts'
import { emulatorEnv } from './support/sign-in.ts'

let emulators: RunningEmulators

beforeAll(async () => {
  emulators = await startEmulators({
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

  it('without real credentials there is nothing to check', async () => {
    const checks = await checkProviders(loadConfig({ ...testEnv, ONE_EMULATORS: 'on' }))
    expect(checks).toEqual([
      { provider: 'all', ok: true, detail: expect.stringContaining('nothing to check') },
    ])
  })
})
