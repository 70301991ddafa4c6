// docs/decisions/0015: sponsorships (spec sections 1, 3, 4; FACTS decision 12) and downloads (spec section 7,
// FACTS 10.8) on the server, against the GitHub Sponsors, Discord and SendOwl emulators mounted in a
// server that really listens, on PGlite and (with TEST_DATABASE_URL) on PostgreSQL.
import type { Identity, Sponsorship } from '@one/contract/auth'
import type { Download } from '@one/contract/downloads'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/database.ts'
import { testDatabases } from './support/databases.ts'
import { listenWithEmulators, signedIn } from './support/listening-app.ts'
import { CookieJar, popupMessage, signInThrough } from './support/sign-in.ts'

type Verify = { access: string[]; user: { id: string; sponsorships: Sponsorship[]; identities: Identity[] } }

// Short enough for a test to wait out, the same shape as production's minutes and seconds.
const timings = { refreshMs: 400, waitMs: 300, timeoutMs: 1_500 }
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.each(testDatabases())('sponsorships and downloads (docs/decisions/0015) on $name', ({ open }) => {
  let database: Database
  let app: FastifyInstance
  let base: string

  beforeAll(async () => {
    database = await open()
    ;({ app, base } = await listenWithEmulators(database, 'sponsors', {}, { sponsorTimings: timings }))
  })

  afterAll(async () => {
    // The server's own calls to the emulators it mounts keep connections to itself open: drop them.
    const closing = app.close()
    app.server.closeAllConnections()
    await closing
    await database.close()
  })

  const control = async (path: string, body: unknown) => {
    const response = await fetch(`${base}/_emulators${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  }
  const sponsor = (login: string, amount: number, interval: 'month' | 'once', isActive = true) =>
    control('/github/sponsorships', { login, tierName: `$${amount / 100}`, amount, interval, isActive })
  const githubFault = (fault: { status?: number; delayMs?: number }) =>
    control('/github/_control/fault', fault)

  const get = (jar: CookieJar | undefined, url: string) =>
    app.inject({
      method: 'GET',
      url: `/api${url}`,
      headers: jar?.header() ?? {},
      remoteAddress: jar?.address,
    })
  const verify = async (jar: CookieJar) => (await get(jar, '/auth/verify')).json() as Verify
  const sponsorOf = (answer: Verify, platform: string) =>
    answer.user.sponsorships.find((s) => s.platform === platform)

  it('a GitHub sponsor of 5.00 a month is a subscriber with that sponsorship (decision 12)', async () => {
    await sponsor('gh-gold', 500, 'month')
    const answer = await verify(await signedIn(app, 'gh-gold'))
    expect(answer.access).toContain('one')
    expect(sponsorOf(answer, 'github')).toMatchObject({
      platform: 'github',
      tierName: '$5',
      amount: 500,
      interval: 'month',
      isActive: true,
    })
  })

  it('the sign-in answer already carries the sponsorship, even when GitHub is slower than verify waits', async () => {
    await sponsor('gh-popup', 500, 'month')
    await githubFault({ delayMs: timings.waitMs + 200 })
    try {
      const { response } = await signInThrough(app, new CookieJar(), 'github', 'gh-popup', {
        emulatorsInApp: true,
      })
      const { message } = popupMessage(response)
      expect(message.body?.access).toContain('one')
    } finally {
      await githubFault({})
    }
  })

  it('a sponsor below 2.99 a month, a one-time sponsor and a lapsed sponsor show their sponsorship without access', async () => {
    await sponsor('gh-small', 100, 'month')
    await sponsor('gh-once', 10_000, 'once')
    await sponsor('gh-lapsed', 2_000, 'month', false)
    for (const [login, interval, isActive] of [
      ['gh-small', 'month', true],
      ['gh-once', 'once', true],
      ['gh-lapsed', 'month', false],
    ] as const) {
      const answer = await verify(await signedIn(app, login))
      expect(answer.access, login).not.toContain('one')
      expect(sponsorOf(answer, 'github'), login).toMatchObject({ interval, isActive })
    }
  })

  it('matches a GitHub sponsorship by account id: a renamed sponsor keeps theirs, whoever takes the old login does not get it', async () => {
    await sponsor('gh-renamed', 500, 'month')
    const renamed = await signedIn(app, 'gh-renamed')
    const before = await verify(renamed)
    expect(before.access).toContain('one')
    const taker = await signedIn(app, 'gh-taker')
    const accountId = (answer: Verify) => answer.user.identities.find((i) => i.provider === 'github')!.userId
    // On GitHub the sponsor becomes gh-renamed-now (the same account), and gh-taker renames itself to
    // the freed login and sponsors 1.00. Neither signs in again, so we still know them by their old
    // logins: gh-renamed is now someone else's.
    await control('/github/sponsorships', {
      login: 'gh-renamed-now',
      databaseId: Number(accountId(before)),
      tierName: '$5',
      amount: 500,
      interval: 'month',
      isActive: true,
    })
    await control('/github/sponsorships', {
      login: 'gh-renamed',
      databaseId: Number(accountId(await verify(taker))),
      tierName: '$1',
      amount: 100,
      interval: 'month',
      isActive: true,
    })
    await pause(timings.refreshMs + 50)
    const kept = await verify(renamed)
    expect(kept.user.identities.find((i) => i.provider === 'github')?.userHandle).toBe('gh-renamed')
    expect(kept.access).toContain('one')
    expect(sponsorOf(kept, 'github')).toMatchObject({ tierName: '$5', amount: 500, isActive: true })
    const other = await verify(taker)
    expect(other.access).not.toContain('one')
    expect(sponsorOf(other, 'github')).toMatchObject({ tierName: '$1', amount: 100 })
  })

  it('someone who sponsors nothing has no sponsorship and no access', async () => {
    const answer = await verify(await signedIn(app, 'gh-nobody'))
    expect(answer.user.sponsorships).toEqual([])
    expect(answer.access).toEqual([])
  })

  it('a Discord server subscriber (premium role) is a subscriber; a member without the role is not', async () => {
    await control('/discord/subscriptions', { username: 'dc-sub', isActive: true })
    await control('/discord/subscriptions', { username: 'dc-gone', isActive: false })
    const subscriber = await verify(await signedIn(app, 'dc-sub', 'discord'))
    expect(subscriber.access).toContain('one')
    expect(sponsorOf(subscriber, 'discord')).toMatchObject({ amount: 499, interval: 'month', isActive: true })
    const gone = await verify(await signedIn(app, 'dc-gone', 'discord'))
    expect(gone.access).not.toContain('one')
    expect(sponsorOf(gone, 'discord')).toMatchObject({ isActive: false })
  })

  it('reads a sponsorship again on verify once the refresh interval has passed, not before', async () => {
    await sponsor('gh-change', 500, 'month')
    const jar = await signedIn(app, 'gh-change')
    expect((await verify(jar)).access).toContain('one')
    await sponsor('gh-change', 500, 'month', false)
    expect((await verify(jar)).access, 'within the interval the kept value is served').toContain('one')
    await pause(timings.refreshMs + 50)
    const after = await verify(jar)
    expect(after.access).not.toContain('one')
    expect(sponsorOf(after, 'github')).toMatchObject({ isActive: false })
  })

  it('serves the last known sponsorship, fast, while GitHub is down, and keeps it', async () => {
    await sponsor('gh-down', 500, 'month')
    const jar = await signedIn(app, 'gh-down')
    expect((await verify(jar)).access).toContain('one')
    await githubFault({ status: 502 })
    try {
      await pause(timings.refreshMs + 50)
      const answer = await verify(jar)
      expect(answer.access).toContain('one')
      expect(sponsorOf(answer, 'github')).toMatchObject({ isActive: true, amount: 500 })
    } finally {
      await githubFault({})
    }
  })

  it('answers verify within its short wait while GitHub is slow, and the late answer lands afterwards', async () => {
    await sponsor('gh-slow', 500, 'month')
    const jar = await signedIn(app, 'gh-slow')
    expect((await verify(jar)).access).toContain('one')
    await sponsor('gh-slow', 500, 'month', false)
    await githubFault({ delayMs: 700 })
    try {
      await pause(timings.refreshMs + 50)
      const started = performance.now()
      const answer = await verify(jar)
      const took = performance.now() - started
      expect(took).toBeLessThan(timings.waitMs + 250)
      expect(answer.access, 'the kept value while the answer is late').toContain('one')
      await pause(700)
      expect((await verify(jar)).access, 'the late answer was kept').not.toContain('one')
    } finally {
      await githubFault({})
    }
  })

  it("lists a Shopify customer's downloads: order name, date, link and items", async () => {
    const email = 'shop-buyer@shopify.emulator.test'
    await control('/sendowl/orders', {
      email,
      order_name: '1001',
      items: [{ name: 'Theme A' }, { name: 'Theme B' }],
    })
    await control('/sendowl/orders', {
      email: 'someone-else@shopify.emulator.test',
      items: [{ name: 'Other' }],
    })
    const response = await get(await signedIn(app, 'shop-buyer', 'shopify'), '/one/sendowl/downloads')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toContain('no-store')
    const { downloads } = response.json() as { downloads: Download[] }
    expect(downloads).toHaveLength(1)
    expect(downloads[0]).toMatchObject({
      order_name: '1001',
      download_items: [{ name: 'Theme A' }, { name: 'Theme B' }],
    })
    expect(Number.isNaN(Date.parse(downloads[0]!.created_at))).toBe(false)
    // The browser opens the link at the site's public address, not the server's loopback one.
    expect(downloads[0]!.download_url.startsWith(`${base}/_emulators/sendowl/orders/`)).toBe(true)
    expect((await fetch(downloads[0]!.download_url)).status).toBe(200)
  })

  const orders = async (email: string, count: number, state?: string) => {
    for (let i = 0; i < count; i++) {
      await control('/sendowl/orders', { email, items: [{ name: `Item ${i}` }], ...(state ? { state } : {}) })
    }
  }
  const downloadsOf = async (username: string) => {
    const response = await get(await signedIn(app, username, 'shopify'), '/one/sendowl/downloads')
    expect(response.statusCode, response.body).toBe(200)
    return (response.json() as { downloads: Download[] }).downloads
  }

  it('SendOwl pages its orders: 10 by default, per_page up to 50, page from 1 (FACTS 10.8)', async () => {
    const email = 'shop-pages@shopify.emulator.test'
    await orders(email, 55)
    const search = async (query: string) => {
      const response = await fetch(
        `${base}/_emulators/sendowl/api/v1_3/orders/search?email=${encodeURIComponent(email)}${query}`,
        { headers: { authorization: `Basic ${btoa('key:secret')}`, accept: 'application/json' } },
      )
      return ((await response.json()) as { order: { id: number } }[]).map(({ order }) => order.id)
    }
    expect(await search('')).toHaveLength(10)
    expect(await search('&per_page=100')).toHaveLength(50)
    const first = await search('&per_page=50')
    const second = await search('&per_page=50&page=2')
    expect(second).toHaveLength(5)
    expect(new Set([...first, ...second]).size).toBe(55)
    expect(await search('&per_page=50&page=3')).toEqual([])

    // A buyer with more than one page of orders gets every one of them.
    expect(await downloadsOf('shop-pages')).toHaveLength(55)
  })

  it('reads at most ten pages of fifty orders, however many SendOwl holds', async () => {
    await orders('shop-hoarder@shopify.emulator.test', 10 * 50 + 3)
    expect(await downloadsOf('shop-hoarder')).toHaveLength(500)
  })

  it('lists only orders with something to download: not failed, pending, cancelled or refunded ones', async () => {
    const email = 'shop-mixed@shopify.emulator.test'
    for (const state of [
      'complete',
      'failed',
      'pending',
      'cancelled',
      'refunded',
      'free',
      'subscription_active',
    ]) {
      await control('/sendowl/orders', { email, order_name: state, state, items: [{ name: state }] })
    }
    const names = (await downloadsOf('shop-mixed')).map((d) => d.order_name).sort()
    expect(names).toEqual(['complete', 'free', 'subscription_active'])
    const refused = await fetch(`${base}/_emulators/sendowl/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, state: 'lost', items: [{ name: 'x' }] }),
    })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^state must be one of initial, pending/,
    )
  })

  it('an empty list for a customer without purchases; 404 without a Shopify account; 401 for guests', async () => {
    const none = await get(await signedIn(app, 'shop-none', 'shopify'), '/one/sendowl/downloads')
    expect(none.statusCode).toBe(200)
    expect(none.json()).toEqual({ downloads: [] })
    const github = await get(await signedIn(app, 'gh-no-shop'), '/one/sendowl/downloads')
    expect(github.statusCode).toBe(404)
    expect(github.json()).toMatchObject({ code: 'not_linked', message: expect.any(String) })
    const guest = await get(undefined, '/one/sendowl/downloads')
    expect(guest.statusCode).toBe(401)
    expect(guest.json()).toMatchObject({ code: 'unauthorized' })
  })

  it('a session ended in another tab gets 401 from downloads, not an old list', async () => {
    const jar = await signedIn(app, 'shop-ended', 'shopify')
    const otherTab = jar.header()
    expect((await get(jar, '/one/sendowl/downloads')).statusCode).toBe(200)
    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...jar.header(), origin: base },
      remoteAddress: jar.address,
    })
    expect(logout.statusCode).toBe(204)
    // The other tab still sends the cookie it had.
    const stale = await app.inject({ method: 'GET', url: '/api/one/sendowl/downloads', headers: otherTab })
    expect(stale.statusCode).toBe(401)
  })

  it('SendOwl down is a 503 with a message the app can show, never a 500', async () => {
    await control('/sendowl/_control/fault', { status: 500 })
    try {
      const response = await get(await signedIn(app, 'shop-down', 'shopify'), '/one/sendowl/downloads')
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({ code: 'unavailable', message: expect.stringMatching(/store/) })
    } finally {
      await control('/sendowl/_control/fault', {})
    }
  })
})
