import { lazy, useEffect, useState } from 'react'
import { bannerToShow } from '../../lib/content/banner-rules.ts'
import { useContentLink } from '../../lib/content/use-content-link.ts'
import { useOpenLink } from '../../lib/content/use-open-link.ts'
import { config } from '../../lib/runtime-config.ts'
import { useContent } from '../../stores/content-store.ts'
import { useSettings } from '../../stores/settings-store.ts'

// The bar (MUI's tooltip, buttons, avatar) is fetched only when there is a banner to show: every page
// fetches this chunk when it falls idle, before anyone acts, and it counts in the bytes budget (docs/decisions/0021).
const BannerBar = lazy(() =>
  import('../../components/content/BannerBar.tsx').then((m) => ({ default: m.BannerBar })),
)

/**
 * The banner spec section 4 picks for this visitor, above the app bar (FACTS 7.3), fetched after the
 * page is up. Arriving after the first paint, it moves the page down once by its height: the place the
 * spec gives it costs a layout shift (decision 14).
 */
export function SiteBanner() {
  const banners = useContent((s) => s.lists.banners)
  const settings = useSettings((s) => s.settings.one.banners)
  const update = useSettings((s) => s.update)
  const openLink = useOpenLink()
  const contentLink = useContentLink()
  // Read once: a banner does not come back while the page stays open; the cooldown counts from a reload.
  const [now] = useState(() => Date.now())

  useEffect(() => {
    void useContent.getState().load('banners')
  }, [])

  const banner =
    banners && bannerToShow({ banners, settings, siteIds: [config.siteId], now, dev: import.meta.env.DEV })
  if (!banner) return null

  const stamp = (read: boolean) =>
    update((draft) => {
      draft.one.banners.last = new Date().toISOString()
      if (read && !draft.one.banners.read.includes(banner.slug)) draft.one.banners.read.push(banner.slug)
    })

  return (
    <BannerBar
      banner={banner}
      onOpen={() => {
        stamp(false)
        if (banner.metadata.link) openLink(banner.metadata.link)
      }}
      link={contentLink(banner.metadata.link, banner.metadata.attributes, () => stamp(false))}
      onClose={() => stamp(true)}
    />
  )
}
