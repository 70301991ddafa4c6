import type { Theme } from '@mui/material/styles'

const named: Record<string, (theme: Theme) => { bg: string; fg: string }> = {
  surface: (t) => ({ bg: t.palette.background.paper, fg: t.palette.text.primary }),
  'surface-light': (t) => ({ bg: t.palette.action.hover, fg: t.palette.text.primary }),
}

/** A content colour (a theme name or a hex value) as a background and a readable text colour on it. */
export function contentColor(theme: Theme, color: string): { bg: string; fg: string } {
  if (!color) return { bg: theme.palette.primary.main, fg: theme.palette.primary.contrastText }
  const special = named[color]
  if (special) return special(theme)
  if (color.startsWith('#')) return { bg: color, fg: theme.palette.getContrastText(color.slice(0, 7)) }
  const palette = theme.palette[color as 'primary']
  return { bg: palette.main, fg: palette.contrastText }
}
