import { useTheme } from '@mui/material/styles'
import { DEFAULT_HEADER_COLOR, type HeaderPalette, resolveHeaderColor } from '../../lib/theme/colors.ts'
import { useAuth } from '../../stores/auth-store.ts'
import { useSettings } from '../../stores/settings-store.ts'

export interface HeaderColors {
  /** The menu's header strip. */
  strip: string
  /** Tints the quick actions and the open app-bar button: primary while the header colour is the default. */
  accent: string
}

function headerColors(
  value: string,
  signedIn: boolean,
  palette: HeaderPalette & { primary: { main: string } },
): HeaderColors {
  if (!signedIn) return { strip: palette.surfaceLight, accent: palette.primary.main }
  const strip = resolveHeaderColor(value, palette)
  return { strip, accent: value === DEFAULT_HEADER_COLOR ? palette.primary.main : strip }
}

/** FACTS 9.1 and 9.3: the header colour applies once someone is signed in. */
export function useHeaderColor(): HeaderColors {
  const { palette } = useTheme()
  const signedIn = useAuth((s) => s.user !== null)
  const value = useSettings((s) => s.settings.one.colors.primary)
  return headerColors(value, signedIn, palette)
}
