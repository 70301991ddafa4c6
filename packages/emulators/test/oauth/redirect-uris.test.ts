import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emulatorsPlugin } from '../../src/plugin.ts'
import { type RunningEmulators, startEmulators } from '../../src/standalone.ts'
import { authorizeQuery, client, issueCode, redeem, submitSignIn } from './sign-in.ts'

const evil = 'https://evil.example/steal'

async function expectRefusalPage(response: Response, problem: RegExp) {
  expect(response.status).toBe(400)
  expect(response.headers.get('location')).toBeNull()
  expect(response.headers.get('content-type')).toMatch(/^text\/html/)
  const page = await response.text()
  expect(page).toContain('<title>Bad sign-in request: GitHub (local emulator)</title>')
  expect(page).toMatch(problem)
  expect(page).not.toContain('<form')
}

describe('docs/decisions/0008: registered clients are sent back to their registered addresses only', () => {
  let emulators: RunningEmulators
  beforeAll(async () => {
    emulators = await startEmulators({
      clients: [{ id: client.id, secret: client.secret, redirectUris: [client.redirectUri] }],
    })
  })
  afterAll(() => emulators.close())

  const github = () => emulators.urls.github
  const open = (query: URLSearchParams) => fetch(`${github().authorize}?${query}`)

  it('a registered redirect_uri gets the sign-in page and comes back with a code', async () => {
    expect((await open(authorizeQuery())).status).toBe(200)
    const { response, location, code, verifier } = await issueCode(github(), 'octocat')
    expect(response.status).toBe(302)
    expect(location.href).toMatch(/^http:\/\/127\.0\.0\.1:3000\/api\/auth\/callback\?kind=popup&code=/)
    expect((await redeem(github(), { code, code_verifier: verifier })).status).toBe(200)
  })

  it('another address gets an error page, not a redirect: from the page, the form and Cancel', async () => {
    const query = authorizeQuery({ redirect_uri: evil })
    await expectRefusalPage(await open(query), /redirect_uri is not one of the addresses registered/)
    for (const action of ['authorize', 'cancel']) {
      const posted = await submitSignIn(github(), query, { username: 'octocat', action })
      await expectRefusalPage(posted, /redirect_uri is not one of the addresses registered/)
    }
  })

  it('the registered address is compared whole: another query or path is another address', async () => {
    for (const redirect_uri of [
      'http://127.0.0.1:3000/api/auth/callback?kind=window',
      'http://127.0.0.1:3000/api/auth/callback/../../evil?kind=popup',
      'http://127.0.0.1:3000/api/auth/callback',
    ]) {
      await expectRefusalPage(await open(authorizeQuery({ redirect_uri })), /not one of the addresses/)
    }
  })

  it('an unknown client_id gets an error page', async () => {
    const response = await open(authorizeQuery({ client_id: 'stranger' }))
    await expectRefusalPage(response, /client_id &quot;stranger&quot; is not an application registered/)
  })

  it('the token endpoint refuses an unknown client or a wrong secret, as GitHub does: 200 incorrect_client_credentials', async () => {
    for (const fields of [{ client_id: 'stranger' }, { client_secret: 'guessed' }]) {
      const { code, verifier } = await issueCode(github(), 'octocat')
      const response = await redeem(github(), { code, code_verifier: verifier, ...fields })
      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({ error: 'incorrect_client_credentials' })
    }
  })
})

describe('docs/decisions/0008: mounted with no clients, the emulators send a sign-in back to the site that asked', () => {
  let host: FastifyInstance
  beforeAll(async () => {
    host = Fastify()
    await host.register(emulatorsPlugin, { prefix: '/_emulators' })
  })
  afterAll(() => host.close())

  const open = async (redirectUri: string, hostHeader = 'one.test') => {
    const query = authorizeQuery({ redirect_uri: redirectUri })
    const response = await host.inject({
      url: `/_emulators/github/login/oauth/authorize?${query}`,
      headers: { host: hostHeader },
    })
    return { response, query }
  }

  it("the site's own callback for the provider gets the sign-in page", async () => {
    expect((await open('http://one.test/api/auth/github/callback')).response.statusCode).toBe(200)
    expect((await open('https://one.test/auth/github/callback')).response.statusCode).toBe(200)
    expect((await open('http://one.test/api/auth/github/callback', 'ONE.test:80')).response.statusCode).toBe(
      200,
    )
  })

  it('another host, or another path on the same host, gets an error page and no redirect', async () => {
    for (const redirectUri of [
      evil,
      'https://evil.example/api/auth/github/callback',
      'http://one.test.evil.example/api/auth/github/callback',
      'http://one.test:8080/api/auth/github/callback',
      'http://one.test/elsewhere',
      'http://one.test/api/auth/discord/callback',
    ]) {
      const { response, query } = await open(redirectUri)
      expect(response.statusCode, redirectUri).toBe(400)
      expect(response.body).toContain(
        'this emulator sends sign-ins back only to the site that asked for them',
      )
      const posted = await host.inject({
        method: 'POST',
        url: '/_emulators/github/login/oauth/authorize',
        headers: { host: 'one.test', 'content-type': 'application/x-www-form-urlencoded' },
        payload: `${query}&username=octocat&action=cancel`,
      })
      expect(posted.statusCode).toBe(400)
      expect(posted.headers.location).toBeUndefined()
    }
  })
})
