import { describe, expect, it } from 'vitest'
import { defaultSettings } from '../../src/settings/defaults.ts'
import { migrateSettings } from '../../src/settings/load.ts'
import { toV1, toV2, toV3, toV4, toV5, v5ToV6 } from '../../src/settings/migrations.ts'
import { deepFreeze } from './deep-freeze.ts'
import preV1A from './fixtures/pre-v1-a.json'
import preV1B from './fixtures/pre-v1-b.json'
import v1 from './fixtures/v1.json'
import v2 from './fixtures/v2.json'
import v3 from './fixtures/v3.json'
import v4 from './fixtures/v4.json'
import v5 from './fixtures/v5.json'

const formA = deepFreeze(preV1A)
const formB = deepFreeze(preV1B)

describe('FACTS 1.4 step to v1 (data without v)', () => {
  it('turns form A: boolean api, rtl, theme object and the old `last` into the v1 shape', () => {
    expect(toV1(formA)).toEqual({
      api: 'inline',
      drawer: { alphabetical: true, mini: false },
      pwaRefresh: true,
      direction: 'rtl',
      mixedTheme: false,
      theme: 'light',
      notifications: { last: formA.last },
      v: 1,
    })
  })

  it('maps api false to link-only and rtl false to ltr, and deletes rtl and last', () => {
    const v1Data = toV1(deepFreeze({ api: false, rtl: false, last: { install: null } }))
    expect(v1Data.api).toBe('link-only')
    expect(v1Data.direction).toBe('ltr')
    expect(v1Data).not.toHaveProperty('rtl')
    expect(v1Data).not.toHaveProperty('last')
  })

  it('reads the theme object as system first, then dark, else light', () => {
    expect(toV1({ theme: { system: true, dark: true, mixed: true } })).toMatchObject({
      theme: 'system',
      mixedTheme: true,
    })
    expect(toV1({ theme: { system: false, dark: true } }).theme).toBe('dark')
    expect(toV1({ theme: { system: false, dark: false } }).theme).toBe('light')
  })

  it('keeps form B as it is apart from pwaRefresh and v', () => {
    expect(toV1(formB)).toEqual({ ...formB, pwaRefresh: true, v: 1 })
  })

  it('turns a plain array of read slugs into notifications.read, next to a moved `last`', () => {
    const last = { install: 1, notification: null, promotion: null, jobs: null }
    expect(toV1(deepFreeze({ notifications: ['a', 'b'], last })).notifications).toEqual({
      read: ['a', 'b'],
      last,
    })
  })

  it('creates notifications when the old `last` has to move and none exists', () => {
    expect(toV1({ notifications: 'broken', last: { jobs: 5 } }).notifications).toEqual({ last: { jobs: 5 } })
  })

  it('leaves data that already has a v alone', () => {
    expect(toV1(deepFreeze(v1))).toEqual(v1)
  })
})

describe('FACTS 1.4 step to v2', () => {
  it('turns an array composition into composition and keeps the read-banner list', () => {
    const v2Data = toV2(deepFreeze(v1))
    expect(v2Data.v).toBe(2)
    expect(v2Data.composition).toBe('composition')
    expect(v2Data.notifications).toEqual(v1.notifications)
  })

  it('keeps a string composition', () => {
    expect(toV2({ v: 1, composition: 'options' }).composition).toBe('options')
  })

  it.each([null, 1651363200000, undefined])('replaces a banner that is not a list (%s) by []', (banner) => {
    const v2Data = toV2(deepFreeze({ v: 1, notifications: { read: ['x'], last: { banner, install: 3 } } }))
    expect(v2Data.notifications).toEqual({ read: ['x'], last: { banner: [], install: 3 } })
  })

  it('creates notifications.last.banner when notifications are missing', () => {
    expect(toV2({ v: 1 })).toEqual({ v: 2, notifications: { last: { banner: [] } } })
  })

  it('leaves data at another version alone', () => {
    expect(toV2(deepFreeze(v2))).toEqual(v2)
  })
})

describe('FACTS 1.4 steps to v3, v4 and v5', () => {
  it('to v3 turns sync on and ads on', () => {
    expect(toV3(deepFreeze(v2))).toEqual({ ...v2, syncSettings: true, disableAds: false, v: 3 })
    expect(toV3(deepFreeze(v3))).toEqual(v3)
  })

  it('to v4 adds quickbar off', () => {
    expect(toV4(deepFreeze(v3))).toEqual({ ...v3, quickbar: false, v: 4 })
    expect(toV4(deepFreeze(v4))).toEqual(v4)
  })

  it('to v5 adds the default suits and turns banners on', () => {
    expect(toV5(deepFreeze(v4))).toEqual({
      ...v4,
      suits: { show: false, elements: ['app-bar'], suit: '' },
      notifications: { ...v4.notifications, banners: true },
      v: 5,
    })
    expect(toV5({ v: 4 }).notifications).toEqual({ banners: true })
    expect(toV5(deepFreeze(v5))).toEqual(v5)
  })
})

