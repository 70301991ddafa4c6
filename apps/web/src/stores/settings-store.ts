import { defaultSettings } from '@one/contract/settings/defaults'
import { parseStoredSettings, serializeSettings } from '@one/contract/settings/load'
import { applyThemeChoice } from '@one/contract/settings/rules'
import type { Theme, UserSettings } from '@one/contract/settings/schema'
import { create } from 'zustand'
import { type PersistStorage, persist } from 'zustand/middleware'

export const SETTINGS_KEY = 'vuetify@user'

type Persisted = { settings: UserSettings }

/**
 * Keeps the original stored format (FACTS decision 15): the key holds the settings object itself,
 * pretty-printed, with versions 1 to 5 migrated on read. What cannot be read falls back to defaults
 * with a console message; nothing reaches the user.
 */
const storage: PersistStorage<Persisted> = {
  getItem(name) {
    const { settings, problems } = parseStoredSettings(localStorage.getItem(name))
    for (const problem of problems) console.warn('Failed to load user settings:', problem)
    return { state: { settings }, version: 6 }
  },
  setItem(name, value) {
    localStorage.setItem(name, serializeSettings(value.state.settings))
  },
  removeItem(name) {
    localStorage.removeItem(name)
  },
}

type SettingsState = Persisted & {
  /** Changes settings through a copy, so every change is a new object. */
  update(change: (draft: UserSettings) => void): void
  /** Spec section 4: a release theme brings its suit; any other theme clears it. */
  chooseTheme(theme: Theme): void
  /** Replaces everything, as a server copy does at sign-in (decision 3). */
  replace(settings: UserSettings): void
}

export const useSettings = create<SettingsState>()(
  persist(
    (set, get) => ({
      settings: defaultSettings(),
      update(change) {
        const draft = structuredClone(get().settings)
        change(draft)
        set({ settings: draft })
      },
      chooseTheme(theme) {
        set({ settings: applyThemeChoice(get().settings, theme) })
      },
      replace(settings) {
        set({ settings })
      },
    }),
    { name: SETTINGS_KEY, version: 6, storage, partialize: ({ settings }) => ({ settings }) },
  ),
)

/** After loading, the stored copy is the migrated, complete v6 object (FACTS 1.3, step 5). */
export function saveLoadedSettings(): void {
  const serialized = serializeSettings(useSettings.getState().settings)
  if (localStorage.getItem(SETTINGS_KEY) !== serialized) localStorage.setItem(SETTINGS_KEY, serialized)
}

/** Another tab changed the settings: take them. */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SETTINGS_KEY) void useSettings.persist.rehydrate()
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}
