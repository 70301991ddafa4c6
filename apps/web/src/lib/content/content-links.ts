import { config } from '../runtime-config.ts'

export type LinkTarget =
  | { kind: 'dialog'; one: string }
  | { kind: 'external'; href: string }
  | { kind: 'route'; to: string }
  | { kind: 'none' }

/**
 * Where a banner link or a notification action leads (spec section 2, FACTS 7.2-7.3): a link holding
 * `?one=x` opens that dialog in the app; an http(s) address opens in a new tab; anything else is a route.
 */
export function linkTarget(link: string): LinkTarget {
  if (!link) return { kind: 'none' }
  const at = link.indexOf('?one=')
  if (at >= 0) return { kind: 'dialog', one: decodeURIComponent(link.slice(at + 5).split(/[&#]/)[0] ?? '') }
  if (/^https?:\/\//i.test(link)) return { kind: 'external', href: link }
  return { kind: 'route', to: link }
}

/** An uploaded image's address is relative to the API base; an outside one is used as it is. */
export function imageAddress(url: string, apiBase = config.apiBase): string {
  return url.startsWith('/') ? `${apiBase}${url}` : url
}

const COSMIC_CDN = 'https://cdn.cosmicjs.com/'
const COSMIC_STRIP = 'auto=format,compress&q=10&fit=crop&w=4096&h=256'

/**
 * FACTS 7.3: a banner's background image on Cosmic's CDN is fetched through its image service, cropped
 * to a wide strip and heavily compressed, since it sits behind text; any other address is used as it is.
 */
export function bannerBackgroundAddress(url: string, apiBase = config.apiBase): string {
  if (!url.startsWith(COSMIC_CDN)) return imageAddress(url, apiBase)
  const path = url.slice(COSMIC_CDN.length)
  return `https://imgix.cosmicjs.com/${path}${path.includes('?') ? '&' : '?'}${COSMIC_STRIP}`
}
