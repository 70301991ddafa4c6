import type { Changes } from './changes.ts'
import type { ChangesMeanwhile } from './changes-meanwhile.ts'
import { deleteWhere, type ShortCache } from './short-cache.ts'

/**
 * Keeps callers cached per credential (an API key, an access token) true to their users: a change of
 * a user drops that user's callers on every instance, and tells the lookups under way.
 */
export function dropCallersOfChangedUsers<Caller extends { userId: string }>(
  changes: Changes,
  meanwhile: ChangesMeanwhile,
  callers: ShortCache<Caller>,
): void {
  changes.subscribe((change) => {
    if (change === 'all') {
      meanwhile.changedEverything()
      callers.clear()
    } else if (change.kind === 'user') {
      meanwhile.changed(`user:${change.userId}`)
      deleteWhere(callers, (caller) => caller.userId === change.userId)
    }
  })
}
