// docs/decisions/0009: the money path against the Stripe emulator, through a server that really listens (the SDK
// and the webhooks travel over HTTP, as they do in production).

import { randomUUID } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../src/db/database.ts'
import { stripeEvents } from '../src/db/schema/membership.ts'
import { emulatorStripeKeys, stripeLink } from '../src/integrations/stripe.ts'
import { listenWithEmulators, signedIn as signedInAs, testSessionSecret } from './support/listening-app.ts'
import type { CookieJar } from './support/sign-in.ts'

const DAY = 24 * 3600
let database: Database
let app: FastifyInstance
let base: string

beforeAll(async () => {
  database = await openDatabase({})
  ;({ app, base } = await listenWithEmulators(database, 'membership'))
})

afterAll(async () => {
  await app.close()
  await database.close()
})

const signedIn = (username: string) => signedInAs(app, username)

const call = (jar: CookieJar | undefined, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  app.inject({
    method,
    url: `/api${url}`,
    headers: {
      ...(jar?.header() ?? {}),
      origin: base,
      ...(payload ? { 'content-type': 'application/json' } : {}),
    },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
    remoteAddress: jar?.address,
  })

const control = async (path: string, body: unknown) =>
  (
    await fetch(`${base}/_emulators/stripe/_control${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json()

/** Subscribe, Pay on the emulator's page, and come back: gives the session id the site is sent back with. */
async function checkout(jar: CookieJar, interval: 'month' | 'year', type: 'solo' | 'team') {
  const subscribe = await call(jar, 'GET', `/one/subscribe?interval=${interval}&type=${type}`)
  expect(subscribe.statusCode, subscribe.body).toBe(302)
  const page = String(subscribe.headers.location)
  expect(page.startsWith(`${base}/_emulators/stripe/checkout/cs_`)).toBe(true)
  const html = await (await fetch(page)).text()
  const action = html.match(/<form method="post" action="([^"]+)"/)![1]!
  const paid = await fetch(action, { method: 'POST', headers: { origin: base }, redirect: 'manual' })
  expect(paid.status).toBe(303)
  const back = new URL(paid.headers.get('location')!)
  expect(`${back.origin}${back.pathname}`).toBe(`${base}/`)
  return back.searchParams.get('session_id')!
}

const verify = async (jar: CookieJar) =>
  (await call(jar, 'GET', '/auth/verify')).json() as {
    access: string[]
    user: {
      sponsorships: {
        platform: string
        tierName: string
        isActive: boolean
        interval: string
        amount: number
      }[]
    }
  }

describe('checkout to activation to access (docs/decisions/0009)', () => {
  it('a signed-in user subscribes solo yearly, pays, and the activation grants `one`', async () => {
    const ada = await signedIn('ada')
    const sessionId = await checkout(ada, 'year', 'solo')
    const activated = await call(ada, 'POST', '/one/activate', { sessionId })
    expect(activated.statusCode, activated.body).toBe(200)
    const { subscription, invoices } = activated.json()
    expect(subscription).toMatchObject({
      status: 'active',
      interval: 'year',
      subscriptionType: 'solo',
      cancelAtPeriodEnd: false,
      items: [{ plan: { amount: 2999, interval: 'year', type: 'solo' } }],
    })
    expect(subscription.currentPeriodEnd - subscription.currentPeriodStart).toBeGreaterThanOrEqual(365 * DAY)
    expect(invoices).toMatchObject([{ amount: 2999, status: 'paid' }])
    expect(invoices[0].pdf).toMatch(new RegExp(`^${base}/_emulators/stripe/invoices/in_\\w+\\.pdf$`))

    const { access, user } = await verify(ada)
    expect(access).toEqual(['one'])
    expect(user.sponsorships).toEqual([
      expect.objectContaining({
        platform: 'stripe',
        tierName: subscription.id,
        isActive: true,
        interval: 'year',
        amount: 2999,
      }),
    ])

    // Doing it twice is harmless; another account cannot take it.
    expect((await call(ada, 'POST', '/one/activate', { sessionId })).json()).toEqual(activated.json())
    const grace = await signedIn('grace')
    const stolen = await call(grace, 'POST', '/one/activate', { sessionId })
    expect(stolen.statusCode).toBe(403)
    expect(stolen.json().message).toBe('This checkout was made by another account.')
    expect((await verify(grace)).access).toEqual([])
  })

  it('a second subscription while one is active is refused with a message', async () => {
    const jar = await signedIn('twice')
    await call(jar, 'POST', '/one/activate', { sessionId: await checkout(jar, 'month', 'solo') })
    const again = await call(jar, 'GET', '/one/subscribe?interval=year&type=team')
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toMatch(/already have a subscription/)
  })

  it('a team plan grants `one/team`', async () => {
    const jar = await signedIn('teamlead')
    await call(jar, 'POST', '/one/activate', { sessionId: await checkout(jar, 'year', 'team') })
    expect((await verify(jar)).access).toEqual(['one/team'])
  })

  it('guests get 401 on every subscription call', async () => {
    for (const [method, url] of [
      ['GET', '/one/subscribe?interval=year&type=solo'],
      ['GET', '/one/info'],
      ['GET', '/one/manage'],
      ['POST', '/one/cancel?subscriptionId=sub_x'],
    ] as const) {
      expect((await call(undefined, method, url)).statusCode, url).toBe(401)
    }
    expect((await call(undefined, 'POST', '/one/activate', { sessionId: 'cs_x' })).statusCode).toBe(401)
  })

  it('hostile values are 400 with a message, never a call to Stripe', async () => {
    const jar = await signedIn('hostile')
    for (const sessionId of ['cs_\u0000', `cs_${'a'.repeat(5000)}`, '', 42, 'sub_notasession', '\ud800']) {
      const response = await call(jar, 'POST', '/one/activate', { sessionId })
      expect(response.statusCode, String(sessionId)).toBe(400)
      expect(response.json().message).toEqual(expect.any(String))
    }
    expect((await call(jar, 'GET', '/one/subscribe?interval=week&type=solo')).statusCode).toBe(400)
    expect(
      (await call(jar, 'POST', '/one/modify', { subscriptionId: 'sub_x', interval: 'year', type: 'gold' }))
        .statusCode,
    ).toBe(400)
    const unknown = await call(jar, 'POST', '/one/activate', { sessionId: 'cs_test_doesnotexist' })
    expect(unknown.statusCode).toBe(404)
  })
})

describe('checkout comes back to where it started (docs/decisions/0020)', () => {
  /** Starts a checkout with these query parameters; gives where Pay and Cancel lead back to. */
  async function returns(jar: CookieJar, query: string) {
    const subscribe = await call(jar, 'GET', `/one/subscribe?interval=month&type=solo${query}`)
    expect(subscribe.statusCode, subscribe.body).toBe(302)
    const html = await (await fetch(String(subscribe.headers.location))).text()
    const cancel = html.match(/<a class="cancel" href="([^"]+)">Cancel<\/a>/)![1]!.replaceAll('&amp;', '&')
    const action = html.match(/<form method="post" action="([^"]+)"/)![1]!.replaceAll('&amp;', '&')
    const paid = await fetch(action, { method: 'POST', headers: { origin: base }, redirect: 'manual' })
    expect(paid.status).toBe(303)
    return { cancel, success: paid.headers.get('location')! }
  }

  it('without a return path, to the subscribe dialog on the home page, as before', async () => {
    const { cancel, success } = await returns(await signedIn('back-home'), '')
    expect(cancel).toBe(`${base}/?one=subscribe`)
    expect(success).toMatch(new RegExp(`^${base}/\\?one=subscribe&session_id=cs_\\w+$`))
  })

  it("from the dashboard's Subscription tab, back to that tab, paid or cancelled", async () => {
    const returnTo = '/user/dashboard?tab=subscription'
    const { cancel, success } = await returns(
      await signedIn('back-dashboard'),
      `&returnTo=${encodeURIComponent(returnTo)}`,
    )
    expect(cancel).toBe(`${base}${returnTo}`)
    expect(success).toMatch(new RegExp(`^${base}/user/dashboard\\?tab=subscription&session_id=cs_\\w+$`))
    // A path without a query gets one; a team plan's return keeps its team flag after the session id.
    const team = await signedIn('back-team')
    const subscribe = await call(team, 'GET', '/one/subscribe?interval=year&type=team&returnTo=%2Fbins%2Fabc')
    const html = await (await fetch(String(subscribe.headers.location))).text()
    const action = html.match(/<form method="post" action="([^"]+)"/)![1]!.replaceAll('&amp;', '&')
    const paid = await fetch(action, { method: 'POST', headers: { origin: base }, redirect: 'manual' })
    expect(paid.headers.get('location')).toMatch(new RegExp(`^${base}/bins/abc\\?session_id=cs_\\w+&team=1$`))
  })

  it('a return path that is not a path on this site is a 400 with a message, and no checkout starts', async () => {
    const jar = await signedIn('back-hostile')
    const hostile = {
      'another site': 'https://evil.example/',
      'a protocol-relative address': '//evil.example/x',
      'a backslash browsers read as a slash': '/\\evil.example',
      'a scheme that runs script': 'javascript:alert(1)',
      'a relative path': 'user/dashboard',
      'an empty value': '',
      'a tab browsers drop': '/\t/evil.example',
      'a line break': '/a\r\nLocation: https://evil.example',
      'a NUL': '/a\u0000',
      'a space': '/a b',
      'a fragment': '/user/dashboard#tab',
      'a dot segment': '/a/..//evil.example',
      'an encoded dot segment': '/a/%2e%2e//evil.example',
      'a broken escape': '/a%zz',
      'a character left unencoded': '/bins/é',
      'an angle bracket': '/a<script>',
      "a checkout's own session id": '/?session_id=cs_forged',
      'an overlong path': `/${'a'.repeat(600)}`,
    }
    for (const [what, returnTo] of Object.entries(hostile)) {
      const response = await call(
        jar,
        'GET',
        `/one/subscribe?interval=month&type=solo&returnTo=${encodeURIComponent(returnTo)}`,
      )
      expect(response.statusCode, what).toBe(400)
      expect(response.json().message, what).toMatch(/returnTo.*must be a path on this site/)
    }
    // Bytes that are not UTF-8, and the value twice: one path only.
    const broken = await call(jar, 'GET', '/one/subscribe?interval=month&type=solo&returnTo=%2F%ED%A0%80')
    expect(broken.statusCode).toBe(400)
    const twice = await call(jar, 'GET', '/one/subscribe?interval=month&type=solo&returnTo=%2F&returnTo=%2F')
    expect(twice.statusCode).toBe(400)
    // None of them started a checkout: this user has no Stripe customer yet.
    expect((await call(jar, 'GET', '/one/manage')).statusCode).toBe(404)
  })
})

describe('modify, cancel and manage: only the holder (docs/decisions/0009)', () => {
  it('switches plan through Stripe, cancels at the period end, and opens the billing portal', async () => {
    const holder = await signedIn('holder')
    const { subscription } = (
      await call(holder, 'POST', '/one/activate', { sessionId: await checkout(holder, 'year', 'solo') })
    ).json()
    const other = await signedIn('other')

    const foreign = await call(other, 'POST', '/one/modify', {
      subscriptionId: subscription.id,
      interval: 'month',
      type: 'solo',
    })
    expect(foreign.statusCode).toBe(403)
    expect((await call(other, 'POST', `/one/cancel?subscriptionId=${subscription.id}`)).statusCode).toBe(403)
    expect((await call(holder, 'POST', '/one/cancel?subscriptionId=sub_unknown')).statusCode).toBe(404)

    const modified = await call(holder, 'POST', '/one/modify', {
      subscriptionId: subscription.id,
      interval: 'month',
      type: 'solo',
    })
    expect(modified.statusCode, modified.body).toBe(200)
    expect(modified.json().subscription).toMatchObject({ interval: 'month', subscriptionType: 'solo' })
    expect((await verify(holder)).user.sponsorships[0]).toMatchObject({ interval: 'month', amount: 299 })

    const canceled = await call(holder, 'POST', `/one/cancel?subscriptionId=${subscription.id}`)
    expect(canceled.json().subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true })
    expect((await verify(holder)).access).toEqual(['one'])

    const manage = await call(holder, 'GET', '/one/manage')
    expect(manage.statusCode).toBe(302)
    expect(String(manage.headers.location)).toMatch(new RegExp(`^${base}/_emulators/stripe/billing/bps_`))
  })
})

describe('webhooks keep the subscription true (docs/decisions/0009)', () => {
  it('a renewal, a declined payment, the retries and the end: access follows Stripe', async () => {
    const jar = await signedIn('renewer')
    const { subscription } = (
      await call(jar, 'POST', '/one/activate', { sessionId: await checkout(jar, 'month', 'solo') })
    ).json()
    await control('/advance', { seconds: 32 * DAY })
    const renewed = (await call(jar, 'GET', '/one/info')).json()
    expect(renewed.subscription.currentPeriodEnd).toBeGreaterThan(subscription.currentPeriodEnd)
    expect(renewed.invoices).toHaveLength(2)

    await control('/decline-next-payment', { subscription: subscription.id })
    await control('/advance', { seconds: 31 * DAY })
    expect((await call(jar, 'GET', '/one/info')).json().subscription.status).toBe('past_due')
    expect((await verify(jar)).access).toEqual(['one'])

    await control('/advance', { seconds: 15 * DAY })
    expect((await call(jar, 'GET', '/one/info')).json().subscription.status).toBe('canceled')
    const after = await verify(jar)
    expect(after.access).toEqual([])
    expect(after.user.sponsorships[0]).toMatchObject({ tierName: subscription.id, isActive: false })
  })

  it('events delivered twice are applied once; reversed, they end in the same state', async () => {
    await control('/delivery', { mode: 'twice' })
    const jar = await signedIn('doubled')
    const sessionId = await checkout(jar, 'year', 'solo')
    await control('/delivery', { mode: 'reversed' })
    const reversed = await signedIn('reversed')
    const reversedSession = await checkout(reversed, 'year', 'solo')
    await control('/delivery', { mode: 'in-order' })

    // The webhooks alone, before any activation, already granted access.
    expect((await verify(jar)).access).toEqual(['one'])
    expect((await verify(reversed)).access).toEqual(['one'])
    const deliveries = (await (await fetch(`${base}/_emulators/stripe/_control/deliveries`)).json()) as {
      deliveries: { event: string; status: number }[]
    }
    const twice = deliveries.deliveries.filter((d, i, all) => all.findIndex((e) => e.event === d.event) !== i)
    expect(twice.length).toBeGreaterThan(0)
    for (const { event } of twice) {
      const [row] = await database.db
        .select({ value: count() })
        .from(stripeEvents)
        .where(eq(stripeEvents.id, event))
      expect(row?.value).toBe(1)
    }
    expect((await call(jar, 'POST', '/one/activate', { sessionId })).json().subscription.status).toBe(
      'active',
    )
    expect(
      (await call(reversed, 'POST', '/one/activate', { sessionId: reversedSession })).json().subscription
        .status,
    ).toBe('active')
  })

  it('a webhook without a valid signature is refused and changes nothing', async () => {
    const event = JSON.stringify({
      id: 'evt_forged',
      type: 'customer.subscription.deleted',
      data: { object: { id: 'sub_x' } },
    })
    for (const signature of [
      undefined,
      't=1,v1=deadbeef',
      `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/one/webhooks/stripe',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'stripe-signature': signature } : {}),
        },
        payload: event,
      })
      expect(response.statusCode, String(signature)).toBe(400)
      expect(response.json().message).toBe('The webhook signature does not match this endpoint.')
    }
    const [row] = await database.db
      .select({ value: count() })
      .from(stripeEvents)
      .where(eq(stripeEvents.id, 'evt_forged'))
    expect(row?.value).toBe(0)
  })
})

