import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningEmulators, startEmulators } from '../../src/standalone.ts'
import { authorizeQuery, fetchProfile, issueCode, redeem, signIn } from './sign-in.ts'

let emulators: RunningEmulators
beforeAll(async () => {
  emulators = await startEmulators()
})
afterAll(() => emulators.close())

const cases = [
  { key: 'github', name: 'GitHub', tokenType: 'bearer' },
  { key: 'discord', name: 'Discord', tokenType: 'Bearer' },
  { key: 'shopify', name: 'Shopify', tokenType: 'bearer' },
] as const

describe.each(cases)('SPEC 1 / 4: sign-in through the $name emulator', ({ key, name }) => {
  const endpoints = () => emulators.urls[key]

  it('shows a page titled for the provider with a Username field, Authorize and Cancel', async () => {
    const response = await fetch(`${endpoints().authorize}?${authorizeQuery()}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const page = await response.text()
    expect(page).toContain(`<title>Sign in to ${name} (local emulator)</title>`)
    expect(page).toContain(`<h1>Sign in to ${name} (local emulator)</h1>`)
    expect(page).toMatch(/<label for="username">Username<\/label>/)
    expect(page).toMatch(/<input id="username" name="username" type="text"[^>]* autofocus required/)
    expect(page).toMatch(/<button type="submit" name="action" value="authorize"[^>]*>Authorize<\/button>/)
    expect(page).toMatch(/<button type="submit" name="action" value="cancel"[^>]*>Cancel<\/button>/)
    expect(page).toContain('<input type="hidden" name="state" value="state-123">')
    expect(page).not.toMatch(/<script/i)
  })

  it('redirects back with a code and the state, keeping the query of the redirect URI', async () => {
    const { response, location, code } = await issueCode(endpoints(), 'octocat')
    expect(response.status).toBe(302)
    expect(`${location.origin}${location.pathname}`).toBe('http://127.0.0.1:3000/api/auth/callback')
    expect(location.searchParams.get('kind')).toBe('popup')
    expect(location.searchParams.get('state')).toBe('state-123')
    expect(code).toMatch(/^[A-Za-z0-9_-]{20,}$/)
    expect([...location.searchParams.keys()].sort()).toEqual(['code', 'kind', 'state'])
  })
})

// Shopify answers with an id_token instead of a profile endpoint (shopify-openid.test.ts).
const profileCases = cases.filter((provider) => provider.key !== 'shopify')

describe.each(profileCases)(
  'SPEC 1 / 4: a token and a profile from the $name emulator',
  ({ key, tokenType }) => {
    const endpoints = () => emulators.urls[key]

    it('trades the code and the right verifier for a bearer token', async () => {
      const { code, verifier } = await issueCode(endpoints(), 'octocat')
      const response = await redeem(endpoints(), { code, code_verifier: verifier })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      expect(response.headers.get('cache-control')).toBe('no-store')
      const body = (await response.json()) as { access_token: string }
      // GitHub's OAuth-app tokens do not expire, and it lists scopes with commas (FACTS 14).
      const github = key === 'github'
      expect(body).toEqual({
        access_token: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/),
        token_type: tokenType,
        scope: github ? 'read:user,user:email' : 'read:user user:email',
        ...(github ? {} : { expires_in: 3600 }),
      })
      expect((await fetchProfile(endpoints(), body.access_token)).status).toBe(200)
    })

    it('gives the same username the same identity every time, and another username another', async () => {
      // Discord gives the address only to a token with the email scope (FACTS 14).
      const scope = key === 'discord' ? 'identify email' : 'read:user user:email'
      const first = await signIn(endpoints(), 'ada-lovelace', { scope })
      const again = await signIn(endpoints(), 'ada-lovelace', { scope })
      const other = await signIn(endpoints(), 'grace_hopper', { scope })
      expect(again.token).not.toBe(first.token)
      expect(again.profile).toEqual(first.profile)
      expect(other.profile).not.toEqual(first.profile)
      expect(other.profile.id).not.toBe(first.profile.id)
      expect(first.profile.email).toBe(`ada-lovelace@${key}.emulator.test`)
    })
  },
)

describe('profile shapes mirror the real providers', () => {
  it('GitHub: numeric id, login, name, email and an avatar the emulator serves', async () => {
    const { profile } = await signIn(emulators.urls.github, 'octocat')
    expect(profile).toMatchObject({
      id: expect.any(Number),
      login: 'octocat',
      name: 'octocat',
      avatar_url: `${emulators.origin}/_emulators/github/avatars/octocat.svg`,
      email: 'octocat@github.emulator.test',
    })
    expect(Number.isSafeInteger(profile.id)).toBe(true)
    const avatar = await fetch(String(profile.avatar_url))
    expect(avatar.status).toBe(200)
    expect(avatar.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    expect(await avatar.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
  })

  it('GitHub: a private-… login keeps its address private; /user/emails has the verified primary', async () => {
    const { profile, token } = await signIn(emulators.urls.github, 'private-ada')
    expect(profile.email).toBeNull()
    const emails = await fetch(emulators.urls.github.profile.replace(/\/user$/, '/user/emails'), {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(emails.status).toBe(200)
    expect((await emails.json())[0]).toEqual({
      email: 'private-ada@github.emulator.test',
      primary: true,
      verified: true,
      visibility: 'private',
    })
  })

  it('Discord: snowflake-like id string, username, global_name, no avatar, verified email', async () => {
    const { profile } = await signIn(emulators.urls.discord, 'wumpus', { scope: 'identify email' })
    expect(profile).toMatchObject({
      id: expect.stringMatching(/^[1-9]\d{17}$/),
      username: 'wumpus',
      discriminator: '0',
      global_name: 'wumpus',
      avatar: null,
      email: 'wumpus@discord.emulator.test',
      verified: true,
    })
  })

  it('treats usernames case-insensitively, as the real providers do', async () => {
    const lower = await signIn(emulators.urls.github, 'octocat')
    const upper = await signIn(emulators.urls.github, 'OctoCat')
    expect(upper.profile.id).toBe(lower.profile.id)
    expect(upper.profile.email).toBe(lower.profile.email)
  })

  it('keeps each provider to its own users: one username, different ids per provider', async () => {
    const github = await signIn(emulators.urls.github, 'same-name')
    const discord = await signIn(emulators.urls.discord, 'same-name')
    expect(String(github.profile.id)).not.toBe(discord.profile.id)
  })
})
