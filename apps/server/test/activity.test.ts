// docs/decisions/0020: the user's activity feed. Each event is written in the transaction of its change,
// through the real routes, the Stripe emulator's webhooks and the MCP sign-in, on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL.

import {
  discoverOAuthServerInfo,
  registerClient,
  startAuthorization,
} from '@modelcontextprotocol/sdk/client/auth.js'
import type { ActivityItem, ActivityType } from '@one/contract/activity'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordActivity } from '../src/activity/record-activity.ts'
import { describeUserAgent } from '../src/activity/user-agent.ts'
import { insertBin } from '../src/bins/bins-store.ts'
import type { Database } from '../src/db/database.ts'
import { activity } from '../src/db/schema/activity.ts'
import { bins } from '../src/db/schema/bins.ts'
import { subscriptionEvents } from '../src/membership/subscription-activity.ts'
import { testDatabases } from './support/databases.ts'
import { listenWithEmulators, signedIn as signedInAs } from './support/listening-app.ts'
import { consentThrough } from './support/mcp-consent.ts'
import { authorizeAt, CookieJar, signInThrough, startSignIn } from './support/sign-in.ts'
import { advanceStripe, subscribe } from './support/subscriber.ts'

const DAY = 24 * 3600
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0'

type Page = { items: ActivityItem[]; next: string | null }

