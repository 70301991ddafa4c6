// Decision 0035: a bin's history is listed a page at a time, the newest first: `before` (a revision
// number, not included) and `limit` (50 unless asked, at most 100); `next` asks for the page after.
import { type RunningEmulators, startEmulators } from '@one/emulators/standalone'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/db/database.ts'
import { binRevisions } from '../../src/db/schema/bins.ts'
import { buildTestApp } from '../support/app.ts'
import { type BinsClient, binsClient, signedIn } from '../support/bins-client.ts'
import { testDatabases } from '../support/databases.ts'
import { emulatorEnv } from '../support/sign-in.ts'

let emulators: RunningEmulators
beforeAll(async () => {
  emulators = await startEmulators()
})
afterAll(async () => {
  await emulators.close()
})

describe.each(testDatabases())('pages of a bin’s history on $name', ({ open }) => {
  let database: Database
  let app: FastifyInstance
  let ada: BinsClient
  let id: string

  beforeAll(async () => {
    database = await open()
    app = await buildTestApp(database, emulatorEnv(emulators))
    await app.ready()
    ada = await signedIn(app, 'ada')
    const made = await ada.create({ title: 'long', content: 'line 1\n' })
    id = made.json().id
    // Revisions 2 to 120 written straight into the table: saving each through the API proves nothing more.
    const { authorId, title, language, visibility } = (
      await database.db.select().from(binRevisions).limit(1)
    )[0]!
    await database.db.insert(binRevisions).values(
      Array.from({ length: 119 }, (_, index) => ({
        binId: id,
        number: index + 2,
        authorId,
        title,
        language,
        visibility,
        content: `line ${index + 2}\n`,
      })),
    )
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const page = async (query: string) => {
    const response = await ada.revisions(id, query)
    expect(response.statusCode, response.body).toBe(200)
    const { revisions, next } = response.json() as { revisions: { number: number }[]; next: number | null }
    return { numbers: revisions.map((revision) => revision.number), next }
  }
  const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => from - i)

  it('gives 120 revisions as pages of 50, 50 and 20, each naming the next', async () => {
    const first = await page('')
    expect(first).toEqual({ numbers: range(120, 71), next: 71 })
    const second = await page(`?before=${first.next}`)
    expect(second).toEqual({ numbers: range(70, 21), next: 21 })
    const third = await page(`?before=${second.next}`)
    expect(third).toEqual({ numbers: range(20, 1), next: null })
  })

  it('takes a limit up to 100 and a before of any revision number', async () => {
    expect(await page('?limit=100')).toEqual({ numbers: range(120, 21), next: 21 })
    expect(await page('?limit=3&before=60')).toEqual({ numbers: [59, 58, 57], next: 57 })
    expect(await page('?limit=1')).toEqual({ numbers: [120], next: 120 })
    expect(await page('?before=1')).toEqual({ numbers: [], next: null })
    expect(await page('?before=500&limit=2')).toEqual({ numbers: [120, 119], next: 119 })
  })

  it('refuses a bad before or limit with 400 and a message', async () => {
    const refusals: [string, string][] = [
      ['?before=abc', '"before" takes a revision number: a whole number from 1.'],
      ['?before=0', '"before" takes a revision number: a whole number from 1.'],
      ['?before=-5', '"before" takes a revision number: a whole number from 1.'],
      ['?before=2.5', '"before" takes a revision number: a whole number from 1.'],
      ['?before=99999999999', '"before" takes a revision number: a whole number from 1.'],
      ['?limit=0', 'A page holds at least 1 revision.'],
      ['?limit=101', 'A page holds at most 100 revisions.'],
      ['?limit=ten', 'A page holds a whole number of revisions, from 1 to 100.'],
      ['?limit=1.5', 'A page holds a whole number of revisions, from 1 to 100.'],
    ]
    for (const [query, message] of refusals) {
      const response = await ada.revisions(id, query)
      expect(response.statusCode, query).toBe(400)
      expect(response.json().message, query).toContain(message)
    }
  })

  it('a guest pages a public bin’s history as its owner does', async () => {
    const response = await binsClient(app).revisions(id, '?before=3')
    expect(response.json()).toMatchObject({ revisions: [{ number: 2 }, { number: 1 }], next: null })
  })
})
