import { createHash } from 'node:crypto'
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm'
import type { Adapter, AdapterPayload } from 'oidc-provider'
import type { Db } from '../db/database.ts'
import { mcpOauthRecords } from '../db/schema/mcp-oauth.ts'
import { recordClientActivity } from './oauth-store.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** A registration that reaches no consent in this time lapses (decision 0016); a consent keeps it. */
const UNCONSENTED_CLIENT_SECONDS = 24 * 3600
const JTI_IS_ID = '_jtiIsId'

const hashOf = (id: string) => createHash('sha256').update(id).digest('hex')

/**
 * A device code is also found by its user code (RFC 8628), filed in the uid column as a hash. Such a
 * lookup has no device code to put back, so a device code keeps its own id, like a Session: a copy of
 * the table holds the pending ones of the last ten minutes, which poll for a token only once the person
 * they were shown to approves them (decision 0023).
 */
const userCodeKey = (userCode: string) => `user-code:${hashOf(userCode)}`
const KEEPS_ID = new Set(['Session', 'DeviceCode'])
/**
 * A device code's row outlives the code by an hour: a device polling after the code lapsed is told
 * `expired_token`, and the activate page "expired", by the provider's own check of the payload's
 * expiry, instead of an unknown code.
 */
const DEVICE_CODE_AFTERLIFE_SECONDS = 3600

/**
 * oidc-provider's storage in our database (its Adapter interface), one class per model. Rows are keyed
 * by the SHA-256 of the id, and a token's own value (its `jti`) is not kept in the payload: it is put
 * back from the id the caller already holds.
 */
export function databaseAdapter(db: Db, now: () => number = Date.now) {
  // Lapsed rows are deleted by a job (jobs/prune-mcp-oauth.ts); a lookup ignores them meanwhile.
  return class DatabaseAdapter implements Adapter {
    constructor(readonly model: string) {}

    private afterlife() {
      return this.model === 'DeviceCode' ? DEVICE_CODE_AFTERLIFE_SECONDS : 0
    }

    private live() {
      return or(isNull(mcpOauthRecords.expiresAt), gt(mcpOauthRecords.expiresAt, new Date(now())))
    }

    private row(where: ReturnType<typeof eq>) {
      return db
        .select()
        .from(mcpOauthRecords)
        .where(and(eq(mcpOauthRecords.model, this.model), where, this.live()))
        .limit(1)
    }

    private payloadOf(
      id: string,
      row: typeof mcpOauthRecords.$inferSelect | undefined,
    ): AdapterPayload | undefined {
      if (!row) return undefined
      const { [JTI_IS_ID]: jtiIsId, ...payload } = row.payload as AdapterPayload & { [JTI_IS_ID]?: true }
      if (jtiIsId) payload.jti = id
      if (row.consumedAt) payload.consumed = Math.floor(row.consumedAt.getTime() / 1000)
      return payload
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      // A token's id is the token: keep only a mark that says to put it back. (A Session is also found
      // by its uid, without its id, so it keeps its own.)
      const { jti, ...rest } = payload
      const kept = jti === id && !KEEPS_ID.has(this.model) ? { ...rest, [JTI_IS_ID]: true } : payload
      const userCode =
        this.model === 'DeviceCode' && typeof payload.userCode === 'string' ? payload.userCode : undefined
      const accountId = typeof payload.accountId === 'string' ? payload.accountId : undefined
      const values = {
        payload: kept,
        // A grant is filed under its own id, so revoking it drops it with its tokens.
        grantId: payload.grantId ?? (this.model === 'Grant' ? id : null),
        userId: accountId && UUID.test(accountId) ? accountId : null,
        uid: payload.uid ?? (userCode ? userCodeKey(userCode) : null),
        expiresAt: expiresIn ? new Date(now() + (expiresIn + this.afterlife()) * 1000) : null,
      }
      // Open registration: a client lives a day unless a person lets it in (keepClient), and an update
      // does not move that date.
      const registered = this.model === 'Client' && !expiresIn
      const firstExpiry = registered ? new Date(now() + UNCONSENTED_CLIENT_SECONDS * 1000) : values.expiresAt
      const { expiresAt: _kept, ...update } = values
      const save = (target: Db) =>
        target
          .insert(mcpOauthRecords)
          .values({ model: this.model, idHash: hashOf(id), ...values, expiresAt: firstExpiry })
          .onConflictDoUpdate({
            target: [mcpOauthRecords.model, mcpOauthRecords.idHash],
            set: registered ? update : values,
          })
      if (this.model !== 'Grant' || !values.userId) {
        await save(db)
        return
      }
      // A grant is first saved when a person lets a client in: the feed's "connected", written with it.
      // Later saves of the same grant are updates (`xmax` is 0 only for a row just inserted).
      const userId = values.userId
      await db.transaction(async (tx) => {
        const [saved] = await save(tx).returning({ inserted: sql<boolean>`xmax = 0` })
        if (saved?.inserted) {
          await recordClientActivity(tx, userId, 'mcp_client.connected', String(payload.clientId))
        }
      })
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      const [row] = await this.row(eq(mcpOauthRecords.idHash, hashOf(id)))
      return this.payloadOf(id, row)
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      const [row] = await this.row(eq(mcpOauthRecords.uid, uid))
      return row ? (row.payload as AdapterPayload) : undefined
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      const [row] = await this.row(eq(mcpOauthRecords.uid, userCodeKey(userCode)))
      return this.payloadOf(String(row?.payload.jti ?? ''), row)
    }

    async consume(id: string): Promise<void> {
      await db
        .update(mcpOauthRecords)
        .set({ consumedAt: new Date(now()) })
        .where(and(eq(mcpOauthRecords.model, this.model), eq(mcpOauthRecords.idHash, hashOf(id))))
    }

    async destroy(id: string): Promise<void> {
      await db
        .delete(mcpOauthRecords)
        .where(and(eq(mcpOauthRecords.model, this.model), eq(mcpOauthRecords.idHash, hashOf(id))))
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(mcpOauthRecords).where(eq(mcpOauthRecords.grantId, grantId))
    }
  }
}
