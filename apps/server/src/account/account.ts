// The Account tab's server side (docs/decisions/0020): "Download my data" and "Delete my account".
import { confirmMessage } from '@one/contract/account'
import { AppError } from '../app-error.ts'
import type { Changes } from '../cache/changes.ts'
import type { Db } from '../db/database.ts'
import { isGranting, type Membership } from '../membership/membership.ts'
import { subscriptionsOf } from '../membership/membership-store.ts'
import { accountExportOf } from './account-export.ts'
import { deleteUser } from './account-store.ts'

type Deps = { db: Db; changes: Changes; membership: Pick<Membership, 'cancel'> }

export function createAccount({ db, changes, membership }: Deps) {
  return {
    export: (userId: string) => accountExportOf(db, userId),

    /**
     * Deletes the account of `user` when `confirm` is their name. Stripe is told first (a running plan
     * ends at its period's end; its invoices stay at Stripe), so a Stripe that does not answer leaves
     * the account whole; then everything of the user goes in one transaction, and every instance
     * hears of it: its sessions end, its bins and account leave every cache.
     */
    async delete(user: { id: string; name: string }, confirm: string): Promise<void> {
      if (confirm !== user.name) throw new AppError('bad_request', confirmMessage(user.name))
      for (const row of await subscriptionsOf(db, user.id)) {
        if (isGranting(row.status) && !row.cancelAtPeriodEnd) await membership.cancel(user.id, row.id)
      }
      const { teamPeople } = await db.transaction((tx) => deleteUser(tx, user.id))
      await changes.publish({ kind: 'user-sessions', userId: user.id })
      await changes.publish({ kind: 'user', userId: user.id })
      await Promise.all(teamPeople.map((userId) => changes.publish({ kind: 'user', userId })))
    },
  }
}

export type AccountArea = ReturnType<typeof createAccount>
