import { defaultSettings } from '@one/contract/settings/defaults'
import { type RunningEmulators, startEmulators } from '@one/emulators/standalone'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../src/db/database.ts'
import { buildTestApp } from './support/app.ts'
import {
  authorizeAt,
  CookieJar,
  emulatorEnv,
  openCallback,
  popupMessage,
  signInThrough,
  startSignIn,
} from './support/sign-in.ts'

let emulators: RunningEmulators
let database: Database
let app: FastifyInstance
const site = 'http://one.test'

beforeAll(async () => {
  emulators = await startEmulators()
  database = await openDatabase({})
  // 2051899610: the account id the GitHub emulator gives ada.
  app = await buildTestApp(database, { ...emulatorEnv(emulators), ONE_ADMINS: 'github:2051899610' })
  await app.ready()
})

afterAll(async () => {
  await app.close()
  await database.close()
  await emulators.close()
})

const verify = (jar: CookieJar) => app.inject({ url: '/api/auth/verify', headers: jar.header() })
const post = (jar: CookieJar, url: string, payload?: unknown) =>
  app.inject({
    method: 'POST',
    url,
    headers: { origin: site, ...jar.header(), ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  })

describe('sign-in through the popup (spec section 4, FACTS 3.3)', () => {
  it('answers the opener with the user and access, and starts a session with its marker cookie', async () => {
    const jar = new CookieJar()
    const { response } = await signInThrough(app, jar, 'github', 'ada')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    const { message, origins } = popupMessage(response)
    expect(message).toMatchObject({ type: 'auth-response', status: 'success' })
    expect(message.body?.user).toMatchObject({
      name: 'ada',
      isAdmin: true,
      identities: [{ provider: 'github' }],
    })
    expect(origins).toEqual([site])

    const session = (response.cookies as { name: string; httpOnly?: boolean; sameSite?: string }[]).find(
      (c) => c.name === 'one_session',
    )
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
    expect(jar.get('sx')).toBe('1')
  })

  it('the popup page runs no inline code and speaks only to the allowed origins', async () => {
    const { response } = await signInThrough(app, new CookieJar(), 'github', 'grace')
    expect(response.body).toContain('<script src="/api/auth/popup.js" defer></script>')
    expect(response.body).not.toMatch(/<script>(?!<)/)
    const script = await app.inject('/api/auth/popup.js')
    expect(script.body).toContain('data.origins.includes(event.origin)')
    expect(script.body).toContain("event.data.type !== 'auth-request'")
  })

  it('GET /auth/verify: 200 with the user while signed in, 401 with user null otherwise', async () => {
    const jar = new CookieJar()
    await signInThrough(app, jar, 'github', 'linus')
    const signedIn = await verify(jar)
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.json()).toMatchObject({
      user: { name: 'linus', isAdmin: false, settings: null },
      access: [],
    })

    const guest = await verify(new CookieJar())
    expect(guest.statusCode).toBe(401)
    expect(guest.json()).toMatchObject({ user: null, access: [] })
  })

  it('signing in again with a known identity gives the same user', async () => {
    const first = popupMessage((await signInThrough(app, new CookieJar(), 'discord', 'margaret')).response)
    const second = popupMessage((await signInThrough(app, new CookieJar(), 'discord', 'margaret')).response)
    expect(second.message.body?.user.id).toBe(first.message.body?.user.id)
  })
})

describe('linking providers (one user, one identity per provider)', () => {
  it('signing in with another provider while signed in links it to the same user', async () => {
    const jar = new CookieJar()
    await signInThrough(app, jar, 'github', 'hopper')
    const linked = popupMessage((await signInThrough(app, jar, 'discord', 'hopper-d')).response)
    expect(linked.message.status).toBe('success')
    const user = (await verify(jar)).json().user
    expect(user.identities.map((i: { provider: string }) => i.provider).sort()).toEqual(['discord', 'github'])
  })

  it('linking starts a new session and ends the old one (docs/decisions/0008, ASVS 3.3: a new id on privilege change)', async () => {
    const jar = new CookieJar()
    await signInThrough(app, jar, 'github', 'rotator')
    const before = jar.get('one_session')!
    const userId = (await verify(jar)).json().user.id
    await signInThrough(app, jar, 'discord', 'rotator-d')
    expect(jar.get('one_session')).toEqual(expect.any(String))
    expect(jar.get('one_session')).not.toBe(before)
    expect((await verify(jar)).json().user.id).toBe(userId)
    const old = await app.inject({ url: '/api/auth/verify', headers: { cookie: `one_session=${before}` } })
    expect(old.statusCode).toBe(401)
  })

  it('an identity already linked to another user is refused with a clear message, and nothing changes', async () => {
    await signInThrough(app, new CookieJar(), 'github', 'taken')
    const jar = new CookieJar()
    await signInThrough(app, jar, 'discord', 'someone-else')
    const before = (await verify(jar)).json().user

    const refused = popupMessage((await signInThrough(app, jar, 'github', 'taken')).response)
    expect(refused.message).toEqual({
      type: 'auth-response',
      status: 'error',
      code: 'identity_taken',
      message: 'This GitHub account is already linked to another user. Sign in with it to use that account.',
    })
    expect((await verify(jar)).json().user).toEqual(before)
  })
})

