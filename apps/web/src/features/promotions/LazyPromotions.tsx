import Box from '@mui/material/Box'
import { lazy } from 'react'
import { WhenIdle } from '../../components/WhenIdle.tsx'

const HighlightPromotion = lazy(() =>
  import('./HighlightPromotion.tsx').then((m) => ({ default: m.HighlightPromotion })),
)
const AdCard = lazy(() => import('./AdCard.tsx').then((m) => ({ default: m.AdCard })))
const SpotCard = lazy(() => import('./SpotCard.tsx').then((m) => ({ default: m.SpotCard })))

/** The site's spot where a drawer has room, fetched once the page is interactive and idle. */
export function LazySpot() {
  return (
    <WhenIdle>
      <SpotCard />
    </WhenIdle>
  )
}

/** The highlight card and the "ads via" card, one above the other, where a page has room below it. */
export function LazyPromotionCards() {
  return (
    <WhenIdle>
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 2,
          mt: 4,
          '&:empty': { display: 'none' },
        }}
      >
        <HighlightPromotion />
        <AdCard />
      </Box>
    </WhenIdle>
  )
}