describe('FACTS 1.4 v5 to v6 mapping table', () => {
  it('maps every row from a v5 object the user customised', () => {
    expect(v5ToV6(deepFreeze(v5))).toEqual({
      version: 6,
      ecosystem: {
        bin: { wordWrap: false },
        play: { showErrors: true, wordWrap: false },
        docs: {
          api: 'inline',
          composition: 'options',
          pins: { enabled: true, pinned: ['components/cards', 'features/theme'] },
          mixedTheme: false,
          favorites: [],
          slashSearch: true,
          railDrawer: true,
        },
      },
      one: {
        avatar: 'https://cdn.example.com/avatars/grace.png',
        ads: { enabled: false, house: true },
        command: {},
        theme: 'nebula',
        direction: 'rtl',
        colors: { primary: 'deep-purple' },
        suits: { enabled: true, elements: ['app-bar', 'footer'], suit: 'nebula' },
        notifications: { enabled: false, read: ['one-2-release', 'vuetify-3-7-release'], last: '' },
        banners: { enabled: false, read: ['one-2-banner'], last: '' },
        quicklinks: true,
        sync: false,
        devmode: true,
      },
    })
  })

  it('falls back on every row when the v5 object is empty, with the old theme fallback system', () => {
    const expected = defaultSettings()
    expected.one.theme = 'system'
    expect(v5ToV6({ v: 5 })).toEqual(expected)
  })

  it('turns ads on when disableAds is false and off when it is true', () => {
    expect(v5ToV6({ disableAds: false }).one).toMatchObject({ ads: { enabled: true } })
    expect(v5ToV6({ disableAds: true }).one).toMatchObject({ ads: { enabled: false } })
  })

  it('keeps false for the rows that use ?? (mixedTheme, notifications.show, banners, syncSettings)', () => {
    const v6 = v5ToV6({
      mixedTheme: false,
      syncSettings: false,
      notifications: { show: false, banners: false },
    })
    expect(v6).toMatchObject({
      ecosystem: { docs: { mixedTheme: false } },
      one: { notifications: { enabled: false }, banners: { enabled: false }, sync: false },
    })
  })

  it('maps pinned entries to their names, keeps an entry without a name, and removes falsy results', () => {
    const pinned = [{ name: 'components/cards' }, 'features/theme', { name: '' }, null, { to: '/about/' }]
    expect(v5ToV6(deepFreeze({ pins: true, pinned })).ecosystem).toMatchObject({
      docs: { pins: { enabled: true, pinned: ['components/cards', 'features/theme', { to: '/about/' }] } },
    })
    expect(v5ToV6({ pinned: 'x' }).ecosystem).toMatchObject({ docs: { pins: { pinned: [] } } })
  })

  it('takes banners.read from notifications.last.banner, the old read-banner list', () => {
    const v6 = v5ToV6({ notifications: { read: ['n1'], last: { banner: ['b1', 'b2'], v2banner: 9 } } })
    expect(v6.one).toMatchObject({
      notifications: { read: ['n1'], last: '' },
      banners: { read: ['b1', 'b2'] },
    })
  })

  it('drops what the table does not name', () => {
    const v6 = v5ToV6({ v: 5, pwaRefresh: true, drawer: { mini: true } })
    expect(Object.keys(v6)).toEqual(['version', 'ecosystem', 'one'])
  })
})

