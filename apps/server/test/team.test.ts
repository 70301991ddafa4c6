// docs/decisions/0012: teams on the server (spec sections 3, 5, 6, 7 and 9), against the Stripe emulator through a
// server that really listens, on PGlite and (with TEST_DATABASE_URL) on PostgreSQL.

import { randomUUID } from 'node:crypto'
import type { Team } from '@one/contract/auth'
import { teamEndpoints } from '@one/contract/team'
import { count, eq } from 'drizzle-orm'
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/database.ts'
import { teamMembers } from '../src/db/schema/teams.ts'
import { testDatabases } from './support/databases.ts'
import { contentType, hostileBody, hostileParam } from './support/hostile-requests.ts'
import { listenWithEmulators, signedIn as signedInAs } from './support/listening-app.ts'
import type { CookieJar } from './support/sign-in.ts'
import { advanceStripe, subscribe as subscribeThrough } from './support/subscriber.ts'

const DAY = 24 * 3600

type Verify = { access: string[]; user: { id: string; name: string; team: Team | null } }

describe.each(testDatabases())('teams (docs/decisions/0012) on $name', ({ open }) => {
  let database: Database
  let app: FastifyInstance
  let base: string

  beforeAll(async () => {
    database = await open()
    ;({ app, base } = await listenWithEmulators(database, 'team'))
  })

  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const signedIn = (username: string) => signedInAs(app, username)

  const call = (
    jar: CookieJar | undefined,
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    { raw = false, type = 'application/json' }: { raw?: boolean; type?: string } = {},
  ) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: {
        ...(jar?.header() ?? {}),
        origin: base,
        ...(payload === undefined ? {} : { 'content-type': type }),
      },
      payload: payload === undefined ? undefined : raw ? (payload as string) : JSON.stringify(payload),
      remoteAddress: jar?.address,
    })

  const verify = async (jar: CookieJar) => (await call(jar, 'GET', '/auth/verify')).json() as Verify

  const subscribe = (jar: CookieJar, interval: 'month' | 'year', type: 'solo' | 'team') =>
    subscribeThrough(app, base, jar, { interval, type })

  /** A signed-in holder of a team plan, and their team as verify shows it to them. */
  async function teamOwner(username: string, interval: 'month' | 'year' = 'year') {
    const jar = await signedIn(username)
    const { back, subscription } = await subscribe(jar, interval, 'team')
    const { user } = await verify(jar)
    return { jar, team: user.team!, back, subscription, id: user.id }
  }

  const joinTeam = (jar: CookieJar, inviteCode: string) => call(jar, 'POST', '/one/team/join', { inviteCode })

  describe('a team for the holder of a team plan (spec sections 3 and 6)', () => {
    it('the owner comes back to the team dialog, and verify carries the team with its invite code', async () => {
      const { jar, team, back, id } = await teamOwner('owner-verify')
      expect(back.searchParams.get('team')).toBe('1')
      const { access, user } = await verify(jar)
      expect(access).toEqual(['one/team'])
      expect(team).toEqual({
        id: expect.any(String),
        name: `${user.name}'s team`,
        owner: { id, name: user.name },
        inviteCode: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
        members: [{ id, name: user.name, picture: expect.any(String) }],
      })
      // Codes are random: another team's differs.
      const other = await teamOwner('owner-verify-2')
      expect(other.team.inviteCode).not.toBe(team.inviteCode)
      expect(other.team.id).not.toBe(team.id)
    })

    it('a solo plan makes no team', async () => {
      const jar = await signedIn('solo-no-team')
      await subscribe(jar, 'year', 'solo')
      expect((await verify(jar)).user.team).toBeNull()
      const refused = await call(jar, 'POST', '/one/team/regen')
      expect(refused.statusCode).toBe(403)
      expect(refused.json().message).toBe('Only the owner of a team can reset its invite link.')
    })

    it('GET /one/team/{inviteCode} shows the team to anyone holding the link, never its code; 404 otherwise', async () => {
      const { team, id } = await teamOwner('owner-by-code')
      const found = await call(undefined, 'GET', `/one/team/${team.inviteCode}`)
      expect(found.statusCode, found.body).toBe(200)
      expect(found.json()).toEqual({
        team: { id: team.id, name: team.name, owner: team.owner, members: team.members },
      })
      expect(found.json().team.owner.id).toBe(id)
      const unknown = await call(undefined, 'GET', `/one/team/${'A'.repeat(32)}`)
      expect(unknown.statusCode).toBe(404)
      expect(unknown.json().message).toMatch(/no team with this invite link/)
    })

    it('GET /one/team/{inviteCode} lists the owner, then the members first joined first, as verify does', async () => {
      const owner = await teamOwner('owner-by-code-members')
      const first = await signedIn('member-by-code-1')
      const second = await signedIn('member-by-code-2')
      expect((await joinTeam(first, owner.team.inviteCode!)).statusCode).toBe(200)
      expect((await joinTeam(second, owner.team.inviteCode!)).statusCode).toBe(200)
      const [firstUser, secondUser] = [(await verify(first)).user, (await verify(second)).user]

      const found = await call(undefined, 'GET', `/one/team/${owner.team.inviteCode}`)
      expect(found.statusCode, found.body).toBe(200)
      const { team } = found.json()
      expect(team.members).toEqual([
        { id: owner.id, name: owner.team.owner.name, picture: expect.any(String) },
        { id: firstUser.id, name: firstUser.name, picture: expect.any(String) },
        { id: secondUser.id, name: secondUser.name, picture: expect.any(String) },
      ])
      expect(team).toEqual({ ...(await verify(owner.jar)).user.team, inviteCode: undefined })
    })
  })

  describe('joining, leaving and removing (spec sections 5 and 6)', () => {
    it('a member joins: both see two members, only the owner sees the code; joining twice is harmless', async () => {
      const owner = await teamOwner('owner-join')
      const member = await signedIn('member-join')
      expect((await verify(member)).access).toEqual([])
      // The owner's account is cached now: the join must drop it.
      expect((await verify(owner.jar)).user.team!.members).toHaveLength(1)

      const joined = await joinTeam(member, owner.team.inviteCode!)
      expect(joined.statusCode, joined.body).toBe(200)
      expect(joined.json().team.inviteCode).toBeUndefined()
      const seen = await verify(member)
      expect(seen.access).toEqual(['one/team'])
      expect(seen.user.team).toEqual({
        id: owner.team.id,
        name: owner.team.name,
        owner: owner.team.owner,
        members: [
          owner.team.members[0],
          { id: seen.user.id, name: seen.user.name, picture: expect.any(String) },
        ],
      })
      expect((await verify(owner.jar)).user.team!.members.map((m) => m.id)).toEqual([owner.id, seen.user.id])

      const again = await joinTeam(member, owner.team.inviteCode!)
      expect(again.statusCode).toBe(200)
      expect((await verify(owner.jar)).user.team!.members).toHaveLength(2)
      // The owner joining their own team is harmless too.
      expect((await joinTeam(owner.jar, owner.team.inviteCode!)).statusCode).toBe(200)
    })

    it('a user is in one team at a time; an owner joins no other team', async () => {
      const first = await teamOwner('owner-one-a')
      const second = await teamOwner('owner-one-b')
      const member = await signedIn('member-one')
      expect((await joinTeam(member, first.team.inviteCode!)).statusCode).toBe(200)
      const elsewhere = await joinTeam(member, second.team.inviteCode!)
      expect(elsewhere.statusCode).toBe(409)
      expect(elsewhere.json().message).toBe(
        'You are already in another team. Leave it first to join this one.',
      )
      expect((await verify(member)).user.team!.id).toBe(first.team.id)

      const ownerJoins = await joinTeam(second.jar, first.team.inviteCode!)
      expect(ownerJoins.statusCode).toBe(409)
      expect(ownerJoins.json().message).toBe('You own a team: you cannot be a member of another one.')

      // A member of someone else's team does not buy a team plan of their own (spec section 5).
      const buys = await call(member, 'GET', '/one/subscribe?interval=year&type=team')
      expect(buys.statusCode).toBe(409)
      expect(buys.json().message).toMatch(/leave it before buying a team plan/)
    })

    it('owner leave refused; a member leaves and loses the access; a missing team is refused', async () => {
      const owner = await teamOwner('owner-leave')
      const member = await signedIn('member-leave')
      await joinTeam(member, owner.team.inviteCode!)

      const ownerLeaves = await call(owner.jar, 'POST', '/one/team/leave', { teamId: owner.team.id })
      expect(ownerLeaves.statusCode).toBe(409)
      expect(ownerLeaves.json().message).toBe(
        'The owner cannot leave their own team. To end it, cancel the team plan.',
      )
      const missing = await call(member, 'POST', '/one/team/leave', { teamId: randomUUID() })
      expect(missing.statusCode).toBe(404)
      expect(missing.json().message).toBe('There is no such team.')
      const stranger = await signedIn('stranger-leave')
      const notIn = await call(stranger, 'POST', '/one/team/leave', { teamId: owner.team.id })
      expect(notIn.statusCode).toBe(404)
      expect(notIn.json().message).toBe('You are not a member of this team.')

      const left = await call(member, 'POST', '/one/team/leave', { teamId: owner.team.id })
      expect(left.statusCode, left.body).toBe(204)
      const after = await verify(member)
      expect(after.access).toEqual([])
      expect(after.user.team).toBeNull()
      expect((await verify(owner.jar)).user.team!.members).toHaveLength(1)
    })

    it('only the owner removes members: non-owner remove 403, the owner is not removable', async () => {
      const owner = await teamOwner('owner-remove')
      const member = await signedIn('member-remove')
      const other = await signedIn('member-remove-2')
      await joinTeam(member, owner.team.inviteCode!)
      await joinTeam(other, owner.team.inviteCode!)
      const memberId = (await verify(member)).user.id
      const otherId = (await verify(other)).user.id

      const byMember = await call(member, 'POST', '/one/team/remove', { userId: otherId })
      expect(byMember.statusCode).toBe(403)
      expect(byMember.json().message).toBe('Only the owner of a team can remove its members.')
      const self = await call(owner.jar, 'POST', '/one/team/remove', { userId: owner.id })
      expect(self.statusCode).toBe(409)
      expect(self.json().message).toBe('The owner cannot be removed from their own team.')
      const notMember = await call(owner.jar, 'POST', '/one/team/remove', { userId: randomUUID() })
      expect(notMember.statusCode).toBe(404)
      expect(notMember.json().message).toBe('This person is not a member of your team.')

      const removed = await call(owner.jar, 'POST', '/one/team/remove', { userId: memberId })
      expect(removed.statusCode, removed.body).toBe(200)
      expect(removed.json().team.members.map((m: { id: string }) => m.id)).toEqual([owner.id, otherId])
      expect(removed.json().team.inviteCode).toBe(owner.team.inviteCode)
      // The removed member's cached account was dropped: the next verify has no team access.
      const after = await verify(member)
      expect(after.access).toEqual([])
      expect(after.user.team).toBeNull()
      expect((await verify(other)).user.team!.members).toHaveLength(2)
    })

    it('regen: a new code at once, the old one dead for looking up and joining; owner only', async () => {
      const owner = await teamOwner('owner-regen')
      const old = owner.team.inviteCode!
      const member = await signedIn('member-regen')
      await joinTeam(member, old)
      const byMember = await call(member, 'POST', '/one/team/regen')
      expect(byMember.statusCode).toBe(403)

      const regen = await call(owner.jar, 'POST', '/one/team/regen')
      expect(regen.statusCode, regen.body).toBe(200)
      const fresh = regen.json().team.inviteCode as string
      expect(fresh).toMatch(/^[A-Za-z0-9_-]{32}$/)
      expect(fresh).not.toBe(old)
      expect(regen.json().team.members).toHaveLength(2)
      expect((await verify(owner.jar)).user.team!.inviteCode).toBe(fresh)

      expect((await call(undefined, 'GET', `/one/team/${old}`)).statusCode).toBe(404)
      const late = await signedIn('late-regen')
      const refused = await joinTeam(late, old)
      expect(refused.statusCode).toBe(404)
      expect((await verify(late)).user.team).toBeNull()
      expect((await joinTeam(late, fresh)).statusCode).toBe(200)
    })

    it('guests are refused with 401 on every change', async () => {
      for (const [url, body] of [
        ['/one/team/join', { inviteCode: 'A'.repeat(32) }],
        ['/one/team/leave', { teamId: randomUUID() }],
        ['/one/team/remove', { userId: randomUUID() }],
        ['/one/team/regen', undefined],
      ] as const) {
        const response = await call(undefined, 'POST', url, body)
        expect(response.statusCode, url).toBe(401)
        expect(response.json().message).toEqual(expect.any(String))
      }
    })
  })

  describe('cross-site requests (decision 2)', () => {
    it("a page on another origin cannot join, leave, remove or reset with the user's cookie", async () => {
      const owner = await teamOwner('team-csrf-owner')
      const member = await signedIn('team-csrf-member')
      expect((await joinTeam(member, owner.team.inviteCode!)).statusCode).toBe(200)
      const foreign = (jar: CookieJar, url: string, payload?: unknown) =>
        app.inject({
          method: 'POST',
          url: `/api${url}`,
          headers: {
            ...jar.header(),
            origin: 'https://evil.example',
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          },
          payload: payload === undefined ? undefined : JSON.stringify(payload),
        })
      for (const response of [
        await foreign(member, '/one/team/leave', { teamId: owner.team.id }),
        await foreign(owner.jar, '/one/team/remove', { userId: (await verify(member)).user.id }),
        await foreign(owner.jar, '/one/team/regen'),
      ]) {
        expect(response.statusCode).toBe(403)
        expect(response.json().message).toEqual(expect.any(String))
      }
      const { user } = await verify(owner.jar)
      expect(user.team?.members.map((m) => m.name)).toContain('team-csrf-member')
      expect(user.team?.inviteCode).toBe(owner.team.inviteCode)
    })
  })

  describe('at most 25 members including the owner (spec sections 6 and 9)', () => {
    it('30 users joining at once: 24 get in, 6 are told the team is full, and it holds exactly 25', async () => {
      const owner = await teamOwner('owner-cap')
      const joiners = await Promise.all(Array.from({ length: 30 }, (_, i) => signedIn(`cap-joiner-${i}`)))
      const answers = await Promise.all(joiners.map((jar) => joinTeam(jar, owner.team.inviteCode!)))
      const statuses = answers.map((answer) => answer.statusCode)
      expect(statuses.filter((status) => status === 200)).toHaveLength(24)
      expect(statuses.filter((status) => status === 409)).toHaveLength(6)
      for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
        expect(refused.json().message).toBe('This team is full: it already has 25 members.')
      }
      const [row] = await database.db
        .select({ value: count() })
        .from(teamMembers)
        .where(eq(teamMembers.teamId, owner.team.id))
      expect(row?.value).toBe(24)
      expect((await verify(owner.jar)).user.team!.members).toHaveLength(25)

      // A place freed is a place taken; then it is full again.
      const out = joiners[answers.findIndex((answer) => answer.statusCode === 200)]!
      expect((await call(out, 'POST', '/one/team/leave', { teamId: owner.team.id })).statusCode).toBe(204)
      const waiting = joiners.filter((_, i) => answers[i]!.statusCode === 409)
      expect((await joinTeam(waiting[0]!, owner.team.inviteCode!)).statusCode).toBe(200)
      expect((await joinTeam(waiting[1]!, owner.team.inviteCode!)).statusCode).toBe(409)
    })
  })

  describe('bad input is 400 with a message, never a 5xx (spec section 5)', () => {
    it('NUL, lone surrogates, huge or odd codes and ids, wrong types, deep nesting', async () => {
      const jar = await signedIn('hostile-team')
      const codes: unknown[] = [
        '',
        '\u0000',
        `${'A'.repeat(31)}\u0000`,
        '\ud800'.repeat(20),
        'A'.repeat(65),
        'A'.repeat(100_000),
        'abc',
        '../../etc/passwd..........',
        42,
        null,
        true,
        [],
        {},
        ['A'.repeat(32)],
        { $ne: null },
      ]
      for (const inviteCode of codes) {
        const response = await joinTeam(jar, inviteCode as string)
        expect(response.statusCode, JSON.stringify(inviteCode).slice(0, 40)).toBe(400)
        expect(response.json().message).toMatch(/inviteCode/)
      }
      for (const [url, field] of [
        ['/one/team/leave', 'teamId'],
        ['/one/team/remove', 'userId'],
      ] as const) {
        for (const value of ['', 'not-a-uuid', '\u0000', '\udfff', 'a'.repeat(10_000), 1, null, [], {}]) {
          const response = await call(jar, 'POST', url, { [field]: value })
          expect(response.statusCode, `${url} ${JSON.stringify(value).slice(0, 40)}`).toBe(400)
          expect(response.json().message).toContain(field)
        }
        const missing = await call(jar, 'POST', url, {})
        expect(missing.statusCode).toBe(400)
        expect(missing.json().message).toContain(field)
      }
      const deep = `${'['.repeat(4000)}${']'.repeat(4000)}`
      for (const payload of [
        deep,
        `{"inviteCode":${deep}}`,
        `{"inviteCode":"\\u0000"}`,
        '{"inviteCode":',
        'nul',
      ]) {
        const response = await call(jar, 'POST', '/one/team/join', payload, { raw: true })
        expect(response.statusCode, payload.slice(0, 30)).toBe(400)
        expect(response.json().message).toEqual(expect.any(String))
      }
      for (const code of ['%00', '%ED%A0%80', '%FF', 'A'.repeat(5000), 'abc', '..%2F..%2Fx']) {
        const response = await call(jar, 'GET', `/one/team/${code}`)
        expect(response.statusCode, code.slice(0, 30)).toBe(400)
        expect(response.json().message).toEqual(expect.any(String))
      }
    })

    it('generated hostile bodies and codes never get a 5xx', async () => {
      const jar = await signedIn('fuzz-team')
      const routes = [
        ['/one/team/join', teamEndpoints.join.body],
        ['/one/team/leave', teamEndpoints.leave.body],
        ['/one/team/remove', teamEndpoints.remove.body],
      ] as const
      for (const [url, schema] of routes) {
        await fc.assert(
          fc.asyncProperty(hostileBody(schema), contentType, async (payload, type) => {
            const response = await call(jar, 'POST', url, payload, { raw: true, type })
            expect(response.statusCode, `${url} ${String(payload).slice(0, 200)}`).toBeLessThan(500)
            if (response.statusCode >= 400) expect(response.json().message).toEqual(expect.any(String))
          }),
          { numRuns: 40 },
        )
      }
      await fc.assert(
        fc.asyncProperty(hostileParam, async (code) => {
          const response = await call(jar, 'GET', `/one/team/${code}`)
          expect(response.statusCode, code.slice(0, 200)).toBeLessThan(500)
        }),
        { numRuns: 40 },
      )
    })
  })

  // Last: it moves the emulator's clock past every monthly period of this file.
  describe("access follows the owner's subscription (spec section 6)", () => {
    it('canceled at period end: members keep `one/team` until the end, then lose it with the owner, and its link is dead', async () => {
      const owner = await teamOwner('owner-ends', 'month')
      const member = await signedIn('member-ends')
      await joinTeam(member, owner.team.inviteCode!)
      expect((await verify(member)).access).toEqual(['one/team'])

      const canceled = await call(owner.jar, 'POST', `/one/cancel?subscriptionId=${owner.subscription.id}`)
      expect(canceled.json().subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true })
      expect((await verify(member)).access).toEqual(['one/team'])

      await advanceStripe(base, 32 * DAY)
      const ownerAfter = await verify(owner.jar)
      expect(ownerAfter.access).toEqual([])
      expect(ownerAfter.user.team).toBeNull()
      // The member's account was cached with the access: the webhook's change dropped it.
      const memberAfter = await verify(member)
      expect(memberAfter.access).toEqual([])
      expect(memberAfter.user.team).toBeNull()

      // An old link to the ended team reads as an unknown one: no name, no members, no joining.
      const unknown = await call(undefined, 'GET', `/one/team/${'A'.repeat(32)}`)
      const shown = await call(undefined, 'GET', `/one/team/${owner.team.inviteCode}`)
      expect(shown.statusCode, shown.body).toBe(404)
      expect(shown.json()).toEqual(unknown.json())
      expect(shown.body).not.toContain(owner.team.name)
      expect((await call(member, 'GET', `/one/team/${owner.team.inviteCode}`)).statusCode).toBe(404)
      const late = await signedIn('late-ends')
      const refused = await joinTeam(late, owner.team.inviteCode!)
      expect(refused.statusCode).toBe(404)
      expect(refused.json()).toEqual(unknown.json())
      expect((await joinTeam(owner.jar, owner.team.inviteCode!)).statusCode).toBe(404)
      // Its former member is free to join another team.
      const next = await teamOwner('owner-after-end', 'year')
      expect((await joinTeam(member, next.team.inviteCode!)).statusCode).toBe(200)
      expect((await verify(member)).access).toEqual(['one/team'])
    })
  })
})
