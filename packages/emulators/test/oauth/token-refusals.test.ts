import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type RunningEmulators, startEmulators } from '../../src/standalone.ts'
import { client, fetchProfile, issueCode, pkcePair, redeem } from './sign-in.ts'

let emulators: RunningEmulators
let clock = Date.now()
beforeAll(async () => {
  emulators = await startEmulators({ now: () => clock })
})
beforeEach(() => {
  clock = Date.now()
})
afterAll(() => emulators.close())

// Discord's token endpoint refuses as RFC 6749 section 5.2 says; GitHub's own way is below.
const rfc = () => emulators.urls.discord

async function expectRefusal(response: Response, status: number, error: string) {
  expect(response.status).toBe(status)
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  const body = await response.json()
  expect(body).toEqual({ error, error_description: expect.any(String) })
  return body as { error: string; error_description: string }
}

describe('RFC 6749 / 7636: the token endpoint refuses what a real provider refuses', () => {
  it('a wrong PKCE verifier: invalid_grant', async () => {
    const { code } = await issueCode(rfc(), 'octocat')
    const body = await expectRefusal(
      await redeem(rfc(), { code, code_verifier: pkcePair().verifier }),
      400,
      'invalid_grant',
    )
    expect(body.error_description).toMatch(/PKCE/)
  })

  it('a missing verifier for a code issued with a challenge: invalid_grant', async () => {
    const { code } = await issueCode(rfc(), 'octocat')
    await expectRefusal(await redeem(rfc(), { code }), 400, 'invalid_grant')
  })

  it('a replayed code: invalid_grant, and the token the code bought is withdrawn', async () => {
    const { code, verifier } = await issueCode(rfc(), 'octocat')
    const first = await redeem(rfc(), { code, code_verifier: verifier })
    expect(first.status).toBe(200)
    const { access_token } = (await first.json()) as { access_token: string }
    await expectRefusal(await redeem(rfc(), { code, code_verifier: verifier }), 400, 'invalid_grant')
    expect((await fetchProfile(rfc(), access_token)).status).toBe(401)
  })

  it('a code presented with another redirect_uri: invalid_grant', async () => {
    const { code, verifier } = await issueCode(rfc(), 'octocat')
    const response = await redeem(rfc(), {
      code,
      code_verifier: verifier,
      redirect_uri: 'http://127.0.0.1:3000/api/auth/callback',
    })
    await expectRefusal(response, 400, 'invalid_grant')
  })

  it('a code presented by another client: invalid_grant', async () => {
    const { code, verifier } = await issueCode(rfc(), 'octocat')
    const response = await redeem(rfc(), { code, code_verifier: verifier, client_id: 'someone-else' })
    await expectRefusal(response, 400, 'invalid_grant')
  })

  it('a code older than 60 seconds: invalid_grant', async () => {
    const { code, verifier } = await issueCode(rfc(), 'octocat')
    clock += 61_000
    await expectRefusal(await redeem(rfc(), { code, code_verifier: verifier }), 400, 'invalid_grant')
  })

  it('a code just under 60 seconds old still works', async () => {
    const { code, verifier } = await issueCode(rfc(), 'octocat')
    clock += 59_000
    expect((await redeem(rfc(), { code, code_verifier: verifier })).status).toBe(200)
  })

  it('an unknown code: invalid_grant', async () => {
    const response = await redeem(rfc(), { code: 'not-a-code', code_verifier: pkcePair().verifier })
    await expectRefusal(response, 400, 'invalid_grant')
  })

  it('another grant type: unsupported_grant_type', async () => {
    const { code } = await issueCode(rfc(), 'octocat')
    const response = await redeem(rfc(), { code, grant_type: 'client_credentials' })
    await expectRefusal(response, 400, 'unsupported_grant_type')
  })

  it('a missing code or redirect_uri: invalid_request', async () => {
    await expectRefusal(await redeem(rfc(), {}), 400, 'invalid_request')
    const { code, verifier } = await issueCode(rfc(), 'octocat')
    await expectRefusal(
      await redeem(rfc(), { code, code_verifier: verifier, redirect_uri: '' }),
      400,
      'invalid_request',
    )
  })

  it('a parameter sent twice: invalid_request', async () => {
    const body = new URLSearchParams({ grant_type: 'authorization_code', client_id: client.id })
    body.append('code', 'one')
    body.append('code', 'two')
    const headers = { accept: 'application/json' }
    await expectRefusal(await fetch(rfc().token, { method: 'POST', body, headers }), 400, 'invalid_request')
  })

  it('no client authentication: 401 invalid_client', async () => {
    const { code, verifier } = await issueCode(rfc(), 'octocat')
    const response = await redeem(rfc(), {
      code,
      code_verifier: verifier,
      client_id: '',
      client_secret: '',
    })
    await expectRefusal(response, 401, 'invalid_client')
  })

  it('a client id without a secret: 401 invalid_client', async () => {
    const { code, verifier } = await issueCode(rfc(), 'octocat')
    const response = await redeem(rfc(), { code, code_verifier: verifier, client_secret: '' })
    await expectRefusal(response, 401, 'invalid_client')
  })
})

