import type { UserSettings } from '@one/contract/settings/schema'
import { and, eq, sql } from 'drizzle-orm'
import type { Changes } from '../cache/changes.ts'
import type { Db } from '../db/database.ts'
import { users } from '../db/schema/users.ts'

/**
 * Stores a user's synced settings; verify carries them, so the cached account is dropped, on every
 * instance. A save of the settings already stored (a change undone within the push delay, a copy
 * pushed again at verify) writes nothing and drops nothing: each instance would otherwise reload the
 * whole account for an answer that stays the same.
 */
export async function saveSettings(
  { db, changes }: { db: Db; changes: Changes },
  userId: string,
  settings: UserSettings,
): Promise<UserSettings> {
  const changed = await db
    .update(users)
    .set({ settings, updatedAt: new Date() })
    .where(
      and(eq(users.id, userId), sql`${users.settings} is distinct from ${JSON.stringify(settings)}::jsonb`),
    )
    .returning({ id: users.id })
  if (changed.length > 0) await changes.publish({ kind: 'user', userId })
  return settings
}
