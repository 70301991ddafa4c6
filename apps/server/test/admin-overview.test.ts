// docs/decisions/0020: the admin overview's figures on a small seeded set, exactly, and who may read them;
// on PGlite and (with TEST_DATABASE_URL) on PostgreSQL.
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminOverview } from '../src/admin-overview/admin-overview.ts'
import type { Database } from '../src/db/database.ts'
import { subscriptions } from '../src/db/schema/membership.ts'
import { teamMembers, teams } from '../src/db/schema/teams.ts'
import { users } from '../src/db/schema/users.ts'
import { testDatabases } from './support/databases.ts'
import { listenWithEmulators, signedIn } from './support/listening-app.ts'
import type { CookieJar } from './support/sign-in.ts'

// The account id the GitHub emulator gives ada (packages/emulators/src/oauth/providers.ts).
const ADA = '2051899610'

// The overview as of this moment: its 90 days run from 2025-12-16 to 2026-03-15, its 12 months
// from 2025-04 to 2026-03.
const NOW = new Date('2026-03-15T10:00:00Z')
const LONG_AGO = new Date('2024-01-01T00:00:00Z')
const seconds = (iso: string) => Date.parse(iso) / 1000

type Plan = { planType: 'solo' | 'team'; interval: 'month' | 'year'; amount: number }
const soloMonth: Plan = { planType: 'solo', interval: 'month', amount: 299 }
const soloYear: Plan = { planType: 'solo', interval: 'year', amount: 2999 }
const teamMonth: Plan = { planType: 'team', interval: 'month', amount: 2999 }
const teamYear: Plan = { planType: 'team', interval: 'year', amount: 29999 }

async function seed(database: Database) {
  const { db } = database
  const user = async (name: string, createdAt = LONG_AGO) => {
    const [row] = await db.insert(users).values({ name, createdAt }).returning({ id: users.id })
    return row!.id
  }
  let n = 0
  const subscribe = async (
    userId: string,
    plan: Plan,
    status: string,
    {
      canceledAt = null,
      cancelAtPeriodEnd = false,
    }: { canceledAt?: number | null; cancelAtPeriodEnd?: boolean } = {},
  ) => {
    n++
    await db.insert(subscriptions).values({
      id: `sub_overview${n}`,
      userId,
      customerId: `cus_overview${n}`,
      status,
      priceId: `price_${plan.planType}_${plan.interval}`,
      ...plan,
      startDate: seconds('2025-01-01T00:00:00Z'),
      currentPeriodStart: seconds('2026-03-01T00:00:00Z'),
      currentPeriodEnd: seconds('2026-04-01T00:00:00Z'),
      cancelAtPeriodEnd,
      canceledAt,
    })
  }
  const team = async (ownerId: string, members: number) => {
    const [row] = await db
      .insert(teams)
      .values({ ownerId, name: `team ${ownerId}`, inviteCode: `invite-${ownerId}` })
      .returning({ id: teams.id })
    for (let i = 0; i < members; i++) {
      await db
        .insert(teamMembers)
        .values({ teamId: row!.id, userId: await user(`member ${i} of ${ownerId}`) })
    }
  }

  // Sign-ups around the window's edges, UTC.
  await user('today, just after midnight', new Date('2026-03-15T00:30:00Z'))
  await user('yesterday, last second', new Date('2026-03-14T23:59:59Z'))
  await user('yesterday, first second', new Date('2026-03-14T00:00:00Z'))
  await user('first day of the window', new Date('2025-12-16T00:00:00Z'))
  await user('the day before the window', new Date('2025-12-15T23:59:59Z'))
  await user('tomorrow', new Date('2026-03-16T00:00:00Z'))

  await subscribe(await user('solo monthly'), soloMonth, 'active')
  await subscribe(await user('solo yearly'), soloYear, 'active')
  const trialingOwner = await user('team monthly, on trial')
  await subscribe(trialingOwner, teamMonth, 'trialing')
  await team(trialingOwner, 2)
  const retriedOwner = await user('team yearly, renewal being retried')
  await subscribe(retriedOwner, teamYear, 'past_due')
  await team(retriedOwner, 1)
  // Set to end with its period: still a subscriber, and a cancellation of March.
  await subscribe(await user('solo monthly, ending'), soloMonth, 'active', {
    cancelAtPeriodEnd: true,
    canceledAt: seconds('2026-03-01T00:00:00Z'),
  })
  await subscribe(await user('canceled in February'), soloMonth, 'canceled', {
    canceledAt: seconds('2026-02-10T12:00:00Z'),
  })
  // A team whose plan ended fills no seat.
  const endedOwner = await user('team ended in April')
  await subscribe(endedOwner, teamMonth, 'canceled', { canceledAt: seconds('2025-04-01T00:00:00Z') })
  await team(endedOwner, 3)
  await subscribe(await user('canceled before the months'), soloYear, 'canceled', {
    canceledAt: seconds('2025-03-31T23:59:59Z'),
  })
  await subscribe(await user('never paid'), soloMonth, 'incomplete')
}

