import type { FastifyPluginAsync } from 'fastify'
import { discordGuildService } from './discord/service.ts'
import { githubSponsorsService } from './github-sponsors/service.ts'
import { oauthService } from './oauth/service.ts'
import { sendOwlService } from './sendowl/service.ts'
import type { EmulatedService, EmulatorOptions } from './shared/service.ts'
import { stripeService } from './stripe/service.ts'

export { emulatedGuild } from './discord/guild.ts'
export type { OAuthClient, OAuthClients } from './oauth/clients.ts'
export type { EmulatorOptions } from './shared/service.ts'

// A new service is one more entry: each mounts its own paths and names its own URLs.
const services = [
  oauthService,
  stripeService,
  githubSponsorsService,
  discordGuildService,
  sendOwlService,
] as const

type MergedUrls<S extends readonly EmulatedService[]> = S extends readonly [
  infer First extends EmulatedService,
  ...infer Rest extends readonly EmulatedService[],
]
  ? ReturnType<First['urls']> & MergedUrls<Rest>
  : unknown

/** Every service's endpoint URLs in one record. */
export type EmulatorUrls = MergedUrls<typeof services>

/** The emulated services, each at its own paths relative to wherever this plugin is registered. */
export const emulatorsPlugin: FastifyPluginAsync<EmulatorOptions> = async (
  app,
  { now, capacity, clients, stripe, dataDir },
) => {
  // Not the whole options: the host's prefix is applied already, and would be applied twice.
  for (const service of services)
    await app.register(service.plugin, { now, capacity, clients, stripe, dataDir })
}

/** The absolute endpoint URLs of each emulator, for a server mounted at `origin` + `prefix`. */
export function emulatorBaseUrls(origin: string, prefix = '/_emulators'): EmulatorUrls {
  const base = `${origin.replace(/\/+$/, '')}${prefix.replace(/\/+$/, '')}`
  return Object.assign({}, ...services.map((service) => service.urls(base)))
}
