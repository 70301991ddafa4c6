// docs/decisions/0022: every saved change of a bin's text, title, language or visibility keeps a revision;
// revisions are listed, read and restored through the API, by whoever may read (or change) the bin.
import { type RunningEmulators, startEmulators } from '@one/emulators/standalone'
import { and, count, eq, isNotNull, type SQL } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lineChange } from '../../src/bins/revisions/line-delta.ts'
import type { Database } from '../../src/db/database.ts'
import { binRevisions } from '../../src/db/schema/bins.ts'
import { buildTestApp } from '../support/app.ts'
import { type BinsClient, binsClient, signedIn } from '../support/bins-client.ts'
import { testDatabases } from '../support/databases.ts'
import { emulatorEnv } from '../support/sign-in.ts'

type Summary = { number: number; author: { name: string } | null; linesAdded: number; linesRemoved: number }

let emulators: RunningEmulators
beforeAll(async () => {
  emulators = await startEmulators()
})
afterAll(async () => {
  await emulators.close()
})

describe.each(testDatabases())('bin revisions on $name', ({ open }) => {
  let database: Database
  let app: FastifyInstance
  let ada: BinsClient
  let bob: BinsClient
  const guest = () => binsClient(app)

  beforeAll(async () => {
    database = await open()
    app = await buildTestApp(database, { ...emulatorEnv(emulators), BIN_WRITE_LIMIT: '1000' })
    await app.ready()
    ada = await signedIn(app, 'ada')
    bob = await signedIn(app, 'bob')
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  async function create(fields: Record<string, unknown>) {
    const response = await ada.create({ title: 'notes', content: 'one\ntwo\nthree\n', ...fields })
    expect(response.statusCode, response.body).toBe(201)
    return response.json() as { id: string; version: number }
  }
  async function edit(id: string, fields: Record<string, unknown>) {
    const current = (await ada.get(id)).json()
    const response = await ada.patch(id, { version: current.version, ...fields })
    expect(response.statusCode, response.body).toBe(200)
    return response.json()
  }
  const revisionRows = async (id: string, where?: SQL) => {
    const [row] = await database.db
      .select({ value: count() })
      .from(binRevisions)
      .where(and(eq(binRevisions.binId, id), where))
    return row!.value
  }
  const list = async (client: BinsClient, id: string): Promise<Summary[]> => {
    const response = await client.revisions(id)
    expect(response.statusCode, response.body).toBe(200)
    return response.json().revisions
  }

  it('a new bin has revision 1; each change of text, title, language or visibility adds one', async () => {
    const { id } = await create({})
    expect(await list(ada, id)).toMatchObject([
      { number: 1, author: { name: 'ada' }, linesAdded: 3, linesRemoved: 0 },
    ])
    await edit(id, { content: 'one\n2\nthree\nfour\n' })
    await edit(id, { title: 'renamed' })
    await edit(id, { language: 'markdown' })
    await ada.patch(id, { visibility: 'private' })
    // The owner's bookmarks are not revisions.
    await ada.patch(id, { favorite: true })
    await ada.patch(id, { pinned: true })
    const revisions = await list(ada, id)
    expect(revisions.map((r) => r.number)).toEqual([5, 4, 3, 2, 1])
    expect(revisions[3]).toMatchObject({ number: 2, linesAdded: 2, linesRemoved: 1 })
    expect(revisions[0]).toMatchObject({ visibility: 'private', title: 'renamed', language: 'markdown' })
  })

  it('any revision reads back with its whole text, also past the whole copies', async () => {
    const { id } = await create({ content: 'line 0\n' })
    const texts = ['line 0\n']
    for (let n = 1; n < 45; n++) {
      const text = `${texts.at(-1)}line ${n}\n`.replace(
        `line ${n - 1}\n`,
        n % 3 ? `line ${n - 1} edited\n` : `line ${n - 1}\n`,
      )
      texts.push(text)
      await edit(id, { content: text })
    }
    for (const number of [1, 2, 19, 20, 21, 22, 40, 41, 45]) {
      const response = await ada.revision(id, number)
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json()).toMatchObject({ number, content: texts[number - 1] })
    }
    expect(await revisionRows(id, isNotNull(binRevisions.content))).toBe(3)
  })

  it('a revision reads back from a whole text stored between the whole copies, and from an older history', async () => {
    const { id } = await create({ content: 'a\n' })
    const rewrite = Array.from({ length: 6_000 }, (_, i) => `rewritten ${i}\n`).join('')
    // Rewritten from top to bottom (more edits than a delta takes), revision 5 is stored whole.
    const texts = ['a\n', 'a\nb\n', 'a\nb\nc\n', 'a\nc\n', rewrite, `${rewrite}d\n`]
    for (const text of texts.slice(1)) await edit(id, { content: text })
    for (let n = texts.length + 1; n <= 25; n++) {
      texts.push(`${texts.at(-1)}line ${n}\n`)
      await edit(id, { content: texts.at(-1) })
    }
    expect(await revisionRows(id, isNotNull(binRevisions.content))).toBe(3)
    // A history saved with whole texts elsewhere than every twentieth: revision 21 a delta as well.
    const delta = lineChange(texts[19]!, texts[20]!).delta!
    await database.db
      .update(binRevisions)
      .set({ content: null, delta })
      .where(and(eq(binRevisions.binId, id), eq(binRevisions.number, 21)))
    for (const number of [4, 5, 6, 20, 21, 25]) {
      const response = await ada.revision(id, number)
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json()).toMatchObject({ number, content: texts[number - 1] })
    }
  })

  it('restore makes a new revision with the old text, title and language, and needs the current version', async () => {
    const { id } = await create({ title: 'first', language: 'text' })
    const changed = await edit(id, { content: 'all new\n', title: 'second', language: 'markdown' })

    const stale = await ada.restore(id, 1, { version: changed.version - 1 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().message).toMatch(/changed in another tab/)

    const restored = await ada.restore(id, 1, { version: changed.version })
    expect(restored.statusCode, restored.body).toBe(200)
    expect(restored.json()).toMatchObject({
      title: 'first',
      content: 'one\ntwo\nthree\n',
      language: 'text',
      version: changed.version + 1,
    })
    expect((await list(ada, id)).map((r) => r.number)).toEqual([3, 2, 1])
    expect((await ada.revision(id, 3)).json().content).toBe('one\ntwo\nthree\n')
  })

  it('a public bin’s history is readable by anyone; a private one only by its owner', async () => {
    const open = await create({})
    expect((await guest().revisions(open.id)).statusCode).toBe(200)
    expect((await bob.revision(open.id, 1)).json().content).toBe('one\ntwo\nthree\n')

    const closed = await create({ visibility: 'private' })
    for (const client of [guest(), bob]) {
      const response = await client.revisions(closed.id)
      expect(response.statusCode).toBe(404)
      expect(response.json().message).toBe('This bin does not exist.')
      expect((await client.revision(closed.id, 1)).statusCode).toBe(404)
    }
  })

  it('only the owner restores; a guest is told to sign in', async () => {
    const { id, version } = await create({})
    const byBob = await bob.restore(id, 1, { version })
    expect(byBob.statusCode).toBe(403)
    const byGuest = await guest().restore(id, 1, { version })
    expect(byGuest.statusCode).toBe(401)
  })

  it('bad revision numbers and bodies are 400s with a message; an unknown revision is a 404', async () => {
    const { id, version } = await create({})
    for (const number of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await ada.revision(id, number)
      expect(response.statusCode, number).toBe(400)
      expect(response.json().message).toContain('A revision number is a whole number from 1.')
    }
    const missing = await ada.revision(id, 7)
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe('This bin has no such revision.')
    expect((await ada.restore(id, 7, { version })).statusCode).toBe(404)
    for (const body of [{}, { version: 'one' }, { version: 2 ** 40 }, 'not json']) {
      const response = await ada.restore(id, 1, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().message).toBeTruthy()
    }
    expect((await ada.revisions('not-an-id')).statusCode).toBe(404)
  })

  it('deleting a bin deletes its revisions', async () => {
    const { id } = await create({})
    await edit(id, { content: 'changed\n' })
    expect((await ada.remove(id)).statusCode).toBe(204)
    expect(await revisionRows(id)).toBe(0)
  })
})
