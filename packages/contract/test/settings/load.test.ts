import { describe, expect, it } from 'vitest'
import { defaultSettings } from '../../src/settings/defaults.ts'
import { migrateSettings, parseStoredSettings, serializeSettings } from '../../src/settings/load.ts'
import { type UserSettings, userSettings } from '../../src/settings/schema.ts'
import { copy } from './deep-freeze.ts'
import v5 from './fixtures/v5.json'

/** A v6 object where almost every field differs from the defaults. */
function customised(): UserSettings {
  const s = defaultSettings()
  s.ecosystem.bin.wordWrap = true
  s.ecosystem.docs.api = 'inline'
  s.ecosystem.docs.pins = { enabled: true, pinned: ['components/cards'] }
  s.ecosystem.docs.favorites = ['components/buttons']
  s.one.avatar = 'https://cdn.example.com/avatars/ada.png'
  s.one.ads = { enabled: false, house: true }
  s.one.theme = 'polaris'
  s.one.direction = 'rtl'
  s.one.colors.primary = '#3f51b5'
  s.one.suits = { enabled: true, elements: ['drawer', 'footer'], suit: 'polaris' }
  s.one.notifications.read = ['one-2-release']
  s.one.banners = { enabled: false, read: ['one-2-banner'], last: '2025-06-01T10:00:00.000Z' }
  s.one.quicklinks = true
  s.one.sync = false
  return s
}

function stored(value: unknown): string {
  return JSON.stringify(value)
}

describe('FACTS 1.3 loading: nothing stored or unreadable', () => {
  it('keeps the defaults, without a problem, when nothing is stored', () => {
    expect(parseStoredSettings(null)).toEqual({ settings: defaultSettings(), problems: [] })
  })

  it('spec 4: the default theme is dark', () => {
    expect(parseStoredSettings(null).settings.one.theme).toBe('dark')
  })

  it('keeps the defaults and reports a problem for corrupt JSON, without throwing', () => {
    const { settings, problems } = parseStoredSettings('{"version": 6, "one": {')
    expect(settings).toEqual(defaultSettings())
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/not valid JSON/)
  })

  it.each([
    ['a JSON array', '[1, 2]', /not an object \(array\)/],
    ['a JSON string', '"dark"', /not an object \(string\)/],
    ['a JSON number', '6', /not an object \(number\)/],
    ['JSON null', 'null', /not an object/],
  ])('keeps the defaults and reports a problem for %s', (_name, raw, message) => {
    const { settings, problems } = parseStoredSettings(raw)
    expect(settings).toEqual(defaultSettings())
    expect(problems).toEqual([expect.stringMatching(message)])
  })
})

describe('FACTS 1.3 loading version 6: stored values merged onto fresh defaults', () => {
  it('reads back a customised v6 object unchanged', () => {
    expect(parseStoredSettings(serializeSettings(customised()))).toEqual({
      settings: customised(),
      problems: [],
    })
  })

  it('fills missing fields from the defaults without a problem (an older v6 writer)', () => {
    const { settings, problems } = parseStoredSettings(stored({ version: 6, one: { theme: 'light' } }))
    expect(settings).toEqual({ ...defaultSettings(), one: { ...defaultSettings().one, theme: 'light' } })
    expect(problems).toEqual([])
  })

  it('keeps a stored empty suit elements list empty: lists replace, they do not merge by index', () => {
    const empty = parseStoredSettings(stored({ version: 6, one: { suits: { elements: [] } } }))
    expect(empty.settings.one.suits.elements).toEqual([])
    const drawer = parseStoredSettings(stored({ version: 6, one: { suits: { elements: ['drawer'] } } }))
    expect(drawer.settings.one.suits.elements).toEqual(['drawer'])
  })

  it('replaces a wrong-typed field (one.sync "yes") by its default, keeps every other value, names the path', () => {
    const broken = copy(customised()) as { one: Record<string, unknown> }
    broken.one.sync = 'yes'
    const { settings, problems } = parseStoredSettings(stored(broken))
    expect(settings).toEqual({ ...customised(), one: { ...customised().one, sync: true } })
    expect(problems).toEqual([expect.stringContaining('one.sync')])
  })

  it('replaces an unknown theme by the default dark, keeping the rest', () => {
    const broken = copy(customised()) as { one: Record<string, unknown> }
    broken.one.theme = 'sepia'
    const { settings, problems } = parseStoredSettings(stored(broken))
    expect(settings).toEqual({ ...customised(), one: { ...customised().one, theme: 'dark' } })
    expect(problems).toEqual([expect.stringContaining('one.theme')])
  })

  it('drops only the invalid entries of a list', () => {
    const { settings, problems } = migrateSettings({
      version: 6,
      one: { notifications: { read: ['kept', 42, 'x'.repeat(201), 'also-kept'] } },
    })
    expect(settings.one.notifications.read).toEqual(['kept', 'also-kept'])
    expect(problems).toEqual([expect.stringContaining('one.notifications.read')])
  })

  it('refuses values a hostile client could use to store megabytes', () => {
    const { settings, problems } = migrateSettings({
      version: 6,
      one: { avatar: 'x'.repeat(2049), banners: { read: Array.from({ length: 1001 }, (_, i) => `b${i}`) } },
    })
    expect(settings.one.avatar).toBe('')
    expect(settings.one.banners.read).toEqual([])
    expect(problems).toHaveLength(2)
  })

  it('uses the defaults of a section that is not an object and reports it', () => {
    const { settings, problems } = migrateSettings({ version: 6, ecosystem: 'x', one: { sync: false } })
    expect(settings.ecosystem).toEqual(defaultSettings().ecosystem)
    expect(settings.one.sync).toBe(false)
    expect(problems).toEqual(['ecosystem: expected an object; the defaults are used'])
  })

  it('keeps unknown keys inside the sections and drops unknown top-level keys (FACTS 1.3)', () => {
    const { settings } = migrateSettings({
      version: 6,
      extra: true,
      one: { future: { a: 1 }, suits: { pattern: 'dots' } },
    })
    expect(settings).not.toHaveProperty('extra')
    expect(settings.one.future).toEqual({ a: 1 })
    expect(settings.one.suits.pattern).toBe('dots')
  })
})

