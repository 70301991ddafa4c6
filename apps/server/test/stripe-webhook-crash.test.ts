// A Stripe webhook is recorded with its change or not at all. The server is killed
// while it handles a `customer.subscription.deleted` (Stripe slowed down, so it dies mid-way); after a
// restart Stripe's next delivery of the event must end the subscription, not be taken for a duplicate.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { loadAccount } from '../src/access/account.ts'
import { openDatabase } from '../src/db/database.ts'
import { stripeEvents } from '../src/db/schema/membership.ts'
import { users } from '../src/db/schema/users.ts'
import { emulatorStripeKeys, stripeLink } from '../src/integrations/stripe.ts'
import { serverRoot } from '../src/paths.ts'
import { freePort, testSessionSecret } from './support/listening-app.ts'

const DAY = 24 * 3600
const children: ChildProcess[] = []

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

/** The server from its sources, as `npm start` runs it, logging each request. */
function startServer(port: number, dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(serverRoot, 'src', 'main.ts')], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH,
      LOG_LEVEL: 'info',
      SERVE_WEB: 'off',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SESSION_SECRET: testSessionSecret,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(child)
  let output = ''
  child.stdout!.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, exited, output: () => output }
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 90_000) {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

const healthy = async (base: string) =>
  (await fetch(`${base}/api/healthz`).catch(() => undefined))?.ok === true

describe('a webhook interrupted by a crash is applied when Stripe sends it again', () => {
  it('the server dies while handling customer.subscription.deleted; after a restart the redelivery ends the access', {
    timeout: 240_000,
  }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'one-webhook-crash-'))
    const seeded = await openDatabase({ dataDir })
    const [user] = await seeded.db.insert(users).values({ name: 'Crash' }).returning({ id: users.id })
    await seeded.close()
    const userId = user!.id

    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    const control = (path: string, body: unknown = {}) =>
      fetch(`${base}/_emulators/stripe/_control${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const stripe = await stripeLink(
      { mode: 'emulator', prices: {} as never },
      { publicUrl: base, port },
      emulatorStripeKeys(testSessionSecret),
    ).client()

    const first = startServer(port, dataDir)
    await until(() => healthy(base))
    // A solo plan bought for the user, cancelled at its period's end: the webhooks grant it.
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: 'price_one_solo_month', quantity: 1 }],
      client_reference_id: userId,
      subscription_data: { metadata: { userId } },
      success_url: `${base}/?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${base}/`,
    })
    const page = await (await fetch(session.url!)).text()
    const action = page.match(/<form method="post" action="([^"]+)"/)![1]!.replaceAll('&amp;', '&')
    expect(
      (await fetch(action, { method: 'POST', headers: { origin: base }, redirect: 'manual' })).status,
    ).toBe(303)
    const { subscription } = await stripe.checkout.sessions.retrieve(session.id)
    await stripe.subscriptions.update(String(subscription), { cancel_at_period_end: true })

    // Stripe slows down; the period ends; the server gets the deletion and asks Stripe about it.
    expect((await control('/fault', { delayMs: 60_000 })).status).toBe(200)
    const before = first.output().length
    void control('/advance', { seconds: 32 * DAY }).catch(() => undefined)
    await until(() =>
      first.output().slice(before).includes(`"url":"/_emulators/stripe/v1/subscriptions/${subscription}"`),
    )
    first.child.kill('SIGKILL')
    await first.exited

    const second = startServer(port, dataDir)
    await until(() => healthy(base))
    expect(await (await control('/redeliver')).json()).toEqual({ pending: 0 })
    second.child.kill('SIGTERM')
    expect(await second.exited).toBe(0)

    const database = await openDatabase({ dataDir })
    try {
      const account = await loadAccount(database.db, userId, new Set())
      expect(account?.access).toEqual([])
      expect(account?.user.sponsorships).toEqual([
        expect.objectContaining({ platform: 'stripe', tierName: subscription, isActive: false }),
      ])
      const deleted = await database.db
        .select()
        .from(stripeEvents)
        .where(eq(stripeEvents.type, 'customer.subscription.deleted'))
      expect(deleted).toHaveLength(1)
    } finally {
      await database.close()
    }
  })
})
