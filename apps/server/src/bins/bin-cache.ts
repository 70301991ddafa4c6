import { cacheCount } from '../cache/cache-counts.ts'
import type { Changes } from '../cache/changes.ts'
import { ChangesMeanwhile } from '../cache/changes-meanwhile.ts'
import { etagOf } from '../cache/etag.ts'
import type { Db } from '../db/database.ts'
import { type BinRecord, toBin } from './bin-view.ts'
import { findBin } from './bins-store.ts'

/** Public bins kept in memory, at most this many bytes of them (about two bytes a character). */
const MAX_BYTES = 64 * 1024 * 1024
const reads = cacheCount('bins')

/**
 * A bin as stored, with its raw text's tag and, for a public bin, the JSON everyone but its owner
 * receives (a guest and any other user see the same bin), made once and kept as the bytes sent, so a
 * read neither writes nor encodes it again.
 */
export type CachedBin = {
  record: BinRecord
  rawEtag: string
  shared: { body: Buffer; etag: string } | undefined
  /** A public bin's page as a reader sees it (bin-page.ts), made on the first visit of this version. */
  readerHtml?: Promise<string>
}

function cachedBin(record: BinRecord): CachedBin {
  const body =
    // What everyone but the owner reads alike; a burn-after-reading bin is read once, never from here.
    record.visibility !== 'private' && !record.burn
      ? Buffer.from(JSON.stringify(toBin(record, record.owner, undefined)))
      : undefined
  return {
    record,
    rawEtag: etagOf(`${record.version}:${record.title}:${record.language}:${record.content}`),
    shared: body === undefined ? undefined : { body, etag: etagOf(body) },
  }
}

// A public bin's highlighted page is about four times its text (two bytes a character), its JSON a byte each.
const sizeOf = (bin: CachedBin) =>
  bin.record.content.length * (bin.shared ? 5 : 1) * 2 + (bin.shared?.body.length ?? 0) + 1024

/**
 * Reads of bins, with public ones served from memory: a shared link costs what an empty route costs.
 * A private bin is never kept. Every change of a bin (or of its owner's name and picture) drops it
 * here and, through `changes`, on every instance; while changes might be missed nothing is kept.
 */
export function createBinCache({ db, changes }: { db: Db; changes: Changes }) {
  const entries = new Map<string, CachedBin>()
  let bytes = 0
  // The id kept or read last, already at the young end: reading it again moves nothing.
  let newest: string | undefined
  // A read that began before a change must not store what it read after the change dropped it.
  const meanwhile = new ChangesMeanwhile()
  // Reads under way, which a read of the same bin joins instead of reading (and encoding) it again:
  // right after a change of a large bin, its readers would each fetch a megabyte. A change ends the
  // joining, so no read that starts after it gets what was read before.
  const reading = new Map<string, Promise<CachedBin | undefined>>()

  const drop = (id: string) => {
    const entry = entries.get(id)
    if (!entry) return
    entries.delete(id)
    bytes -= sizeOf(entry)
  }

  changes.subscribe((change) => {
    if (change === 'all') {
      meanwhile.changedEverything()
      reading.clear()
      entries.clear()
      bytes = 0
    } else if (change.kind === 'bin') {
      meanwhile.changed(`bin:${change.id}`)
      reading.delete(change.id)
      drop(change.id)
    } else if (change.kind === 'user') {
      meanwhile.changed(`user:${change.userId}`)
      reading.clear()
      for (const [id, entry] of entries) if (entry.record.ownerId === change.userId) drop(id)
    }
  })

  const keep = (entry: CachedBin) => {
    const size = sizeOf(entry)
    // A bin of the largest size allowed (1 MiB) fits: it is the one most costly to read again.
    if (size > MAX_BYTES / 4) return
    while (bytes + size > MAX_BYTES) {
      const oldest = entries.keys().next().value
      if (oldest === undefined) break
      drop(oldest)
    }
    entries.set(entry.record.id, entry)
    newest = entry.record.id
    bytes += size
  }

  return {
    /** The bin of this id as stored; undefined when there is none. */
    async find(id: string): Promise<CachedBin | undefined> {
      const live = changes.live()
      const hit = live ? entries.get(id) : undefined
      if (hit) {
        reads.hits++
        // Read again soon: move it to the young end, once. Each move leaves a hole in the Map that it
        // compacts by copying itself, so a bin read over and over is not moved each time.
        if (id !== newest) {
          entries.delete(id)
          entries.set(id, hit)
          newest = id
        }
        return hit
      }
      reads.misses++
      const joined = reading.get(id)
      if (joined) return joined
      const read = readAndKeep(id, live)
      reading.set(id, read)
      const done = () => {
        if (reading.get(id) === read) reading.delete(id)
      }
      read.then(done, done)
      return read
    },

    get size() {
      return { bins: entries.size, bytes }
    },
  }

  async function readAndKeep(id: string, live: boolean): Promise<CachedBin | undefined> {
    let unchangedMeanwhile = false
    const record = await meanwhile.read(
      () => findBin(db, id),
      (record, unchanged) => {
        unchangedMeanwhile = !!record && unchanged(`bin:${id}`) && unchanged(`user:${record.ownerId}`)
      },
    )
    if (!record) return undefined
    const entry = cachedBin(record)
    if (live && entry.shared && unchangedMeanwhile) keep(entry)
    return entry
  }
}

export type BinCache = ReturnType<typeof createBinCache>
