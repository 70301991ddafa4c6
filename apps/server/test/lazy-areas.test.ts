// docs/decisions/0025: the MCP SDK and Stripe's SDK are loaded by the first call that needs them, not at
// start. That first call, and several arriving together, must be answered as any later one is, from one
// load. Each test file runs in a fresh module graph, so here the calls really are the first.
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../src/db/database.ts'
import { emulatorStripeKeys, stripeLink } from '../src/integrations/stripe.ts'
import { loadMcpSdk } from '../src/mcp/mcp-server.ts'
import { listenWithEmulators, signedIn, testSessionSecret } from './support/listening-app.ts'
import { subscribe } from './support/subscriber.ts'

let database: Database
let app: FastifyInstance
let base: string

beforeAll(async () => {
  database = await openDatabase({})
  ;({ app, base } = await listenWithEmulators(database, 'lazy'))
})

afterAll(async () => {
  await app.close()
  await database.close()
})

describe('areas loaded on their first call', () => {
  it('the first MCP requests, sent together, are all answered with the tools', async () => {
    // Subscribing is the first Stripe call of this server: its SDK loads here.
    const jar = await signedIn(app, 'lazy-mcp')
    await subscribe(app, base, jar, { interval: 'year' })
    const generated = await app.inject({
      method: 'POST',
      url: '/api/one/mcp/generate',
      headers: { ...jar.header(), origin: base },
    })
    expect(generated.statusCode).toBe(201)
    const { apiKey } = generated.json() as { apiKey: string }

    const answers = await Promise.all(
      [1, 2, 3].map((id) =>
        fetch(`${base}/api/mcp`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
            authorization: `Bearer ${apiKey}`,
          },
          body: JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/list' }),
        }),
      ),
    )
    for (const [index, answer] of answers.entries()) {
      expect(answer.status).toBe(200)
      // The security headers are copied onto the answer the MCP transport writes itself.
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
      const body = (await answer.json()) as { id: number; result: { tools: { name: string }[] } }
      expect(body.id).toBe(index + 1)
      expect(body.result.tools.map((tool) => tool.name)).toContain('read_bin')
    }
  })

  it('the MCP SDK is loaded once, however many ask', async () => {
    const loads = [loadMcpSdk(), loadMcpSdk()] as const
    expect(loads[0]).toBe(loads[1])
    const [first, second] = await Promise.all(loads)
    expect(first.McpServer).toBe(second.McpServer)
  })

  it('one Stripe client per link, however many ask while it loads, and it reaches Stripe', async () => {
    const link = stripeLink(
      { mode: 'emulator', prices: {} as never },
      { publicUrl: base, port: Number(new URL(base).port) },
      emulatorStripeKeys(testSessionSecret),
    )
    const [first, second] = await Promise.all([link.client(), link.client()])
    expect(first).toBe(second)
    const session = await first.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: 'price_one_solo_month', quantity: 1 }],
      success_url: `${base}/`,
      cancel_url: `${base}/`,
    })
    expect(session.url).toMatch(/^http/)
  })
})
