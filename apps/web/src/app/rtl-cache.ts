import createCache, { type EmotionCache } from '@emotion/cache'

let rtl: Promise<EmotionCache> | undefined

/**
 * The style cache that mirrors every left and right, for right-to-left pages. Its plugin is only
 * fetched by users who choose right-to-left.
 */
export function loadRtlCache(): Promise<EmotionCache> {
  rtl ??= Promise.all([import('stylis'), import('stylis-plugin-rtl')]).then(([stylis, plugin]) =>
    createCache({ key: 'mui-rtl', stylisPlugins: [stylis.prefixer, plugin.default] }),
  )
  return rtl
}
