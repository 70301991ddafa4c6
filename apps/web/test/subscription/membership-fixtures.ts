import type { User } from '@one/contract/auth'
import type { Invoice, MembershipInfo, SubscriptionInfo } from '@one/contract/membership'
import { makeUser } from '../user-menu/menu-harness.tsx'

/** Wednesday, September 10, 2025 at noon UTC, in epoch seconds as the server sends dates. */
export const SEPT_10_2025 = 1_757_505_600

export function makeSubscription(overrides: Partial<SubscriptionInfo> = {}): SubscriptionInfo {
  const interval = overrides.interval ?? 'year'
  const type = overrides.subscriptionType ?? 'solo'
  return {
    id: 'sub_123',
    status: 'active',
    startDate: SEPT_10_2025 - 365 * 86_400,
    currentPeriodStart: SEPT_10_2025 - 365 * 86_400,
    currentPeriodEnd: SEPT_10_2025,
    cancelAtPeriodEnd: false,
    items: [
      {
        id: 'si_1',
        plan: { id: 'price_1', amount: 2999, currency: 'usd', interval, type },
      },
    ],
    interval,
    subscriptionType: type,
    ...overrides,
  }
}

export function makeInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 'in_1',
    date: SEPT_10_2025,
    amount: 2999,
    status: 'paid',
    pdf: 'https://stripe.example/invoices/in_1.pdf',
    ...overrides,
  }
}

export function makeInfo(overrides: Partial<MembershipInfo> = {}): MembershipInfo {
  return { subscription: makeSubscription(), invoices: [makeInvoice()], ...overrides }
}

/** A user whose stripe sponsorship is the subscription `id` (what the server lists for its holder). */
export function holderOf(id = 'sub_123', isActive = true, overrides: Partial<User> = {}): User {
  return makeUser({
    sponsorships: [
      {
        id: 's1',
        platform: 'stripe',
        interval: 'year',
        target: 'one',
        tierName: id,
        amount: 2999,
        isActive,
        createdAt: '2025-01-01T00:00:00.000Z',
      },
    ],
    ...overrides,
  })
}

/** A member of a team owned by someone else. */
export function teamMember(): User {
  return makeUser({
    team: { id: 't1', name: 'Team', owner: { id: 'owner', name: 'Owner' }, members: [] },
  })
}
