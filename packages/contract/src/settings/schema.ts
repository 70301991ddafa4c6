import { z } from 'zod'

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
const url = z.string().max(2048)
const isoDate = z.string().max(64)
const slugList = z.array(z.string().max(200)).max(1000)

// Nested objects keep unknown keys, as the original does (FACTS 1.3), so fields written by a newer site
// survive; only unknown top-level keys are dropped, as the original's load drops them.
export const userSettings = z.object({
  version: z.literal(6),
  ecosystem: z
    .object({
      bin: z.object({ wordWrap: z.boolean() }).loose(),
      play: z.object({ showErrors: z.boolean(), wordWrap: z.boolean() }).loose(),
      docs: z
        .object({
          api: z.enum(['link-only', 'inline']),
          composition: z.enum(['composition', 'options']),
          pins: z.object({ enabled: z.boolean(), pinned: slugList }).loose(),
          mixedTheme: z.boolean(),
          favorites: slugList,
          slashSearch: z.boolean(),
          railDrawer: z.boolean(),
        })
        .loose(),
    })
    .loose(),
  one: z
    .object({
      /** Empty means the provider picture or the logo. */
      avatar: url,
      ads: z.object({ enabled: z.boolean(), house: z.boolean() }).loose(),
      /** Reserved by the original; always empty. */
      command: z.object({}).loose(),
      theme: z.enum(themes),
      direction: z.enum(['ltr', 'rtl']),
      /** A colour name or a hex value: the header strip colour. */
      colors: z.object({ primary: url }).loose(),
      suits: z
        .object({
          enabled: z.boolean(),
          elements: z.array(z.enum(suitElements)).max(suitElements.length),
          suit: z.enum(['', ...releaseThemes]),
        })
        .loose(),
      notifications: z.object({ enabled: z.boolean(), read: slugList, last: isoDate }).loose(),
      banners: z.object({ enabled: z.boolean(), read: slugList, last: isoDate }).loose(),
      /** "Enable Quick Actions". */
      quicklinks: z.boolean(),
      sync: z.boolean(),
      devmode: z.boolean(),
    })
    .loose(),
})
export type UserSettings = z.infer<typeof userSettings>
