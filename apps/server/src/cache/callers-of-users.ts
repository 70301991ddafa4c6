import type { Changes } from './changes.ts'
import type { ChangesMeanwhile } from './changes-meanwhile.ts'
import type { TtlCache } from './ttl-cache.ts'

/**
 * Keeps callers cached per credential (an API key, an access token) true to their users: a change of
 * a user drops that user's callers on every instance, and tells the lookups under way.
 */
export function dropCallersOfChangedUsers(
  changes: Changes,
  meanwhile: ChangesMeanwhile,
  callers: TtlCache<{ userId: string }>,
): void {
  changes.subscribe((change) => {
    if (change === 'all') {
      meanwhile.changedEverything()
      callers.clear()
    } else if (change.kind === 'user') {
      meanwhile.changed(`user:${change.userId}`)
      callers.deleteWhere((caller) => caller.userId === change.userId)
    }
  })
}
