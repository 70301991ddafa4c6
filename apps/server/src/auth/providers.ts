import type { ProviderId } from '@one/contract/auth'
import { z } from 'zod'
import type { Config } from '../config.ts'

/** What the product keeps of a provider's profile. */
export type Profile = {
  providerUserId: string
  name: string
  picture: string
  handle: string
  emails: string[]
}

/** A sign-in provider as data: where to send people, where to trade the code, how to read who they are. */
export type Provider = {
  id: ProviderId
  label: string
  authorizationUrl: string
  tokenUrl: string
  profileUrl: string
  clientId: string
  clientSecret: string
  scope: string
  /** Popup providers answer the opener; window providers (Shopify) navigate back to `next`. */
  mode: 'popup' | 'window'
  readProfile(body: unknown): Profile
}

const githubProfile = z.object({
  id: z.union([z.number(), z.string()]),
  login: z.string(),
  name: z.string().nullish(),
  avatar_url: z.string().nullish(),
  email: z.string().nullish(),
})

const discordProfile = z.object({
  id: z.string(),
  username: z.string(),
  global_name: z.string().nullish(),
  avatar: z.string().nullish(),
  email: z.string().nullish(),
})

const shopifyProfile = z.object({
  sub: z.string(),
  email: z.string().nullish(),
  given_name: z.string().nullish(),
  family_name: z.string().nullish(),
})

// The emulators stand in when no credentials are configured; any id and secret will do for them.
const emulatorCredentials = { clientId: 'one-local', clientSecret: 'one-local-secret' }

/**
 * The three providers, pointing at the real services or, in emulator mode, at the local emulators:
 * the browser reaches them through the public address, the server through its own port.
 */
export function buildProviders(config: Config): Record<ProviderId, Provider> {
  const publicBase = `${config.publicUrl}/_emulators`
  const internalBase = `http://127.0.0.1:${config.port}/_emulators`
  const { github, discord, shopify } = config.providers
  const emulated = config.emulators
  // The emulators build picture addresses from the host the server called them on; browsers need the public one.
  const publicPicture = (url: string) =>
    emulated && url.startsWith(internalBase) ? `${publicBase}${url.slice(internalBase.length)}` : url

  const githubBrowser = emulated ? `${publicBase}/github` : github.oauthUrl
  const githubServer = emulated ? `${internalBase}/github` : github.oauthUrl
  const githubApi = emulated ? `${internalBase}/github/api` : github.apiUrl
  const discordBrowser = emulated ? `${publicBase}/discord` : discord.url
  const discordServer = emulated ? `${internalBase}/discord` : discord.url
  const shopifyBrowser = emulated ? `${publicBase}/shopify/authentication` : (shopify.authUrl ?? '')
  const shopifyServer = emulated ? `${internalBase}/shopify/authentication` : (shopify.authUrl ?? '')

  return {
    github: {
      id: 'github',
      label: 'GitHub',
      authorizationUrl: `${githubBrowser}/login/oauth/authorize`,
      tokenUrl: `${githubServer}/login/oauth/access_token`,
      profileUrl: `${githubApi}/user`,
      ...(emulated ? emulatorCredentials : (github.credentials ?? emulatorCredentials)),
      scope: 'read:user user:email',
      mode: 'popup',
      readProfile(body) {
        const p = githubProfile.parse(body)
        return {
          providerUserId: String(p.id),
          name: p.name || p.login,
          picture: publicPicture(p.avatar_url ?? ''),
          handle: p.login,
          emails: p.email ? [p.email] : [],
        }
      },
    },
    discord: {
      id: 'discord',
      label: 'Discord',
      authorizationUrl: `${discordBrowser}/oauth2/authorize`,
      tokenUrl: `${discordServer}/api/oauth2/token`,
      profileUrl: `${discordServer}/api/users/@me`,
      ...(emulated ? emulatorCredentials : (discord.credentials ?? emulatorCredentials)),
      scope: 'identify email',
      mode: 'popup',
      readProfile(body) {
        const p = discordProfile.parse(body)
        return {
          providerUserId: p.id,
          name: p.global_name || p.username,
          picture: p.avatar ? `https://cdn.discordapp.com/avatars/${p.id}/${p.avatar}.png` : '',
          handle: p.username,
          emails: p.email ? [p.email] : [],
        }
      },
    },
    shopify: {
      id: 'shopify',
      label: 'Shopify',
      authorizationUrl: `${shopifyBrowser}/oauth/authorize`,
      tokenUrl: `${shopifyServer}/oauth/token`,
      profileUrl: `${shopifyServer}/userinfo`,
      ...(emulated ? emulatorCredentials : (shopify.credentials ?? emulatorCredentials)),
      scope: 'openid email customer-account-api:full',
      mode: 'window',
      readProfile(body) {
        const p = shopifyProfile.parse(body)
        const name = [p.given_name, p.family_name].filter(Boolean).join(' ')
        const handle = p.email?.split('@')[0] ?? p.sub
        return {
          providerUserId: p.sub,
          name: name || handle,
          picture: '',
          handle,
          emails: p.email ? [p.email] : [],
        }
      },
    },
  }
}
