import { createHash } from 'node:crypto'
import type Stripe from 'stripe'
import type { StripeConfig } from '../config/stripe.ts'
import { OUTBOUND_TIMEOUT_MS } from './outbound.ts'
import { EMULATORS_PREFIX } from './sign-in-providers.ts'

export type EmulatorStripeKeys = { secretKey: string; webhookSecret: string }

/**
 * The local Stripe emulator's secret key (the only one its API answers to) and the secret it signs
 * webhooks with: both derived from the session secret, so the server and the emulator it mounts agree
 * on every start without a key of their own to configure.
 */
export function emulatorStripeKeys(sessionSecret: string): EmulatorStripeKeys {
  const derived = (purpose: string) =>
    createHash('sha256').update(`${purpose}:${sessionSecret}`).digest('hex').slice(0, 32)
  return {
    secretKey: `sk_test_${derived('stripe-emulator-key')}`,
    webhookSecret: `whsec_${derived('stripe-emulator')}`,
  }
}

export type StripeLink = {
  /** The SDK, loaded on the first call that needs it: importing it is a good part of a start. */
  client(): Promise<Stripe>
  webhookSecret: string
  /** An address Stripe gave (checkout, billing portal) as the browser must open it. */
  forBrowser(url: string): string
}

/**
 * The official SDK, at Stripe or at the local emulator. The SDK always asks for `/v1/...` at a host, so
 * an API URL with a path (the emulator's `/_emulators/stripe`) gets that path put in front by a fetch of
 * our own. The server reaches its own emulator on loopback; the pages it links to are opened at the
 * public address.
 */
export function stripeLink(
  config: Exclude<StripeConfig, { mode: 'off' }>,
  server: { publicUrl: string; port: number },
  emulatorKeys: EmulatorStripeKeys,
): StripeLink {
  const internal = `http://127.0.0.1:${server.port}${EMULATORS_PREFIX}/stripe`
  const apiUrl = config.mode === 'stripe' ? config.apiUrl : internal
  const url = new URL(apiUrl)
  const under = url.pathname.replace(/\/+$/, '')
  const prefixed: typeof fetch = (input, init) => {
    const target = new URL(String(input))
    target.pathname = `${under}${target.pathname}`
    return fetch(target, init)
  }
  const secretKey = config.mode === 'stripe' ? config.secretKey : emulatorKeys.secretKey
  let client: Promise<Stripe> | undefined
  const open = async () => {
    const { default: Stripe } = await import('stripe')
    return new Stripe(secretKey, {
      host: url.hostname,
      port: Number(url.port) || (url.protocol === 'https:' ? 443 : 80),
      protocol: url.protocol === 'https:' ? 'https' : 'http',
      httpClient: under ? Stripe.createFetchHttpClient(prefixed) : undefined,
      // One retry (the SDK sends an idempotency key with it): an action waits two timeouts at most.
      maxNetworkRetries: 1,
      timeout: OUTBOUND_TIMEOUT_MS,
      // Stripe's own User-Agent, with the site named in it as Stripe asks of plugins (FACTS 14).
      appInfo: { name: 'One', url: server.publicUrl },
    })
  }
  const publicBase = `${server.publicUrl}${EMULATORS_PREFIX}/stripe`
  return {
    // One SDK for every caller, however many ask while it loads; a failed load is tried again.
    client() {
      client ??= open().catch((error: unknown) => {
        client = undefined
        throw error
      })
      return client
    },
    webhookSecret: config.mode === 'stripe' ? config.webhookSecret : emulatorKeys.webhookSecret,
    forBrowser: (address) =>
      config.mode === 'emulator' && address.startsWith(internal)
        ? `${publicBase}${address.slice(internal.length)}`
        : address,
  }
}