describe.each(testDatabases())('the activity feed (docs/decisions/0020) on $name', ({ open }) => {
  let database: Database
  let app: FastifyInstance
  let base: string

  beforeAll(async () => {
    database = await open()
    ;({ app, base } = await listenWithEmulators(database, 'activity', { BIN_WRITE_LIMIT: '1000' }))
  })

  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const signedIn = (username: string) => signedInAs(app, username)

  const call = (
    jar: CookieJar | undefined,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: {
        ...(jar?.header() ?? {}),
        origin: base,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
      remoteAddress: jar?.address,
    })

  const page = async (jar: CookieJar, cursor?: string): Promise<Page> => {
    const response = await call(jar, 'GET', `/one/activity${cursor ? `?cursor=${cursor}` : ''}`)
    expect(response.statusCode, response.body).toBe(200)
    return response.json()
  }

  /** Every event of the user's feed, newest first, read page by page. */
  async function feed(jar: CookieJar): Promise<ActivityItem[]> {
    const items: ActivityItem[] = []
    let cursor: string | undefined
    do {
      const next = await page(jar, cursor)
      items.push(...next.items)
      cursor = next.next ?? undefined
    } while (cursor)
    return items
  }

  const typesOf = async (jar: CookieJar) => (await feed(jar)).map((item) => item.type)
  const only = async <T extends ActivityType>(jar: CookieJar, type: T) =>
    (await feed(jar)).filter((item): item is Extract<ActivityItem, { type: T }> => item.type === type)

  const userId = async (jar: CookieJar) => (await call(jar, 'GET', '/auth/verify')).json().user.id as string

  describe('who may read it (spec section 7: 401 for guests, 400 for bad input)', () => {
    it('a guest gets 401 with a message', async () => {
      const response = await call(undefined, 'GET', '/one/activity')
      expect(response.statusCode).toBe(401)
      expect(response.json()).toMatchObject({
        code: 'unauthorized',
        message: 'Sign in to see your activity.',
      })
    })

    it('a cursor that is no cursor of the feed is 400 with a message, each kind', async () => {
      const jar = await signedIn('cursor-tester')
      for (const cursor of ['abc', '0', '-5', '1.5', '1e3', '9'.repeat(16), '', '%00', '12%2034']) {
        const response = await call(jar, 'GET', `/one/activity?cursor=${cursor}`)
        expect(response.statusCode, cursor).toBe(400)
        expect(response.json().message, cursor).toContain('`next` cursor of an earlier page')
      }
    })
  })

  describe('pages (20 a page, newest first, `next` null at the end)', () => {
    it('45 events come in pages of 20, 20 and 5, in order, none twice', async () => {
      const jar = await signedIn('pager')
      const id = await userId(jar)
      const before = (await feed(jar)).length
      for (let i = 0; i < 45; i++) {
        await recordActivity(database.db, id, 'bin.created', {
          binId: `AbCdEfGh${String(i).padStart(4, '0')}`,
          title: `bin ${i}`,
        })
      }
      const first = await page(jar)
      expect(first.items).toHaveLength(20)
      expect(first.items[0]).toMatchObject({ type: 'bin.created', title: 'bin 44', binId: 'AbCdEfGh0044' })
      expect(first.next).toBe(first.items[19]!.id)
      const second = await page(jar, first.next!)
      expect(second.items).toHaveLength(20)
      expect(second.items[0]).toMatchObject({ title: 'bin 24' })
      const third = await page(jar, second.next!)
      expect(third.items).toHaveLength(5 + before)
      expect(third.next).toBeNull()
      const all = [...first.items, ...second.items, ...third.items]
      expect(new Set(all.map((item) => item.id)).size).toBe(all.length)
      const ids = all.map((item) => Number(item.id))
      expect(ids).toEqual([...ids].sort((a, b) => b - a))
      for (const item of all) expect(Date.parse(item.at)).not.toBeNaN()
    })

    it('exactly 20 events are one page with no next', async () => {
      const jar = await signedIn('twenty')
      const id = await userId(jar)
      await database.db.delete(activity).where(eq(activity.userId, id))
      for (let i = 0; i < 20; i++)
        await recordActivity(database.db, id, 'api_key.generated', { regenerated: i > 0 })
      const only = await page(jar)
      expect(only.items).toHaveLength(20)
      expect(only.next).toBeNull()
    })

    it("another user's events are never shown, not even past their cursor", async () => {
      const ada = await signedIn('feed-ada')
      const bob = await signedIn('feed-bob')
      const made = await call(ada, 'POST', '/one/bins', {
        title: "Ada's secret",
        content: 'x',
        language: 'text',
      })
      expect(made.statusCode, made.body).toBe(201)
      const [adaLatest] = (await page(ada)).items
      expect(adaLatest).toMatchObject({ type: 'bin.created', title: "Ada's secret" })
      const bobs = await feed(bob)
      expect(bobs.length).toBeGreaterThan(0)
      expect(JSON.stringify(bobs)).not.toContain("Ada's secret")
      // Ada's cursor in Bob's hands reads Bob's older events only.
      const past = await page(bob, String(Number(adaLatest!.id) + 1))
      expect(past.items.map((item) => item.id)).toEqual(bobs.map((item) => item.id))
    })
  })

  describe('each type is written with its change', () => {
    it('session.signed_in: the provider, the browser family and OS from the User-Agent, and no address', async () => {
      const jar = new CookieJar()
      const callback = await authorizeAt(await startSignIn(app, jar, 'github'), 'firefox-user', {
        inApp: app,
      })
      const opened = jar.take(
        await app.inject({
          url: callback,
          headers: { ...jar.header(), 'user-agent': FIREFOX_ON_LINUX },
          remoteAddress: jar.address,
        }),
      )
      expect(opened.statusCode).toBe(200)
      const [signIn, ...rest] = await feed(jar)
      expect(rest).toEqual([])
      expect(signIn).toEqual({
        id: expect.any(String),
        type: 'session.signed_in',
        at: expect.any(String),
        provider: 'github',
        browser: 'Firefox',
        os: 'Linux',
      })
      const [row] = await database.db
        .select()
        .from(activity)
        .where(eq(activity.id, Number(signIn!.id)))
      expect(row!.data).toEqual({ provider: 'github', browser: 'Firefox', os: 'Linux' })
      expect(JSON.stringify(row)).not.toContain(jar.address)
    })

    it('identity.linked and identity.unlinked; connecting a provider is not a sign-in', async () => {
      const jar = await signedIn('linker')
      await signInThrough(app, jar, 'discord', 'linker-discord', { emulatorsInApp: true })
      expect((await typesOf(jar)).slice(0, 2)).toEqual(['identity.linked', 'session.signed_in'])
      expect((await only(jar, 'identity.linked'))[0]).toMatchObject({ provider: 'discord' })
      expect(await only(jar, 'session.signed_in')).toHaveLength(1)

      const unlinked = await call(jar, 'POST', '/auth/discord/logout')
      expect(unlinked.statusCode, unlinked.body).toBe(204)
      expect((await page(jar)).items[0]).toMatchObject({ type: 'identity.unlinked', provider: 'discord' })
      // The last identity cannot go: nothing changes, nothing is written.
      const last = await call(jar, 'POST', '/auth/github/logout')
      expect(last.statusCode).toBe(204)
      const again = await signedIn('linker')
      expect(await only(again, 'identity.unlinked')).toHaveLength(1)
    })

    it('session.signed_out_everywhere', async () => {
      const jar = await signedIn('everywhere')
      expect((await call(jar, 'POST', '/auth/logout-everywhere')).statusCode).toBe(204)
      expect((await call(jar, 'GET', '/one/activity')).statusCode).toBe(401)
      const again = await signedIn('everywhere')
      expect(await typesOf(again)).toEqual([
        'session.signed_in',
        'session.signed_out_everywhere',
        'session.signed_in',
      ])
    })

    it('bin.created, bin.updated and bin.deleted keep the bin id and title', async () => {
      const jar = await signedIn('binner')
      const made = await call(jar, 'POST', '/one/bins', { title: 'Notes', content: 'a', language: 'text' })
      expect(made.statusCode, made.body).toBe(201)
      const { id, version } = made.json()
      const changed = await call(jar, 'PATCH', `/one/bins/${id}`, { title: 'Notes 2', content: 'b', version })
      expect(changed.statusCode, changed.body).toBe(200)
      // A change that does not apply (an old version) writes nothing.
      const stale = await call(jar, 'PATCH', `/one/bins/${id}`, { content: 'c', version })
      expect(stale.statusCode).toBe(409)
      expect((await call(jar, 'DELETE', `/one/bins/${id}`)).statusCode).toBe(204)
      expect((await call(jar, 'DELETE', `/one/bins/${id}`)).statusCode).toBe(404)
      const items = (await feed(jar)).filter((item) => item.type.startsWith('bin.'))
      expect(items).toMatchObject([
        { type: 'bin.deleted', binId: id, title: 'Notes 2' },
        { type: 'bin.updated', binId: id, title: 'Notes 2', fields: ['content', 'title'] },
        { type: 'bin.created', binId: id, title: 'Notes' },
      ])
    })

    it('subscription.activated once (activation and its webhook), changed, renewed, canceled and ended', async () => {
      const jar = await signedIn('subscriber-feed')
      const { subscription } = await subscribe(app, base, jar, { interval: 'month', type: 'solo' })
      const subscriptionId = subscription.id
      const plan = (type: string, interval: string) => ({ subscriptionId, plan: type, interval })
      expect(await only(jar, 'subscription.activated')).toMatchObject([plan('solo', 'month')])

      const modified = await call(jar, 'POST', '/one/modify', {
        subscriptionId,
        interval: 'year',
        type: 'solo',
      })
      expect(modified.statusCode, modified.body).toBe(200)
      // A new interval starts a new period at once: that is the change, not a renewal.
      expect(await only(jar, 'subscription.changed')).toMatchObject([
        { ...plan('solo', 'year'), from: { plan: 'solo', interval: 'month' } },
      ])
      expect(await only(jar, 'subscription.renewed')).toEqual([])

      await advanceStripe(base, 366 * DAY)
      const [renewed, ...more] = await only(jar, 'subscription.renewed')
      expect(more).toEqual([])
      expect(renewed).toMatchObject(plan('solo', 'year'))
      const info = (await call(jar, 'GET', '/one/info')).json()
      expect(renewed!.periodEnd).toBe(info.subscription.currentPeriodEnd)

      expect((await call(jar, 'POST', `/one/cancel?subscriptionId=${subscriptionId}`)).statusCode).toBe(200)
      expect(await only(jar, 'subscription.canceled')).toMatchObject([
        { ...plan('solo', 'year'), ended: false, endsAt: info.subscription.currentPeriodEnd },
      ])
      await advanceStripe(base, 366 * DAY)
      expect((await only(jar, 'subscription.canceled')).map((item) => item.ended)).toEqual([true, false])
      expect(await only(jar, 'subscription.activated')).toHaveLength(1)
    })

    it('team.joined, team.invite_reset, team.member_removed (to both) and team.left', async () => {
      const owner = await signedIn('feed-owner')
      await subscribe(app, base, owner, { type: 'team' })
      const team = (await call(owner, 'GET', '/auth/verify')).json().user.team
      const member = await signedIn('feed-member')
      const memberId = await userId(member)
      const joined = await call(member, 'POST', '/one/team/join', { inviteCode: team.inviteCode })
      expect(joined.statusCode, joined.body).toBe(200)
      const about = { teamId: team.id, teamName: team.name }
      expect(await only(member, 'team.joined')).toMatchObject([about])

      const regen = await call(owner, 'POST', '/one/team/regen')
      expect(regen.statusCode, regen.body).toBe(200)
      expect(await only(owner, 'team.invite_reset')).toMatchObject([about])

      expect((await call(owner, 'POST', '/one/team/remove', { userId: memberId })).statusCode).toBe(200)
      expect(await only(owner, 'team.member_removed')).toMatchObject([
        { ...about, memberName: 'feed-member' },
      ])
      expect(await only(member, 'team.member_removed')).toMatchObject([{ ...about, memberName: null }])

      const inviteCode = regen.json().team.inviteCode
      expect((await call(member, 'POST', '/one/team/join', { inviteCode })).statusCode).toBe(200)
      expect((await call(member, 'POST', '/one/team/leave', { teamId: team.id })).statusCode).toBe(204)
      expect((await call(member, 'POST', '/one/team/leave', { teamId: team.id })).statusCode).toBe(404)
      expect(await only(member, 'team.left')).toMatchObject([about])
      expect(await only(member, 'team.joined')).toHaveLength(2)
    })

    it('api_key.generated at generate and regenerate', async () => {
      const jar = await signedIn('key-maker')
      await subscribe(app, base, jar)
      expect((await call(jar, 'POST', '/one/mcp/generate')).statusCode).toBe(201)
      expect((await call(jar, 'POST', '/one/mcp/generate')).statusCode).toBe(409)
      expect((await call(jar, 'POST', '/one/mcp/regenerate')).statusCode).toBe(201)
      const keys = await only(jar, 'api_key.generated')
      expect(keys.map((item) => item.regenerated)).toEqual([true, false])
      // The key itself is never in the feed, not even masked.
      expect(JSON.stringify(await feed(jar))).not.toContain('one_')
    })

    it('mcp_client.connected at consent and mcp_client.revoked at Revoke, with the client name', async () => {
      const jar = await signedIn('mcp-feed')
      await subscribe(app, base, jar)
      const mcpUrl = new URL(`${base}/api/mcp`)
      const info = await discoverOAuthServerInfo(mcpUrl)
      const issuer = new URL(info.authorizationServerUrl)
      const metadata = info.authorizationServerMetadata!
      const redirect = 'http://127.0.0.1:53682/callback'
      const client = await registerClient(issuer, {
        metadata,
        clientMetadata: {
          client_name: 'Activity Editor',
          redirect_uris: [redirect],
          grant_types: ['authorization_code', 'refresh_token'],
          response_types: ['code'],
          token_endpoint_auth_method: 'none',
        },
      })
      const { authorizationUrl } = await startAuthorization(issuer, {
        metadata,
        clientInformation: client,
        redirectUrl: redirect,
        scope: 'mcp',
        resource: mcpUrl,
      })
      const { back } = await consentThrough(app, base, jar, authorizationUrl)
      expect(back.searchParams.get('code')).toBeTruthy()
      const named = { clientId: client.client_id, clientName: 'Activity Editor' }
      expect(await only(jar, 'mcp_client.connected')).toMatchObject([named])

      const revoked = await call(jar, 'DELETE', `/one/mcp/clients/${encodeURIComponent(client.client_id)}`)
      expect(revoked.statusCode, revoked.body).toBe(204)
      expect((await page(jar)).items[0]).toMatchObject({ type: 'mcp_client.revoked', ...named })
    })
  })

  describe('an event never outlives its change, and no change lacks its event', () => {
    it('a transaction that fails after writing a bin leaves neither the bin nor its event', async () => {
      const jar = await signedIn('rolled-back')
      const id = await userId(jar)
      const before = await feed(jar)
      await expect(
        database.db.transaction(async (tx) => {
          await insertBin(tx, id, { title: 'never', content: 'x', language: 'text', visibility: 'private' })
          throw new Error('the change failed after its event was written')
        }),
      ).rejects.toThrow('the change failed')
      expect(await feed(jar)).toEqual(before)
      expect(await database.db.select().from(bins).where(eq(bins.ownerId, id))).toEqual([])
    })

    it('when the event cannot be written, the change through the route is undone too', async () => {
      // The event row is written, then refused: everything of the request's transaction goes.
      await database.db.execute(sql`
        create or replace function refuse_marked_activity() returns trigger language plpgsql as $$
        begin
          if new.data::text like '%roll-me-back%' then raise exception 'refused for the test'; end if;
          return new;
        end $$`)
      await database.db.execute(sql`
        create trigger refuse_marked_activity after insert on activity
        for each row execute function refuse_marked_activity()`)
      try {
        const jar = await signedIn('refused')
        const id = await userId(jar)
        const made = await call(jar, 'POST', '/one/bins', {
          title: 'roll-me-back',
          content: 'x',
          language: 'text',
        })
        expect(made.statusCode).toBe(500)
        expect(await database.db.select().from(bins).where(eq(bins.ownerId, id))).toEqual([])

        const kept = await call(jar, 'POST', '/one/bins', { title: 'kept', content: 'x', language: 'text' })
        expect(kept.statusCode).toBe(201)
        const renamed = await call(jar, 'PATCH', `/one/bins/${kept.json().id}`, {
          title: 'roll-me-back',
          version: kept.json().version,
        })
        expect(renamed.statusCode).toBe(500)
        const [row] = await database.db.select().from(bins).where(eq(bins.id, kept.json().id))
        expect(row).toMatchObject({ title: 'kept', version: kept.json().version })
        expect((await call(jar, 'DELETE', `/one/bins/${kept.json().id}`)).statusCode).toBe(204)

        // A team joined by someone whose team's name carries the mark: not joined, nothing written.
        const owner = await signedIn('roll-me-back-owner')
        await subscribe(app, base, owner, { type: 'team' })
        const team = (await call(owner, 'GET', '/auth/verify')).json().user.team
        const join = await call(jar, 'POST', '/one/team/join', { inviteCode: team.inviteCode })
        expect(join.statusCode).toBe(500)
        expect((await call(jar, 'GET', '/auth/verify')).json().user.team).toBeNull()

        const marked = await database.db
          .select()
          .from(activity)
          .where(and(eq(activity.userId, id), sql`${activity.data}::text like '%roll-me-back%'`))
        expect(marked).toEqual([])
        expect((await feed(jar)).map((item) => item.type)).toEqual([
          'bin.deleted',
          'bin.created',
          'session.signed_in',
        ])
      } finally {
        await database.db.execute(sql`drop trigger refuse_marked_activity on activity`)
        await database.db.execute(sql`drop function refuse_marked_activity`)
      }
    })
  })
})

