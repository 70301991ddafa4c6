import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import { useTheme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { imageAddress } from '../../lib/content/content-links.ts'
import { pickPromotion, promotionPool } from '../../lib/content/promotion-rules.ts'
import { useContent } from '../../stores/content-store.ts'
import { promotionLook } from './promotion-look.ts'
import { useAdsMode } from './use-ads-mode.ts'

/** FACTS 7.4: a 40 px bar in the footer for one promotion, linking to it in a new tab. */
export function FooterPromotion() {
  const promotions = useContent((s) => s.lists.promotions)
  const mode = useAdsMode()
  const theme = useTheme()
  const [random] = useState(Math.random)
  useEffect(() => {
    if (mode !== 'none') void useContent.getState().load('promotions')
  }, [mode])
  const promotion = pickPromotion(promotionPool(promotions ?? [], mode), random)
  if (!promotion) return null
  const { metadata } = promotion
  const { logo, bg, color, fg } = promotionLook(theme, metadata, 'surface-light')
  return (
    <Box
      component="a"
      href={metadata.url}
      target="_blank"
      rel="noopener noreferrer sponsored"
      aria-label={`Promotion: ${metadata.short_text || promotion.title}`}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        height: 40,
        px: 2,
        bgcolor: color,
        color: fg,
        textDecoration: 'none',
        backgroundImage: bg ? `url("${encodeURI(imageAddress(bg))}")` : undefined,
        backgroundSize: 'cover',
      }}
    >
      {logo && <Avatar src={imageAddress(logo)} alt="" sx={{ width: 24, height: 24 }} />}
      <Typography variant="body2" noWrap sx={{ flex: 1 }}>
        {metadata.text || metadata.short_text}
      </Typography>
      {metadata.advertisement && <Chip size="small" variant="filled" label="SPONSORED" />}
    </Box>
  )
}
