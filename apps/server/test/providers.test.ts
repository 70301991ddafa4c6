import { describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import { buildProviders } from '../src/integrations/sign-in-providers.ts'

describe('providers as data', () => {
  it('in emulator mode, browsers are sent to the public address and the server calls its own port', () => {
    const { github } = buildProviders(loadConfig({ PORT: '4000', PUBLIC_URL: 'https://one.example' }))
    expect(github.authorizationUrl).toBe('https://one.example/_emulators/github/login/oauth/authorize')
    expect(github.tokenUrl).toBe('http://127.0.0.1:4000/_emulators/github/login/oauth/access_token')
    expect(github.profileUrl).toBe('http://127.0.0.1:4000/_emulators/github/api/user')
  })

  it('in emulator mode, a picture the emulator addressed internally is shown from the public address', () => {
    const { github } = buildProviders(loadConfig({ PORT: '4000', PUBLIC_URL: 'https://one.example' }))
    const profile = github.readProfile({
      id: 7,
      login: 'ada',
      name: null,
      avatar_url: 'http://127.0.0.1:4000/_emulators/github/avatars/ada.svg',
    })
    expect(profile).toEqual({
      providerUserId: '7',
      name: 'ada',
      picture: 'https://one.example/_emulators/github/avatars/ada.svg',
      handle: 'ada',
      emails: [],
    })
  })

  it('with real credentials, the real endpoints are used', () => {
    const { github, discord } = buildProviders(
      loadConfig({
        GITHUB_CLIENT_ID: 'a',
        GITHUB_CLIENT_SECRET: 'b',
        DISCORD_CLIENT_ID: 'c',
        DISCORD_CLIENT_SECRET: 'd',
      }),
    )
    expect(github.authorizationUrl).toBe('https://github.com/login/oauth/authorize')
    expect(github.profileUrl).toBe('https://api.github.com/user')
    expect(discord.tokenUrl).toBe('https://discord.com/api/v10/oauth2/token')
    expect(discord.readProfile({ id: '9', username: 'bo', global_name: 'Bo', avatar: 'abc' }).picture).toBe(
      'https://cdn.discordapp.com/avatars/9/abc.png',
    )
  })
})
