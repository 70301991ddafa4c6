import type { User } from '@one/contract/auth'
import type { DialogId } from '@one/contract/dialogs'
import { hasBilling, hasShopify, hasTeamAccess } from '../../lib/user-facts.ts'

export type MenuEntryId =
  | 'dashboard'
  | 'bins'
  | 'notifications'
  | 'team'
  | 'downloads'
  | 'sponsorships'
  | 'subscriptions'
  | 'api-key'
  | 'settings'
  | 'logout'
  | 'logout-everywhere'

export type MenuAction =
  | { kind: 'route'; to: string }
  | { kind: 'query'; key: 'one' | 'team'; value: string }
  | { kind: 'logout' }
  /** Asks first: every browser of the user is signed out (docs/decisions/0008). */
  | { kind: 'logout-everywhere' }

export interface MenuEntry {
  id: MenuEntryId
  label: string
  action: MenuAction
}

export interface MenuFacts {
  user: User | null
  access: readonly string[]
  notificationsEnabled: boolean
}

const dialog = (value: DialogId): MenuAction => ({ kind: 'query', key: 'one', value })

/** The menu list of FACTS 9.5, in order, with what each entry needs to be shown; "My bins" comes from the bins (docs/decisions/0005). */
export function menuEntries({ user, access, notificationsEnabled }: MenuFacts): MenuEntry[] {
  const entries: (MenuEntry | false)[] = [
    !!user && { id: 'dashboard', label: 'Dashboard', action: { kind: 'route', to: '/user/dashboard' } },
    !!user && { id: 'bins', label: 'My bins', action: dialog('bins') },
    notificationsEnabled && { id: 'notifications', label: 'Notifications', action: dialog('notifications') },
    hasTeamAccess(user, access) && {
      id: 'team',
      label: 'My Team',
      action: { kind: 'query', key: 'team', value: '1' },
    },
    hasShopify(user) && { id: 'downloads', label: 'Downloads', action: dialog('downloads') },
    { id: 'sponsorships', label: 'Sponsorships', action: dialog('sponsorships') },
    // A billing customer manages the plan they have; anyone else is offered one.
    !!user && {
      id: 'subscriptions',
      label: 'Subscriptions',
      action: dialog(hasBilling(user) ? 'status' : 'subscribe'),
    },
    !!user?.isAdmin && { id: 'api-key', label: 'API Key', action: dialog('api-key') },
    { id: 'settings', label: 'Settings', action: dialog('settings') },
    !!user && { id: 'logout', label: 'Logout', action: { kind: 'logout' } },
    !!user && {
      id: 'logout-everywhere',
      label: 'Sign out everywhere',
      action: { kind: 'logout-everywhere' },
    },
  ]
  return entries.filter((entry): entry is MenuEntry => entry !== false)
}
