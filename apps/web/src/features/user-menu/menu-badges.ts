import type { User } from '@one/contract/auth'
import { site } from '../../lib/site.ts'
import { activeSponsorship } from '../../lib/user-facts.ts'

export type MenuBadgeId = 'admin' | 'subscriber' | 'github' | 'discord'

export interface MenuBadge {
  id: MenuBadgeId
  tooltip: string
}

/** FACTS 4.7: the header badges that apply, in order. */
export function menuBadges({
  user,
  isSubscriber,
}: {
  user: User | null
  isSubscriber: boolean
}): MenuBadge[] {
  const badges: MenuBadge[] = []
  if (user?.isAdmin) badges.push({ id: 'admin', tooltip: 'Vuetify Administrator' })
  if (isSubscriber) badges.push({ id: 'subscriber', tooltip: `${site.product} Subscriber` })
  if (activeSponsorship(user, 'github')) badges.push({ id: 'github', tooltip: 'GitHub Sponsor' })
  if (activeSponsorship(user, 'discord')) badges.push({ id: 'discord', tooltip: 'Discord Subscriber' })
  return badges
}
