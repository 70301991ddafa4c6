// docs/decisions/0013: the MCP endpoint (`/api/mcp`, Streamable HTTP) for the holder of an API key, driven by the
// official SDK's client over HTTP, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.

import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/database.ts'
import { apiKeys } from '../src/db/schema/api-keys.ts'
import { testDatabases } from './support/databases.ts'
import { listenWithEmulators, signedIn } from './support/listening-app.ts'
import { advanceStripe, subscribe } from './support/subscriber.ts'

const DAY = 24 * 3600
const RATE = 150

describe.each(testDatabases())('the MCP endpoint (docs/decisions/0013) on $name', ({ open }) => {
  let database: Database
  let app: FastifyInstance
  let base: string
  const clients: Client[] = []

  beforeAll(async () => {
    database = await open()
    ;({ app, base } = await listenWithEmulators(database, 'mcp', { MCP_RATE_LIMIT: String(RATE) }))
  })

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()))
  })

  afterAll(async () => {
    await app.close()
    await database.close()
  })

  async function keyHolder(username: string, interval: 'month' | 'year' = 'year') {
    const jar = await signedIn(app, username)
    const { subscription } = await subscribe(app, base, jar, { interval })
    const generated = await app.inject({
      method: 'POST',
      url: '/api/one/mcp/generate',
      headers: { ...jar.header(), origin: base },
    })
    expect(generated.statusCode).toBe(201)
    const { apiKey, id } = generated.json() as { apiKey: string; id: string }
    return { jar, subscription, apiKey, keyId: id }
  }

  async function connect(apiKey: string) {
    const client = new Client({ name: 'one-test', version: '1.0.0' })
    const transport = new StreamableHTTPClientTransport(new URL(`${base}/api/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${apiKey}` } },
    })
    await client.connect(transport)
    clients.push(client)
    return client
  }

  const call = async (client: Client, name: string, args: Record<string, unknown> = {}) =>
    (await client.callTool({ name, arguments: args })) as CallToolResult
  const json = (result: CallToolResult) => {
    expect(result.isError ?? false, JSON.stringify(result.content)).toBe(false)
    return JSON.parse((result.content[0] as { text: string }).text)
  }
  const errorText = (result: CallToolResult) => {
    expect(result.isError).toBe(true)
    return (result.content[0] as { text: string }).text
  }

  const post = (
    headers: Record<string, string>,
    body: unknown = { jsonrpc: '2.0', id: 1, method: 'tools/list' },
  ) =>
    fetch(`${base}/api/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        ...headers,
      },
      body: JSON.stringify(body),
    })

  describe('a client from the SDK with the key', () => {
    it('connects, lists the tools and calls the account summary', async () => {
      const { apiKey } = await keyHolder('mcp-summary')
      const client = await connect(apiKey)
      expect(client.getServerVersion()?.name).toBe('vuetify-one')
      const { tools } = await client.listTools()
      expect(tools.map((t) => t.name).sort()).toEqual([
        'account_summary',
        'create_bin',
        'list_bins',
        'read_bin',
        'search_bins',
        'update_bin',
      ])
      const create = tools.find((t) => t.name === 'create_bin')!
      expect(create.inputSchema.required).toEqual(['content'])

      const summary = json(await call(client, 'account_summary'))
      expect(summary).toMatchObject({ subscriber: true, access: ['one'], bins: 0, team: null })
      expect(summary.name).toEqual(expect.any(String))
    })

    it("creates, lists, searches, reads and updates the owner's bins, which the site then shows", async () => {
      const { jar, apiKey } = await keyHolder('mcp-bins')
      const client = await connect(apiKey)
      const made = json(
        await call(client, 'create_bin', {
          title: 'Button 100%_done',
          content: '<v-btn>Hi</v-btn>',
          language: 'vue',
        }),
      )
      expect(made).toMatchObject({
        title: 'Button 100%_done',
        language: 'vue',
        visibility: 'public',
        mine: true,
        version: 1,
      })
      json(await call(client, 'create_bin', { content: 'a private note', visibility: 'private' }))

      expect(json(await call(client, 'list_bins')).bins).toHaveLength(2)
      // % and _ are matched as themselves, not as wildcards.
      expect(
        json(await call(client, 'search_bins', { query: '100%_D' })).bins.map((b: { id: string }) => b.id),
      ).toEqual([made.id])
      expect(json(await call(client, 'search_bins', { query: '0%d' })).bins).toEqual([])
      expect(json(await call(client, 'search_bins', { query: 'V-BTN' })).bins).toHaveLength(1)

      expect(json(await call(client, 'read_bin', { id: made.id })).content).toBe('<v-btn>Hi</v-btn>')
      const changed = json(
        await call(client, 'update_bin', { id: made.id, version: 1, content: '<v-btn>Bye</v-btn>' }),
      )
      expect(changed.version).toBe(2)
      expect(
        errorText(await call(client, 'update_bin', { id: made.id, version: 1, content: 'late' })),
      ).toMatch(/changed in another tab/)
      expect(errorText(await call(client, 'update_bin', { id: made.id, content: 'no version' }))).toMatch(
        /Send the version/,
      )

      const site = await app.inject({ method: 'GET', url: `/api/one/bins/${made.id}`, headers: jar.header() })
      expect(site.json()).toMatchObject({ content: '<v-btn>Bye</v-btn>', version: 2 })
      expect(json(await call(client, 'account_summary')).bins).toBe(2)
    })

    it("search_bins ranks the owner's bins with the matching line and never finds an unlisted one (docs/decisions/0022)", async () => {
      const { apiKey } = await keyHolder('mcp-search')
      const client = await connect(apiKey)
      const listed = json(await call(client, 'create_bin', { content: 'first\nthe needle here', title: 'a' }))
      const titled = json(await call(client, 'create_bin', { content: 'none', title: 'needle' }))
      json(await call(client, 'create_bin', { content: 'needle', title: 'needle', visibility: 'unlisted' }))
      const found = json(await call(client, 'search_bins', { query: 'needle' })).bins
      expect(found.map((b: { id: string }) => b.id)).toEqual([titled.id, listed.id])
      expect(found[1].match).toEqual({ line: 2, text: 'the needle here', ranges: [{ start: 4, end: 10 }] })
    })

    it("another user's private bin does not exist for the key; their public one reads but does not change", async () => {
      const owner = await keyHolder('mcp-owner')
      const other = await keyHolder('mcp-other')
      const ownerClient = await connect(owner.apiKey)
      const hidden = json(await call(ownerClient, 'create_bin', { content: 'secret', visibility: 'private' }))
      const shown = json(await call(ownerClient, 'create_bin', { content: 'shared' }))
      const otherClient = await connect(other.apiKey)
      expect(errorText(await call(otherClient, 'read_bin', { id: hidden.id }))).toBe(
        'This bin does not exist.',
      )
      expect(json(await call(otherClient, 'read_bin', { id: shown.id }))).toMatchObject({ mine: false })
      expect(errorText(await call(otherClient, 'update_bin', { id: shown.id, favorite: true }))).toBe(
        'Only the owner can change this bin.',
      )
      expect(json(await call(otherClient, 'list_bins')).bins).toEqual([])
    })

    it('hostile arguments are refused as tool errors, never a server failure', async () => {
      const { apiKey } = await keyHolder('mcp-hostile')
      const client = await connect(apiKey)
      for (const [name, args] of [
        ['create_bin', { content: 'a\u0000b' }],
        ['create_bin', { content: 'half \ud800' }],
        ['create_bin', { content: '   ' }],
        ['create_bin', { content: 'x'.repeat(1024 * 1024 + 1) }],
        ['create_bin', { content: { deep: [[[[[[[[[[]]]]]]]]]] } }],
        ['search_bins', { query: '\u0000' }],
        ['search_bins', { query: '' }],
        ['read_bin', { id: 'not-a-bin' }],
        ['read_bin', { id: 'x'.repeat(100_000) }],
        ['update_bin', { id: 'AAAAAAAAAAAA', version: 1e30, content: 'x' }],
        ['list_bins', { filter: 'everything' }],
      ] as const) {
        const result = await call(client, name, args)
        expect(result.isError, `${name} ${JSON.stringify(args).slice(0, 60)}`).toBe(true)
      }
      expect(json(await call(client, 'list_bins')).bins).toEqual([])
    })
  })

  describe('refusals', () => {
    it('no key, a session cookie, a malformed or an unknown key: 401 with a clear message and WWW-Authenticate', async () => {
      const { jar, apiKey } = await keyHolder('mcp-refused')
      const none = await post({})
      expect(none.status).toBe(401)
      // RFC 9728: the 401 also says where an MCP client learns to sign in (decision 0016).
      expect(none.headers.get('www-authenticate')).toBe(
        `Bearer realm="Vuetify One", resource_metadata="${base}/.well-known/oauth-protected-resource/api/mcp", scope="mcp"`,
      )
      expect(await none.json()).toEqual({
        message:
          'Sign in from your MCP client, or send your Vuetify One API key as "Authorization: Bearer <key>". Subscribers make one in the API Key dialog on the site.',
        code: 'unauthorized',
      })
      const cookie = await post({ ...jar.header(), origin: base })
      expect(cookie.status).toBe(401)

      for (const key of [`${apiKey.slice(0, -2)}zz`, 'one_nope', `one_${'x'.repeat(5000)}`]) {
        const refused = await post({ authorization: `Bearer ${key}` })
        expect(refused.status).toBe(401)
        expect(refused.headers.get('www-authenticate')).toMatch(
          /^Bearer realm="Vuetify One", resource_metadata="[^"]+", scope="mcp", error="invalid_token"/,
        )
        expect(((await refused.json()) as { message: string }).message).toBe(
          'This API key is not valid: it is unknown, or it was replaced by a new one.',
        )
      }
    })

    it('a regenerated key is refused at once; GET and DELETE get 405', async () => {
      const { jar, apiKey } = await keyHolder('mcp-regen')
      const client = await connect(apiKey)
      json(await call(client, 'list_bins'))
      const regen = await app.inject({
        method: 'POST',
        url: '/api/one/mcp/regenerate',
        headers: { ...jar.header(), origin: base },
      })
      expect(regen.statusCode).toBe(201)
      expect((await post({ authorization: `Bearer ${apiKey}` })).status).toBe(401)
      for (const method of ['GET', 'DELETE']) {
        const refused = await fetch(`${base}/api/mcp`, {
          method,
          headers: { authorization: `Bearer ${regen.json().apiKey}` },
        })
        expect(refused.status).toBe(405)
        expect(((await refused.json()) as { code: string }).code).toBe('method_not_allowed')
      }
    })

    it(`is rate limited per key: past ${RATE} a minute, 429 for that key only`, async () => {
      const first = await keyHolder('mcp-rate-a')
      const second = await keyHolder('mcp-rate-b')
      const statuses: number[] = []
      for (let i = 0; i <= RATE; i++)
        statuses.push((await post({ authorization: `Bearer ${first.apiKey}` })).status)
      expect(statuses.slice(0, RATE).every((s) => s === 200)).toBe(true)
      expect(statuses[RATE]).toBe(429)
      const other = await post({ authorization: `Bearer ${second.apiKey}` })
      expect(other.status).toBe(200)
    })
  })

  describe('last used (spec section 9)', () => {
    it('written once for 100 tool calls', async () => {
      const { apiKey, keyId } = await keyHolder('mcp-last-used')
      const client = await connect(apiKey)
      const stamp = async () =>
        (await database.db.select().from(apiKeys).where(eq(apiKeys.id, keyId)))[0]!.lastUsedAt
      const first = await stamp()
      expect(first).toBeInstanceOf(Date)
      for (let i = 0; i < 100; i++) json(await call(client, 'list_bins'))
      expect(await stamp()).toEqual(first)
    })
  })

  // Last: it moves the emulator's clock past every monthly period of this file.
  describe('a subscription that ends', () => {
    it('the key of a user who no longer subscribes gets 403', async () => {
      const { jar, apiKey, subscription } = await keyHolder('mcp-ends', 'month')
      const canceled = await app.inject({
        method: 'POST',
        url: `/api/one/cancel?subscriptionId=${subscription.id}`,
        headers: { ...jar.header(), origin: base },
      })
      expect(canceled.statusCode).toBe(200)
      await advanceStripe(base, 32 * DAY)
      const refused = await post({ authorization: `Bearer ${apiKey}` })
      expect(refused.status).toBe(403)
      expect(await refused.json()).toEqual({
        message: 'API keys work only while you subscribe to Vuetify One, and your subscription has ended.',
        code: 'forbidden',
      })
    })
  })
})
