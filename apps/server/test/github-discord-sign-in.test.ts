// Sign-in with GitHub and Discord as they are (FACTS 14): a private GitHub address read from
// /user/emails, GitHub's token refusals (HTTP 200), and what every outbound call carries, recorded at
// the emulators as they received it.
import { signInErrorText } from '@one/contract/sign-in-errors'
import { emulatorBaseUrls, emulatorsPlugin } from '@one/emulators/plugin'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import serverPackage from '../package.json' with { type: 'json' }
import { type Database, openDatabase } from '../src/db/database.ts'
import { buildTestApp, testEnv } from './support/app.ts'
import {
  authorizeAt,
  CookieJar,
  emulatorEnv,
  openCallback,
  popupMessage,
  signInThrough,
  startSignIn,
} from './support/sign-in.ts'

type Call = { method: string; path: string; headers: Record<string, string | string[] | undefined> }
const calls: Call[] = []
let emulators: FastifyInstance
let origin: string
let database: Database
let app: FastifyInstance

beforeAll(async () => {
  emulators = Fastify({ logger: false })
  emulators.addHook('onRequest', async (request) => {
    calls.push({ method: request.method, path: request.url.split('?')[0]!, headers: request.headers })
  })
  await emulators.register(emulatorsPlugin, { prefix: '/_emulators', clients: 'any' })
  await emulators.listen({ port: 0, host: '127.0.0.1' })
  origin = `http://127.0.0.1:${(emulators.server.address() as { port: number }).port}`
  database = await openDatabase({})
  const urls = emulatorBaseUrls(origin)
  app = await buildTestApp(database, emulatorEnv({ origin, urls, close: async () => {} }))
  await app.ready()
})

afterAll(async () => {
  await app.close()
  await database.close()
  await emulators.close()
})

const verify = (jar: CookieJar) => app.inject({ url: '/api/auth/verify', headers: jar.header() })

/** The calls the server made while `work` ran: all but the browser's, to the authorize pages. */
async function recorded(work: () => Promise<unknown>) {
  const from = calls.length
  await work()
  return calls.slice(from).filter((call) => !call.path.endsWith('/authorize'))
}

describe('GitHub: an address kept private (FACTS 14)', () => {
  it('signs in with the primary verified address from GET /user/emails', async () => {
    const jar = new CookieJar()
    const { response } = await signInThrough(app, jar, 'github', 'private-ada')
    expect(popupMessage(response).message.status).toBe('success')
    const [identity] = (await verify(jar)).json().user.identities
    expect(identity.emails).toEqual(['private-ada@github.emulator.test'])
  })

  it('with no verified primary, signs in without an address rather than failing', async () => {
    const jar = new CookieJar()
    const { response } = await signInThrough(app, jar, 'github', 'unverified-bo')
    expect(popupMessage(response).message.status).toBe('success')
    expect((await verify(jar)).json().user.identities[0].emails).toEqual([])
  })

  it('a public address is taken from GET /user, without asking for the list', async () => {
    const jar = new CookieJar()
    const calls = await recorded(() => signInThrough(app, jar, 'github', 'public-cy'))
    expect((await verify(jar)).json().user.identities[0].emails).toEqual(['public-cy@github.emulator.test'])
    expect(calls.map((c) => c.path)).not.toContain('/_emulators/github/api/user/emails')
  })
})

describe("GitHub's token refusal (HTTP 200 with an error)", () => {
  it('a code spent before the server trades it gives the popup a clear sign-in error, not a 500', async () => {
    const jar = new CookieJar()
    const authorize = await startSignIn(app, jar, 'github')
    const callbackPath = await authorizeAt(authorize, 'spent-code')
    const code = new URL(callbackPath, origin).searchParams.get('code')!
    // Any attempt spends a code; this one is not even the right client's.
    const attempt = await fetch(`${origin}/_emulators/github/login/oauth/access_token`, {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: new URLSearchParams({
        code,
        client_id: 'someone',
        client_secret: 'x',
        redirect_uri: 'http://x/',
      }),
    })
    expect(attempt.status).toBe(200)
    const response = await openCallback(app, jar, callbackPath)
    expect(response.statusCode).toBe(200)
    expect(popupMessage(response).message).toMatchObject({
      status: 'error',
      message: signInErrorText('expired', 'github'),
    })
    expect((await verify(jar)).statusCode).toBe(401)
  })
})

describe('what every outbound call of a sign-in carries', () => {
  const general = `One (${testEnv.PUBLIC_URL})`
  const header = (call: Call, name: string) => call.headers[name]

  it('GitHub: its User-Agent, JSON asked of the token call, Bearer on /user and /user/emails', async () => {
    const made = await recorded(() => signInThrough(app, new CookieJar(), 'github', 'private-ua'))
    expect(made.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /_emulators/github/login/oauth/access_token',
      'GET /_emulators/github/api/user',
      'GET /_emulators/github/api/user/emails',
    ])
    for (const call of made) expect(header(call, 'user-agent')).toBe(general)
    expect(header(made[0]!, 'accept')).toBe('application/json')
    for (const call of made.slice(1)) expect(header(call, 'authorization')).toMatch(/^Bearer \S+$/)
    expect(header(made[2]!, 'accept')).toBe('application/vnd.github+json')
  })

  it('Discord: its asked form DiscordBot (<url>, <version>), under /api/v10/, Bearer on /users/@me', async () => {
    const made = await recorded(() => signInThrough(app, new CookieJar(), 'discord', 'wumpus-ua'))
    expect(made.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /_emulators/discord/api/v10/oauth2/token',
      'GET /_emulators/discord/api/v10/users/@me',
    ])
    for (const call of made) {
      expect(header(call, 'user-agent')).toBe(`DiscordBot (${testEnv.PUBLIC_URL}, ${serverPackage.version})`)
    }
    expect(header(made[1]!, 'authorization')).toMatch(/^Bearer \S+$/)
  })

  it('Shopify: the User-Agent on every call', async () => {
    const made = await recorded(() => signInThrough(app, new CookieJar(), 'shopify', 'shopper-ua'))
    expect(made.length).toBeGreaterThan(0)
    for (const call of made) expect(header(call, 'user-agent')).toBe(general)
  })
})
