import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while React renders the prerendered HTML (at build time, and again in the browser while it
 * hydrates that HTML); true in every render after, and from the start when nothing was prerendered.
 * What a page can only know in the browser waits for true, so hydration always matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
