import createCache, { type EmotionCache } from '@emotion/cache'
import { webkitPrefixes } from './webkit-prefixes.ts'

let rtl: Promise<EmotionCache> | undefined

/**
 * The style cache that mirrors every left and right, for right-to-left pages. Its plugin is only
 * fetched by users who choose right-to-left.
 */
export function loadRtlCache(): Promise<EmotionCache> {
  rtl ??= import('stylis-plugin-rtl').then((plugin) =>
    createCache({ key: 'mui-rtl', stylisPlugins: [webkitPrefixes, plugin.default] }),
  )
  return rtl
}