describe('client_secret_basic', () => {
  const basic = (id: string, secret: string) =>
    `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`

  it('is accepted in place of client_secret_post', async () => {
    const { code, verifier } = await issueCode(emulators.urls.discord, 'wumpus')
    const response = await redeem(
      emulators.urls.discord,
      { code, code_verifier: verifier, client_id: '', client_secret: '' },
      { authorization: basic(client.id, 'any secret: with odd characters') },
    )
    expect(response.status).toBe(200)
  })

  it('must name the client the code was issued to', async () => {
    const { code, verifier } = await issueCode(emulators.urls.discord, 'wumpus')
    const response = await redeem(
      emulators.urls.discord,
      { code, code_verifier: verifier, client_id: '', client_secret: '' },
      { authorization: basic('someone-else', 'secret') },
    )
    await expectRefusal(response, 400, 'invalid_grant')
  })

  it('malformed credentials: 401 invalid_client with a Basic challenge', async () => {
    const response = await redeem(
      emulators.urls.discord,
      { code: 'x', client_id: '', client_secret: '' },
      { authorization: `Basic ${Buffer.from('no-colon').toString('base64')}` },
    )
    await expectRefusal(response, 401, 'invalid_client')
    expect(response.headers.get('www-authenticate')).toMatch(/^Basic /)
  })

  it('together with client_secret in the body: invalid_request', async () => {
    const response = await redeem(
      emulators.urls.discord,
      { code: 'x' },
      { authorization: basic(client.id, 's') },
    )
    await expectRefusal(response, 400, 'invalid_request')
  })
})

describe('the profile endpoint', () => {
  it('answers 401 Bad credentials to an unknown token', async () => {
    const response = await fetchProfile(emulators.urls.github, 'not-a-token')
    expect(response.status).toBe(401)
    expect(response.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"')
    expect(await response.json()).toEqual({ message: 'Bad credentials' })
  })

  it('answers 401 Bad credentials without a token', async () => {
    const response = await fetch(emulators.urls.discord.profile)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Bad credentials' })
  })

  it('answers 401 once the token has expired after an hour', async () => {
    const { code, verifier } = await issueCode(emulators.urls.discord, 'wumpus')
    const { access_token } = (await (
      await redeem(emulators.urls.discord, { code, code_verifier: verifier })
    ).json()) as {
      access_token: string
    }
    expect((await fetchProfile(emulators.urls.discord, access_token)).status).toBe(200)
    clock += 3601_000
    expect((await fetchProfile(emulators.urls.discord, access_token)).status).toBe(401)
  })

  it('does not accept a token of one provider at another', async () => {
    const { code, verifier } = await issueCode(emulators.urls.github, 'octocat')
    const { access_token } = (await (
      await redeem(emulators.urls.github, { code, code_verifier: verifier })
    ).json()) as {
      access_token: string
    }
    expect((await fetchProfile(emulators.urls.discord, access_token)).status).toBe(401)
  })
})

describe("GitHub's token endpoint refuses its own way (FACTS 14)", () => {
  const github = () => emulators.urls.github
  const githubRefusal = async (response: Response, error: string) => {
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toEqual({ error, error_description: expect.any(String), error_uri: expect.any(String) })
    return body as { error_description: string; error_uri: string }
  }

  it('a reused code: HTTP 200 with bad_verification_code, and the token it bought is withdrawn', async () => {
    const { code, verifier } = await issueCode(github(), 'octocat')
    const first = await redeem(github(), { code, code_verifier: verifier })
    const { access_token } = (await first.json()) as { access_token: string }
    const body = await githubRefusal(
      await redeem(github(), { code, code_verifier: verifier }),
      'bad_verification_code',
    )
    expect(body.error_uri).toMatch(/^https:\/\/docs\.github\.com\/.+#bad-verification-code$/)
    expect((await fetchProfile(github(), access_token)).status).toBe(401)
  })

  it('no client secret: HTTP 200 with incorrect_client_credentials', async () => {
    const { code, verifier } = await issueCode(github(), 'octocat')
    await githubRefusal(
      await redeem(github(), { code, code_verifier: verifier, client_secret: '' }),
      'incorrect_client_credentials',
    )
  })

  it('form-encoded unless JSON is asked for', async () => {
    const response = await redeem(github(), { code: 'not-a-code' }, { accept: 'application/vnd.github+json' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/)
    expect(new URLSearchParams(await response.text()).get('error')).toBe('bad_verification_code')
  })
})
