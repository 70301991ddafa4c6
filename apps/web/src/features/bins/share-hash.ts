// Apart from share-link.ts: the home page reads its address at start, and packs or unpacks a bin only
// when there is one to share or to open (docs/decisions/0021: what / loads before the visitor acts).
export const FRAGMENT_PREFIX = '#bin='

/** The data of a `#bin=...` fragment, or undefined when the fragment is something else. */
export function shareDataFromHash(hash: string): string | undefined {
  return hash.startsWith(FRAGMENT_PREFIX) ? hash.slice(FRAGMENT_PREFIX.length) : undefined
}