describe('the local Stripe answers to this server only', () => {
  it('the key derived from the session secret reads; the old fixed key and any other test key get 401', async () => {
    const read = (key: string) =>
      fetch(`${base}/_emulators/stripe/v1/prices`, { headers: { authorization: `Bearer ${key}` } })
    expect((await read(emulatorStripeKeys(testSessionSecret).secretKey)).status).toBe(200)
    for (const key of ['sk_test_one_emulator', 'sk_test_anything']) {
      const refused = await read(key)
      expect(refused.status, key).toBe(401)
      expect(((await refused.json()) as { error: { type: string } }).error.type).toBe('invalid_request_error')
    }
  })
})

/** An event signed as the local Stripe signs them, posted to the webhook endpoint. */
async function deliver(event: { id: string; type: string; data: { object: unknown } }) {
  const payload = JSON.stringify({ object: 'event', created: Math.floor(Date.now() / 1000), ...event })
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: emulatorStripeKeys(testSessionSecret).webhookSecret,
  })
  return app.inject({
    method: 'POST',
    url: '/api/one/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  })
}

const eventId = () => `evt_${randomUUID().replaceAll('-', '')}`

describe('webhook answers Stripe can act on', () => {
  it('what will never apply is 200 `ignored`: other event types, bad or overlong ids, subscriptions Stripe does not know', async () => {
    const events = [
      { type: 'customer.created', data: { object: { id: 'cus_x', object: 'customer' } } },
      {
        type: 'invoice.paid',
        data: { object: { id: 'in_x', object: 'invoice', subscription: `sub_${'a'.repeat(5000)}` } },
      },
      {
        type: 'invoice.paid',
        data: { object: { id: 'in_y', object: 'invoice', subscription: `sub_${'b'.repeat(150)}` } },
      },
      {
        type: 'invoice.paid',
        data: { object: { id: 'in_z', object: 'invoice', subscription: 'sub_../../v1/prices' } },
      },
      { type: 'invoice.paid', data: { object: { id: 'in_w', object: 'invoice', subscription: null } } },
      { type: 'customer.subscription.deleted', data: { object: { id: 'sub_StripeForgotThisOne0' } } },
      { type: 'customer.subscription.updated', data: { object: { id: 42 } } },
    ]
    for (const event of events) {
      const response = await deliver({ id: eventId(), ...event })
      expect(response.statusCode, JSON.stringify(event).slice(0, 120)).toBe(200)
      expect(response.json(), event.type).toEqual({ received: true, outcome: 'ignored' })
    }
  })

  it('a subscription whose userId names nobody of ours is ignored, not a 500', async () => {
    const stripe = await stripeLink(
      { mode: 'emulator', prices: {} as never },
      { publicUrl: base, port: Number(new URL(base).port) },
      emulatorStripeKeys(testSessionSecret),
    ).client()
    for (const userId of [randomUUID(), 'not-a-uuid']) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: 'price_one_solo_month', quantity: 1 }],
        subscription_data: { metadata: { userId } },
        success_url: `${base}/`,
        cancel_url: `${base}/`,
      })
      const html = await (await fetch(session.url!)).text()
      const action = html.match(/<form method="post" action="([^"]+)"/)![1]!
      await fetch(action.replaceAll('&amp;', '&'), {
        method: 'POST',
        headers: { origin: base },
        redirect: 'manual',
      })
      const { subscription } = await stripe.checkout.sessions.retrieve(session.id)
      const response = await deliver({
        id: eventId(),
        type: 'customer.subscription.updated',
        data: { object: { id: subscription } },
      })
      expect(response.statusCode, userId).toBe(200)
      expect(response.json().outcome).toBe('ignored')
    }
  })

  it('Stripe failing is a 5xx and records nothing, so the same event applies once Stripe is back', async () => {
    const jar = await signedIn('stripedown')
    const { subscription } = (
      await call(jar, 'POST', '/one/activate', { sessionId: await checkout(jar, 'month', 'solo') })
    ).json()
    const event = {
      id: eventId(),
      type: 'customer.subscription.updated',
      data: { object: { id: subscription.id } },
    }
    for (const status of [500, 401]) {
      await control('/fault', { status })
      const failed = await deliver(event)
      await control('/fault', {})
      expect(failed.statusCode, String(status)).toBe(503)
      const [row] = await database.db
        .select({ value: count() })
        .from(stripeEvents)
        .where(eq(stripeEvents.id, event.id))
      expect(row?.value).toBe(0)
    }
    const retried = await deliver(event)
    expect(retried.statusCode).toBe(200)
    expect(retried.json().outcome).toBe('applied')
  })

  it('two deliveries of one event at once: one applies it, the other is a duplicate', async () => {
    const jar = await signedIn('concurrent')
    const { subscription } = (
      await call(jar, 'POST', '/one/activate', { sessionId: await checkout(jar, 'month', 'solo') })
    ).json()
    const event = {
      id: eventId(),
      type: 'customer.subscription.updated',
      data: { object: { id: subscription.id } },
    }
    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)])
    expect(answers.map((answer) => answer.json().outcome).sort()).toEqual([
      'applied',
      'duplicate',
      'duplicate',
    ])
  })
})
