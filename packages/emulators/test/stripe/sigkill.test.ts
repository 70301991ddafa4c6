// The emulated account survives SIGKILL as the rest of the data folder does. Every
// change acknowledged before the kill is there after a restart, and the webhooks it raised that the
// endpoint had not taken yet still go out.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkoutAndPay, secretKey, stripeClient, webhookReceiver, webhookSecret } from './stripe-harness.ts'

const children: ChildProcess[] = []
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

async function startChild(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, '../support/stripe-process.ts')],
    { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  children.push(child)
  const exited = new Promise((resolve) => child.on('exit', resolve))
  const urls = await new Promise<{ api: string; control: string }>((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk) => {
      output += chunk
      const line = output.split('\n').find((text) => text.startsWith('{'))
      if (line) resolve(JSON.parse(line))
    })
    child.on('exit', (code) => reject(new Error(`the emulator exited (${code}) before listening`)))
  })
  return { child, exited, urls, stripe: stripeClient(urls.api) }
}

describe('the Stripe emulator under SIGKILL', () => {
  it('keeps every acknowledged change, and sends the webhooks the endpoint had not taken after a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'stripe-sigkill-'))
    const receiver = await webhookReceiver()
    receiver.answer(500)
    const env = {
      DATA_DIR: dataDir,
      SECRET_KEY: secretKey,
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: webhookSecret,
    }
    try {
      const first = await startChild(env)
      const paid: string[] = []
      const customers: string[] = []
      // Checkouts paid one after another, and customers created beside them, until the kill.
      let killed = false
      const payer = (async () => {
        while (!killed) {
          const { session, paid: answer } = await checkoutAndPay(first.stripe, 'price_one_solo_month').catch(
            () => ({ session: undefined, paid: undefined }),
          )
          if (session && answer?.status === 303) paid.push(session.id)
        }
      })()
      const creator = (async () => {
        while (!killed) {
          const customer = await first.stripe.customers
            .create({ email: 'k@example.com' })
            .catch(() => undefined)
          if (customer) customers.push(customer.id)
        }
      })()
      while (paid.length < 5 || customers.length < 50) await new Promise((resolve) => setTimeout(resolve, 5))
      first.child.kill('SIGKILL')
      killed = true
      await first.exited
      await Promise.all([payer, creator])
      // Whole JSON, never a torn write.
      expect(() => JSON.parse(readFileSync(join(dataDir, 'stripe-emulator.json'), 'utf8'))).not.toThrow()

      receiver.answer(200)
      const second = await startChild(env)
      for (const id of customers) expect((await second.stripe.customers.retrieve(id)).id).toBe(id)
      for (const id of paid) {
        expect((await second.stripe.checkout.sessions.retrieve(id)).status, id).toBe('complete')
      }

      const redelivered = await fetch(`${second.urls.control}/redeliver`, { method: 'POST' })
      expect(await redelivered.json()).toEqual({ pending: 0 })
      const completed = receiver.received
        .filter(({ event }) => event.type === 'checkout.session.completed')
        .map(({ event }) => (event.data.object as { id: string }).id)
      expect(paid.filter((id) => !completed.includes(id))).toEqual([])
    } finally {
      await receiver.close()
    }
  }, 60_000)
})
