import { describe, expect, it } from 'vitest'
import {
  firstTab,
  footerAction,
  heldSubscription,
  isComplete,
  startingPlan,
  teamPlanDisabled,
} from '../../src/features/subscription/plan-rules.ts'
import { makeUser } from '../user-menu/menu-harness.tsx'
import { holderOf, makeSubscription, teamMember } from './membership-fixtures.ts'

describe('which tab opens (FACTS 5.2)', () => {
  it('the tab asked for; otherwise status for a billing customer and subscribe for anyone else', () => {
    expect(firstTab('subscribe', holderOf())).toBe('subscribe')
    expect(firstTab('status', makeUser())).toBe('status')
    expect(firstTab(undefined, holderOf())).toBe('status')
    expect(firstTab(undefined, makeUser())).toBe('subscribe')
    expect(firstTab(undefined, null)).toBe('subscribe')
  })
})

describe('the team plan is disabled for a member of someone else’s team (spec section 5)', () => {
  it('a member with team access who does not own the team', () => {
    expect(teamPlanDisabled(teamMember(), ['one/team'])).toBe(true)
    expect(teamPlanDisabled(teamMember(), ['snips/team'])).toBe(true)
  })

  it('not the owner of the team, nor anyone without team access or without a team', () => {
    const owner = makeUser({
      team: { id: 't1', name: 'Team', owner: { id: 'u1', name: 'Ada' }, members: [] },
    })
    expect(teamPlanDisabled(owner, ['one/team'])).toBe(false)
    expect(teamPlanDisabled(teamMember(), ['one'])).toBe(false)
    expect(teamPlanDisabled(makeUser(), ['one/team'])).toBe(false)
    expect(teamPlanDisabled(null, ['one/team'])).toBe(false)
  })

  it('a team whose owner is absent counts as not owned (decision 9), never throws', () => {
    const ownerless = makeUser({ team: { id: 't1', name: 'Team', members: [] } as never })
    expect(teamPlanDisabled(ownerless, ['one/team'])).toBe(true)
  })
})

describe('the plan the subscribe tab starts from (spec section 9, FACTS 5.4)', () => {
  it('the defaults, yearly solo, without a subscription; the current plan with one', () => {
    expect(startingPlan(null)).toEqual({ interval: 'year', type: 'solo' })
    expect(startingPlan(undefined)).toEqual({ interval: 'year', type: 'solo' })
    expect(startingPlan(makeSubscription({ interval: 'month', subscriptionType: 'team' }))).toEqual({
      interval: 'month',
      type: 'team',
    })
  })

  it('checkout needs both an interval and a type (spec section 5)', () => {
    expect(isComplete({ interval: 'year', type: 'solo' })).toBe(true)
    expect(isComplete({ interval: 'year' })).toBe(false)
    expect(isComplete({ type: 'team' })).toBe(false)
  })
})

describe('the holder may modify and cancel a running subscription (docs/decisions/0009)', () => {
  it('their own subscription while it is active, trialing or past due', () => {
    const subscription = makeSubscription()
    expect(heldSubscription(holderOf(), subscription)).toBe(subscription)
    const pastDue = makeSubscription({ status: 'past_due' })
    expect(heldSubscription(holderOf(), pastDue)).toBe(pastDue)
  })

  it('not someone else’s, nor one that has ended', () => {
    expect(heldSubscription(holderOf('sub_other'), makeSubscription())).toBeUndefined()
    expect(heldSubscription(makeUser(), makeSubscription())).toBeUndefined()
    expect(heldSubscription(holderOf(), makeSubscription({ status: 'canceled' }))).toBeUndefined()
    expect(heldSubscription(holderOf(), null)).toBeUndefined()
  })
})

describe('the one footer button of the subscribe tab (FACTS 5.4)', () => {
  const held = makeSubscription({ interval: 'year', subscriptionType: 'solo' })
  const base = { held, modifying: false, succeeded: false }
  const yearlySolo = { interval: 'year', type: 'solo' } as const

  it('Activate Subscription for someone without an active sub_ sponsorship', () => {
    expect(footerAction({ ...base, held: undefined, user: makeUser(), choice: yearlySolo })).toBe('activate')
    expect(
      footerAction({ ...base, held: undefined, user: holderOf('sub_123', false), choice: yearlySolo }),
    ).toBe('activate')
  })

  it('Manage Subscription for the holder whose choice is the current plan', () => {
    expect(footerAction({ ...base, user: holderOf(), choice: yearlySolo })).toBe('manage')
  })

  it('Modify Subscription once the interval or the type differs from the current plan', () => {
    expect(footerAction({ ...base, user: holderOf(), choice: { interval: 'month', type: 'solo' } })).toBe(
      'modify',
    )
    expect(footerAction({ ...base, user: holderOf(), choice: { interval: 'year', type: 'team' } })).toBe(
      'modify',
    )
  })

  it('Modify while the request runs, even once its answer shows the new plan; then Success', () => {
    expect(footerAction({ ...base, user: holderOf(), choice: yearlySolo, modifying: true })).toBe('modify')
    expect(footerAction({ ...base, user: holderOf(), choice: yearlySolo, succeeded: true })).toBe('success')
  })

  it('no Modify for a subscription one does not hold', () => {
    expect(
      footerAction({
        ...base,
        held: undefined,
        user: holderOf(),
        choice: { interval: 'month', type: 'solo' },
      }),
    ).toBe('manage')
  })
})
