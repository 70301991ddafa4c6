import type { FastifyPluginAsync } from 'fastify'
import type { OAuthClients } from '../oauth/clients.ts'
import type { WebhookEndpoint } from '../stripe/webhooks.ts'

export type EmulatorOptions = {
  /** The clock that whatever a service issues (codes, tokens) expires by; tests move it forward. */
  now?: () => number
  /** How many of each kind of issued thing a service keeps at most. */
  capacity?: number
  /** Who may sign in through the OAuth emulators, and where to; 'same-host' unless given. */
  clients?: OAuthClients
  /** Where the emulators keep the test data put in through their control APIs (DATA_DIR). */
  dataDir?: string
  /**
   * The Stripe emulator's folder (its account survives restarts there), the one secret key its API
   * answers to (none: it answers to nobody), and where it sends webhooks.
   */
  stripe?: { dataDir?: string; secretKey?: string; webhook?: WebhookEndpoint }
}

/** One emulated third party: its routes, and where a client finds its endpoints. */
export type EmulatedService<Urls extends object = object> = {
  /** Mounts the service's own paths (its prefix included) below the emulators' mount point. */
  plugin: FastifyPluginAsync<EmulatorOptions>
  /** The service's endpoint URLs, given the absolute URL the emulators are mounted at. */
  urls(base: string): Urls
}
