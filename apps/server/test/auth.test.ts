import { defaultSettings } from '@one/contract/settings/defaults'
import { type RunningEmulators, startEmulators } from '@one/emulators/standalone'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../src/db/database.ts'
import { buildTestApp } from './support/app.ts'
import { CookieJar, emulatorEnv, popupMessage, signInThrough } from './support/sign-in.ts'

let emulators: RunningEmulators
let database: Database
let app: FastifyInstance
const site = 'http://one.test'

beforeAll(async () => {
  emulators = await startEmulators()
  database = await openDatabase({})
  app = await buildTestApp(database, { ...emulatorEnv(emulators), ONE_ADMINS: 'github:ada' })
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

describe('linking providers (issue 4: one user, one identity per provider)', () => {
  it('signing in with another provider while signed in links it to the same user', async () => {
    const jar = new CookieJar()
    await signInThrough(app, jar, 'github', 'hopper')
    const sessionBefore = jar.get('one_session')
    const linked = popupMessage((await signInThrough(app, jar, 'discord', 'hopper-d')).response)
    expect(linked.message.status).toBe('success')
    expect(jar.get('one_session')).toBe(sessionBefore)
    const user = (await verify(jar)).json().user
    expect(user.identities.map((i: { provider: string }) => i.provider).sort()).toEqual(['discord', 'github'])
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
      message: 'This GitHub account is already linked to another user. Sign in with it to use that account.',
    })
    expect((await verify(jar)).json().user).toEqual(before)
  })
})

describe('refused callbacks change nothing (issue 4: protection)', () => {
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

  it('a refusal comes back to the page with the message', async () => {
    const { response } = await signInThrough(app, new CookieJar(), 'shopify', 'quitter', {
      next: `${site}/`,
      action: 'cancel',
    })
    const back = new URL(response.headers.location as string)
    expect(back.searchParams.get('auth_error')).toBe('Sign-in with Shopify was cancelled.')
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

describe('POST /user/settings (issue 4: validated with the v6 schema)', () => {
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

describe('rate limits on sign-in (issue 4)', () => {
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
