import { startTransition, useEffect, useState } from 'react'

let idle = false
const waiting = new Set<() => void>()

/** Calls `then` once the browser is idle (at once if it has been); returns a cancel. */
function whenIdle(then: () => void): () => void {
  if (idle) {
    then()
    return () => {}
  }
  waiting.add(then)
  if (waiting.size === 1) {
    const settle = () => {
      idle = true
      for (const call of waiting) call()
      waiting.clear()
    }
    // Without requestIdleCallback (Safari), the next task is the best guess.
    if ('requestIdleCallback' in window) requestIdleCallback(settle, { timeout: 2000 })
    else setTimeout(settle, 0)
  }
  return () => waiting.delete(then)
}

/**
 * False until the browser has had a moment with nothing to do after the page became interactive
 * (always false while React renders the prerendered HTML). What a page can do without at first (the
 * banner, promotions, the unread count) waits for it, so its code and requests do not pile onto the
 * tasks that make the page interactive (docs/decisions/0017: total blocking time). The render it starts is a
 * transition, which React splits into short tasks: an external store's change would be drawn in one.
 */
export function useIdle(): boolean {
  const [now, setNow] = useState(false)
  useEffect(() => {
    if (now) return
    return whenIdle(() => startTransition(() => setNow(true)))
  }, [now])
  return now
}
