import { describe, expect, it } from 'vitest'
import { isSubscriber } from '../../src/access.ts'
import { defaultSettings } from '../../src/settings/defaults.ts'
import { activeSuit, applyThemeChoice, premiumThemes } from '../../src/settings/rules.ts'
import { releaseThemes, themes } from '../../src/settings/schema.ts'
import { deepFreeze } from './deep-freeze.ts'

function withSuit(suit: (typeof releaseThemes)[number] | '', enabled: boolean) {
  const s = defaultSettings()
  s.one.suits = { enabled, elements: ['app-bar', 'footer'], suit }
  return s
}

describe('spec 4: theme choice and suit', () => {
  it.each(releaseThemes)('choosing the release theme %s sets the suit to the same name', (theme) => {
    const chosen = applyThemeChoice(deepFreeze(withSuit('', true)), theme)
    expect(chosen.one.theme).toBe(theme)
    expect(chosen.one.suits).toEqual({ enabled: true, elements: ['app-bar', 'footer'], suit: theme })
  })

  it.each(['light', 'dark', 'highContrast', 'system'] as const)('choosing %s clears the suit', (theme) => {
    const chosen = applyThemeChoice(deepFreeze(withSuit('nebula', true)), theme)
    expect(chosen.one.theme).toBe(theme)
    expect(chosen.one.suits.suit).toBe('')
  })

  it('leaves the settings it was given unchanged', () => {
    const before = deepFreeze(withSuit('odyssey', true))
    applyThemeChoice(before, 'light')
    expect(before.one.theme).toBe('dark')
    expect(before.one.suits.suit).toBe('odyssey')
  })

  it('spec 5: high contrast and the release themes are the subscriber-only themes', () => {
    expect([...premiumThemes].sort()).toEqual(['blackguard', 'highContrast', 'nebula', 'odyssey', 'polaris'])
    expect(themes.filter((t) => !premiumThemes.includes(t))).toEqual(['light', 'dark', 'system'])
  })
})

describe('spec 5: a page suit applies only for subscribers with suits enabled (FACTS 1.7)', () => {
  it('gives the suit and the chosen elements to a subscriber with suits on', () => {
    expect(activeSuit(withSuit('polaris', true), true)).toEqual({
      suit: 'polaris',
      elements: ['app-bar', 'footer'],
    })
  })

  it('gives nothing to a non-subscriber', () => {
    expect(activeSuit(withSuit('polaris', true), false)).toBeNull()
  })

  it('gives nothing when suits are off', () => {
    expect(activeSuit(withSuit('polaris', false), true)).toBeNull()
  })

  it('gives nothing when no suit is chosen', () => {
    expect(activeSuit(withSuit('', true), true)).toBeNull()
  })
})

describe('spec 4: subscriber status', () => {
  const apiBase = '/api'
  const member = { isAdmin: false, sponsorships: [] }
  const stripe = (isActive: boolean) => ({ platform: 'stripe', tierName: 'sub_1Nabc', isActive })

  it('is true when the server address is unset, even for a guest', () => {
    expect(isSubscriber({ user: null, access: [] })).toBe(true)
    expect(isSubscriber({ apiBase: '', user: null, access: [] })).toBe(true)
  })

  it('is true for an admin', () => {
    expect(isSubscriber({ apiBase, user: { ...member, isAdmin: true }, access: [] })).toBe(true)
  })

  it('is true when the stripe subscription is active', () => {
    expect(isSubscriber({ apiBase, user: { ...member, sponsorships: [stripe(true)] }, access: [] })).toBe(
      true,
    )
  })

  it('is false when the stripe subscription is inactive', () => {
    expect(isSubscriber({ apiBase, user: { ...member, sponsorships: [stripe(false)] }, access: [] })).toBe(
      false,
    )
  })

  it('looks only at the first stripe sub_ sponsorship, and not at other platforms', () => {
    const sponsorships = [
      { platform: 'stripe', tierName: 'price_once', isActive: true },
      { platform: 'github', tierName: 'sub_gh', isActive: true },
      stripe(false),
      stripe(true),
    ]
    expect(isSubscriber({ apiBase, user: { ...member, sponsorships }, access: [] })).toBe(false)
  })

  it.each(['one', 'one/team'])('is true when access contains %s', (entry) => {
    expect(isSubscriber({ apiBase, user: member, access: ['snips/team', entry] })).toBe(true)
  })

  it('is false with snips/team access only', () => {
    expect(isSubscriber({ apiBase, user: member, access: ['snips/team'] })).toBe(false)
  })

  it('is false for a guest when a server address is set', () => {
    expect(isSubscriber({ apiBase, user: null, access: [] })).toBe(false)
  })
})
