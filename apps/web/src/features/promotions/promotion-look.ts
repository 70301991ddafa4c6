import type { Theme } from '@mui/material/styles'
import type { Promotion } from '@one/contract/content'
import { contentColor } from '../../components/content/content-colors.ts'

/** A promotion's logo and background for the page's light or dark theme, and its colours. */
export function promotionLook(theme: Theme, metadata: Promotion['metadata'], defaultColor: string) {
  const dark = theme.palette.mode === 'dark'
  const { bg: color, fg } = contentColor(theme, metadata.color || defaultColor)
  return {
    logo: (dark ? metadata.images.logodark : metadata.images.logolight)?.url,
    bg: (dark ? metadata.images.bgdark : metadata.images.bglight)?.url,
    color,
    fg,
  }
}
