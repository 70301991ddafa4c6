import type { ContentKind } from '@one/contract/content'
import { cacheCount } from '../cache/cache-counts.ts'
import type { Changes } from '../cache/changes.ts'
import { etagOf } from '../cache/etag.ts'
import type { Db } from '../db/database.ts'
import { publishedItems } from './content-store.ts'
import { toPublicItem } from './content-view.ts'

export type ContentAnswer = { json: string; etag: string }

const reads = cacheCount('content')

/**
 * The public lists, each made once into JSON with its ETag: fetched on every page load, they cost what
 * an empty route costs. Any admin change drops them here and, through `changes`, on every instance;
 * while changes might be missed (Redis away) nothing is kept.
 */
export function createContentCache({ db, changes }: { db: Db; changes: Changes }) {
  const answers = new Map<ContentKind, ContentAnswer>()
  // A read that began before a change must not keep what it read.
  let generation = 0
  changes.subscribe((change) => {
    if (change !== 'all' && change.kind !== 'content') return
    generation++
    answers.clear()
  })

  return {
    async answer(kind: ContentKind): Promise<ContentAnswer> {
      const live = changes.live()
      const hit = live ? answers.get(kind) : undefined
      if (hit) {
        reads.hits++
        return hit
      }
      reads.misses++
      const started = generation
      const rows = await publishedItems(db, kind)
      const json = JSON.stringify({ [kind]: rows.map(toPublicItem) })
      const answer = { json, etag: etagOf(json) }
      if (live && started === generation) answers.set(kind, answer)
      return answer
    },
  }
}

export type ContentCache = ReturnType<typeof createContentCache>
