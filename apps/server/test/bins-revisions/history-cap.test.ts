// Decision 0035: a bin keeps its newest 100 revisions or 50 MiB of them, whichever comes first. What is
// older is folded into a base (the oldest kept, rewritten whole); every kept revision reads back as saved.
import { type RunningEmulators, startEmulators } from '@one/emulators/standalone'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { foldHistory, HISTORY_CAPS } from '../../src/bins/revisions/fold-history.ts'
import { readRevision } from '../../src/bins/revisions/revisions-store.ts'
import type { Database, Db } from '../../src/db/database.ts'
import { buildTestApp } from '../support/app.ts'
import {
  editedTexts,
  newOwner,
  revisionRows,
  savedBin,
  unfoldedBin,
  wholeNumbers,
} from '../support/bin-history.ts'
import { type BinsClient, signedIn } from '../support/bins-client.ts'
import { testDatabases } from '../support/databases.ts'
import { emulatorEnv } from '../support/sign-in.ts'

const MiB = 1024 * 1024

let emulators: RunningEmulators
beforeAll(async () => {
  emulators = await startEmulators()
})
afterAll(async () => {
  await emulators.close()
})

it('keeps 100 revisions or 50 MiB of them', () => {
  expect(HISTORY_CAPS).toEqual({ revisions: 100, bytes: 50 * MiB })
})

/** Every revision from `first` on reads back as the text saved at it (texts[0] is revision 1). */
async function expectReadBack(db: Db, binId: string, texts: string[], first: number) {
  for (let number = first; number <= texts.length; number++) {
    const revision = await readRevision(db, binId, number)
    expect(revision?.content, `revision ${number}`).toBe(texts[number - 1])
  }
}

describe.each(testDatabases())('a bin’s history within its caps on $name', ({ open }) => {
  let database: Database
  let db: Db
  let app: FastifyInstance
  let ada: BinsClient

  beforeAll(async () => {
    database = await open()
    db = database.db
    app = await buildTestApp(database, { ...emulatorEnv(emulators), BIN_WRITE_LIMIT: '1000' })
    await app.ready()
    ada = await signedIn(app, 'ada')
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('after 105 saves through the API keeps the newest 100, the oldest whole, each as saved', async () => {
    const texts = editedTexts(106)
    const made = await ada.create({ title: 'capped', content: texts[0] })
    let bin = made.json() as { id: string; version: number }
    for (const content of texts.slice(1)) {
      const saved = await ada.patch(bin.id, { version: bin.version, content })
      expect(saved.statusCode, saved.body).toBe(200)
      bin = saved.json()
    }
    const rows = await revisionRows(db, bin.id)
    expect(rows.map((row) => row.number)).toEqual(Array.from({ length: 100 }, (_, i) => i + 7))
    expect(rows[0]).toMatchObject({ number: 7, whole: true, delta: null })
    const listed = (await ada.revisions(bin.id, '?limit=100')).json()
    expect(listed.revisions.at(-1).number).toBe(7)
    expect(listed.next).toBeNull()
    for (let number = 7; number <= 106; number++) {
      const read = await ada.revision(bin.id, number)
      expect(read.statusCode, read.body).toBe(200)
      expect(read.json().content, `revision ${number}`).toBe(texts[number - 1])
    }
    expect((await ada.revision(bin.id, 6)).statusCode).toBe(404)
  })

  it('a base between the whole copies reads back, and so does every revision after it', async () => {
    const texts = editedTexts(66)
    const bin = await savedBin(db, await newOwner(db), texts, { revisions: 30, bytes: 50 * MiB })
    expect((await revisionRows(db, bin.id)).map((row) => row.number)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 37),
    )
    // 37 is the base; 41 and 61 were kept whole as every twentieth is.
    expect(await wholeNumbers(db, bin.id)).toEqual([37, 41, 61])
    await expectReadBack(db, bin.id, texts, 37)
  })

  it('keeps no more bytes than its cap: a few large revisions leave the oldest', async () => {
    // Each revision is one line of 300 KB: its delta is that line, about as large as the text.
    const texts = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((letter) => `${letter.repeat(300_000)}\n`)
    const bin = await savedBin(db, await newOwner(db), texts, { revisions: 100, bytes: MiB })
    const rows = await revisionRows(db, bin.id)
    expect(rows.map((row) => row.number)).toEqual([5, 6, 7])
    expect(rows[0]).toMatchObject({ whole: true, delta: null })
    expect(rows.reduce((sum, row) => sum + row.bytes, 0)).toBeLessThanOrEqual(MiB)
    await expectReadBack(db, bin.id, texts, 5)
  })

  it('counts the base as whole: a small delta of a large text is not kept as the base', async () => {
    const large = Array.from({ length: 20_000 }, (_, i) => `row ${i}\n`).join('')
    // Revision 2 is a small delta of a large text; revision 3 drops nearly all of it.
    const texts = [large, `${large}a\n`, 'tiny\n', 'tiny\nb\n', 'tiny\nb\nc\n']
    // Recorded unfolded, as before the caps, and folded once.
    const bin = await unfoldedBin(db, await newOwner(db), texts)
    expect(await foldHistory(db, bin.id, { revisions: 4, bytes: 1_000 })).toBe(2)
    const rows = await revisionRows(db, bin.id)
    expect(rows.map((row) => row.number)).toEqual([3, 4, 5])
    expect(rows[0]).toMatchObject({ whole: true, delta: null })
    expect(rows.reduce((sum, row) => sum + row.bytes, 0)).toBeLessThanOrEqual(1_000)
    await expectReadBack(db, bin.id, texts, 3)
  })

  it('a revision larger than the byte cap is kept alone, whole: the bin as it is', async () => {
    const texts = editedTexts(5, `${'x'.repeat(4_000)}\n`)
    const bin = await savedBin(db, await newOwner(db), texts, { revisions: 100, bytes: 1_000 })
    expect(await revisionRows(db, bin.id)).toMatchObject([{ number: 5, whole: true, delta: null }])
    await expectReadBack(db, bin.id, texts, 5)
  })

  it('a history within its caps is left as it was', async () => {
    const texts = editedTexts(25)
    const bin = await savedBin(db, await newOwner(db), texts, { revisions: 25, bytes: 50 * MiB })
    expect((await revisionRows(db, bin.id)).length).toBe(25)
    expect(await wholeNumbers(db, bin.id)).toEqual([1, 21])
  })
})
