import formbody from '@fastify/formbody'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { emulatorBaseUrls, emulatorsPlugin } from '../src/plugin.ts'
import { authorizeQuery, client, pkcePair } from './oauth/sign-in.ts'

describe('emulatorBaseUrls', () => {
  it('gives the real providers’ paths under the mount point', () => {
    expect(emulatorBaseUrls('http://localhost:3000/')).toEqual({
      github: {
        authorize: 'http://localhost:3000/_emulators/github/login/oauth/authorize',
        token: 'http://localhost:3000/_emulators/github/login/oauth/access_token',
        profile: 'http://localhost:3000/_emulators/github/api/user',
      },
      discord: {
        authorize: 'http://localhost:3000/_emulators/discord/oauth2/authorize',
        token: 'http://localhost:3000/_emulators/discord/api/v10/oauth2/token',
        profile: 'http://localhost:3000/_emulators/discord/api/v10/users/@me',
      },
      shopify: {
        issuer: 'http://localhost:3000/_emulators/shopify/authentication/60000000001',
        discovery:
          'http://localhost:3000/_emulators/shopify/authentication/60000000001/.well-known/openid-configuration',
        authorize: 'http://localhost:3000/_emulators/shopify/authentication/60000000001/oauth/authorize',
        token: 'http://localhost:3000/_emulators/shopify/authentication/60000000001/oauth/token',
        jwks: 'http://localhost:3000/_emulators/shopify/authentication/60000000001/.well-known/jwks.json',
        idTokenControl: 'http://localhost:3000/_emulators/shopify/_control/id-token',
        fault: 'http://localhost:3000/_emulators/shopify/_control/fault',
      },
      stripe: {
        api: 'http://localhost:3000/_emulators/stripe',
        control: 'http://localhost:3000/_emulators/stripe/_control',
      },
      githubSponsors: {
        api: 'http://localhost:3000/_emulators/github/api',
        control: 'http://localhost:3000/_emulators/github/sponsorships',
      },
      discordGuild: {
        api: 'http://localhost:3000/_emulators/discord/api/v10',
        control: 'http://localhost:3000/_emulators/discord/subscriptions',
      },
      sendowl: {
        api: 'http://localhost:3000/_emulators/sendowl',
        control: 'http://localhost:3000/_emulators/sendowl/orders',
      },
    })
    expect(emulatorBaseUrls('https://one.test', '/dev').discord.token).toBe(
      'https://one.test/dev/discord/api/v10/oauth2/token',
    )
  })
})

describe('emulatorsPlugin inside a host server', () => {
  it('works where the host already parses forms, and builds avatar URLs from the request', async () => {
    const host = Fastify()
    await host.register(formbody)
    await host.register(emulatorsPlugin, { prefix: '/_emulators' })

    // Mounted with no clients, the emulators send sign-ins back to the host's own callbacks only.
    const callback = (provider: string) => `http://one.test:8080/api/auth/${provider}/callback`
    const page = await host.inject({
      url: `/_emulators/discord/oauth2/authorize?${authorizeQuery({ redirect_uri: callback('discord') })}`,
      headers: { host: 'one.test:8080' },
    })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<title>Sign in to Discord (local emulator)</title>')

    const { verifier, challenge } = pkcePair()
    const headers = { 'content-type': 'application/x-www-form-urlencoded', host: 'one.test:8080' }
    const signIn = await host.inject({
      method: 'POST',
      url: '/_emulators/github/login/oauth/authorize',
      payload: `${authorizeQuery({ code_challenge: challenge, redirect_uri: callback('github') })}&username=octocat&action=authorize`,
      headers,
    })
    expect(signIn.statusCode).toBe(302)
    const code = new URL(signIn.headers.location ?? '').searchParams.get('code') ?? ''
    const payload = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: callback('github'),
      client_id: client.id,
      client_secret: client.secret,
    }).toString()
    const token = await host.inject({
      method: 'POST',
      url: '/_emulators/github/login/oauth/access_token',
      payload,
      headers: { ...headers, accept: 'application/json' },
    })
    const profile = await host.inject({
      url: '/_emulators/github/api/user',
      headers: { host: 'one.test:8080', authorization: `Bearer ${token.json().access_token}` },
    })
    expect(profile.json().avatar_url).toBe('http://one.test:8080/_emulators/github/avatars/octocat.svg')
    await host.close()
  })

  it('keeps its form parser to itself', async () => {
    const host = Fastify()
    await host.register(emulatorsPlugin, { prefix: '/_emulators' })
    host.post('/elsewhere', async () => 'parsed')
    const response = await host.inject({
      method: 'POST',
      url: '/elsewhere',
      payload: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(response.statusCode).toBe(415)
    await host.close()
  })
})
