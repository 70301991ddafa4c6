import { type RunningEmulators, startEmulators } from '@one/emulators/standalone'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../src/db/database.ts'
import { buildTestApp } from './support/app.ts'
import { CookieJar, emulatorEnv, signInThrough, startSignIn } from './support/sign-in.ts'

// The server as in production: SHOPIFY_AUTH_URL is the shop's issuer, here the emulator's shop.
let emulators: RunningEmulators
let database: Database
let app: FastifyInstance
const site = 'http://one.test'

beforeAll(async () => {
  emulators = await startEmulators()
  database = await openDatabase({})
  app = await buildTestApp(database, emulatorEnv(emulators))
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await database.close()
  await emulators.close()
})
afterEach(async () => {
  await control(emulators.urls.shopify.fault, {})
})

const control = (url: string, body: object) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
const verify = (jar: CookieJar) => app.inject({ url: '/api/auth/verify', headers: jar.header() })

describe('FACTS 14: Shopify sign-in as the customer account API does it', () => {
  it('discovers the shop, sends a nonce, and signs in as the verified id_token says', async () => {
    const jar = new CookieJar()
    const { response, authorize } = await signInThrough(app, jar, 'shopify', 'shopper', { next: `${site}/` })
    expect(`${authorize.origin}${authorize.pathname}`).toBe(emulators.urls.shopify.authorize)
    expect(authorize.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/)
    expect(authorize.searchParams.get('scope')).toBe('openid email customer-account-api:full')
    expect(response.headers.location).toBe(`${site}/`)
    const { user } = (await verify(jar)).json()
    expect(user.identities).toEqual([expect.objectContaining({ provider: 'shopify' })])
    expect(user.name).toBe('shopper')
  })

  it('keeps the shop metadata and keys: a sign-in works while discovery is down', async () => {
    await signInThrough(app, new CookieJar(), 'shopify', 'early-shopper')
    await control(emulators.urls.shopify.fault, { status: 503 })
    const jar = new CookieJar()
    const { response } = await signInThrough(app, jar, 'shopify', 'later-shopper', { next: `${site}/` })
    expect(response.headers.location).toBe(`${site}/`)
    expect((await verify(jar)).statusCode).toBe(200)
  })

  it.each([
    ['nonce', 'a nonce of another sign-in'],
    ['issuer', 'another issuer'],
    ['audience', 'another audience'],
    ['signature', 'a signature by a key not in the JWKS'],
    ['expired', 'an expired token'],
  ])('refuses an id_token with %s (%s): not_verified, nobody signed in', async (spoil) => {
    const spoiled = await control(emulators.urls.shopify.idTokenControl, { spoil })
    expect(spoiled.status).toBe(200)
    const jar = new CookieJar()
    const { response } = await signInThrough(app, jar, 'shopify', `mallory-${spoil}`, { next: `${site}/` })
    const back = new URL(response.headers.location as string)
    expect(back.searchParams.get('auth_error')).toBe('not_verified')
    expect(back.searchParams.get('auth_provider')).toBe('shopify')
    expect(jar.get('one_session')).toBeUndefined()
  })
})

describe('a shop whose discovery fails', () => {
  it('refuses to start a sign-in with a 503 that says why, not a 500', async () => {
    const unknownShop = emulators.urls.shopify.issuer.replace(/\d+$/, '1')
    const other = await buildTestApp(database, { ...emulatorEnv(emulators), SHOPIFY_AUTH_URL: unknownShop })
    try {
      const response = await other.inject({ url: '/api/auth/shopify/redirect', remoteAddress: '10.99.0.1' })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({
        code: 'unavailable',
        message: `Sign-in with Shopify is unavailable right now: OpenID discovery: ${unknownShop}/.well-known/openid-configuration could not be read: it answered 404. Please try again later.`,
      })
    } finally {
      await other.close()
    }
  })

  it('answers within the outbound time out when the shop stalls', async () => {
    const stalled = await buildTestApp(database, emulatorEnv(emulators))
    await control(emulators.urls.shopify.fault, { delayMs: 10_000 })
    try {
      const started = Date.now()
      await expect(startSignIn(stalled, new CookieJar(), 'shopify')).rejects.toThrow(/redirect answered 503/)
      expect(Date.now() - started).toBeLessThan(6_000)
    } finally {
      await stalled.close()
    }
  }, 15_000)
})
