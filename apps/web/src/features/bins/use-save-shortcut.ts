import { useEffect, useRef } from 'react'

/** Ctrl+S (Cmd+S on a Mac) anywhere on the page saves, instead of the browser saving the page. */
export function useSaveShortcut(onSave: () => void, enabled = true): void {
  const latest = useRef(onSave)
  latest.current = onSave
  useEffect(() => {
    if (!enabled) return
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault()
        latest.current()
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [enabled])
}
