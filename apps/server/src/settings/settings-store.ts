import type { UserSettings } from '@one/contract/settings/schema'
import { and, eq, sql } from 'drizzle-orm'
import type { Changes } from '../cache/changes.ts'
import type { Db } from '../db/database.ts'
import { users } from '../db/schema/users.ts'

/**
 * Stores a user's synced settings. Verify carries them, so every instance is told the new settings
 * with their revision (the count of saves, kept by the same update) and puts them in its cached
 * account: no instance reloads the whole account for a change of settings. A save of the settings
 * already stored (a change undone within the push delay, a copy pushed again at verify) writes
 * nothing and tells nothing.
 */
export async function saveSettings(
  { db, changes }: { db: Db; changes: Changes },
  userId: string,
  settings: UserSettings,
): Promise<UserSettings> {
  const changed = await db
    .update(users)
    .set({ settings, settingsRev: sql`${users.settingsRev} + 1`, updatedAt: new Date() })
    .where(
      and(eq(users.id, userId), sql`${users.settings} is distinct from ${JSON.stringify(settings)}::jsonb`),
    )
    .returning({ rev: users.settingsRev })
  const [saved] = changed
  if (saved) await changes.publish({ kind: 'user-settings', userId, rev: saved.rev, settings })
  return settings
}
