import Box from '@mui/material/Box'
import { keyframes } from '@mui/material/styles'
import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { BannerBar } from '../../components/content/BannerBar.tsx'
import { bannerHeight, bannerToShow } from '../../lib/content/banner-rules.ts'
import { useContentLink } from '../../lib/content/use-content-link.ts'
import { useOpenLink } from '../../lib/content/use-open-link.ts'
import { config } from '../../lib/runtime-config.ts'
import { useContent } from '../../stores/content-store.ts'
import { useSettings } from '../../stores/settings-store.ts'

const rise = keyframes`
  from { transform: translateY(100%); }
  to { transform: none; }
`

/**
 * The banner spec section 4 picks for this visitor, fetched after the page is up. It arrives after
 * the first paint, so it never enters the page's flow: in the flow it would push everything the
 * visitor is reading down. It is pinned to the bottom of the window instead, rising in by a transform
 * (which moves nothing else), with as much room added after the page so its end can still be seen.
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

  return createPortal(
    <>
      <Box aria-hidden data-banner-room sx={{ height: bannerHeight(banner.metadata) }} />
      <Box
        sx={{
          position: 'fixed',
          insetInline: 0,
          bottom: 0,
          zIndex: (t) => t.zIndex.appBar,
          boxShadow: 8,
          animation: `${rise} 225ms ease-out`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      >
        <BannerBar
          banner={banner}
          onOpen={() => {
            stamp(false)
            if (banner.metadata.link) openLink(banner.metadata.link)
          }}
          link={contentLink(banner.metadata.link, banner.metadata.attributes, () => stamp(false))}
          onClose={() => stamp(true)}
        />
      </Box>
    </>,
    document.body,
  )
}
