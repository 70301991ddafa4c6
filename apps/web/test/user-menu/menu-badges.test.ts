import type { Sponsorship } from '@one/contract/auth'
import { describe, expect, it } from 'vitest'
import { menuBadges } from '../../src/features/user-menu/menu-badges.ts'
import { makeUser } from './menu-harness.tsx'

const sponsorship = (platform: Sponsorship['platform'], isActive = true): Sponsorship => ({
  id: `${platform}-1`,
  platform,
  interval: 'month',
  target: 'one',
  tierName: platform === 'stripe' ? 'sub_1' : 'Gold',
  amount: 500,
  isActive,
  createdAt: '2026-01-01T00:00:00.000Z',
})
const ids = (facts: Parameters<typeof menuBadges>[0]) => menuBadges(facts).map((b) => b.id)

describe('menu badges (spec section 6, FACTS 4.7)', () => {
  it('a guest who is no subscriber has none', () => {
    expect(ids({ user: null, isSubscriber: false })).toEqual([])
  })

  it('administrator: only when the user is an admin', () => {
    expect(ids({ user: makeUser({ isAdmin: true }), isSubscriber: false })).toEqual(['admin'])
    expect(menuBadges({ user: makeUser({ isAdmin: true }), isSubscriber: false })[0]?.tooltip).toBe(
      'Vuetify Administrator',
    )
  })

  it('subscriber: whenever the user counts as a subscriber', () => {
    expect(menuBadges({ user: makeUser(), isSubscriber: true })).toEqual([
      { id: 'subscriber', tooltip: 'Vuetify One Subscriber' },
    ])
  })

  it('code-host sponsor: an active GitHub sponsorship, not a lapsed one', () => {
    expect(ids({ user: makeUser({ sponsorships: [sponsorship('github')] }), isSubscriber: false })).toEqual([
      'github',
    ])
    expect(
      ids({ user: makeUser({ sponsorships: [sponsorship('github', false)] }), isSubscriber: false }),
    ).toEqual([])
  })

  it('chat-platform subscriber: an active Discord subscription, not a lapsed one', () => {
    const badges = menuBadges({
      user: makeUser({ sponsorships: [sponsorship('discord')] }),
      isSubscriber: false,
    })
    expect(badges).toEqual([{ id: 'discord', tooltip: 'Discord Subscriber' }])
    expect(
      ids({ user: makeUser({ sponsorships: [sponsorship('discord', false)] }), isSubscriber: false }),
    ).toEqual([])
  })

  it('a stripe subscription gives no sponsor badge; all four show in order when all apply', () => {
    expect(ids({ user: makeUser({ sponsorships: [sponsorship('stripe')] }), isSubscriber: false })).toEqual(
      [],
    )
    const everything = makeUser({
      isAdmin: true,
      sponsorships: [sponsorship('discord'), sponsorship('github')],
    })
    expect(ids({ user: everything, isSubscriber: true })).toEqual([
      'admin',
      'subscriber',
      'github',
      'discord',
    ])
  })
})