describe.each(testDatabases())('the admin overview (docs/decisions/0020) on $name', ({ open }) => {
  let database: Database
  let app: FastifyInstance
  let ada: CookieJar
  let mallory: CookieJar

  beforeAll(async () => {
    database = await open()
    ;({ app } = await listenWithEmulators(database, 'admin-overview', { ONE_ADMINS: `github:${ADA}` }))
    ada = await signedIn(app, 'ada')
    mallory = await signedIn(app, 'mallory')
    await seed(database)
    // A server, two sign-ins and the seed: more than the usual minute on a busy machine.
  }, 120_000)

  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const read = (jar?: CookieJar) =>
    app.inject({ url: '/api/one/admin/overview', headers: jar?.header() ?? {}, remoteAddress: jar?.address })

  describe('its figures', () => {
    it('monthly recurring revenue: monthly plans in full, a twelfth of the yearly sum, trialing and past due included', async () => {
      // 299 + 2999 + 299 monthly; (2999 + 29999) / 12 = 2749.83, rounded once to 2750.
      expect((await adminOverview(database.db, NOW)).mrr).toBe(299 + 2999 + 299 + 2750)
    })

    it('subscribers by plan: active, trialing and past due count; canceled and incomplete do not', async () => {
      expect((await adminOverview(database.db, NOW)).subscribers).toEqual({
        solo: { month: 2, year: 1 },
        team: { month: 1, year: 1 },
      })
    })

    it('sign-ups on each of the last 90 UTC days, zeros included, today last', async () => {
      const { signups } = await adminOverview(database.db, NOW)
      expect(signups).toHaveLength(90)
      expect(signups[0]).toEqual({ day: '2025-12-16', count: 1 })
      expect(signups.at(-2)).toEqual({ day: '2026-03-14', count: 2 })
      expect(signups.at(-1)).toEqual({ day: '2026-03-15', count: 1 })
      expect(signups.filter((day) => day.count > 0)).toHaveLength(3)
      // One day after another, none missing.
      for (let i = 1; i < signups.length; i++) {
        expect(Date.parse(signups[i]!.day) - Date.parse(signups[i - 1]!.day)).toBe(24 * 60 * 60 * 1000)
      }
    })

    it('cancellations in each of the last 12 months by canceled_at, a plan set to end included', async () => {
      const { cancellations } = await adminOverview(database.db, NOW)
      expect(cancellations.map((month) => month.month)).toEqual([
        '2025-04',
        '2025-05',
        '2025-06',
        '2025-07',
        '2025-08',
        '2025-09',
        '2025-10',
        '2025-11',
        '2025-12',
        '2026-01',
        '2026-02',
        '2026-03',
      ])
      expect(cancellations.map((month) => month.count)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1])
    })

    it('seats: owners and members of the teams whose owner holds a granting team plan, and their cap', async () => {
      expect((await adminOverview(database.db, NOW)).seats).toEqual({ used: 2 + 1 + 2, teams: 2, cap: 50 })
    })
  })

  describe('GET /one/admin/overview', () => {
    it('answers an admin with the figures as of now', async () => {
      const response = await read(ada)
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('no-store')
      const overview = response.json()
      expect(overview.mrr).toBe(6347)
      expect(overview.seats).toEqual({ used: 5, teams: 2, cap: 50 })
      expect(overview.signups).toHaveLength(90)
      // Ada and mallory signed up today.
      expect(overview.signups.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), count: 2 })
      expect(overview.cancellations).toHaveLength(12)
      expect(overview.cancellations.at(-1).month).toBe(new Date().toISOString().slice(0, 7))
    })

    it('401 for a guest, 403 for a signed-in user who is not an admin', async () => {
      const guest = await read()
      expect(guest.statusCode).toBe(401)
      expect(guest.json()).toEqual({ code: 'unauthorized', message: 'You are not signed in.' })
      const user = await read(mallory)
      expect(user.statusCode).toBe(403)
      expect(user.json()).toEqual({ code: 'forbidden', message: 'Only admins can do this.' })
    })
  })
})
