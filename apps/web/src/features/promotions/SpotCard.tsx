import Box from '@mui/material/Box'
import { useEffect } from 'react'
import { imageAddress } from '../../lib/content/content-links.ts'
import { spotToShow } from '../../lib/content/promotion-rules.ts'
import { config } from '../../lib/runtime-config.ts'
import { useContent } from '../../stores/content-store.ts'
import { useAdsMode } from './use-ads-mode.ts'

/** FACTS 7.5: the spot for this site, a 225 px image linking to its sponsor in a new tab. */
export function SpotCard() {
  const spots = useContent((s) => s.lists.spots)
  const mode = useAdsMode()
  useEffect(() => {
    if (mode === 'all') void useContent.getState().load('spots')
  }, [mode])
  const spot = spotToShow(spots ?? [], [config.siteId], mode, import.meta.env.DEV)
  if (!spot) return null
  const image = spot.metadata.image?.url
  return (
    <Box
      component="a"
      href={spot.metadata.href}
      target="_blank"
      rel="noopener noreferrer sponsored"
      aria-label={`Sponsor: ${spot.title}`}
      sx={{ display: 'block', width: 225, mx: 'auto', my: 2, borderRadius: 1, overflow: 'hidden' }}
    >
      {image ? (
        <Box
          component="img"
          src={imageAddress(image)}
          alt={spot.title}
          sx={{ display: 'block', width: 225 }}
        />
      ) : (
        <Box sx={{ height: 120, bgcolor: 'background.paper' }} />
      )}
    </Box>
  )
}