describe('the browser and system of a sign-in, read from its User-Agent (no dependency)', () => {
  it.each([
    [FIREFOX_ON_LINUX, 'Firefox', 'Linux'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36',
      'Chrome',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36 Edg/141.0.0.0',
      'Edge',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15',
      'Safari',
      'macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
      'Safari',
      'iOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/141.0 Mobile/15E148 Safari/604.1',
      'Chrome',
      'iOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/28.0 Chrome/130.0.0.0 Mobile Safari/537.36',
      'Samsung Internet',
      'Android',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36 OPR/122.0.0.0',
      'Opera',
      'Linux',
    ],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36',
      'Chrome',
      'ChromeOS',
    ],
    ['curl/8.5.0', 'curl', 'Unknown OS'],
    ['', 'Unknown browser', 'Unknown OS'],
    [undefined, 'Unknown browser', 'Unknown OS'],
  ])('%s is %s on %s', (userAgent, browser, os) => {
    expect(describeUserAgent(userAgent)).toEqual({ browser, os })
  })
})

describe('what a subscription change says in the feed (Stripe state compared, not its events)', () => {
  const row = {
    id: 'sub_1',
    status: 'active',
    planType: 'solo' as const,
    interval: 'month' as const,
    currentPeriodStart: 1000,
    currentPeriodEnd: 2000,
    cancelAtPeriodEnd: false,
  }
  const plan = { subscriptionId: 'sub_1', plan: 'solo', interval: 'month' }

  it('the same state again (a webhook delivered twice, or late) says nothing', () => {
    expect(subscriptionEvents(row, row)).toEqual([])
    expect(subscriptionEvents(undefined, { ...row, status: 'incomplete' })).toEqual([])
  })

  it('a first granting state is an activation; an ended one a cancellation that ended', () => {
    expect(subscriptionEvents(undefined, row)).toEqual([{ type: 'subscription.activated', data: plan }])
    expect(subscriptionEvents({ ...row, status: 'canceled' }, row)).toEqual([
      { type: 'subscription.activated', data: plan },
    ])
    expect(subscriptionEvents(row, { ...row, status: 'canceled' })).toEqual([
      { type: 'subscription.canceled', data: { ...plan, endsAt: 2000, ended: true } },
    ])
  })

  it('a new period of the same plan is a renewal; a period going back is none', () => {
    const next = { ...row, currentPeriodStart: 2000, currentPeriodEnd: 3000 }
    expect(subscriptionEvents(row, next)).toEqual([
      { type: 'subscription.renewed', data: { ...plan, periodEnd: 3000 } },
    ])
    expect(subscriptionEvents(next, row)).toEqual([])
    expect(subscriptionEvents({ ...row, status: 'past_due' }, next)).toHaveLength(1)
  })

  it('cancelling at the period end, and taking it back', () => {
    const canceling = { ...row, cancelAtPeriodEnd: true }
    expect(subscriptionEvents(row, canceling)).toEqual([
      { type: 'subscription.canceled', data: { ...plan, endsAt: 2000, ended: false } },
    ])
    expect(subscriptionEvents(canceling, row)).toEqual([
      { type: 'subscription.changed', data: { ...plan, from: null } },
    ])
  })
})
