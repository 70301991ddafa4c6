// A third party (Stripe, SendOwl, GitHub Sponsors, Discord) that answers only after 30 s. Every
// outbound call has a bounded timeout, so page loads stay fast, the affected action answers its error
// within seconds, and a Stripe webhook that could not be processed is a 5xx (Stripe sends it again).
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../src/db/database.ts'
import { emulatorStripeKeys } from '../src/integrations/stripe.ts'
import { listenWithEmulators, signedIn, testSessionSecret } from './support/listening-app.ts'
import type { CookieJar } from './support/sign-in.ts'

const STALLED = { delayMs: 30_000 }
// Two Stripe attempts of 4 s each (and the SDK's short back-off), with room for a busy machine.
const ACTION_WITHIN_MS = 12_000

describe('a third party answering after 30 s', () => {
  let database: Database
  let app: FastifyInstance
  let base: string

  beforeAll(async () => {
    database = await openDatabase({})
    ;({ app, base } = await listenWithEmulators(database, 'slow-remotes'))
  })

  afterAll(async () => {
    for (const service of ['stripe', 'sendowl', 'github', 'discord']) await control(service, {})
    const closing = app.close()
    app.server.closeAllConnections()
    await closing
    await database.close()
  })

  async function control(service: string, fault: object) {
    const response = await fetch(`${base}/_emulators/${service}/_control/fault`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fault),
    })
    expect(response.status).toBe(200)
  }

  const get = (jar: CookieJar, url: string) =>
    app.inject({ url: `/api${url}`, headers: jar.header(), remoteAddress: jar.address })

  async function timed<T>(work: Promise<T>) {
    const started = Date.now()
    const result = await work
    return { result, ms: Date.now() - started }
  }

  it('Stripe stalled: verify stays fast, checkout answers its error, a webhook is a 5xx', async () => {
    const jar = await signedIn(app, `stalled-${randomUUID().slice(0, 8)}`)
    await control('stripe', STALLED)
    const payload = JSON.stringify({
      object: 'event',
      id: `evt_${randomUUID().replaceAll('-', '')}`,
      created: Math.floor(Date.now() / 1000),
      type: 'customer.subscription.updated',
      data: { object: { id: 'sub_stalled' } },
    })
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: emulatorStripeKeys(testSessionSecret).webhookSecret,
    })
    const checkout = timed(get(jar, '/one/subscribe?interval=month&type=solo'))
    const webhook = timed(
      app.inject({
        method: 'POST',
        url: '/api/one/webhooks/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      }),
    )
    // Meanwhile page loads go on.
    for (let i = 0; i < 5; i++) {
      const { result, ms } = await timed(get(jar, '/auth/verify'))
      expect(result.statusCode).toBe(200)
      expect(ms).toBeLessThan(1000)
    }
    const subscribed = await checkout
    expect(subscribed.result.statusCode).toBeGreaterThanOrEqual(500)
    expect(subscribed.result.json().message).toEqual(expect.any(String))
    expect(subscribed.ms).toBeLessThan(ACTION_WITHIN_MS)
    const delivered = await webhook
    expect(delivered.result.statusCode).toBeGreaterThanOrEqual(500)
    expect(delivered.ms).toBeLessThan(ACTION_WITHIN_MS)
    await control('stripe', {})
  }, 30_000)

  it('SendOwl stalled: the downloads answer their error within seconds', async () => {
    const buyer = await signedIn(app, `stalled-shop-${randomUUID().slice(0, 8)}`, 'shopify')
    await control('sendowl', STALLED)
    const { result, ms } = await timed(get(buyer, '/one/sendowl/downloads'))
    expect(result.statusCode).toBe(503)
    expect(result.json().message).toBe('The store did not answer. Please try again in a moment.')
    expect(ms).toBeLessThan(6_000)
    await control('sendowl', {})
  }, 30_000)

  it('GitHub stalled: a sign-in waits at most one timeout, and verify answers at once', async () => {
    await control('github', STALLED)
    const { result: jar, ms } = await timed(signedIn(app, `stalled-gh-${randomUUID().slice(0, 8)}`))
    expect(ms).toBeLessThan(8_000)
    const verified = await timed(get(jar, '/auth/verify'))
    expect(verified.result.statusCode).toBe(200)
    expect(verified.ms).toBeLessThan(1000)
    await control('github', {})
  }, 30_000)

  it('Discord stalled: a Discord sign-in waits at most one timeout, and verify answers at once', async () => {
    await control('discord', STALLED)
    const { result: jar, ms } = await timed(
      signedIn(app, `stalled-dc-${randomUUID().slice(0, 8)}`, 'discord'),
    )
    expect(ms).toBeLessThan(8_000)
    for (let i = 0; i < 3; i++) {
      const verified = await timed(get(jar, '/auth/verify'))
      expect(verified.result.statusCode).toBe(200)
      expect(verified.ms).toBeLessThan(1000)
    }
    await control('discord', {})
  }, 30_000)
})
