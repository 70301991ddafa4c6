import type { Sponsorship, User } from '@one/contract/auth'
import { pricePer } from '../../lib/format/money.ts'
import { site } from '../../lib/site.ts'
import { activeSponsorship, oneSponsorship } from '../../lib/user-facts.ts'

export type SponsorshipEntryId = 'one' | 'github' | 'discord'

export interface SponsorshipEntry {
  id: SponsorshipEntryId
  title: string
  /** Shown while there is no active sponsorship from this source. */
  supportText: string
  /** Where Info leads: the plans in the app (the dialog or the dashboard's tab), or a new tab. */
  info: { kind: 'dialog'; value: 'subscribe' } | { kind: 'external'; href: string }
  /** The source's active sponsorship; undefined when there is none. */
  sponsorship: Pick<Sponsorship, 'amount' | 'interval' | 'isActive'> | undefined
}

/** FACTS 4.8: the three sources, in order, each with the sponsorship the display uses. */
export function sponsorshipEntries(user: User | null): SponsorshipEntry[] {
  return [
    {
      id: 'one',
      title: `${site.product} Subscriber`,
      supportText: `Support Vuetify through ${site.product}.`,
      info: { kind: 'dialog', value: 'subscribe' },
      sponsorship: oneSponsorship(user),
    },
    {
      id: 'github',
      title: 'GitHub Sponsor',
      supportText: 'Support Vuetify through GitHub sponsors.',
      info: { kind: 'external', href: site.sponsor.github },
      sponsorship: activeSponsorship(user, 'github'),
    },
    {
      id: 'discord',
      title: 'Discord Subscriber',
      supportText: 'Support Vuetify through Discord.',
      info: { kind: 'external', href: site.sponsor.discord },
      sponsorship: activeSponsorship(user, 'discord'),
    },
  ]
}

/** "$5.00 /month" (FACTS 4.8, decision 7: two decimals). */
export function sponsorshipAmount({ amount, interval }: Pick<Sponsorship, 'amount' | 'interval'>): string {
  return pricePer(amount, interval)
}
