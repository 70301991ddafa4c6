import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { imageAddress } from '../../lib/content/content-links.ts'
import { useCardPromotion } from './use-card-promotion.ts'

const WIDTH = 360
const IMAGE = { width: 130, height: 100 }

/**
 * FACTS 7.4: the "ads via" card, 360 px and bordered: the promotion's image beside its text, linking to
 * it in a new tab. A signed-in user with ads off sees our own promotions here only if they kept house ads.
 * The link is named by what it shows, "ads via vuetify" included: a label of other words hid the text
 * a person sees from those who speak to the page (axe's label-content-name-mismatch).
 */
export function AdCard({ slug }: { slug?: string }) {
  const { hidden, loaded, promotion } = useCardPromotion('ad', slug)
  if (hidden || (loaded && !promotion)) return null
  const image = promotion?.metadata.images.default?.url
  return (
    <Box
      component={promotion ? 'a' : 'div'}
      {...(promotion && {
        href: promotion.metadata.url,
        target: '_blank',
        rel: promotion.metadata.advertisement ? 'noopener noreferrer sponsored' : 'noopener noreferrer',
        'data-promotion': promotion.slug,
      })}
      sx={{
        position: 'relative',
        display: 'flex',
        gap: 1.5,
        width: WIDTH,
        maxWidth: 1,
        p: 1,
        pb: 3,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        color: 'text.primary',
        textDecoration: 'none',
      }}
    >
      {!promotion ? (
        <>
          <Skeleton
            variant="rectangular"
            role="progressbar"
            aria-label="Loading an ad"
            sx={{ ...IMAGE, flexShrink: 0 }}
          />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" />
            <Skeleton variant="text" />
            <Skeleton variant="text" width="60%" />
          </Box>
        </>
      ) : (
        <>
          {image ? (
            <Box
              component="img"
              src={imageAddress(image)}
              alt=""
              sx={{ ...IMAGE, flexShrink: 0, objectFit: 'cover', borderRadius: 0.5 }}
            />
          ) : (
            <Box sx={{ ...IMAGE, flexShrink: 0, bgcolor: 'action.hover', borderRadius: 0.5 }} />
          )}
          <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
            {promotion.metadata.text || promotion.metadata.short_text}
          </Typography>
        </>
      )}
      <Typography
        variant="caption"
        sx={{
          position: 'absolute',
          right: 8,
          bottom: 4,
          textTransform: 'uppercase',
          color: 'text.secondary',
          letterSpacing: 1,
        }}
      >
        ads via vuetify
      </Typography>
    </Box>
  )
}
