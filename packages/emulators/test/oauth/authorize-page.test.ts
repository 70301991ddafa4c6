import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningEmulators, startEmulators } from '../../src/standalone.ts'
import { authorizeQuery, submitSignIn } from './sign-in.ts'

let emulators: RunningEmulators
beforeAll(async () => {
  emulators = await startEmulators()
})
afterAll(() => emulators.close())

const github = () => emulators.urls.github
const open = (query: URLSearchParams) => fetch(`${github().authorize}?${query}`)

describe('the authorize page refuses requests it cannot answer, with a 400 page saying why', () => {
  it('missing client_id and redirect_uri', async () => {
    const response = await open(authorizeQuery({ client_id: undefined, redirect_uri: undefined }))
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const page = await response.text()
    expect(page).toContain('client_id is missing')
    expect(page).toContain('redirect_uri is missing')
    expect(page).not.toContain('<form')
  })

  it('a response_type other than code', async () => {
    const response = await open(authorizeQuery({ response_type: 'token' }))
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('response_type must be &quot;code&quot;')
  })

  it('a plain PKCE challenge', async () => {
    const response = await open(authorizeQuery({ code_challenge_method: 'plain' }))
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('code_challenge_method must be &quot;S256&quot;')
  })

  it('a redirect_uri that is not an absolute http(s) URL', async () => {
    for (const redirect_uri of ['/relative', 'javascript:alert(1)', 'http://app.test/cb#fragment']) {
      const response = await open(authorizeQuery({ redirect_uri }))
      expect(response.status).toBe(400)
    }
  })

  it('a tampered form post is refused the same way, without redirecting', async () => {
    const response = await submitSignIn(github(), authorizeQuery({ response_type: 'token' }), {
      username: 'octocat',
      action: 'authorize',
    })
    expect(response.status).toBe(400)
    expect(response.headers.get('location')).toBeNull()
  })
})

describe('the sign-in form', () => {
  it('re-shows the form with an error for a bad username (400)', async () => {
    const response = await submitSignIn(github(), authorizeQuery(), {
      username: 'not a name!',
      action: 'authorize',
    })
    expect(response.status).toBe(400)
    const page = await response.text()
    expect(page).toContain('<title>Sign in to GitHub (local emulator)</title>')
    expect(page).toMatch(/<p class="error" role="alert">Enter a username/)
    expect(page).toContain('value="not a name!"')
    expect(page).toContain('<input type="hidden" name="state" value="state-123">')
  })

  it('an empty username is refused too', async () => {
    const response = await submitSignIn(github(), authorizeQuery(), { username: '', action: 'authorize' })
    expect(response.status).toBe(400)
  })

  it('Cancel sends the user back with access_denied and the state', async () => {
    const response = await submitSignIn(github(), authorizeQuery(), { action: 'cancel' })
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get('location') ?? '')
    expect(location.searchParams.get('error')).toBe('access_denied')
    expect(location.searchParams.get('state')).toBe('state-123')
    expect(location.searchParams.get('code')).toBeNull()
  })

  it('sends no state back when the client sent none', async () => {
    const response = await submitSignIn(github(), authorizeQuery({ state: undefined }), {
      username: 'octocat',
      action: 'authorize',
    })
    const location = new URL(response.headers.get('location') ?? '')
    expect(location.searchParams.has('state')).toBe(false)
    expect(location.searchParams.get('code')).toBeTruthy()
  })

  it('HTML-escapes every value it reflects', async () => {
    const hostile = '"><script>alert(1)</script>'
    const query = authorizeQuery({ state: hostile, client_id: `<b>${hostile}`, scope: `x${hostile}` })
    const page = await (await open(query)).text()
    expect(page).not.toContain('<script>')
    expect(page).not.toContain('<b>')
    expect(page).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"')

    const rejected = await submitSignIn(github(), query, { username: `a${hostile}`, action: 'authorize' })
    expect(rejected.status).toBe(400)
    expect(await rejected.text()).not.toContain('<script>')

    const bad = await (await open(authorizeQuery({ response_type: hostile }))).text()
    expect(bad).not.toContain('<script>')
  })

  it('posts back to the authorize path and runs no inline script', async () => {
    const page = await (await open(authorizeQuery())).text()
    expect(page).toContain('<form method="post" action="/_emulators/github/login/oauth/authorize">')
    expect(page).not.toMatch(/<script|\son\w+=/i)
  })
})
