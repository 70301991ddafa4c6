// docs/decisions/0020: the Account tab's server side. "Download my data" gives the user's own data and
// nobody else's; "Delete my account" asks for the user's name, cancels the plan at Stripe at period end
// (its invoices stay there), leaves or dissolves the team, deletes everything and signs out everywhere,
// on every instance. On PGlite and (with TEST_DATABASE_URL) on PostgreSQL; the two-instance part with
// TEST_REDIS_URL.

import type { AccountExport } from '@one/contract/account'
import type { ActivityType } from '@one/contract/activity'
import { defaultSettings } from '@one/contract/settings/defaults'
import { and, count, eq, or, type SQL, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/database.ts'
import { activity } from '../src/db/schema/activity.ts'
import { apiKeys } from '../src/db/schema/api-keys.ts'
import { identities, sessions } from '../src/db/schema/auth.ts'
import { bins } from '../src/db/schema/bins.ts'
import { mcpOauthRecords } from '../src/db/schema/mcp-oauth.ts'
import { stripeCustomers, subscriptions } from '../src/db/schema/membership.ts'
import { teamMembers, teams } from '../src/db/schema/teams.ts'
import { users } from '../src/db/schema/users.ts'
import { emulatorStripeKeys, stripeLink } from '../src/integrations/stripe.ts'
import { testDatabases } from './support/databases.ts'
import { sharedInstances } from './support/instances.ts'
import { listenWithEmulators, signedIn as signedInAs, testSessionSecret } from './support/listening-app.ts'
import { CookieJar, signInThrough } from './support/sign-in.ts'
import { subscribe } from './support/subscriber.ts'

type Verify = { user: { id: string; name: string; team: { members: { id: string }[] } | null } }

let runs = 0
/** A username of its own per call: the emulator makes a new account for each. */
const fresh = (name: string) => `${name}-${Date.now().toString(36)}-${++runs}`

describe.each(testDatabases())('the Account tab (docs/decisions/0020) on $name', ({ open }) => {
  let database: Database
  let app: FastifyInstance
  let base: string

  beforeAll(async () => {
    database = await open()
    ;({ app, base } = await listenWithEmulators(database, 'account'))
  })

  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const call = (
    jar: CookieJar | undefined,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
    { raw = false }: { raw?: boolean } = {},
  ) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: {
        ...(jar?.header() ?? {}),
        origin: base,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      payload: payload === undefined ? undefined : raw ? (payload as string) : JSON.stringify(payload),
      remoteAddress: jar?.address,
    })

  const verify = async (jar: CookieJar) => call(jar, 'GET', '/auth/verify')
  const me = async (jar: CookieJar) => ((await verify(jar)).json() as Verify).user

  async function person(name: string) {
    const username = fresh(name)
    const jar = await signedInAs(app, username)
    return { jar, username, ...(await me(jar)) }
  }

  async function saveBin(jar: CookieJar, title: string, visibility: 'public' | 'private' = 'public') {
    const saved = await call(jar, 'POST', '/one/bins', {
      title,
      content: `the text of ${title}`,
      language: 'markdown',
      visibility,
    })
    expect(saved.statusCode, saved.body).toBe(201)
    return saved.json() as { id: string }
  }

  async function addActivity(userId: string, type: ActivityType, data: Record<string, unknown>, at: Date) {
    await database.db.insert(activity).values({ userId, type, data, at })
  }

  const rowsOf = async (table: PgTable, where: SQL | undefined) =>
    (await database.db.select({ n: count() }).from(table).where(where))[0]!.n

  const exportOf = async (jar: CookieJar) => {
    const answer = await call(jar, 'GET', '/one/account/export')
    expect(answer.statusCode, answer.body).toBe(200)
    return answer
  }

  describe('Download my data: GET /one/account/export', () => {
    it('answers guests 401 and changes nothing', async () => {
      const guest = await call(undefined, 'GET', '/one/account/export')
      expect(guest.statusCode).toBe(401)
      expect(guest.json().message).toBe('Sign in to download your data.')
    })

    it("is a JSON file of exactly the user's account, identities, settings, bins, team, plan and activity", async () => {
      const ada = await person('export-ada')
      const settings = { ...defaultSettings(), one: { ...defaultSettings().one, theme: 'light' as const } }
      expect((await call(ada.jar, 'POST', '/user/settings', { settings })).statusCode).toBe(200)
      const first = await saveBin(ada.jar, 'First notes')
      const second = await saveBin(ada.jar, 'Second notes', 'private')
      // An older event, beside those the sign-in and the two saves wrote themselves.
      await addActivity(ada.id, 'team.invite_reset', {}, new Date(1_000_000))

      // Someone else's data, which must never show.
      const other = await person('export-other')
      const theirs = await saveBin(other.jar, 'Not yours')
      await addActivity(other.id, 'bin.created', { binId: theirs.id }, new Date(3_000_000))

      const answer = await exportOf(ada.jar)
      const day = new Date().toISOString().slice(0, 10)
      expect(answer.headers['content-type']).toMatch(/^application\/json/)
      expect(answer.headers['content-disposition']).toBe(`attachment; filename="one-account-${day}.json"`)
      expect(answer.headers['cache-control']).toBe('no-store')

      const [user] = await database.db.select().from(users).where(eq(users.id, ada.id))
      const [identity] = await database.db.select().from(identities).where(eq(identities.userId, ada.id))
      const stored = await database.db.select().from(bins).where(eq(bins.ownerId, ada.id))
      const binOf = (id: string) => {
        const bin = stored.find((row) => row.id === id)!
        return {
          id,
          title: bin.title,
          content: bin.content,
          language: 'markdown',
          visibility: bin.visibility,
          favorite: false,
          pinned: false,
          createdAt: bin.createdAt.toISOString(),
          updatedAt: bin.updatedAt.toISOString(),
        }
      }
      const data = answer.json() as AccountExport
      expect(data).toEqual({
        exportedAt: expect.stringMatching(new RegExp(`^${day}T`)),
        user: {
          id: ada.id,
          name: ada.name,
          picture: user!.picture,
          createdAt: user!.createdAt.toISOString(),
        },
        identities: [
          {
            provider: 'github',
            handle: identity!.handle,
            emails: identity!.emails,
            linkedAt: identity!.createdAt.toISOString(),
          },
        ],
        settings,
        bins: [binOf(first.id), binOf(second.id)].sort((a, b) =>
          a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1,
        ),
        teams: [],
        subscriptions: [],
        // Last written first: the one added by hand, then those the sign-in and the saves wrote.
        activity: [
          { type: 'team.invite_reset', at: new Date(1_000_000).toISOString(), data: {} },
          {
            type: 'bin.created',
            at: expect.any(String),
            data: { binId: second.id, title: 'Second notes' },
          },
          { type: 'bin.created', at: expect.any(String), data: { binId: first.id, title: 'First notes' } },
          {
            type: 'session.signed_in',
            at: expect.any(String),
            data: { provider: 'github', browser: expect.any(String), os: expect.any(String) },
          },
        ],
      })
      expect(data.bins[0]?.content).toBe(`the text of ${data.bins[0]?.title}`)
      // No token, session or key of any kind, and nothing of the other user's.
      expect(answer.body).not.toMatch(/one_session|sk_|whsec_|one_[A-Za-z0-9]{20}/)
      for (const text of [theirs.id, 'Not yours', other.id, other.name])
        expect(answer.body).not.toContain(text)
    })

    it('leaves out an expired bin, as every other path does, before the job has deleted it', async () => {
      const ada = await person('export-expired')
      const kept = await saveBin(ada.jar, 'Kept notes')
      const expiring = await call(ada.jar, 'POST', '/one/bins', { content: 'soon gone', expires: '10m' })
      expect(expiring.statusCode, expiring.body).toBe(201)
      const gone = expiring.json() as { id: string }
      await database.db
        .update(bins)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(bins.id, gone.id))

      const data = (await exportOf(ada.jar)).json() as AccountExport
      expect(data.bins.map((bin) => bin.id)).toEqual([kept.id])
      expect(JSON.stringify(data.bins)).not.toContain('soon gone')
    })

    it("a team owner's file names the members and the plan; a member's names the team only", async () => {
      const owner = await person('export-owner')
      await subscribe(app, base, owner.jar, { interval: 'year', type: 'team' })
      const team = (await me(owner.jar)).team as unknown as { name: string; inviteCode: string }
      const member = await person('export-member')
      expect(
        (await call(member.jar, 'POST', '/one/team/join', { inviteCode: team.inviteCode })).statusCode,
      ).toBe(200)

      const owners = (await exportOf(owner.jar)).json() as AccountExport
      expect(owners.teams).toEqual([{ name: team.name, role: 'owner', members: [member.name] }])
      const [row] = await database.db.select().from(subscriptions).where(eq(subscriptions.userId, owner.id))
      expect(owners.subscriptions).toEqual([
        {
          plan: 'team',
          interval: 'year',
          status: 'active',
          currentPeriodEnd: new Date(row!.currentPeriodEnd * 1000).toISOString(),
          cancelAtPeriodEnd: false,
        },
      ])
      // A plan's summary holds no card data and no Stripe ids.
      expect(JSON.stringify(owners.subscriptions)).not.toMatch(/sub_|cus_|card|pm_/)

      const members = (await exportOf(member.jar)).json() as AccountExport
      expect(members.teams).toEqual([{ name: team.name, role: 'member' }])
      expect(members.subscriptions).toEqual([])
    })
  })

  describe('Delete my account: DELETE /one/account', () => {
    /** Every row the user could have, by table: all zero once the account is gone. */
    const leftOf = async (userId: string) => ({
      users: await rowsOf(users, eq(users.id, userId)),
      identities: await rowsOf(identities, eq(identities.userId, userId)),
      sessions: await rowsOf(sessions, eq(sessions.userId, userId)),
      bins: await rowsOf(bins, eq(bins.ownerId, userId)),
      apiKeys: await rowsOf(apiKeys, eq(apiKeys.userId, userId)),
      mcp: await rowsOf(
        mcpOauthRecords,
        or(eq(mcpOauthRecords.userId, userId), eq(mcpOauthRecords.grantId, `grant-${userId}`)),
      ),
      activity: await rowsOf(activity, eq(activity.userId, userId)),
      teams: await rowsOf(teams, eq(teams.ownerId, userId)),
      teamMembers: await rowsOf(teamMembers, eq(teamMembers.userId, userId)),
      subscriptions: await rowsOf(subscriptions, eq(subscriptions.userId, userId)),
      stripeCustomers: await rowsOf(stripeCustomers, eq(stripeCustomers.userId, userId)),
    })
    const nothingLeft = {
      users: 0,
      identities: 0,
      sessions: 0,
      bins: 0,
      apiKeys: 0,
      mcp: 0,
      activity: 0,
      teams: 0,
      teamMembers: 0,
      subscriptions: 0,
      stripeCustomers: 0,
    }

    /** An MCP client's grant for the user, and a token under it that names no user (found by grant). */
    async function grantMcp(userId: string) {
      await database.db.insert(mcpOauthRecords).values([
        {
          model: 'Grant',
          idHash: `g-${userId}`,
          payload: { clientId: 'c' },
          grantId: `grant-${userId}`,
          userId,
        },
        { model: 'RefreshToken', idHash: `r-${userId}`, payload: {}, grantId: `grant-${userId}` },
      ])
    }

    it('answers guests 401', async () => {
      const guest = await call(undefined, 'DELETE', '/one/account', { confirm: 'anyone' })
      expect(guest.statusCode).toBe(401)
      expect(guest.json().message).toBe('Sign in to delete your account.')
    })

    it('refuses anything but the name, with a message naming what to type, and deletes nothing', async () => {
      const ada = await person('delete-refused')
      await saveBin(ada.jar, 'Kept')
      const before = await leftOf(ada.id)
      const message = `To delete your account, type your name exactly as it is shown: ${ada.name}`
      const bodies: [string, unknown, boolean?][] = [
        ['no body', undefined],
        ['an empty object', {}],
        ['a wrong name', { confirm: 'somebody else' }],
        ['the name with a space', { confirm: `${ada.name} ` }],
        ['the name in capitals', { confirm: ada.name.toUpperCase() }],
        ['an empty name', { confirm: '' }],
        ['a number', { confirm: 42 }],
        ['null', { confirm: null }],
        ['a list', { confirm: [ada.name] }],
        ['the name under another key', { name: ada.name }],
        ['a JSON null', null],
        ['a bare string', ada.name],
        ['broken JSON', '{"confirm', true],
        ['an empty JSON body', '', true],
        ['a very long name', { confirm: 'x'.repeat(5000) }],
      ]
      for (const [what, body, raw] of bodies) {
        const refused = await call(ada.jar, 'DELETE', '/one/account', body, { raw })
        expect(refused.statusCode, `${what}: ${refused.body}`).toBe(400)
        expect(refused.json(), what).toEqual({ code: 'bad_request', message })
      }
      expect(await leftOf(ada.id)).toEqual(before)
      expect((await verify(ada.jar)).statusCode).toBe(200)
    })

    it('deletes everything of a team owner, cancels the plan at period end, keeps invoices; members keep their accounts', async () => {
      const owner = await person('delete-owner')
      const { subscription } = await subscribe(app, base, owner.jar, { interval: 'month', type: 'team' })
      const team = (await me(owner.jar)).team as unknown as { inviteCode: string }
      const member = await person('delete-owners-member')
      expect(
        (await call(member.jar, 'POST', '/one/team/join', { inviteCode: team.inviteCode })).statusCode,
      ).toBe(200)
      const bin = await saveBin(owner.jar, 'Gone with the owner')
      expect((await call(owner.jar, 'POST', '/one/mcp/generate')).statusCode).toBe(201)
      await grantMcp(owner.id)
      await addActivity(owner.id, 'api_key.generated', {}, new Date())
      // A second browser of the owner's, signed in apart.
      const otherBrowser = new CookieJar()
      await signInThrough(app, otherBrowser, 'github', owner.username, { emulatorsInApp: true })
      expect((await me(otherBrowser)).id).toBe(owner.id)
      const customer = (
        await database.db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, owner.id))
      )[0]!.customerId
      const left = await leftOf(owner.id)
      // Everything there is to delete is there (an owner is no member row of their own team).
      const { teamMembers: ownMembership, ...held } = left
      expect(ownMembership).toBe(0)
      expect(Object.entries(held).filter(([, n]) => n === 0)).toEqual([])

      const deleted = await call(owner.jar, 'DELETE', '/one/account', { confirm: owner.name })
      expect(deleted.statusCode, deleted.body).toBe(204)
      // The answer clears the session's cookies.
      const cleared = (deleted.cookies as { name: string; value: string }[]).map((c) => [c.name, c.value])
      expect(cleared).toEqual(
        expect.arrayContaining([
          ['one_session', ''],
          ['sx', ''],
        ]),
      )

      expect(await leftOf(owner.id)).toEqual(nothingLeft)
      expect((await verify(otherBrowser)).statusCode).toBe(401)
      expect((await call(undefined, 'GET', `/one/bins/${bin.id}`)).statusCode).toBe(404)

      // The member keeps their account, out of a team that is no more.
      const kept = await me(member.jar)
      expect(kept).toMatchObject({ id: member.id, name: member.name, team: null })
      expect(await rowsOf(teamMembers, eq(teamMembers.userId, member.id))).toBe(0)

      // Stripe: the plan runs to its period's end, and its invoices are still there.
      const stripe = await stripeLink(
        { mode: 'emulator', prices: {} as never },
        { publicUrl: base, port: Number(new URL(base).port) },
        emulatorStripeKeys(testSessionSecret),
      ).client()
      const atStripe = await stripe.subscriptions.retrieve(subscription.id)
      expect(atStripe.cancel_at_period_end).toBe(true)
      expect(atStripe.status).toBe('active')
      const invoices = await stripe.invoices.list({ customer })
      expect(invoices.data.length).toBeGreaterThan(0)
      expect(invoices.data.every((invoice) => invoice.status === 'paid')).toBe(true)
    })

    it('a deleted member leaves the team, which keeps its owner and other members', async () => {
      const owner = await person('leave-owner')
      await subscribe(app, base, owner.jar, { interval: 'year', type: 'team' })
      const team = (await me(owner.jar)).team as unknown as { inviteCode: string }
      const leaving = await person('leave-member')
      const staying = await person('stay-member')
      for (const jar of [leaving.jar, staying.jar]) {
        expect((await call(jar, 'POST', '/one/team/join', { inviteCode: team.inviteCode })).statusCode).toBe(
          200,
        )
      }
      expect((await me(owner.jar)).team?.members.map((m) => m.id)).toEqual([owner.id, leaving.id, staying.id])

      const deleted = await call(leaving.jar, 'DELETE', '/one/account', { confirm: leaving.name })
      expect(deleted.statusCode, deleted.body).toBe(204)
      expect(await leftOf(leaving.id)).toEqual(nothingLeft)
      expect((await me(owner.jar)).team?.members.map((m) => m.id)).toEqual([owner.id, staying.id])
      expect((await me(staying.jar)).team?.members.map((m) => m.id)).toEqual([owner.id, staying.id])
      // The owner's plan is not the member's to cancel.
      const [plan] = await database.db.select().from(subscriptions).where(eq(subscriptions.userId, owner.id))
      expect(plan!.cancelAtPeriodEnd).toBe(false)
    })

    it("deleting one account leaves another user's data whole", async () => {
      const going = await person('delete-going')
      const staying = await person('delete-staying')
      await saveBin(going.jar, 'Going')
      const theirs = await saveBin(staying.jar, 'Staying')
      await grantMcp(staying.id)
      await addActivity(staying.id, 'bin.created', { binId: theirs.id }, new Date())
      const before = await leftOf(staying.id)
      expect((await call(going.jar, 'DELETE', '/one/account', { confirm: going.name })).statusCode).toBe(204)
      expect(await leftOf(staying.id)).toEqual(before)
      expect((await call(undefined, 'GET', `/one/bins/${theirs.id}`)).statusCode).toBe(200)
      expect(
        await rowsOf(
          mcpOauthRecords,
          and(eq(mcpOauthRecords.grantId, `grant-${staying.id}`), eq(mcpOauthRecords.model, 'RefreshToken')),
        ),
      ).toBe(1)
    })
  })
})

