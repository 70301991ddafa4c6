// Decision 0035: a job folds the histories already over the caps (saved before writes folded their
// own), a batch of bins at a time; what it keeps reads back as saved.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readRevision } from '../../src/bins/revisions/revisions-store.ts'
import type { Database, Db } from '../../src/db/database.ts'
import {
  pruneRevisionHistories,
  runRevisionPruning,
  startRevisionPruning,
} from '../../src/jobs/prune-revision-histories.ts'
import { editedTexts, newOwner, revisionRows, unfoldedBin } from '../support/bin-history.ts'
import { testDatabases } from '../support/databases.ts'

const MiB = 1024 * 1024

describe.each(testDatabases())('the job that folds histories over the caps on $name', ({ open }) => {
  let database: Database
  let db: Db
  let owner: string

  beforeAll(async () => {
    database = await open()
    db = database.db
    owner = await newOwner(db)
  })
  afterAll(async () => {
    await database.close()
  })

  const numbers = async (binId: string) => (await revisionRows(db, binId)).map((row) => row.number)

  it('folds a history of 130 revisions to the newest 100, walking the bins a few at a time', async () => {
    const texts = editedTexts(130)
    const long = await unfoldedBin(db, owner, texts)
    const short = await unfoldedBin(db, owner, editedTexts(5))
    const others = [await unfoldedBin(db, owner, editedTexts(2)), await unfoldedBin(db, owner, ['one\n'])]

    expect(await pruneRevisionHistories(db, { batch: 2 })).toBe(1)
    expect(await numbers(long.id)).toEqual(Array.from({ length: 100 }, (_, i) => i + 31))
    expect((await revisionRows(db, long.id))[0]).toMatchObject({ whole: true, delta: null })
    for (let number = 31; number <= 130; number++) {
      expect((await readRevision(db, long.id, number))?.content, `revision ${number}`).toBe(texts[number - 1])
    }
    expect(await numbers(short.id)).toEqual([1, 2, 3, 4, 5])
    expect(await numbers(others[0]!.id)).toEqual([1, 2])
    // Run again, it finds nothing to do.
    expect(await pruneRevisionHistories(db, { batch: 2 })).toBe(0)
  })

  it('folds a history over the byte cap', async () => {
    const texts = ['a', 'b', 'c', 'd', 'e'].map((letter) => `${letter.repeat(300_000)}\n`)
    const large = await unfoldedBin(db, owner, texts)
    expect(await pruneRevisionHistories(db, { caps: { revisions: 100, bytes: MiB } })).toBe(1)
    expect(await numbers(large.id)).toEqual([3, 4, 5])
    for (const number of [3, 4, 5]) {
      expect((await readRevision(db, large.id, number))?.content).toBe(texts[number - 1])
    }
  })

  it('says how many it folded, and on PGlite vacuums the table after', async () => {
    await unfoldedBin(db, owner, editedTexts(102))
    const log = { info: vi.fn(), warn: vi.fn() }
    await runRevisionPruning(db, log, { vacuum: database.kind === 'pglite' })
    expect(log.info).toHaveBeenCalledWith({ count: 1 }, 'bin histories over their caps folded')
    expect(log.warn).not.toHaveBeenCalled()
  })

  it('runs at once when started', async () => {
    await unfoldedBin(db, owner, editedTexts(103))
    const log = { info: vi.fn(), warn: vi.fn() }
    const stop = startRevisionPruning(db, log)
    await vi.waitFor(() =>
      expect(log.info).toHaveBeenCalledWith({ count: 1 }, 'bin histories over their caps folded'),
    )
    stop()
  })
})
