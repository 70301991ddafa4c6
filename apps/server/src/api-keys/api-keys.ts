// Personal API keys (docs/decisions/0013): one per subscriber, stored as a hash, and who a key belongs to.

import type { ApiKeyToken } from '@one/contract/api-key'
import { maskApiKey, type NewApiKeyAnswer } from '@one/contract/api-key'
import { recordActivity } from '../activity/record-activity.ts'
import { AppError } from '../app-error.ts'
import { cacheCount } from '../cache/cache-counts.ts'
import { dropCallersOfChangedUsers } from '../cache/callers-of-users.ts'
import type { Changes } from '../cache/changes.ts'
import { ChangesMeanwhile } from '../cache/changes-meanwhile.ts'
import { setUntil, shortCache } from '../cache/short-cache.ts'
import type { Db } from '../db/database.ts'
import { hashApiKey, LAST_USED_EVERY_MS, looksLikeApiKey, newApiKey } from './api-key-rules.ts'
import {
  type ApiKeyRow,
  insertKey,
  keyByHash,
  keyOfUser,
  replaceKey,
  stampLastUsed,
} from './api-key-store.ts'
import { toApiKeyToken } from './api-key-view.ts'

type Log = { warn(object: object, message: string): void }
type Caller = { keyId: string; userId: string }

/** How long a key's owner is remembered; a regenerate drops it sooner, on every instance. */
const CACHE_MS = 60_000
const keyReads = cacheCount('api-keys')

export function createApiKeys({
  db,
  changes,
  log,
  now = Date.now,
}: {
  db: Db
  changes: Changes
  log: Log
  now?: () => number
}) {
  const callers = shortCache<Caller>({ ttlMs: CACHE_MS })
  // The hashes whose use was written in the last 10 minutes: no write per request (spec section 9).
  const stamped = shortCache<true>({ ttlMs: LAST_USED_EVERY_MS, now })
  // A lookup that began before a change of its user must not store what it read.
  const meanwhile = new ChangesMeanwhile()

  dropCallersOfChangedUsers(changes, meanwhile, callers)

  function answer(row: ApiKeyRow, apiKey: string): NewApiKeyAnswer {
    return { ...toApiKeyToken(row), apiKey }
  }

  async function noteUse(keyHash: string, caller: Caller, lastUsedAt: Date | null | undefined) {
    if (lastUsedAt && !stamped.get(keyHash)) {
      setUntil(stamped, keyHash, true, lastUsedAt.getTime() + LAST_USED_EVERY_MS)
    }
    if (stamped.get(keyHash)) return
    const at = now()
    stamped.set(keyHash, true)
    // A lost stamp is only a stale date: it never fails the request.
    await stampLastUsed(db, caller.keyId, keyHash, new Date(at)).catch((error: unknown) =>
      log.warn({ err: error }, 'Could not note the use of an API key'),
    )
  }

  return {
    async token(userId: string): Promise<ApiKeyToken | null> {
      const row = await keyOfUser(db, userId)
      return row ? toApiKeyToken(row) : null
    },

    async generate(userId: string): Promise<NewApiKeyAnswer> {
      const apiKey = newApiKey()
      const row = await db.transaction(async (tx) => {
        const made = await insertKey(tx, userId, { keyHash: hashApiKey(apiKey), masked: maskApiKey(apiKey) })
        if (made) await recordActivity(tx, userId, 'api_key.generated', { regenerated: false })
        return made
      })
      if (!row) {
        throw new AppError('conflict', 'You already have an API key. Regenerate it to get a new one.')
      }
      return answer(row, apiKey)
    },

    async regenerate(userId: string): Promise<NewApiKeyAnswer> {
      const apiKey = newApiKey()
      const row = await db.transaction(async (tx) => {
        const made = await replaceKey(tx, userId, { keyHash: hashApiKey(apiKey), masked: maskApiKey(apiKey) })
        if (made) await recordActivity(tx, userId, 'api_key.generated', { regenerated: true })
        return made
      })
      if (!row) throw new AppError('not_found', 'You have no API key yet: generate one first.')
      // The old key stops working at once, on every instance.
      await changes.publish({ kind: 'user', userId })
      return answer(row, apiKey)
    },

    /** Whether this key was found good here lately (its owner is remembered): no lookup to make. */
    knows(apiKey: string): boolean {
      return changes.live() && looksLikeApiKey(apiKey) && callers.get(hashApiKey(apiKey)) !== undefined
    },

    /** The user a key belongs to, noting its use; undefined for anything that is not a current key. */
    async userOfKey(apiKey: string): Promise<string | undefined> {
      if (!looksLikeApiKey(apiKey)) return undefined
      const keyHash = hashApiKey(apiKey)
      const cached = changes.live() ? callers.get(keyHash) : undefined
      if (cached) {
        keyReads.hits++
        await noteUse(keyHash, cached, undefined)
        return cached.userId
      }
      keyReads.misses++
      let unchangedMeanwhile = false
      const row = await meanwhile.read(
        () => keyByHash(db, keyHash),
        (row, unchanged) => {
          unchangedMeanwhile = !!row && unchanged(`user:${row.userId}`)
        },
      )
      if (!row) return undefined
      const caller = { keyId: row.id, userId: row.userId }
      if (changes.live() && unchangedMeanwhile) callers.set(keyHash, caller)
      await noteUse(keyHash, caller, row.lastUsedAt)
      return caller.userId
    },
  }
}

export type ApiKeys = ReturnType<typeof createApiKeys>
