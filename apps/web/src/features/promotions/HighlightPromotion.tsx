import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import { useTheme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import { imageAddress } from '../../lib/content/content-links.ts'
import { promotionLook } from './promotion-look.ts'
import { useCardPromotion } from './use-card-promotion.ts'

const HEIGHT = 60
const WIDTH = 720

/** FACTS 7.4: one promotion on a 60 px card, its background and logo following the theme, linking to it in a new tab. */
export function HighlightPromotion({ slug }: { slug?: string }) {
  const { hidden, loaded, promotion } = useCardPromotion('highlight', slug)
  const theme = useTheme()
  if (hidden) return null
  if (!loaded) {
    return (
      <Skeleton
        variant="rectangular"
        role="progressbar"
        aria-label="Loading a promotion"
        sx={{ width: 1, maxWidth: WIDTH, height: HEIGHT, borderRadius: 1 }}
      />
    )
  }
  if (!promotion) return null
  const { metadata } = promotion
  const { logo, bg, color, fg } = promotionLook(theme, metadata, 'surface')
  return (
    <Box
      component="a"
      href={metadata.url}
      target="_blank"
      rel={metadata.advertisement ? 'noopener noreferrer sponsored' : 'noopener noreferrer'}
      aria-label={`Promotion: ${metadata.short_text || promotion.title}`}
      data-promotion={promotion.slug}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        width: 1,
        maxWidth: WIDTH,
        height: HEIGHT,
        px: 2,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: color,
        color: fg,
        textDecoration: 'none',
        overflow: 'hidden',
        backgroundImage: bg ? `url("${encodeURI(imageAddress(bg))}")` : undefined,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      {logo && <Avatar src={imageAddress(logo)} alt="" sx={{ width: 36, height: 36 }} />}
      <Typography variant="subtitle1" component="span" noWrap sx={{ fontWeight: 600 }}>
        {metadata.short_text || promotion.title}
      </Typography>
    </Box>
  )
}