// Bins answer 404 and sessions 401 on EVERY instance once the account is deleted on one of them.
const redisUrl = process.env.TEST_REDIS_URL
const shared = redisUrl ? await sharedInstances() : undefined
describe.skipIf(!shared)('a deleted account on many instances (runs when TEST_REDIS_URL is set)', () => {
  const instance = (env: Record<string, string>) => shared!.instance(env)

  it('its bins answer 404 and its sessions 401 on another instance that had them cached', async () => {
    const first = await instance({ REDIS_URL: redisUrl! })
    const second = await instance({ REDIS_URL: redisUrl! })
    const jar = new CookieJar()
    await signInThrough(first, jar, 'github', fresh('many-instances'))
    const headers = { ...jar.header(), origin: 'http://one.test' }
    const name = (await first.inject({ url: '/api/auth/verify', headers })).json().user.name as string
    const saved = await first.inject({
      method: 'POST',
      url: '/api/one/bins',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'Cached', content: 'cached text', visibility: 'public' }),
    })
    expect(saved.statusCode, saved.body).toBe(201)
    const binUrl = `/api/one/bins/${saved.json().id}`
    // The second instance now holds the public bin and the session in its caches.
    expect((await second.inject({ url: binUrl })).statusCode).toBe(200)
    expect((await second.inject({ url: '/api/auth/verify', headers })).statusCode).toBe(200)

    const deleted = await first.inject({
      method: 'DELETE',
      url: '/api/one/account',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ confirm: name }),
    })
    expect(deleted.statusCode, deleted.body).toBe(204)
    await expect
      .poll(async () => (await second.inject({ url: binUrl })).statusCode, { timeout: 3000 })
      .toBe(404)
    await expect
      .poll(async () => (await second.inject({ url: '/api/auth/verify', headers })).statusCode, {
        timeout: 3000,
      })
      .toBe(401)
  })
})
