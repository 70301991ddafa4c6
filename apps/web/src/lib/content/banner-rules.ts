import { BANNER_COOLDOWN_MINUTES, type Banner } from '@one/contract/content'

export const BANNER_COOLDOWN_MS = BANNER_COOLDOWN_MINUTES * 60_000

export type BannerSettings = { enabled: boolean; read: readonly string[]; last: string }

/** FACTS 7.3: a banner fits this site when it lists `*`, one of the site's ids, or `dev` in development. */
export function fitsSite(sites: readonly string[], siteIds: readonly string[], dev: boolean): boolean {
  return sites.some((site) => site === '*' || siteIds.includes(site) || (dev && site === 'dev'))
}

/** The first active banner that lists `server`: shown whatever the settings say. */
function serverBanner(banners: readonly Banner[]): Banner | undefined {
  return banners.find((banner) => banner.metadata.active && banner.metadata.site.includes('server'))
}

/** True while the last dismissal is less than 4320 minutes old (spec section 9). */
function coolingDown(last: string, now: number): boolean {
  if (!last) return false
  const at = Date.parse(last)
  return Number.isFinite(at) && now - at < BANNER_COOLDOWN_MS
}

type Choice = {
  banners: readonly Banner[]
  settings: BannerSettings
  siteIds: readonly string[]
  now: number
  dev?: boolean
}

/**
 * Spec section 4: the banner to show, if any. A server banner shows until it is closed, ignoring the
 * enabled flag, the cooldown and the site list. Otherwise: banners enabled, the last dismissal over
 * 4320 minutes ago, and the first (newest) banner that is active, unread and fits this site.
 */
export function bannerToShow({ banners, settings, siteIds, now, dev = false }: Choice): Banner | undefined {
  const server = serverBanner(banners)
  if (server && !settings.read.includes(server.slug)) return server
  if (!settings.enabled || coolingDown(settings.last, now)) return undefined
  return banners.find(
    (banner) =>
      banner.metadata.active &&
      !settings.read.includes(banner.slug) &&
      fitsSite(banner.metadata.site, siteIds, dev),
  )
}

/** The bar's height: its own, else 88 with a subtext and 48 without (FACTS 7.3). */
export function bannerHeight(metadata: Pick<Banner['metadata'], 'height' | 'subtext'>): number {
  return metadata.height ?? (metadata.subtext ? 88 : 48)
}
