import { useSyncExternalStore } from 'react'

let idle = false
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (listeners.size === 1 && !idle) {
    const settle = () => {
      idle = true
      for (const notify of listeners) notify()
    }
    // Without requestIdleCallback (Safari), the next task is the best guess.
    if ('requestIdleCallback' in window) requestIdleCallback(settle, { timeout: 2000 })
    else setTimeout(settle, 0)
  }
  return () => listeners.delete(listener)
}

/**
 * False until the browser has had a moment with nothing to do after the page became interactive
 * (always false while React renders the prerendered HTML). What a page can do without at first (the
 * banner, promotions, the unread count) waits for it, so its code and requests do not pile onto the
 * tasks that make the page interactive (issue 10: total blocking time).
 */
export function useIdle(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => idle,
    () => false,
  )
}
