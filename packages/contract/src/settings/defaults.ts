import type { UserSettings } from './schema.ts'

/** A fresh object on every call, so a caller that edits its copy can never change the next one. */
export function defaultSettings(): UserSettings {
  return {
    version: 6,
    ecosystem: {
      bin: { wordWrap: false },
      play: { showErrors: true, wordWrap: false },
      docs: {
        api: 'link-only',
        composition: 'composition',
        pins: { enabled: false, pinned: [] },
        mixedTheme: true,
        favorites: [],
        slashSearch: false,
        railDrawer: false,
      },
    },
    one: {
      avatar: '',
      ads: { enabled: true, house: false },
      command: {},
      // Decision 1: the spec's dark, not the original's system.
      theme: 'dark',
      direction: 'ltr',
      colors: { primary: 'surface-light' },
      suits: { enabled: false, elements: ['app-bar'], suit: '' },
      notifications: { enabled: true, read: [], last: '' },
      banners: { enabled: true, read: [], last: '' },
      quicklinks: false,
      sync: true,
      devmode: false,
    },
  }
}
