// A subscriber the way the browser makes one: subscribe, Pay on the Stripe emulator's page, come back
// and activate. For tests against a listening app with the emulators (listening-app.ts).
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import type { CookieJar } from './sign-in.ts'

type Plan = {
  interval?: 'month' | 'year'
  type?: 'solo' | 'team'
  /** Where the API is mounted (API_PREFIX), and the page checkout comes back to. */
  prefix?: string
  returnTo?: string
  origin?: string
}

export async function subscribe(
  app: FastifyInstance,
  base: string,
  jar: CookieJar,
  { interval = 'year', type = 'solo', prefix = '/api', returnTo, origin = base }: Plan = {},
) {
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    app.inject({
      method,
      url: `${prefix}${url}`,
      headers: { ...jar.header(), origin, ...(payload ? { 'content-type': 'application/json' } : {}) },
      payload: payload ? JSON.stringify(payload) : undefined,
      remoteAddress: jar.address,
    })
  const back = returnTo ? `&returnTo=${encodeURIComponent(returnTo)}` : ''
  const start = await call('GET', `/one/subscribe?interval=${interval}&type=${type}${back}`)
  expect(start.statusCode, start.body).toBe(302)
  const html = await (await fetch(String(start.headers.location))).text()
  const action = html.match(/<form method="post" action="([^"]+)"/)![1]!.replaceAll('&amp;', '&')
  const paid = await fetch(action, { method: 'POST', headers: { origin: base }, redirect: 'manual' })
  const returned = new URL(paid.headers.get('location')!)
  const activated = await call('POST', '/one/activate', {
    sessionId: returned.searchParams.get('session_id'),
  })
  expect(activated.statusCode, activated.body).toBe(200)
  return { back: returned, activated, subscription: activated.json().subscription as { id: string } }
}

/** Moves the Stripe emulator's clock: periods end, and their webhooks arrive. */
export async function advanceStripe(base: string, seconds: number) {
  const moved = await fetch(`${base}/_emulators/stripe/_control/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seconds }),
  })
  expect(moved.ok).toBe(true)
}
