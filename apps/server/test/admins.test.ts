import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { accessOf } from '../src/access/access-rules.ts'
import { identities } from '../src/db/schema/auth.ts'
import { sharedInstances } from './support/instances.ts'
import { CookieJar, signInThrough } from './support/sign-in.ts'

// The account id the GitHub emulator gives ada (packages/emulators/src/oauth/providers.ts).
const ADA = '2051899610'

const { database, instance } = await sharedInstances()

describe('admins are named by provider account id, not by handle (docs/decisions/0008)', () => {
  const admins = new Set([`github:${ADA}`])

  it('the listed account stays admin when its handle is renamed', () => {
    const renamed = [{ provider: 'github' as const, providerUserId: ADA, handle: 'ada-lovelace' }]
    expect(accessOf({ isAdmin: false, identities: renamed, admins, subscriptions: [] }).isAdmin).toBe(true)
  })

  it('whoever takes over the old handle is not admin', () => {
    const taker = [{ provider: 'github' as const, providerUserId: '99', handle: 'ada' }]
    expect(accessOf({ isAdmin: false, identities: taker, admins, subscriptions: [] }).isAdmin).toBe(false)
    expect(
      accessOf({ isAdmin: false, identities: taker, admins: new Set(['github:ada']), subscriptions: [] })
        .isAdmin,
    ).toBe(false)
  })

  it('the same id at another provider is another account', () => {
    const discord = [{ provider: 'discord' as const, providerUserId: ADA, handle: 'ada' }]
    expect(accessOf({ isAdmin: false, identities: discord, admins, subscriptions: [] }).isAdmin).toBe(false)
  })

  it('through a real sign-in: the id grants admin, a renamed handle keeps it, a taken-over handle does not get it', async () => {
    const env = { ONE_ADMINS: `github:${ADA}` }
    const isAdmin = async (app: FastifyInstance, jar: CookieJar) =>
      (await app.inject({ url: '/api/auth/verify', headers: jar.header() })).json().user.isAdmin

    const first = await instance(env)
    const ada = new CookieJar()
    const mallory = new CookieJar()
    await signInThrough(first, ada, 'github', 'ada')
    await signInThrough(first, mallory, 'github', 'mallory')
    expect(await isAdmin(first, ada)).toBe(true)
    expect(await isAdmin(first, mallory)).toBe(false)

    // Ada renames herself at GitHub, and mallory takes the name she left.
    const rename = (from: string, to: string) =>
      database.db
        .update(identities)
        .set({ handle: to })
        .where(and(eq(identities.provider, 'github'), eq(identities.handle, from)))
    await rename('ada', 'ada-lovelace')
    await rename('mallory', 'ada')

    const later = await instance(env)
    expect(await isAdmin(later, ada)).toBe(true)
    expect(await isAdmin(later, mallory)).toBe(false)
  })
})
