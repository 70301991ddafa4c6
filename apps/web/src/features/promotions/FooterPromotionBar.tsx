import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import { useTheme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import type { Promotion } from '@one/contract/content'
import { imageAddress } from '../../lib/content/content-links.ts'
import { promotionLook } from './promotion-look.ts'

/** FACTS 7.4: the footer's 40 px bar for one promotion, linking to it in a new tab. */
export function FooterPromotionBar({ promotion }: { promotion: Promotion }) {
  const theme = useTheme()
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
