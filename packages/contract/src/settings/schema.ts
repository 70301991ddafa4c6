import { z } from 'zod/mini'
import { storableJson } from '../storable.ts'

export const themes = [
  'light',
  'dark',
  'system',
  'highContrast',
  'blackguard',
  'polaris',
  'nebula',
  'odyssey',
] as const
export type Theme = (typeof themes)[number]

/** The four page suits; each is also a theme of the same name (spec section 4). */
export const releaseThemes = ['blackguard', 'polaris', 'nebula', 'odyssey'] as const
export type ReleaseTheme = (typeof releaseThemes)[number]

export const suitElements = ['app-bar', 'drawer', 'footer'] as const
export type SuitElement = (typeof suitElements)[number]

// The server stores what a client syncs, so every string and list has a ceiling.
const url = z.string().check(z.maxLength(2048))
const isoDate = z.string().check(z.maxLength(64))
const slug = z.string().check(z.maxLength(200))
const slugList = z.array(slug).check(z.maxLength(1000))
/**
 * Pinned pages: slugs, and the v5 entries that had no `name`, kept as they were (FACTS 1.4: "the entry
 * itself if it has no name"). The whole object's depth is bounded by storableJson below.
 */
const pinnedList = z.array(z.union([slug, z.record(z.string(), z.unknown())])).check(z.maxLength(1000))

// Nested objects keep unknown keys, as the original does (FACTS 1.3), so fields written by a newer site
// survive; only unknown top-level keys are dropped, as the original's load drops them.
export const userSettings = z.object({
  version: z.literal(6),
  ecosystem: z.looseObject({
    bin: z.looseObject({ wordWrap: z.boolean() }),
    play: z.looseObject({ showErrors: z.boolean(), wordWrap: z.boolean() }),
    docs: z.looseObject({
      api: z.enum(['link-only', 'inline']),
      composition: z.enum(['composition', 'options']),
      pins: z.looseObject({ enabled: z.boolean(), pinned: pinnedList }),
      mixedTheme: z.boolean(),
      favorites: slugList,
      slashSearch: z.boolean(),
      railDrawer: z.boolean(),
    }),
  }),
  one: z.looseObject({
    /** Empty means the provider picture or the logo. */
    avatar: url,
    ads: z.looseObject({ enabled: z.boolean(), house: z.boolean() }),
    /** Reserved by the original; always empty. */
    command: z.looseObject({}),
    theme: z.enum(themes),
    direction: z.enum(['ltr', 'rtl']),
    /** A colour name or a hex value: the header strip colour. */
    colors: z.looseObject({ primary: url }),
    suits: z.looseObject({
      enabled: z.boolean(),
      elements: z.array(z.enum(suitElements)).check(z.maxLength(suitElements.length)),
      suit: z.enum(['', ...releaseThemes]),
    }),
    notifications: z.looseObject({ enabled: z.boolean(), read: slugList, last: isoDate }),
    banners: z.looseObject({ enabled: z.boolean(), read: slugList, last: isoDate }),
    /** "Enable Quick Actions". */
    quicklinks: z.boolean(),
    sync: z.boolean(),
    devmode: z.boolean(),
  }),
})
export type UserSettings = z.infer<typeof userSettings>

/** Deeper than the v6 shape needs (5 levels) with room for what a newer site adds. */
export const SETTINGS_MAX_DEPTH = 32

/**
 * Settings as the server can keep them in jsonb: no NUL or lone surrogate in any string or field name,
 * unknown fields included, and no deeper than SETTINGS_MAX_DEPTH. Only for syncing: settings kept in
 * the browser are loaded with `userSettings`, so one odd unknown field never costs the user the rest.
 */
export const storableSettings = userSettings.check(
  storableJson({ holder: 'Settings', maxDepth: SETTINGS_MAX_DEPTH }),
)
