import { createServer } from 'node:net'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../src/db/database.ts'
import { buildTestApp } from './support/app.ts'
import { CookieJar, popupMessage, signInThrough } from './support/sign-in.ts'

const site = 'https://one.test'

/** A port free right now, for a server that must know its own port before it listens. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/**
 * A site on https. Its emulators are its own (ONE_EMULATORS=on): it then asks them for tokens over
 * plain http at its port, so it listens there; the browser's side goes through inject.
 */
async function httpsSite(env: Record<string, string> = {}) {
  const port = await freePort()
  const app = await buildTestApp(database, {
    PUBLIC_URL: site,
    ONE_EMULATORS: 'on',
    PORT: String(port),
    ...env,
  })
  await app.listen({ port, host: '127.0.0.1' })
  return app
}

/** The Set-Cookie of `name` in a response, its attributes by lower-case name ('' for a flag). */
function setCookie(response: LightMyRequestResponse, name: string) {
  const line = ([response.headers['set-cookie'] ?? []].flat() as string[]).find((c) =>
    c.startsWith(`${name}=`),
  )
  if (!line) return undefined
  const [pair, ...attributes] = line.split('; ')
  return {
    value: pair!.slice(name.length + 1),
    ...Object.fromEntries(
      attributes.map((a) => {
        const [key, value = ''] = a.split('=')
        return [key!.toLowerCase(), value]
      }),
    ),
  } as Record<string, string>
}
const verify = (app: FastifyInstance, cookie: string) =>
  app.inject({ url: '/api/auth/verify', headers: { cookie } })
const logout = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'POST', url: '/api/auth/logout', headers: { origin: site, cookie } })

let database: Database
let app: FastifyInstance

beforeAll(async () => {
  database = await openDatabase({})
  app = await httpsSite()
})

afterAll(async () => {
  await app.close()
  await database.close()
})

describe('on https without COOKIE_DOMAIN the cookies are __Host- named (docs/decisions/0008, ASVS 3.4.4)', () => {
  it('signing in sets __Host-one_session: HttpOnly, Secure, Path=/, no Domain; the sx marker keeps its name', async () => {
    const jar = new CookieJar()
    const { response } = await signInThrough(app, jar, 'github', 'secure-ada', { emulatorsInApp: true })
    expect(popupMessage(response).message.status).toBe('success')

    const session = setCookie(response, '__Host-one_session')
    expect(session).toMatchObject({ path: '/', httponly: '', secure: '', samesite: 'Lax' })
    expect(session).not.toHaveProperty('domain')
    expect(setCookie(response, 'one_session')).toBeUndefined()
    const marker = setCookie(response, 'sx')
    expect(marker).toMatchObject({ value: '1', path: '/', secure: '', samesite: 'Lax' })
    expect(marker).not.toHaveProperty('httponly')

    expect((await verify(app, `__Host-one_session=${jar.get('__Host-one_session')}`)).statusCode).toBe(200)
  })

  it('the sign-in cookie is __Host-one_sign_in, for 10 minutes', async () => {
    const start = await app.inject('/api/auth/discord/redirect')
    const cookie = setCookie(start, '__Host-one_sign_in')
    expect(cookie).toMatchObject({ 'max-age': '600', path: '/', httponly: '', secure: '', samesite: 'Lax' })
    expect(cookie).not.toHaveProperty('domain')
  })

  it('a session under the plain name is not the session: logout with it ends nothing', async () => {
    const jar = new CookieJar()
    await signInThrough(app, jar, 'github', 'secure-grace', { emulatorsInApp: true })
    const token = jar.get('__Host-one_session')!
    expect((await logout(app, `one_session=${token}`)).statusCode).toBe(204)
    expect((await verify(app, `__Host-one_session=${token}`)).statusCode).toBe(200)

    const out = await logout(app, `__Host-one_session=${token}`)
    expect(setCookie(out, '__Host-one_session')).toMatchObject({
      value: '',
      'max-age': '0',
      path: '/',
      secure: '',
    })
    expect((await verify(app, `__Host-one_session=${token}`)).statusCode).toBe(401)
  })

  it('a browser left with the marker and an old-named session cookie is told to drop the marker', async () => {
    const answer = await verify(app, 'sx=1; one_session=from-before-the-prefix')
    expect(answer.statusCode).toBe(401)
    expect(setCookie(answer, 'sx')).toMatchObject({ value: '', 'max-age': '0' })
  })

  // Runs once plugins/viewer.ts reads the token with its config: sessionToken(request, config).
  it('verify does not take a session planted under the plain name (a sibling subdomain could set one)', async () => {
    const jar = new CookieJar()
    await signInThrough(app, jar, 'github', 'secure-linus', { emulatorsInApp: true })
    expect((await verify(app, `one_session=${jar.get('__Host-one_session')}`)).statusCode).toBe(401)
  })
})

describe('with COOKIE_DOMAIN the session cookie is shared with the subdomains, so it keeps its plain name', () => {
  let shared: FastifyInstance
  beforeAll(async () => {
    shared = await httpsSite({ COOKIE_DOMAIN: 'one.test' })
  })
  afterAll(async () => {
    await shared.close()
  })

  it('is one_session with the domain, Secure; the sign-in cookie stays __Host- (this host only)', async () => {
    const out = await logout(shared, 'one_session=x')
    expect(setCookie(out, 'one_session')).toMatchObject({ domain: 'one.test', path: '/', secure: '' })
    expect(setCookie(out, '__Host-one_session')).toBeUndefined()
    const start = await shared.inject('/api/auth/github/redirect')
    expect(setCookie(start, '__Host-one_sign_in')).not.toHaveProperty('domain')
  })
})
