import { describe, expect, it } from 'vitest'
import {
  avatarChoices,
  avatarPresetNames,
  buttonAvatarUrl,
  menuAvatarUrl,
} from '../../src/lib/avatar-presets.ts'

const user = { picture: 'https://pictures.example/ada.png' }
const presets = avatarPresetNames.map((name) => `/avatars/${name}.svg`)

describe('avatar presets (FACTS 9.7)', () => {
  it('lists the provider picture, the subscriber avatar, then the 14 presets in order', () => {
    const urls = avatarChoices({ user, isSubscriber: true }).map((c) => c.url)
    expect(urls).toEqual([user.picture, '/avatars/one.svg', ...presets])
    expect(presets).toHaveLength(14)
    expect(presets[0]).toBe('/avatars/dark.svg')
    expect(presets[13]).toBe('/avatars/meteor.svg')
  })

  it('offers the subscriber avatar to subscribers only and the picture to signed-in users only', () => {
    expect(avatarChoices({ user, isSubscriber: false }).map((c) => c.url)).toEqual([user.picture, ...presets])
    expect(avatarChoices({ user: null, isSubscriber: true }).map((c) => c.url)).toEqual([
      '/avatars/one.svg',
      ...presets,
    ])
    expect(avatarChoices({ user: { picture: '' }, isSubscriber: false }).map((c) => c.url)).toEqual(presets)
  })

  it('names each choice', () => {
    const labels = avatarChoices({ user, isSubscriber: true }).map((c) => c.label)
    expect(labels.slice(0, 3)).toEqual(['Your picture', 'Vuetify One', 'Dark'])
    expect(labels).toContain('Cosmic Blue')
    expect(labels).toContain('Planetary Subscriber')
  })
})

describe('avatar shown (FACTS 9.1, 9.3)', () => {
  it('the menu shows the chosen avatar when signed in, else the product logo', () => {
    expect(menuAvatarUrl('/avatars/gold.svg', user)).toBe('/avatars/gold.svg')
    expect(menuAvatarUrl('', user)).toBe('/favicon.svg')
    expect(menuAvatarUrl('/avatars/gold.svg', null)).toBe('/favicon.svg')
  })

  it('the app-bar button shows the chosen avatar, else the provider picture', () => {
    expect(buttonAvatarUrl('/avatars/gold.svg', user)).toBe('/avatars/gold.svg')
    expect(buttonAvatarUrl('', user)).toBe(user.picture)
  })
})
