import { type RunningEmulators, startEmulators } from '@one/emulators/standalone'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/database.ts'
import { binCreations } from '../src/db/schema/bins.ts'
import { buildTestApp } from './support/app.ts'
import { type BinsClient, signedIn } from './support/bins-client.ts'
import { testDatabases } from './support/databases.ts'
import { emulatorEnv } from './support/sign-in.ts'

let emulators: RunningEmulators
beforeAll(async () => {
  emulators = await startEmulators()
})
afterAll(async () => {
  await emulators.close()
})

describe.each(testDatabases())('a retried POST with an idempotency key on $name', ({ open }) => {
  let database: Database
  let app: FastifyInstance
  let ada: BinsClient
  let bob: BinsClient
  let n = 0
  const freshKey = () => `retry-key-${Date.now()}-${n++}`
  const body = (key: string) => ({ title: 'once.ts', content: 'saved once', idempotencyKey: key })
  const countOf = async (client: BinsClient) => (await client.list()).json().bins.length

  beforeAll(async () => {
    database = await open()
    app = await buildTestApp(database, { ...emulatorEnv(emulators), BIN_WRITE_LIMIT: '1000' })
    await app.ready()
    ada = await signedIn(app, 'ada-retries')
    bob = await signedIn(app, 'bob-retries')
  })

  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('the same key again gives the first bin (201), not a second one', async () => {
    const key = freshKey()
    const first = await ada.create(body(key))
    expect(first.statusCode).toBe(201)
    const before = await countOf(ada)
    const again = await ada.create(body(key))
    expect(again.statusCode).toBe(201)
    expect(again.json()).toEqual(first.json())
    expect(await countOf(ada)).toBe(before)
  })

  it('a double click: two POSTs with one key at the same time make one bin', async () => {
    const key = freshKey()
    const before = await countOf(ada)
    const answers = await Promise.all([ada.create(body(key)), ada.create(body(key)), ada.create(body(key))])
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201])
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1)
    expect(await countOf(ada)).toBe(before + 1)
  })

  it('the retry gives the bin as it is now, after a change', async () => {
    const key = freshKey()
    const first = (await ada.create(body(key))).json()
    await ada.patch(first.id, { version: 1, content: 'changed since' })
    const again = await ada.create(body(key))
    expect(again.json()).toMatchObject({ id: first.id, content: 'changed since', version: 2 })
  })

  it('the key with a different bin is refused with 409, and nothing is made', async () => {
    const key = freshKey()
    await ada.create(body(key))
    const before = await countOf(ada)
    const other = await ada.create({ ...body(key), content: 'something else' })
    expect(other.statusCode).toBe(409)
    expect(other.json()).toEqual({
      code: 'conflict',
      message: 'This idempotency key was already used for a different bin. Send a new key for a new bin.',
    })
    expect(await countOf(ada)).toBe(before)
  })

  it("keys are per user: another user's same key makes their own bin", async () => {
    const key = freshKey()
    const adas = (await ada.create(body(key))).json()
    const bobs = await bob.create(body(key))
    expect(bobs.statusCode).toBe(201)
    expect(bobs.json()).toMatchObject({ owner: { name: 'bob-retries' }, mine: true })
    expect(bobs.json().id).not.toBe(adas.id)
  })

  it('a key is kept for a day: after that the same key makes a new bin', async () => {
    const key = freshKey()
    const first = (await ada.create(body(key))).json()
    await database.db
      .update(binCreations)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(binCreations.key, key))
    const later = await ada.create(body(key))
    expect(later.statusCode).toBe(201)
    expect(later.json().id).not.toBe(first.id)
    expect(await database.db.select().from(binCreations).where(eq(binCreations.key, key))).toHaveLength(1)
  })

  it('without a key every POST makes a bin, as before', async () => {
    const before = await countOf(ada)
    await ada.create({ content: 'no key' })
    await ada.create({ content: 'no key' })
    expect(await countOf(ada)).toBe(before + 2)
  })

  it('a key that is too short, too long, or not printable ASCII is a 400', async () => {
    for (const key of [
      'short',
      'k'.repeat(129),
      'with space 123',
      'ключ-ключ-ключ',
      'nul\u0000nul-nul',
      '',
      42,
    ]) {
      const response = await ada.create({ content: 'x', idempotencyKey: key })
      expect(response.statusCode, JSON.stringify(key)).toBe(400)
      expect(response.json().message).toMatch(/^Invalid request: body\.idempotencyKey: /)
    }
  })
})
