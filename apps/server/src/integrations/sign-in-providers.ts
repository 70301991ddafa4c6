import type { ProviderId } from '@one/contract/auth'
import type { Config } from '../config.ts'
import { discordProvider } from './discord.ts'
import { githubProvider } from './github.ts'
import type { ProviderHosts, SignInProvider } from './oauth-provider.ts'
import { shopifyProvider } from './shopify.ts'

/** Where the server mounts the local emulators (app.ts registers them there). */
export const EMULATORS_PREFIX = '/_emulators'

function providerHosts(config: Config): ProviderHosts {
  const publicBase = `${config.publicUrl}${EMULATORS_PREFIX}`
  const internalBase = `http://127.0.0.1:${config.port}${EMULATORS_PREFIX}`
  const emulated = config.emulators
  return {
    emulated,
    browser: (service, real) => (emulated ? `${publicBase}/${service}` : real),
    server: (service, real) => (emulated ? `${internalBase}/${service}` : real),
    publicPicture: (url) =>
      emulated && url.startsWith(internalBase) ? `${publicBase}${url.slice(internalBase.length)}` : url,
  }
}

/** The three sign-in providers, pointing at the real services or, in emulator mode, at the local emulators. */
export function buildProviders(config: Config) {
  const hosts = providerHosts(config)
  return {
    github: githubProvider(config.providers.github, hosts),
    discord: discordProvider(config.providers.discord, hosts),
    shopify: shopifyProvider(config.providers.shopify, hosts),
  } satisfies Record<ProviderId, SignInProvider>
}
