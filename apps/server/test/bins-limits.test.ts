import { BIN_CONTENT_MAX_BYTES, BIN_TITLE_MAX } from '@one/contract/bins'
import { type RunningEmulators, startEmulators } from '@one/emulators/standalone'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/database.ts'
import { buildTestApp } from './support/app.ts'
import { signedIn } from './support/bins-client.ts'
import { testDatabases } from './support/databases.ts'
import { emulatorEnv } from './support/sign-in.ts'

let emulators: RunningEmulators
beforeAll(async () => {
  emulators = await startEmulators()
})
afterAll(async () => {
  await emulators.close()
})

const tooLarge = { code: 'too_large', message: 'A bin can hold at most 1 MiB of text.' }

describe.each(testDatabases())('bin limits on $name', ({ open }) => {
  let database: Database
  let app: FastifyInstance

  beforeAll(async () => {
    database = await open()
    app = await buildTestApp(database, { ...emulatorEnv(emulators), BIN_WRITE_LIMIT: '3' })
    await app.ready()
  })

  afterAll(async () => {
    await app.close()
    await database.close()
  })

  // Each test signs in a user of its own: the write limit of this app is 3 a minute.
  let n = 0
  const someone = () => signedIn(app, `writer-${n++}`)

  describe('content is at most 1 MiB of UTF-8', () => {
    it('exactly 1 MiB of multibyte text is accepted and comes back whole', async () => {
      const writer = await someone()
      // "€" is 3 bytes in UTF-8: 349,525 of them and one "a" make 1,048,576 bytes.
      const content = `${'€'.repeat(349_525)}a`
      expect(Buffer.byteLength(content)).toBe(BIN_CONTENT_MAX_BYTES)
      const response = await writer.create({ content })
      expect(response.statusCode).toBe(201)
      expect((await writer.raw(response.json().id)).body).toBe(content)
    })

    it('1 MiB and one byte is refused with 413 on create and on change', async () => {
      const writer = await someone()
      const content = `${'€'.repeat(349_525)}ab`
      const created = await writer.create({ content })
      expect(created.statusCode).toBe(413)
      expect(created.json()).toEqual(tooLarge)

      const saved = (await writer.create({ content: 'small' })).json()
      const changed = await writer.patch(saved.id, { version: 1, content })
      expect(changed.statusCode).toBe(413)
      expect(changed.json()).toEqual(tooLarge)
    })

    it('a legal text that JSON escapes to six times its size still gets in', async () => {
      const writer = await someone()
      const content = '\u0001'.repeat(BIN_CONTENT_MAX_BYTES)
      expect(JSON.stringify({ content }).length).toBeGreaterThan(6 * BIN_CONTENT_MAX_BYTES)
      const response = await writer.create({ content })
      expect(response.statusCode).toBe(201)
    })

    it('a body larger than any legal bin gets the same 413 before it is read', async () => {
      const response = await (await someone()).create({ content: 'a'.repeat(8 * BIN_CONTENT_MAX_BYTES) })
      expect(response.statusCode).toBe(413)
      expect(response.json()).toEqual(tooLarge)
    })
  })

  describe('a request the contract refuses is a 400 that says why', () => {
    it('a title of 201 characters', async () => {
      const response = await (await someone()).create({ content: 'x', title: 't'.repeat(BIN_TITLE_MAX + 1) })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        code: 'bad_request',
        message: 'Invalid request: body.title: The title can be at most 200 characters long.',
      })
    })

    it('an unknown language', async () => {
      const response = await (await someone()).create({ content: 'x', language: 'cobol' })
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toMatch(/^Invalid request: body\.language/)
    })

    it('malformed JSON', async () => {
      const response = await (await someone()).create('{"content": "x"')
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ code: 'bad_json', message: 'The request body is not valid JSON.' })
    })
  })

  describe('writes are rate limited per user (BIN_WRITE_LIMIT)', () => {
    it('past the limit a user gets 429 with a message; another user is not affected', async () => {
      const busy = await someone()
      const saved = (await busy.create({ content: 'one' })).json()
      expect((await busy.patch(saved.id, { pinned: true })).statusCode).toBe(200)
      expect((await busy.remove(saved.id)).statusCode).toBe(204)
      const limited = await busy.create({ content: 'four' })
      expect(limited.statusCode).toBe(429)
      expect(limited.json()).toEqual({
        code: 'rate_limited',
        message: expect.stringMatching(
          /^Too many changes to bins in a short time\. Please wait .+ and try again\.$/,
        ),
      })
      expect(limited.headers['retry-after']).toBeDefined()

      const calm = await someone()
      expect((await calm.create({ content: 'fine' })).statusCode).toBe(201)
    })
  })

  it('every bins route is described in the OpenAPI document', async () => {
    const document = (await app.inject('/api/openapi.json')).json()
    const paths = document.paths as Record<string, Record<string, { summary?: string }>>
    for (const [path, methods] of [
      ['/one/bins', ['get', 'post']],
      ['/one/bins/{id}', ['get', 'patch', 'delete']],
      ['/one/bins/{id}/raw', ['get']],
    ] as const) {
      for (const method of methods) expect(paths[path]?.[method]?.summary, `${method} ${path}`).toBeTruthy()
    }
  })
})
