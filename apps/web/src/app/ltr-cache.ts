import createCache from '@emotion/cache'
import { webkitPrefixes } from './webkit-prefixes.ts'

/**
 * The attribute of the prerendered page's style elements, in place of Emotion's `data-emotion`: Emotion
 * moves every element it finds by its own attribute to the end of the head when the cache is made, and
 * moving a page's 45 KB of styles made the browser take them all in again (4-15 ms on this machine, four
 * times that on a phone, inside the first script's task; docs/decisions/0017).
 */
export const PRERENDERED_STYLES = 'data-prerendered-styles'

/**
 * The style cache of left-to-right pages. The prerender renders with it too, and its styles carry this
 * key, so the browser's cache adopts them where they are instead of inserting them again.
 */
export const ltrCache = createCache({ key: 'mui', stylisPlugins: [webkitPrefixes] })

if (typeof document !== 'undefined') {
  // `mui 1tnf5oq 1e3djio ...`: the key, then the id of each style the element holds.
  for (const element of document.querySelectorAll(`style[${PRERENDERED_STYLES}]`)) {
    const [, ...ids] = element.getAttribute(PRERENDERED_STYLES)?.split(' ') ?? []
    for (const id of ids) ltrCache.inserted[id] = true
  }
}
