import { createTheme, type Theme } from '@mui/material/styles'
import { readableTextOn } from './colors.ts'
import { type ConcreteThemeId, themePalettes } from './themes.ts'

// The named surfaces of FACTS 9.8, readable from any component through the theme.
declare module '@mui/material/styles' {
  interface Palette {
    surfaceLight: string
    surfaceBright: string
    surfaceVariant: string
  }
  interface PaletteOptions {
    surfaceLight?: string
    surfaceBright?: string
    surfaceVariant?: string
  }
}

export type Direction = 'ltr' | 'rtl'

export interface AppThemeOptions {
  theme: ConcreteThemeId
  direction: Direction
}

function intent(main: string) {
  return { main, contrastText: readableTextOn(main) }
}

function buildTheme({ theme, direction }: AppThemeOptions): Theme {
  const p = themePalettes[theme]
  return createTheme({
    direction,
    palette: {
      mode: p.mode,
      background: { default: p.background, paper: p.surface },
      primary: intent(p.primary),
      secondary: intent(p.secondary),
      error: intent(p.error),
      info: intent(p.info),
      success: intent(p.success),
      warning: intent(p.warning),
      text: { ...p.text },
      ...(p.divider ? { divider: p.divider } : {}),
      surfaceLight: p.surfaceLight,
      surfaceBright: p.surfaceBright,
      surfaceVariant: p.surfaceVariant,
    },
    components: {
      MuiButton: {
        styleOverrides: {
          // The dark themes' error red on their cards (dark's #f44336 on #212121) is under 4.5:1 as
          // text; a text or outlined error button takes the lighter tone there, which is not.
          root: ({ ownerState, theme: t }) =>
            ownerState.color === 'error' && ownerState.variant !== 'contained' && t.palette.mode === 'dark'
              ? { color: t.palette.error.light, borderColor: t.palette.error.light }
              : {},
        },
      },
    },
  })
}

const built = new Map<string, Theme>()

/**
 * The MUI theme for a concrete theme and text direction. The result depends on its arguments only and
 * the same object is returned for the same arguments, so a ThemeProvider does not re-render its tree
 * when nothing changed.
 */
export function createAppTheme(options: AppThemeOptions): Theme {
  const key = `${options.theme}:${options.direction}`
  let theme = built.get(key)
  if (!theme) {
    theme = buildTheme(options)
    built.set(key, theme)
  }
  return theme
}