describe('refused callbacks change nothing (protection)', () => {
  it('a replayed callback is refused and starts no session', async () => {
    const { callbackPath } = await signInThrough(app, new CookieJar(), 'github', 'replay')
    const replay = await app.inject(callbackPath)
    expect(popupMessage(replay).message).toMatchObject({
      status: 'error',
      message: 'This sign-in has expired or was already used. Please sign in again.',
    })
    expect(replay.cookies).toEqual([])
  })

  it('a forged state is refused', async () => {
    const forged = await app.inject('/api/auth/github/callback?code=abc&state=forged')
    expect(popupMessage(forged).message.status).toBe('error')
    expect(forged.cookies).toEqual([])
  })

  it('a cancelled sign-in says so', async () => {
    const { response } = await signInThrough(app, new CookieJar(), 'discord', 'shy', { action: 'cancel' })
    expect(popupMessage(response).message).toMatchObject({
      status: 'error',
      code: 'cancelled',
      message: 'Sign-in with Discord was cancelled.',
    })
  })

  it('an unknown provider is a 400 naming the choices', async () => {
    const response = await app.inject('/api/auth/myspace/redirect')
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain('must be github, discord or shopify')
  })

  it('the redirect sends state and an S256 PKCE challenge', async () => {
    const response = await app.inject('/api/auth/github/redirect')
    const location = new URL(response.headers.location as string)
    expect(location.searchParams.get('state')).toMatch(/^[\w-]{20,}$/)
    expect(location.searchParams.get('code_challenge_method')).toBe('S256')
    expect(location.searchParams.get('redirect_uri')).toBe(`${site}/api/auth/github/callback`)
  })
})

type Cookie = {
  name: string
  value: string
  httpOnly?: boolean
  sameSite?: string
  path?: string
  maxAge?: number
}
const cookiesOf = (response: { cookies: unknown }) => response.cookies as Cookie[]
const identitiesOf = async (jar: CookieJar) =>
  ((await verify(jar)).json().user.identities as { provider: string; userHandle: string }[]).map(
    (i) => `${i.provider}:${i.userHandle}`,
  )

