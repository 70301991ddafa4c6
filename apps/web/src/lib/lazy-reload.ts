export const RELOAD_FLAG = 'vuetify:dynamic-reload'

type Env = { storage: Storage; reload(): void; log(message: string, error: unknown): void }

const browser: Env = {
  storage: globalThis.localStorage,
  reload: () => window.location.reload(),
  log: (message, error) => console.error(message, error),
}

/**
 * Loads a lazy page. When its chunk cannot be fetched (usually a deploy replaced it), the page is
 * reloaded once to pick up the new build; a flag in localStorage makes sure it is only once. The flag
 * is cleared when a page has been shown (clearReloadFlag), not when any one chunk loads: a layout
 * loading fine must not hide that the page inside it failed.
 */
export function loadWithReload<T>(load: () => Promise<T>, env: Env = browser): Promise<T> {
  return load().catch((error: unknown) => {
    if (env.storage.getItem(RELOAD_FLAG) === null) {
      env.storage.setItem(RELOAD_FLAG, 'true')
      env.reload()
      return new Promise<T>(() => {})
    }
    env.log('Dynamic import error, reloading page did not fix it', error)
    throw error
  })
}

export function clearReloadFlag(storage: Storage = globalThis.localStorage): void {
  storage.removeItem(RELOAD_FLAG)
}
