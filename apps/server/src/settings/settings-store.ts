import type { UserSettings } from '@one/contract/settings/schema'
import { eq } from 'drizzle-orm'
import type { Changes } from '../cache/changes.ts'
import type { Db } from '../db/database.ts'
import { users } from '../db/schema/users.ts'

/** Stores a user's synced settings; verify carries them, so the cached account is dropped. */
export async function saveSettings(
  { db, changes }: { db: Db; changes: Changes },
  userId: string,
  settings: UserSettings,
): Promise<UserSettings> {
  await db.update(users).set({ settings, updatedAt: new Date() }).where(eq(users.id, userId))
  await changes.publish({ kind: 'user', userId })
  return settings
}
