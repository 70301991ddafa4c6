import type { EmotionCache } from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import CssBaseline from '@mui/material/CssBaseline'
import ThemeProvider from '@mui/system/ThemeProvider'
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useState } from 'react'
import { usePrefersDark } from '../features/settings/use-prefers-dark.ts'
import { createAppTheme } from '../lib/theme/create-app-theme.ts'
import { resolveThemeId } from '../lib/theme/themes.ts'
import { useSettings } from '../stores/settings-store.ts'
import { ltrCache } from './ltr-cache.ts'
import { globalStylesDrawnFor } from './prerendered-globals.ts'
import { loadRtlCache } from './rtl-cache.ts'

/** Applies the chosen theme and direction to the whole app, at once and live. */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const choice = useSettings((s) => s.settings.one.theme)
  const direction = useSettings((s) => s.settings.one.direction)
  const prefersDark = usePrefersDark(choice === 'system')
  const themeId = resolveThemeId(choice, prefersDark)
  const theme = useMemo(() => createAppTheme({ theme: themeId, direction }), [themeId, direction])
  const [rtlCache, setRtlCache] = useState<EmotionCache>()
  useEffect(() => {
    if (direction === 'rtl') void loadRtlCache().then(setRtlCache)
  }, [direction])

  useLayoutEffect(() => {
    document.documentElement.dir = direction
    document.documentElement.dataset.theme = themeId
    document.documentElement.style.colorScheme = theme.palette.mode
  }, [direction, themeId, theme.palette.mode])

  // MUI's own ThemeProvider also carries the CSS-variables provider, which a theme without
  // `cssVariables` never uses: with it, the first screen sends 3 KB (gzip) of unused code.
  return (
    <CacheProvider value={direction === 'rtl' && rtlCache ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme}>
        {/* Drawn by the prerender already, where the page's theme is the one it drew. */}
        {!globalStylesDrawnFor(themeId, direction) && <CssBaseline />}
        {children}
      </ThemeProvider>
    </CacheProvider>
  )
}
