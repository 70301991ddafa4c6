import createCache from '@emotion/cache'

/**
 * The style cache of left-to-right pages. The prerender renders with it too, and its styles carry this
 * key, so the browser's cache adopts them at start instead of inserting them again.
 */
export const ltrCache = createCache({ key: 'mui' })
