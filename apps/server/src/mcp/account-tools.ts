import { countBins } from '../bins/bins-store.ts'
import type { Db } from '../db/database.ts'
import type { Viewer } from '../plugins/viewer.ts'
import type { ToolRegistrar } from './tool-registry.ts'
import { tool } from './tool-result.ts'

/** What the key's owner is: who they are, what they hold, how many bins they keep. */
export function registerAccountTools(server: ToolRegistrar, db: Db, viewer: Viewer): void {
  server.registerTool(
    'account_summary',
    {
      title: 'Account summary',
      description:
        'The Vuetify One account this API key belongs to: name, subscription access, team and number of bins.',
      annotations: { readOnlyHint: true },
    },
    () =>
      tool(async () => {
        const { user, access } = viewer.account
        return {
          name: user.name,
          subscriber: true,
          isAdmin: user.isAdmin,
          access,
          team: user.team
            ? { name: user.team.name, owner: user.team.owner.name, members: user.team.members.length }
            : null,
          linkedAccounts: user.identities.map((identity) => `${identity.provider}:${identity.userHandle}`),
          bins: await countBins(db, viewer.id),
          memberSince: user.createdAt,
        }
      }),
  )
}
