import type { FastifyPluginAsync } from 'fastify'
import { type EmulatorOptions, oauthEmulator } from './oauth-emulator.ts'
import { providers } from './providers.ts'

export type { EmulatorOptions } from './oauth-emulator.ts'

export type ProviderKey = (typeof providers)[number]['key']

export type EmulatorUrls = Record<ProviderKey, { authorize: string; token: string; profile: string }>

/**
 * The sign-in emulators, each in its own encapsulated context: GitHub under /github, Discord under
 * /discord and Shopify under /shopify, relative to wherever this plugin is registered.
 */
export const emulatorsPlugin: FastifyPluginAsync<EmulatorOptions> = async (app, options) => {
  for (const provider of providers) {
    const { now, capacity } = options
    await app.register(oauthEmulator(provider), { prefix: `/${provider.key}`, now, capacity })
  }
}

/** The absolute endpoint URLs of each emulator, for a server mounted at `origin` + `prefix`. */
export function emulatorBaseUrls(origin: string, prefix = '/_emulators'): EmulatorUrls {
  const base = `${origin.replace(/\/+$/, '')}${prefix.replace(/\/+$/, '')}`
  const urls: Partial<EmulatorUrls> = {}
  for (const { key, paths } of providers) {
    const root = `${base}/${key}`
    urls[key] = {
      authorize: `${root}${paths.authorize}`,
      token: `${root}${paths.token}`,
      profile: `${root}${paths.profile}`,
    }
  }
  return urls as EmulatorUrls
}
