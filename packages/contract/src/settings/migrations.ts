import { clonePlain, isPlainObject, type PlainObject } from './plain-data.ts'

/**
 * Settings as an older site stored them (FACTS 1.4). Nothing about their shape can be trusted, so the steps
 * read every field defensively and the loader validates the v6 result.
 */
export type StoredSettings = PlainObject

function hasNoV(s: StoredSettings): boolean {
  return s.v === undefined || s.v === null
}

/** The object under `key`, created (replacing any non-object) when missing. */
function objectAt(s: PlainObject, key: string): PlainObject {
  const found = s[key]
  if (isPlainObject(found)) return found
  const created: PlainObject = {}
  s[key] = created
  return created
}

function objectOrEmpty(value: unknown): PlainObject {
  return isPlainObject(value) ? value : {}
}

/** Pre-v1 (either docs store form) to v1. */
export function toV1(stored: StoredSettings): StoredSettings {
  const s = clonePlain(stored)
  if (!hasNoV(s)) return s
  s.pwaRefresh = true
  if (typeof s.api === 'boolean') s.api = s.api ? 'inline' : 'link-only'
  if (typeof s.rtl === 'boolean') {
    s.direction = s.rtl ? 'rtl' : 'ltr'
    delete s.rtl
  }
  if (isPlainObject(s.theme)) {
    const theme = s.theme
    s.mixedTheme = theme.mixed
    s.theme = theme.system ? 'system' : theme.dark ? 'dark' : 'light'
  }
  if (Array.isArray(s.notifications)) s.notifications = { read: s.notifications }
  if (isPlainObject(s.last)) {
    objectAt(s, 'notifications').last = s.last
    delete s.last
  }
  s.v = 1
  return s
}

export function toV2(stored: StoredSettings): StoredSettings {
  const s = clonePlain(stored)
  if (s.v !== 1) return s
  if (Array.isArray(s.composition)) s.composition = 'composition'
  const last = objectAt(objectAt(s, 'notifications'), 'last')
  // From v2 on, last.banner is the list of read banner slugs.
  if (!Array.isArray(last.banner)) last.banner = []
  s.v = 2
  return s
}

export function toV3(stored: StoredSettings): StoredSettings {
  const s = clonePlain(stored)
  if (s.v !== 2) return s
  s.syncSettings = true
  s.disableAds = false
  s.v = 3
  return s
}

export function toV4(stored: StoredSettings): StoredSettings {
  const s = clonePlain(stored)
  if (s.v !== 3) return s
  s.quickbar = false
  s.v = 4
  return s
}

export function toV5(stored: StoredSettings): StoredSettings {
  const s = clonePlain(stored)
  if (s.v !== 4) return s
  s.suits = { show: false, elements: ['app-bar'], suit: '' }
  objectAt(s, 'notifications').banners = true
  s.v = 5
  return s
}

function pinnedNames(pinned: unknown): unknown[] {
  if (!Array.isArray(pinned)) return []
  return pinned
    .map((entry) => (isPlainObject(entry) && entry.name != null ? entry.name : entry))
    .filter((name) => Boolean(name))
}

/**
 * Builds the complete v6 object from v5 data (the mapping table in FACTS 1.4); whatever the table does not
 * name is dropped. Values are copied as the user had them, right or wrong: the loader checks them.
 */
export function v5ToV6(stored: StoredSettings): StoredSettings {
  const s = clonePlain(stored)
  const suits = objectOrEmpty(s.suits)
  const colors = objectOrEmpty(s.colors)
  const notifications = objectOrEmpty(s.notifications)
  const last = objectOrEmpty(notifications.last)
  return {
    version: 6,
    ecosystem: {
      bin: { wordWrap: false },
      play: { showErrors: true, wordWrap: false },
      docs: {
        api: s.api || 'link-only',
        composition: s.composition || 'composition',
        pins: { enabled: s.pins || false, pinned: pinnedNames(s.pinned) },
        mixedTheme: s.mixedTheme ?? true,
        favorites: [],
        slashSearch: s.slashSearch || false,
        railDrawer: s.railDrawer || false,
      },
    },
    one: {
      avatar: s.avatar || '',
      ads: { enabled: !s.disableAds, house: s.showHouseAds || false },
      command: {},
      theme: s.theme || 'system',
      direction: s.direction || 'ltr',
      colors: { primary: colors.one || 'surface-light' },
      suits: {
        enabled: suits.show || false,
        elements: suits.elements || ['app-bar'],
        suit: suits.suit || '',
      },
      notifications: { enabled: notifications.show ?? true, read: notifications.read || [], last: '' },
      banners: { enabled: notifications.banners ?? true, read: last.banner || [], last: '' },
      quicklinks: s.quickbar || false,
      sync: s.syncSettings ?? true,
      devmode: s.dev || false,
    },
  }
}

/** Every step in order; each one leaves data that is not at its version alone. */
export function migrateToV6(stored: StoredSettings): StoredSettings {
  return v5ToV6(toV5(toV4(toV3(toV2(toV1(stored))))))
}
