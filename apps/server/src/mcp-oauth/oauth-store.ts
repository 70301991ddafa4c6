import { createHash } from 'node:crypto'
import { and, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm'
import { recordActivity } from '../activity/record-activity.ts'
import type { Db } from '../db/database.ts'
import { mcpOauthRecords } from '../db/schema/mcp-oauth.ts'
import { CLI_CLIENT } from './oauth-rules.ts'

const hashOf = (id: string) => createHash('sha256').update(id).digest('hex')

type GrantRow = { grantId: string; clientId: string; createdAt: Date }

const live = () => or(isNull(mcpOauthRecords.expiresAt), gt(mcpOauthRecords.expiresAt, new Date()))

/** The user's live grants, oldest first. */
export async function grantsOf(db: Db, userId: string): Promise<GrantRow[]> {
  const rows = await db
    .select()
    .from(mcpOauthRecords)
    .where(and(eq(mcpOauthRecords.userId, userId), eq(mcpOauthRecords.model, 'Grant'), live()))
    .orderBy(mcpOauthRecords.createdAt)
  return rows.flatMap((row) =>
    row.grantId && typeof row.payload.clientId === 'string'
      ? [{ grantId: row.grantId, clientId: row.payload.clientId, createdAt: row.createdAt }]
      : [],
  )
}

/**
 * The registered metadata of these clients, by client id. The command line is configured, not
 * registered: its metadata comes from the code, so it is listed and named like any other.
 */
export async function clientsById(
  db: Db,
  clientIds: string[],
): Promise<Map<string, Record<string, unknown>>> {
  const configured = clientIds.includes(CLI_CLIENT.client_id)
    ? [[CLI_CLIENT.client_id, { ...CLI_CLIENT }] as const]
    : []
  const registered = clientIds.filter((id) => id !== CLI_CLIENT.client_id)
  if (registered.length === 0) return new Map(configured)
  const byHash = new Map(registered.map((id) => [hashOf(id), id]))
  const rows = await db
    .select()
    .from(mcpOauthRecords)
    .where(and(eq(mcpOauthRecords.model, 'Client'), inArray(mcpOauthRecords.idHash, [...byHash.keys()])))
  return new Map([...configured, ...rows.map((row) => [byHash.get(row.idHash) ?? '', row.payload] as const)])
}

/** The name a client registered with, as the feed and the list of connected clients show it. */
export const clientNameOf = (metadata: Record<string, unknown> | undefined) =>
  typeof metadata?.client_name === 'string' ? metadata.client_name : 'An unnamed MCP client'

/** A client connected to or revoked from the user's account, in their feed under its name. */
export async function recordClientActivity(
  db: Db,
  userId: string,
  type: 'mcp_client.connected' | 'mcp_client.revoked',
  clientId: string,
): Promise<void> {
  const clientName = clientNameOf((await clientsById(db, [clientId])).get(clientId))
  await recordActivity(db, userId, type, { clientId, clientName })
}

/** Drops the grants and everything issued under them (codes, access and refresh tokens). */
export async function deleteGrants(db: Db, grantIds: string[]): Promise<void> {
  if (grantIds.length === 0) return
  await db.delete(mcpOauthRecords).where(inArray(mcpOauthRecords.grantId, grantIds))
}

/** A client a person let in stays registered: its registration no longer lapses after a day. */
export async function keepClient(db: Db, clientId: string): Promise<void> {
  await db
    .update(mcpOauthRecords)
    .set({ expiresAt: null })
    .where(and(eq(mcpOauthRecords.model, 'Client'), eq(mcpOauthRecords.idHash, hashOf(clientId))))
}

/** Deletes what lapsed before `at`: tokens, codes, interactions, grants, unconsented registrations. */
export async function deleteLapsed(db: Db, at: Date): Promise<number> {
  const deleted = await db
    .delete(mcpOauthRecords)
    .where(lt(mcpOauthRecords.expiresAt, at))
    .returning({ model: mcpOauthRecords.model })
  return deleted.length
}