describe('spec 4: settings below version 6 go step by step through v1..v5, then to v6', () => {
  it('keeps the values of a pre-v1 form A store', () => {
    const expected = defaultSettings()
    expected.ecosystem.docs.api = 'inline'
    expected.ecosystem.docs.mixedTheme = false
    expected.one.theme = 'light'
    expected.one.direction = 'rtl'
    expect(migrateSettings(formA)).toEqual({ settings: expected, problems: [] })
  })

  it('keeps the values of a pre-v1 form B store', () => {
    const expected = defaultSettings()
    expected.ecosystem.docs.api = 'inline'
    expected.ecosystem.docs.mixedTheme = false
    expected.one.theme = 'light'
    expected.one.direction = 'rtl'
    expected.one.notifications.read = ['vuetify-2-3-release', 'black-friday-2020']
    expect(migrateSettings(formB)).toEqual({ settings: expected, problems: [] })
  })

  it('keeps the values of a v1 store (an array composition becomes composition)', () => {
    const expected = defaultSettings()
    expected.ecosystem.docs.api = 'inline'
    expected.ecosystem.docs.mixedTheme = false
    expected.one.theme = 'light'
    expected.one.direction = 'rtl'
    expected.one.devmode = true
    expected.one.notifications = { enabled: false, read: ['vuetify-3-beta', 'v3-alpha-docs'], last: '' }
    expected.one.banners.read = ['vuetify-3-launch']
    expect(migrateSettings(deepFreeze(v1))).toEqual({ settings: expected, problems: [] })
  })

  it('keeps the values of a v2 store', () => {
    const expected = defaultSettings()
    expected.ecosystem.docs = {
      api: 'inline',
      composition: 'options',
      pins: { enabled: true, pinned: ['components/buttons', 'getting-started/installation'] },
      mixedTheme: false,
      favorites: [],
      slashSearch: true,
      railDrawer: true,
    }
    expected.one.avatar = 'https://cdn.example.com/avatars/ada.png'
    expected.one.ads.house = true
    expected.one.theme = 'light'
    expected.one.direction = 'rtl'
    expected.one.colors.primary = 'primary'
    expected.one.notifications.read = ['vuetify-3-3-release']
    expected.one.banners.read = ['vuetify-3-launch', 'vuetifyconf-2023']
    expect(migrateSettings(deepFreeze(v2))).toEqual({ settings: expected, problems: [] })
  })

  it('keeps the values of a v3 store, a pinned entry without a name as it was (FACTS 1.4)', () => {
    const expected = defaultSettings()
    expected.ecosystem.docs = {
      api: 'inline',
      composition: 'options',
      pins: { enabled: true, pinned: ['components/data-tables', { to: '/en/about/' }] },
      mixedTheme: false,
      favorites: [],
      slashSearch: true,
      railDrawer: true,
    }
    expected.one.avatar = 'https://cdn.example.com/avatars/ada.png'
    expected.one.ads = { enabled: false, house: true }
    expected.one.theme = 'highContrast'
    expected.one.direction = 'rtl'
    expected.one.colors.primary = '#ff5722'
    expected.one.notifications = { enabled: false, read: ['vuetify-3-4-release', 'snips-launch'], last: '' }
    expected.one.banners.read = ['vuetifyconf-2023']
    expected.one.sync = false
    expected.one.devmode = true
    const { settings, problems } = migrateSettings(deepFreeze(v3))
    expect(settings).toEqual(expected)
    expect(problems).toEqual([])
  })

  it('a v5 pinned entry without a name survives, with no warning; an empty name is still dropped', () => {
    const { settings, problems } = migrateSettings({
      v: 5,
      pins: true,
      pinned: [{ name: 'components/cards' }, { to: '/en/about/', title: 'About' }, { name: '' }, null],
    })
    expect(settings.ecosystem.docs.pins.pinned).toEqual([
      'components/cards',
      { to: '/en/about/', title: 'About' },
    ])
    expect(problems).toEqual([])
  })

  it('keeps the values of a v4 store', () => {
    const expected = defaultSettings()
    expected.ecosystem.docs = {
      api: 'inline',
      composition: 'options',
      pins: { enabled: true, pinned: ['components/forms'] },
      mixedTheme: false,
      favorites: [],
      slashSearch: true,
      railDrawer: true,
    }
    expected.one.avatar = 'https://cdn.example.com/avatars/grace.png'
    expected.one.ads = { enabled: false, house: true }
    expected.one.theme = 'light'
    expected.one.direction = 'rtl'
    expected.one.colors.primary = 'indigo'
    expected.one.notifications = { enabled: false, read: ['one-launch'], last: '' }
    expected.one.banners.read = ['one-launch-banner']
    expected.one.quicklinks = true
    expected.one.sync = false
    expect(migrateSettings(deepFreeze(v4))).toEqual({ settings: expected, problems: [] })
  })

  it('keeps the values of a v5 store, suit included', () => {
    const { settings, problems } = migrateSettings(deepFreeze(v5))
    expect(settings).toEqual(v5ToV6(v5))
    expect(settings.one.suits).toEqual({ enabled: true, elements: ['app-bar', 'footer'], suit: 'nebula' })
    expect(problems).toEqual([])
  })
})