describe('a sign-in belongs to the browser that began it (docs/decisions/0008: login and linking CSRF)', () => {
  it('the redirect gives the browser a short-lived HttpOnly, SameSite=Lax sign-in cookie', async () => {
    const start = await app.inject('/api/auth/github/redirect')
    const cookie = cookiesOf(start).find((c) => c.name === 'one_sign_in')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 600 })
    expect(cookie?.value).toMatch(/^[\w-]{43}$/)
  })

  it("a callback link opened in another browser is refused and signs no one in (the attacker's sign-in)", async () => {
    const attacker = new CookieJar()
    const link = await authorizeAt(await startSignIn(app, attacker, 'github'), 'mallory')

    const victim = new CookieJar()
    await signInThrough(app, victim, 'github', 'victim')
    const victimSession = victim.get('one_session')
    const opened = await openCallback(app, victim, link)
    expect(popupMessage(opened).message).toEqual({
      type: 'auth-response',
      status: 'error',
      code: 'other_browser',
      message: 'This sign-in was started in another browser. Please sign in again.',
    })
    expect(cookiesOf(opened).map((c) => c.name)).toEqual([])
    expect(victim.get('one_session')).toBe(victimSession)
    expect((await verify(victim)).json().user.name).toBe('victim')

    const guest = new CookieJar()
    const other = await authorizeAt(await startSignIn(app, attacker, 'github'), 'mallory')
    expect(popupMessage(await openCallback(app, guest, other)).message.status).toBe('error')
    expect((await verify(guest)).statusCode).toBe(401)
  })

  it('the refused link is spent: not even the browser that began it can complete it afterwards', async () => {
    const attacker = new CookieJar()
    const link = await authorizeAt(await startSignIn(app, attacker, 'github'), 'mallory-again')
    await openCallback(app, new CookieJar(), link)
    const late = await openCallback(app, attacker, link)
    expect(popupMessage(late).message.message).toBe(
      'This sign-in has expired or was already used. Please sign in again.',
    )
    expect((await verify(attacker)).statusCode).toBe(401)
  })

  it('a link begun by signed-in alice and completed in another browser attaches nothing to alice', async () => {
    const alice = new CookieJar()
    await signInThrough(app, alice, 'github', 'alice')
    const connect = await startSignIn(app, alice, 'discord')

    const mallory = new CookieJar()
    const completed = await openCallback(app, mallory, await authorizeAt(connect, 'mallory-discord'))
    expect(popupMessage(completed).message).toMatchObject({
      status: 'error',
      message: 'This sign-in was started in another browser. Please sign in again.',
    })
    expect(mallory.get('one_session')).toBeUndefined()
    expect(await identitiesOf(alice)).toEqual(['github:alice'])

    // That Discord account is still nobody's: signing in with it makes a new user, not alice.
    const own = popupMessage((await signInThrough(app, mallory, 'discord', 'mallory-discord')).response)
    expect(own.message.body?.user.name).toBe('mallory-discord')
    expect(own.message.body?.user.id).not.toBe((await verify(alice)).json().user.id)
  })

  it('a Shopify link from another browser comes back to the site with the code of its message', async () => {
    const link = await authorizeAt(
      await startSignIn(app, new CookieJar(), 'shopify', { next: `${site}/bins/1` }),
      'shop-mallory',
    )
    const victim = new CookieJar()
    const opened = await openCallback(app, victim, link)
    expect(opened.statusCode).toBe(302)
    const back = new URL(opened.headers.location as string)
    expect(back.origin + back.pathname).toBe(`${site}/`)
    expect(back.searchParams.get('auth_error')).toBe('other_browser')
    expect(victim.get('one_session')).toBeUndefined()
  })

  it("completing the sign-in clears the browser's sign-in cookie", async () => {
    const jar = new CookieJar()
    await startSignIn(app, jar, 'github')
    const key = jar.get('one_sign_in')
    // A second sign-in begun in the same browser keeps its key, so an abandoned popup is no trouble.
    const { response } = await signInThrough(app, jar, 'github', 'tidy')
    const cleared = cookiesOf(response).find((c) => c.name === 'one_sign_in')
    expect(cleared?.value).toBe('')
    expect(key).toEqual(expect.any(String))
    expect(jar.get('one_sign_in')).toBeUndefined()
  })
})

describe('sign out everywhere (docs/decisions/0008, ASVS 3.3.4)', () => {
  it('ends every session of the user: both browsers are signed out at once', async () => {
    const laptop = new CookieJar()
    const phone = new CookieJar()
    await signInThrough(app, laptop, 'github', 'two-devices')
    await signInThrough(app, phone, 'github', 'two-devices')
    expect((await verify(laptop)).statusCode).toBe(200)
    expect((await verify(phone)).statusCode).toBe(200)

    const response = laptop.take(await post(laptop, '/api/auth/logout-everywhere'))
    expect(response.statusCode).toBe(204)
    expect(laptop.get('one_session')).toBeUndefined()
    expect(laptop.get('sx')).toBeUndefined()
    expect((await verify(phone)).statusCode).toBe(401)
    expect((await verify(laptop)).statusCode).toBe(401)
  })

  it('refuses a guest with 401', async () => {
    const response = await post(new CookieJar(), '/api/auth/logout-everywhere')
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ code: 'unauthorized' })
  })

  it('leaves other users signed in', async () => {
    const leaving = new CookieJar()
    const staying = new CookieJar()
    await signInThrough(app, leaving, 'github', 'everywhere-leaver')
    await signInThrough(app, staying, 'github', 'everywhere-stayer')
    expect((await post(leaving, '/api/auth/logout-everywhere')).statusCode).toBe(204)
    expect((await verify(staying)).statusCode).toBe(200)
  })
})

describe('Shopify redirects the whole window and comes back (spec section 4)', () => {
  it('returns to the page it left, signed in', async () => {
    const jar = new CookieJar()
    const { response } = await signInThrough(app, jar, 'shopify', 'shopper', { next: `${site}/bins/1?x=1` })
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe(`${site}/bins/1?x=1`)
    expect((await verify(jar)).json().user.identities[0].provider).toBe('shopify')
  })

  it('never returns to another site', async () => {
    const { response } = await signInThrough(app, new CookieJar(), 'shopify', 'shopper2', {
      next: 'https://evil.example/steal',
    })
    expect(response.headers.location).toBe(`${site}/`)
  })

  it('a refusal comes back to the page with a code and the provider, never words (docs/decisions/0010)', async () => {
    const { response } = await signInThrough(app, new CookieJar(), 'shopify', 'quitter', {
      next: `${site}/`,
      action: 'cancel',
    })
    const back = new URL(response.headers.location as string)
    expect(back.searchParams.get('auth_error')).toBe('cancelled')
    expect(back.searchParams.get('auth_provider')).toBe('shopify')
    expect(back.search).not.toMatch(/%20|\+/)
  })
})

