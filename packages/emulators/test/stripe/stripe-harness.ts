// The Stripe emulator on its own port, the official SDK pointed at it, and a webhook endpoint that
// verifies signatures with the SDK and keeps what it received.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify from 'fastify'
import Stripe from 'stripe'
import { type RunningEmulators, startEmulators } from '../../src/standalone.ts'

export const webhookSecret = 'whsec_emulator_test_secret'
export const secretKey = 'sk_test_emulator_Xq81LmZ0pT'

type Authenticator = NonNullable<ConstructorParameters<typeof Stripe>[1]>['authenticator']

/**
 * The SDK, with its `/v1/...` requests sent under the emulator's path; with the account's key unless
 * given another, or an authenticator of its own.
 */
export function stripeClient(
  api: string,
  config: { key?: string; authenticator?: Authenticator } = {},
): Stripe {
  const url = new URL(api)
  const prefixed: typeof fetch = (input, init) => {
    const target = new URL(String(input))
    target.pathname = `${url.pathname}${target.pathname}`
    return fetch(target, init)
  }
  return new Stripe(config.authenticator ? '' : (config.key ?? secretKey), {
    authenticator: config.authenticator,
    host: url.hostname,
    port: Number(url.port),
    protocol: 'http',
    httpClient: Stripe.createFetchHttpClient(prefixed),
    maxNetworkRetries: 0,
  })
}

export type Received = { event: Stripe.Event; raw: string }

/** A receiver that answers `status()` (200 unless a test says otherwise) to each delivery. */
export async function webhookReceiver() {
  const received: Received[] = []
  const refused: string[] = []
  let status = 200
  const app = Fastify()
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  )
  app.post('/webhooks', async (request, reply) => {
    const raw = request.body as string
    try {
      const event = Stripe.webhooks.constructEvent(
        raw,
        String(request.headers['stripe-signature']),
        webhookSecret,
      )
      if (status === 200) received.push({ event, raw })
    } catch (error) {
      refused.push((error as Error).message)
      return reply.status(400).send()
    }
    return reply.status(status).send()
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${address.port}/webhooks`,
    received,
    refused,
    types: () => received.map(({ event }) => event.type),
    answer(next: number) {
      status = next
    },
    close: () => app.close(),
  }
}

export async function startStripe(
  options: { dataDir?: string; webhookUrl?: string; now?: () => number } = {},
) {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'stripe-emulator-'))
  const emulators: RunningEmulators = await startEmulators({
    now: options.now,
    stripe: {
      dataDir,
      secretKey,
      webhook: options.webhookUrl ? { url: options.webhookUrl, secret: webhookSecret } : undefined,
    },
  })
  const { api, control } = emulators.urls.stripe
  const controlCall = async (path: string, body: unknown) => {
    const response = await fetch(`${control}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: await response.json() }
  }
  return { emulators, dataDir, api, control: controlCall, stripe: stripeClient(api) }
}

/** Creates a checkout session for `price` and presses Pay on its page, as a browser would. */
export async function checkoutAndPay(stripe: Stripe, price: string, email = 'ada@example.com') {
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [{ price, quantity: 1 }],
    customer_email: email,
    client_reference_id: 'user-1',
    subscription_data: { metadata: { userId: 'user-1' } },
    success_url: 'http://one.test/?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://one.test/?one=subscribe',
  })
  const page = await fetch(session.url!)
  const action = (await page.text()).match(/<form method="post" action="([^"]+)"/)?.[1]
  const paid = await fetch(action!.replaceAll('&amp;', '&'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  })
  return { session, paid }
}
