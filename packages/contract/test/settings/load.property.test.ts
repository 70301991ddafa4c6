import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defaultSettings } from '../../src/settings/defaults.ts'
import { migrateSettings, parseStoredSettings, serializeSettings } from '../../src/settings/load.ts'
import {
  releaseThemes,
  suitElements,
  themes,
  type UserSettings,
  userSettings,
} from '../../src/settings/schema.ts'
import { copy } from './deep-freeze.ts'
import preV1A from './fixtures/pre-v1-a.json'
import preV1B from './fixtures/pre-v1-b.json'
import v1 from './fixtures/v1.json'
import v2 from './fixtures/v2.json'
import v3 from './fixtures/v3.json'
import v4 from './fixtures/v4.json'
import v5 from './fixtures/v5.json'

const fixtures: Record<string, unknown>[] = [preV1A, preV1B, v1, v2, v3, v4, v5]

const text = fc.string({ maxLength: 40 })
const texts = fc.array(text, { maxLength: 6 })

const validSettings: fc.Arbitrary<UserSettings> = fc.record({
  version: fc.constant(6 as const),
  ecosystem: fc.record({
    bin: fc.record({ wordWrap: fc.boolean() }),
    play: fc.record({ showErrors: fc.boolean(), wordWrap: fc.boolean() }),
    docs: fc.record({
      api: fc.constantFrom('link-only' as const, 'inline' as const),
      composition: fc.constantFrom('composition' as const, 'options' as const),
      pins: fc.record({ enabled: fc.boolean(), pinned: texts }),
      mixedTheme: fc.boolean(),
      favorites: texts,
      slashSearch: fc.boolean(),
      railDrawer: fc.boolean(),
    }),
  }),
  one: fc.record({
    avatar: text,
    ads: fc.record({ enabled: fc.boolean(), house: fc.boolean() }),
    // Unknown data is kept, except `__proto__` keys, which the loader drops on purpose. The copy through
    // JSON turns the -0 fast-check makes into the 0 any stored text holds.
    command: fc
      .dictionary(text, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 })
      .map(copy)
      .filter((command) => !JSON.stringify(command).includes('"__proto__"')),
    theme: fc.constantFrom(...themes),
    direction: fc.constantFrom('ltr' as const, 'rtl' as const),
    colors: fc.record({ primary: text }),
    suits: fc.record({
      enabled: fc.boolean(),
      elements: fc.shuffledSubarray([...suitElements]),
      suit: fc.constantFrom('' as const, ...releaseThemes),
    }),
    notifications: fc.record({ enabled: fc.boolean(), read: texts, last: text }),
    banners: fc.record({ enabled: fc.boolean(), read: texts, last: text }),
    quicklinks: fc.boolean(),
    sync: fc.boolean(),
    devmode: fc.boolean(),
  }),
})

/** Paths of the fields the defaults hold: objects are walked, everything else is a field. */
function fieldPaths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix]
  return Object.entries(value).flatMap(([key, item]) => fieldPaths(item, [...prefix, key]))
}

function getAt(value: unknown, path: string[]): unknown {
  return path.reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], value)
}

function setAt(value: unknown, path: string[], item: unknown): void {
  const parent = getAt(value, path.slice(0, -1)) as Record<string, unknown>
  parent[path.at(-1)!] = item
}

const paths = fieldPaths(defaultSettings()).filter((path) => path.length > 1)

function expectValid(result: { settings: unknown; problems: string[] }) {
  expect(userSettings.safeParse(result.settings).success).toBe(true)
  expect(Array.isArray(result.problems)).toBe(true)
}

describe('FACTS 1.3 loading never throws and always gives valid v6 settings', () => {
  it('from any stored text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        expectValid(parseStoredSettings(raw))
      }),
    )
  })

  it('from any value, JSON or not', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.jsonValue(), fc.anything({ withNullPrototype: true, withMap: true })),
        (value) => {
          expectValid(migrateSettings(value))
        },
      ),
    )
  })

  it('from random partial objects of any version', () => {
    const oldKey = fc.constantFrom(
      ...['api', 'rtl', 'theme', 'last', 'notifications', 'composition', 'pinned', 'pins', 'suits', 'colors'],
      ...['avatar', 'disableAds', 'syncSettings', 'mixedTheme', 'direction', 'quickbar', 'dev'],
    )
    const version = fc.record(
      { v: fc.constantFrom(1, 2, 3, 4, 5, 9, '3'), version: fc.constantFrom(6, 7, '6') },
      { requiredKeys: [] },
    )
    const sections = fc.record(
      { ecosystem: fc.object({ maxDepth: 3 }), one: fc.object({ maxDepth: 3 }) },
      { requiredKeys: [] },
    )
    const partial = fc
      .tuple(version, sections, fc.dictionary(oldKey, fc.jsonValue({ maxDepth: 3 })))
      .map(([v, s, fields]) => ({ ...fields, ...s, ...v }))
    fc.assert(
      fc.property(partial, (value) => {
        expectValid(migrateSettings(value))
      }),
    )
  })

  it('from mutated fixtures of every version', () => {
    const fixtureKeys = [...new Set(fixtures.flatMap((fixture) => Object.keys(fixture)))]
    const nestedKeys = [
      'last',
      'banner',
      'read',
      'show',
      'banners',
      'elements',
      'suit',
      'one',
      'mixed',
      'system',
    ]
    const change = fc.record({
      key: fc.oneof(fc.constantFrom(...fixtureKeys), fc.string({ maxLength: 8 })),
      nestedKey: fc.option(fc.oneof(fc.constantFrom(...nestedKeys), fc.string({ maxLength: 8 }))),
      item: fc.oneof(fc.jsonValue(), fc.constant(undefined)),
    })
    fc.assert(
      fc.property(fc.constantFrom(...fixtures), fc.array(change, { maxLength: 5 }), (fixture, changes) => {
        const value = copy(fixture)
        for (const { key, nestedKey, item } of changes) {
          const nested = value[key]
          const isObject = typeof nested === 'object' && nested !== null && !Array.isArray(nested)
          if (nestedKey !== null && isObject) (nested as Record<string, unknown>)[nestedKey] = item
          else value[key] = item
        }
        expectValid(migrateSettings(value))
      }),
    )
  })

  it('keeps every other field when one field of valid settings is replaced by anything', () => {
    fc.assert(
      fc.property(validSettings, fc.constantFrom(...paths), fc.jsonValue(), (settings, path, item) => {
        const broken = copy(settings)
        setAt(broken, path, item)
        const { settings: loaded } = migrateSettings(broken)
        expect(userSettings.safeParse(loaded).success).toBe(true)
        for (const other of paths) {
          if (other.join('.') !== path.join('.')) expect(getAt(loaded, other)).toEqual(getAt(settings, other))
        }
      }),
    )
  })
})

describe('FACTS 1.1: a valid v6 object survives saving and loading unchanged', () => {
  it('round-trips through serialize and parse, to the same text', () => {
    fc.assert(
      fc.property(validSettings, (settings) => {
        const text = serializeSettings(settings)
        const loaded = parseStoredSettings(text)
        expect(loaded).toEqual({ settings, problems: [] })
        expect(serializeSettings(loaded.settings)).toBe(text)
      }),
    )
  })
})
