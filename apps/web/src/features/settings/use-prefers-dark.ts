import { useSyncExternalStore } from 'react'

const query = '(prefers-color-scheme: dark)'

function subscribe(onChange: () => void) {
  const media = window.matchMedia(query)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

const read = () => window.matchMedia(query).matches
const ignore = () => () => {}
// The prerendered page is dark (decision 1), and hydration sees the preference the prerender assumed.
const prerenderedDark = () => true

/**
 * The OS colour preference, followed live (decision 1: `system` changes with it, no reload) while
 * `follow` holds; otherwise it is not asked, so a change of it renders nothing again.
 */
export function usePrefersDark(follow = true): boolean {
  return useSyncExternalStore(follow ? subscribe : ignore, follow ? read : prerenderedDark, prerenderedDark)
}