describe('loading data a hostile client wrote', () => {
  it('drops __proto__ keys instead of letting them change an object prototype', () => {
    const { settings } = parseStoredSettings(
      '{"version":6,"one":{"__proto__":{"polluted":true},"command":{"x":{"__proto__":{"y":1}}}}}',
    )
    expect(Object.getPrototypeOf(settings.one)).toBe(Object.prototype)
    expect(settings.one.polluted).toBeUndefined()
    expect(settings.one.command).toEqual({ x: {} })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('keeps an unknown key named like an Object method (toString)', () => {
    const { settings } = migrateSettings({ version: 6, one: { toString: 'kept', command: { valueOf: 1 } } })
    expect(settings.one.toString).toBe('kept')
    expect(settings.one.command).toEqual({ valueOf: 1 })
  })
})

describe('FACTS 1.3 loading an unknown version', () => {
  it.each([99, '6', 'six'])(
    'reads version %j as v6 when it has the v6 sections, and reports it',
    (version) => {
      const { settings, problems } = migrateSettings({ ...customised(), version })
      expect(settings).toEqual(customised())
      expect(problems).toEqual([
        expect.stringContaining(`unknown settings version ${JSON.stringify(version)}`),
      ])
    },
  )

  it('keeps the defaults for an unknown version without v6 sections', () => {
    const { settings, problems } = migrateSettings({ version: 99, theme: 'light' })
    expect(settings).toEqual(defaultSettings())
    expect(problems).toHaveLength(1)
  })

  it('reads an unknown v as version 5 data and reports it', () => {
    const { settings, problems } = migrateSettings({ ...v5, v: 9 })
    expect(settings).toEqual(migrateSettings(v5).settings)
    expect(problems).toEqual([expect.stringContaining('v=9')])
  })
})

describe('decision 3: a server copy of an older version is migrated like a local one', () => {
  it('gives the same result from the parsed value as from the stored string', () => {
    expect(migrateSettings(copy(v5))).toEqual(parseStoredSettings(JSON.stringify(v5, null, 2)))
    expect(userSettings.parse(migrateSettings(v5).settings).one.theme).toBe('nebula')
  })
})

describe('FACTS 1.3 merge quirk fixed: the defaults are never changed by a load', () => {
  it('returns fresh defaults after a load and after the loaded object is edited', () => {
    const loaded = parseStoredSettings(serializeSettings(customised())).settings
    loaded.one.suits.elements.push('app-bar')
    const fromNothing = parseStoredSettings(null).settings
    fromNothing.one.notifications.read.push('edited')
    fromNothing.ecosystem.docs.pins.enabled = true
    expect(defaultSettings()).toEqual(defaultSettings())
    expect(defaultSettings().one.suits.elements).toEqual(['app-bar'])
    expect(defaultSettings().one.notifications.read).toEqual([])
    expect(parseStoredSettings(null).settings).toEqual(defaultSettings())
  })

  it('does not share lists with the value it read', () => {
    const value = copy(customised())
    const { settings } = migrateSettings(value)
    value.one.notifications.read.push('later')
    expect(settings.one.notifications.read).toEqual(['one-2-release'])
  })
})

describe('FACTS 1.1 storage format', () => {
  it('writes pretty JSON with 2-space indentation and the keys version, ecosystem, one in that order', () => {
    const shuffled = {
      one: defaultSettings().one,
      ecosystem: defaultSettings().ecosystem,
      version: 6 as const,
    }
    const text = serializeSettings(shuffled)
    expect(
      text.startsWith('{\n  "version": 6,\n  "ecosystem": {\n    "bin": {\n      "wordWrap": false'),
    ).toBe(true)
    expect(Object.keys(JSON.parse(text))).toEqual(['version', 'ecosystem', 'one'])
    expect(text).toBe(JSON.stringify(defaultSettings(), null, 2))
  })

  it('decision 15: the stored value is the settings object itself, not wrapped', () => {
    expect(JSON.parse(serializeSettings(customised()))).toEqual(customised())
  })
})
