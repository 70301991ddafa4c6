import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { type ReactNode, useLayoutEffect, useMemo } from 'react'
import { prefixer } from 'stylis'
import rtlPlugin from 'stylis-plugin-rtl'
import { useSettings } from '../features/settings/settings-store.ts'
import { createAppTheme } from '../features/settings/theme/create-app-theme.ts'
import { resolveThemeId } from '../features/settings/theme/themes.ts'
import { usePrefersDark } from '../features/settings/use-prefers-dark.ts'

// Right-to-left needs its own style cache so every left/right in the styles is mirrored.
const caches = {
  ltr: createCache({ key: 'mui' }),
  rtl: createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] }),
}

/** Applies the chosen theme and direction to the whole app, at once and live. */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const choice = useSettings((s) => s.settings.one.theme)
  const direction = useSettings((s) => s.settings.one.direction)
  const prefersDark = usePrefersDark()
  const themeId = resolveThemeId(choice, prefersDark)
  const theme = useMemo(() => createAppTheme({ theme: themeId, direction }), [themeId, direction])

  useLayoutEffect(() => {
    document.documentElement.dir = direction
    document.documentElement.dataset.theme = themeId
    document.documentElement.style.colorScheme = theme.palette.mode
  }, [direction, themeId, theme.palette.mode])

  return (
    <CacheProvider value={caches[direction]}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  )
}
