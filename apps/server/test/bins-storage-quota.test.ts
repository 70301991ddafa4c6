// Decision 0036: each user's bins keep at most their storage quota (200 MiB by default): their texts
// and titles with their whole history. A save that would take them past it is refused with 413 and a
// message saying what is used of what, and what to do; nothing of it is written. The usage is read at
// GET /one/bins/usage, by session or API key. On PGlite and (with TEST_DATABASE_URL) PostgreSQL.

import { randomBytes } from 'node:crypto'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { BIN_STORAGE_QUOTA_BYTES, binQuotaMessage, storageAmount } from '@one/contract/bin-storage'
import { count, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import type { Database } from '../src/db/database.ts'
import { activity } from '../src/db/schema/activity.ts'
import { binCreations, binRevisions, bins } from '../src/db/schema/bins.ts'
import { testEnv } from './support/app.ts'
import { type BinsClient, binsClient } from './support/bins-client.ts'
import { testDatabases } from './support/databases.ts'
import { listenWithEmulators, signedIn } from './support/listening-app.ts'
import { subscribe } from './support/subscriber.ts'

const QUOTA = 64 * 1024

/**
 * ASCII text that does not compress, so a revision's delta (whose size on disk is counted) takes
 * about its own length, whatever the database's compression.
 */
const noise = (bytes: number) => randomBytes(bytes).toString('base64').slice(0, bytes)

describe('the storage quota of a user’s bins', () => {
  it('is 200 MiB unless BIN_STORAGE_QUOTA says otherwise', () => {
    expect(BIN_STORAGE_QUOTA_BYTES).toBe(200 * 1024 * 1024)
    expect(loadConfig(testEnv).binStorageQuota).toBe(200 * 1024 * 1024)
    expect(loadConfig({ ...testEnv, BIN_STORAGE_QUOTA: '65536' }).binStorageQuota).toBe(65536)
    expect(() => loadConfig({ ...testEnv, BIN_STORAGE_QUOTA: 'lots' })).toThrow(/BIN_STORAGE_QUOTA/)
  })

  it('is told in words a person reads, rounded down', () => {
    expect(storageAmount(0)).toBe('0 bytes')
    expect(storageAmount(1)).toBe('1 byte')
    expect(storageAmount(60_000)).toBe('58.5 KiB')
    expect(storageAmount(3.25 * 1024 * 1024)).toBe('3.2 MiB')
    expect(storageAmount(BIN_STORAGE_QUOTA_BYTES)).toBe('200 MiB')
    expect(storageAmount(BIN_STORAGE_QUOTA_BYTES - 1)).toBe('199.9 MiB')
    expect(binQuotaMessage({ usedBytes: 199.8 * 1024 * 1024, quotaBytes: BIN_STORAGE_QUOTA_BYTES })).toBe(
      'Your bins and their history use 199.8 MiB of your 200 MiB: there is no room for this save. Delete bins you no longer need, then save again.',
    )
  })
})

describe.each(testDatabases())('the storage quota on $name', ({ open }) => {
  let database: Database
  let app: FastifyInstance
  let base: string
  const clients: Client[] = []

  beforeAll(async () => {
    database = await open()
    ;({ app, base } = await listenWithEmulators(database, 'bins-quota', {
      BIN_STORAGE_QUOTA: String(QUOTA),
      BIN_WRITE_LIMIT: '1000',
    }))
  })
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()))
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  let people = 0
  async function someone() {
    const jar = await signedIn(app, `quota-${++people}-${Date.now().toString(36)}`)
    return binsClient(app, jar, base)
  }

  const usageOf = async (client: BinsClient, headers: Record<string, string> = client.jar.header()) => {
    const answer = await app.inject({ url: '/api/one/bins/usage', headers })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.headers['cache-control']).toBe('no-store')
    return answer.json() as { usedBytes: number; quotaBytes: number }
  }

  async function made(client: BinsClient, body: Record<string, unknown>) {
    const response = await client.create(body)
    expect(response.statusCode, response.body).toBe(201)
    return response.json() as { id: string; version: number; owner: { id: string } }
  }

  /** A bin of `bytes` bytes of text (no title): it keeps twice that, with its first revision. */
  const filler = (client: BinsClient, bytes: number) => made(client, { content: 'f'.repeat(bytes) })

  /** What the owner has in the database: every write a refusal must have left undone shows here. */
  async function storedOf(ownerId: string) {
    const own = eq(bins.ownerId, ownerId)
    const [binRows] = await database.db.select({ n: count() }).from(bins).where(own)
    const [revisionRows] = await database.db
      .select({ n: count() })
      .from(binRevisions)
      .innerJoin(bins, eq(bins.id, binRevisions.binId))
      .where(own)
    const [events] = await database.db
      .select({ n: count() })
      .from(activity)
      .where(eq(activity.userId, ownerId))
    const [keys] = await database.db
      .select({ n: count() })
      .from(binCreations)
      .where(eq(binCreations.ownerId, ownerId))
    return { bins: binRows!.n, revisions: revisionRows!.n, events: events!.n, keys: keys!.n }
  }

  const refusal = (usedBytes: number) => ({
    code: 'quota_exceeded',
    message: binQuotaMessage({ usedBytes, quotaBytes: QUOTA }),
  })

  describe('GET /one/bins/usage', () => {
    it('a guest is asked to sign in', async () => {
      const guest = await app.inject({ url: '/api/one/bins/usage' })
      expect(guest.statusCode).toBe(401)
      expect(guest.json()).toMatchObject({ code: 'unauthorized' })
    })

    it('counts each text and title with its history, and forgets a bin once it is deleted', async () => {
      const ada = await someone()
      expect(await usageOf(ada)).toEqual({ usedBytes: 0, quotaBytes: QUOTA })
      // "€" is three bytes: bytes are counted, not characters.
      const bin = await made(ada, { title: 'notes', content: '€'.repeat(1000) })
      expect(await usageOf(ada)).toEqual({ usedBytes: 2 * (3000 + 5), quotaBytes: QUOTA })
      const changed = await ada.patch(bin.id, { version: bin.version, content: `${noise(3000)}\n` })
      expect(changed.statusCode, changed.body).toBe(200)
      const { usedBytes } = await usageOf(ada)
      // The bin's new text and title, its first revision whole, and the second as its delta: the one
      // line it inserts, as stored.
      const textsAndTitles = 3001 + 5 + 3000 + 5 + 5
      expect(usedBytes).toBeGreaterThan(textsAndTitles + 3001)
      expect(usedBytes).toBeLessThan(textsAndTitles + 3001 + 64)
      expect((await ada.remove(bin.id)).statusCode).toBe(204)
      expect((await usageOf(ada)).usedBytes).toBe(0)
    })

    it('answers the holder of an API key, as the other bin routes do', async () => {
      const jar = await signedIn(app, `quota-key-${Date.now().toString(36)}`)
      await subscribe(app, base, jar)
      const generated = await app.inject({
        method: 'POST',
        url: '/api/one/mcp/generate',
        headers: { ...jar.header(), origin: base },
      })
      expect(generated.statusCode).toBe(201)
      const holder = binsClient(app, jar, base)
      await made(holder, { content: 'x'.repeat(100) })
      const byKey = await usageOf(holder, { authorization: `Bearer ${generated.json().apiKey}` })
      expect(byKey).toEqual({ usedBytes: 200, quotaBytes: QUOTA })
    })
  })

  describe('a save that would go past the quota is refused with 413, and nothing of it is written', () => {
    it('POST /one/bins', async () => {
      const ada = await someone()
      const { owner } = await filler(ada, 30_000)
      const before = await storedOf(owner.id)
      const refused = await ada.create({ title: 'one too many', content: 'y'.repeat(3000) })
      expect(refused.statusCode).toBe(413)
      expect(refused.json()).toEqual(refusal(60_000))
      expect(refused.json().message).toBe(
        'Your bins and their history use 58.5 KiB of your 64 KiB: there is no room for this save. Delete bins you no longer need, then save again.',
      )
      expect(await storedOf(owner.id)).toEqual(before)
      expect((await usageOf(ada)).usedBytes).toBe(60_000)
      // What still fits is saved.
      await made(ada, { content: 'z'.repeat(2000) })
      expect((await usageOf(ada)).usedBytes).toBe(64_000)
    })

    it('POST /one/bins with an idempotency key: refused and not remembered, so the key works once there is room', async () => {
      const ada = await someone()
      const early = await made(ada, { content: 'kept', idempotencyKey: 'quota-early-key' })
      const big = await filler(ada, 32_000)
      const before = await storedOf(big.owner.id)
      const refused = await ada.create({ content: 'w'.repeat(2000), idempotencyKey: 'quota-late-key' })
      expect(refused.statusCode).toBe(413)
      expect(refused.json()).toEqual(refusal(64_008))
      expect(await storedOf(big.owner.id)).toEqual(before)
      // A retry of a key that made its bin before the quota was reached writes nothing: it gives that bin.
      const again = await ada.create({ content: 'kept', idempotencyKey: 'quota-early-key' })
      expect(again.statusCode).toBe(201)
      expect(again.json().id).toBe(early.id)
      expect((await ada.remove(big.id)).statusCode).toBe(204)
      const saved = await ada.create({ content: 'w'.repeat(2000), idempotencyKey: 'quota-late-key' })
      expect(saved.statusCode, saved.body).toBe(201)
    })

    it('PATCH /one/bins/{id}: the text stays as it was, at its version, with its history', async () => {
      const ada = await someone()
      const bin = await made(ada, { content: 'short\n' })
      await filler(ada, 30_000)
      const before = await storedOf(bin.owner.id)
      const refused = await ada.patch(bin.id, { version: bin.version, content: noise(3000) })
      expect(refused.statusCode).toBe(413)
      expect(refused.json()).toEqual(refusal(60_012))
      expect(await storedOf(bin.owner.id)).toEqual(before)
      expect((await ada.get(bin.id)).json()).toMatchObject({ content: 'short\n', version: bin.version })
      // A change that takes no room is never refused.
      const pinned = await ada.patch(bin.id, { pinned: true })
      expect(pinned.statusCode, pinned.body).toBe(200)
    })

    it('POST /one/bins/{id}/revisions/{n}/restore', async () => {
      const ada = await someone()
      const bin = await made(ada, { content: `${noise(20_000)}\n` })
      const shortened = await ada.patch(bin.id, { version: bin.version, content: 'short\n' })
      expect(shortened.statusCode, shortened.body).toBe(200)
      await filler(ada, 20_000)
      const before = await storedOf(bin.owner.id)
      const used = (await usageOf(ada)).usedBytes
      const refused = await ada.restore(bin.id, 1, { version: shortened.json().version })
      expect(refused.statusCode).toBe(413)
      expect(refused.json()).toEqual(refusal(used))
      expect(await storedOf(bin.owner.id)).toEqual(before)
      expect((await ada.get(bin.id)).json().content).toBe('short\n')
    })

    it('of saves sent at once, only those that fit are made', async () => {
      const ada = await someone()
      const { owner } = await filler(ada, 30_000)
      // Room for two more bins of 1,000 bytes (2,000 each with its first revision), not three.
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, i) => ada.create({ content: `${i}`.repeat(1000) })),
      )
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 413, 413, 413])
      expect((await storedOf(owner.id)).bins).toBe(3)
      expect((await usageOf(ada)).usedBytes).toBe(64_000)
    })
  })

  describe('the MCP tools that write bins', () => {
    async function mcpOf() {
      const jar = await signedIn(app, `quota-mcp-${Date.now().toString(36)}`)
      await subscribe(app, base, jar)
      const generated = await app.inject({
        method: 'POST',
        url: '/api/one/mcp/generate',
        headers: { ...jar.header(), origin: base },
      })
      const client = new Client({ name: 'quota-test', version: '1.0.0' })
      await client.connect(
        new StreamableHTTPClientTransport(new URL(`${base}/api/mcp`), {
          requestInit: { headers: { authorization: `Bearer ${generated.json().apiKey}` } },
        }),
      )
      clients.push(client)
      const call = async (name: string, args: Record<string, unknown>) =>
        (await client.callTool({ name, arguments: args })) as CallToolResult
      return { site: binsClient(app, jar, base), call }
    }
    const text = (result: CallToolResult) => (result.content[0] as { text: string }).text

    it('create_bin and update_bin are refused with the same message, and write nothing', async () => {
      const { site, call } = await mcpOf()
      const bin = await made(site, { content: 'small\n' })
      await filler(site, 30_000)
      const before = await storedOf(bin.owner.id)

      const created = await call('create_bin', { content: 'm'.repeat(3000) })
      expect(created.isError).toBe(true)
      expect(text(created)).toBe(refusal(60_012).message)
      const updated = await call('update_bin', {
        id: bin.id,
        version: bin.version,
        content: noise(3000),
      })
      expect(updated.isError).toBe(true)
      expect(text(updated)).toBe(refusal(60_012).message)

      expect(await storedOf(bin.owner.id)).toEqual(before)
      expect((await site.get(bin.id)).json().content).toBe('small\n')
    })
  })
})
