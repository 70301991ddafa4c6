import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import { mcpOauthRecords } from '../db/schema/mcp-oauth.ts'
import { DEVICE_CODE_SECONDS, DEVICE_POLL_SECONDS } from './oauth-rules.ts'

/** Beside the provider's own records, in the same table: one row per device code, its last poll. */
const MODEL = 'DevicePoll'

/**
 * RFC 8628 section 3.5: whether a device polls for its token sooner than its interval after its last
 * poll (then it is told `slow_down`). oidc-provider keeps no poll times, so this keeps them in the
 * database, where every instance sees them: one conditional upsert, so of two polls at once only one
 * counts. A refused poll does not move the time.
 */
export async function polledTooSoon(db: Db, deviceCode: string, now = Date.now()): Promise<boolean> {
  const idHash = createHash('sha256').update(deviceCode).digest('hex')
  const earliest = now - DEVICE_POLL_SECONDS * 1000
  const kept = await db
    .insert(mcpOauthRecords)
    .values({
      model: MODEL,
      idHash,
      payload: { at: now },
      // Pruned with the rest once the code can no longer be polled for.
      expiresAt: new Date(now + 2 * DEVICE_CODE_SECONDS * 1000),
    })
    .onConflictDoUpdate({
      target: [mcpOauthRecords.model, mcpOauthRecords.idHash],
      set: { payload: { at: now } },
      setWhere: sql`(${mcpOauthRecords.payload}->>'at')::bigint <= ${earliest}`,
    })
    .returning({ idHash: mcpOauthRecords.idHash })
  return kept.length === 0
}
