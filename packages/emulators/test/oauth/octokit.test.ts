import { Octokit } from '@octokit/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningEmulators, startEmulators } from '../../src/standalone.ts'
import { authorizeQuery, client, pkcePair, submitSignIn } from './sign-in.ts'

// docs/decisions/0008: the GitHub emulator answers GitHub's own client library as GitHub does.

let emulators: RunningEmulators
beforeAll(async () => {
  emulators = await startEmulators()
})
afterAll(() => emulators.close())

const github = () => emulators.urls.github
// GitHub's hosts: github.com for sign-in, api.github.com for the API.
const oauthBase = () => github().token.replace(/\/login\/oauth\/access_token$/, '')
const apiBase = () => github().profile.replace(/\/user$/, '')
const octokit = new Octokit({ userAgent: 'one-emulator-test' })

/** The sign-in as GitHub documents it: no response_type; the browser's Authorize is a form post. */
async function codeFor(username: string) {
  const { verifier, challenge } = pkcePair()
  const query = authorizeQuery({ response_type: undefined, code_challenge: challenge })
  const page = await octokit.request('GET /login/oauth/authorize', {
    baseUrl: oauthBase(),
    ...Object.fromEntries(query),
  })
  expect(page.status).toBe(200)
  expect(String(page.data)).toContain('<title>Sign in to GitHub (local emulator)</title>')
  const signedIn = await submitSignIn(github(), query, { username, action: 'authorize' })
  const code = new URL(signedIn.headers.get('location') ?? '').searchParams.get('code')
  if (!code) throw new Error(`no code: ${signedIn.status}`)
  return { code, verifier }
}

/** The code traded as @octokit/oauth-methods trades it: a JSON body without grant_type. */
const exchange = (code: string, verifier: string, headers: Record<string, string> = {}) =>
  octokit.request('POST /login/oauth/access_token', {
    baseUrl: oauthBase(),
    headers,
    client_id: client.id,
    client_secret: client.secret,
    code,
    redirect_uri: client.redirectUri,
    code_verifier: verifier,
  })

describe('the GitHub emulator and @octokit/core', () => {
  it('the authorize page takes a request without response_type, as GitHub does', async () => {
    const { code } = await codeFor('octocat')
    expect(code).toMatch(/^[A-Za-z0-9_-]{20,}$/)
  })

  it('the token endpoint answers form-encoded unless JSON is asked for', async () => {
    const plain = await codeFor('octocat')
    const form = await exchange(plain.code, plain.verifier)
    expect(form.headers['content-type']).toBe('application/x-www-form-urlencoded; charset=utf-8')
    const fields = Object.fromEntries(new URLSearchParams(String(form.data)))
    expect(fields).toEqual({
      access_token: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/),
      token_type: 'bearer',
      // Comma-separated, and no expires_in: an OAuth app's token does not expire (FACTS 14).
      scope: 'read:user,user:email',
    })

    const json = await codeFor('octocat')
    const answer = await exchange(json.code, json.verifier, { accept: 'application/json' })
    expect(answer.headers['content-type']).toMatch(/^application\/json/)
    expect(answer.data).toMatchObject({ access_token: expect.any(String), token_type: 'bearer' })
  })

  it('a refusal is HTTP 200, form-encoded too unless JSON is asked for', async () => {
    const { verifier } = await codeFor('octocat')
    const form = await exchange('not-a-code', verifier)
    expect(form.status).toBe(200)
    expect(String(form.data)).toMatch(/^error=bad_verification_code&error_description=/)
    const json = await exchange('not-a-code', verifier, { accept: 'application/json' })
    expect(json.status).toBe(200)
    expect(json.data).toMatchObject({ error: 'bad_verification_code', error_uri: expect.any(String) })
  })

  it('the profile takes the token as octokit sends it (Authorization: token …)', async () => {
    const { code, verifier } = await codeFor('octocat')
    const { data } = await exchange(code, verifier, { accept: 'application/json' })
    const token = (data as { access_token: string }).access_token
    const user = await new Octokit({ auth: token, baseUrl: apiBase() }).request('GET /user')
    expect(user.status).toBe(200)
    expect(user.data).toMatchObject({
      login: 'octocat',
      avatar_url: expect.stringContaining('/github/avatars/'),
    })
    // Bearer keeps working (our server sends it).
    const bearer = await fetch(github().profile, { headers: { authorization: `Bearer ${token}` } })
    expect(bearer.status).toBe(200)
  })

  it('these are GitHub habits only: Discord still wants response_type, Bearer and JSON', async () => {
    const discord = emulators.urls.discord
    const page = await fetch(`${discord.authorize}?${authorizeQuery({ response_type: undefined })}`)
    expect(page.status).toBe(400)
    expect(await page.text()).toContain('response_type is missing')
    const profile = await fetch(discord.profile, { headers: { authorization: 'token anything' } })
    expect(profile.status).toBe(401)
  })
})