describe('logout (spec section 6, FACTS 3.6)', () => {
  it('POST /auth/logout ends the session and clears both cookies', async () => {
    const jar = new CookieJar()
    await signInThrough(app, jar, 'github', 'leaving')
    const token = jar.get('one_session')
    expect((await jar.take(await post(jar, '/api/auth/logout'))).statusCode).toBe(204)
    expect(jar.get('one_session')).toBeUndefined()
    expect(jar.get('sx')).toBeUndefined()
    const old = await app.inject({ url: '/api/auth/verify', headers: { cookie: `one_session=${token}` } })
    expect(old.statusCode).toBe(401)
  })

  it('logging out of one provider disconnects it; the last one signs out', async () => {
    const jar = new CookieJar()
    await signInThrough(app, jar, 'github', 'two-ways')
    await signInThrough(app, jar, 'discord', 'two-ways-d')
    expect(jar.take(await post(jar, '/api/auth/discord/logout')).statusCode).toBe(204)
    expect((await verify(jar)).json().user.identities.map((i: { provider: string }) => i.provider)).toEqual([
      'github',
    ])
    expect(jar.take(await post(jar, '/api/auth/github/logout')).statusCode).toBe(204)
    expect((await verify(jar)).statusCode).toBe(401)
  })

  it('a provider that is not connected is a 404 with a message', async () => {
    const jar = new CookieJar()
    await signInThrough(app, jar, 'github', 'only-github')
    const response = await post(jar, '/api/auth/shopify/logout')
    expect(response.statusCode).toBe(404)
    expect(response.json().message).toBe('Your account is not connected to Shopify.')
  })
})

describe('POST /user/settings (validated with the v6 schema)', () => {
  it('stores the settings; verify returns them', async () => {
    const jar = new CookieJar()
    await signInThrough(app, jar, 'github', 'settler')
    const settings = defaultSettings()
    settings.one.theme = 'light'
    const response = await post(jar, '/api/user/settings', { settings })
    expect(response.statusCode).toBe(200)
    expect((await verify(jar)).json().user.settings.one.theme).toBe('light')
  })

  it('refuses a guest with 401', async () => {
    const response = await post(new CookieJar(), '/api/user/settings', { settings: defaultSettings() })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ message: 'Sign in to save your settings.', code: 'unauthorized' })
  })

  it('refuses a bad shape with 400 naming the field, and keeps what was stored', async () => {
    const jar = new CookieJar()
    await signInThrough(app, jar, 'github', 'shaper')
    const settings = { ...defaultSettings(), one: { ...defaultSettings().one, theme: 'neon' } }
    const response = await post(jar, '/api/user/settings', { settings })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain('settings.one.theme')
    expect((await verify(jar)).json().user.settings).toBeNull()
  })

  it('refuses more than 64 KB with 413', async () => {
    const jar = new CookieJar()
    await signInThrough(app, jar, 'github', 'hoarder')
    const settings = defaultSettings() as unknown as { one: Record<string, unknown> }
    settings.one.padding = 'x'.repeat(70 * 1024)
    const response = await post(jar, '/api/user/settings', { settings })
    expect(response.statusCode).toBe(413)
  })

  it('refuses a request from another site with 403', async () => {
    const jar = new CookieJar()
    await signInThrough(app, jar, 'github', 'csrf-target')
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/settings',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json', ...jar.header() },
      payload: JSON.stringify({ settings: defaultSettings() }),
    })
    expect(response.statusCode).toBe(403)
  })
})

describe('rate limits on sign-in', () => {
  it('answers 429 with a message past 30 sign-ins a minute', async () => {
    const codes: number[] = []
    for (let i = 0; i < 32; i++) {
      codes.push(
        (await app.inject({ url: '/api/auth/discord/redirect', remoteAddress: '10.9.9.9' })).statusCode,
      )
    }
    expect(codes.filter((c) => c === 302)).toHaveLength(30)
    const limited = await app.inject({ url: '/api/auth/discord/redirect', remoteAddress: '10.9.9.9' })
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toMatchObject({ code: 'rate_limited' })
    expect(limited.json().message).toMatch(/Rate limit exceeded/)
  })
})
