import { defaultSettings } from '@one/contract/settings/defaults'
import type { UserSettings } from '@one/contract/settings/schema'
import { resolveThemeId } from '../lib/theme/themes.ts'
import { usesDefaultLayout } from './layout-paths.ts'

/** What the build prerendered into the root element: the home page, or the shell of every other page. */
export type Prerendered = { page: 'home' | 'shell'; year: number }

/**
 * How the app starts: hydrating the prerendered HTML when its first render would draw exactly that HTML,
 * otherwise rendering anew (so a light theme, right-to-left or another layout never meets a mismatch).
 */
export type FirstRender = 'hydrate' | 'hydrate-shell' | 'fresh'

export function prerenderedAttributes({ page, year }: Prerendered): string {
  return `data-prerendered="${page}" data-prerendered-year="${year}"`
}

export function readPrerendered(root: HTMLElement): Prerendered | undefined {
  const { prerendered, prerenderedYear } = root.dataset
  if (prerendered !== 'home' && prerendered !== 'shell') return undefined
  return { page: prerendered, year: Number(prerenderedYear) }
}

type Visit = {
  prerendered: Prerendered | undefined
  pathname: string
  settings: UserSettings
  prefersDark: boolean
  /** The footer's copyright runs to this year; a page prerendered in another year says another. */
  year: number
}

export function chooseFirstRender({
  prerendered,
  pathname,
  settings,
  prefersDark,
  year,
}: Visit): FirstRender {
  if (!prerendered || prerendered.year !== year) return 'fresh'
  // The prerender draws the default settings (the settings store's first state), as a guest.
  const drawn = defaultSettings().one
  const looksDrawn =
    resolveThemeId(settings.one.theme, prefersDark) === resolveThemeId(drawn.theme, prefersDark) &&
    settings.one.direction === drawn.direction
  if (!looksDrawn) return 'fresh'
  if (prerendered.page === 'home') return pathname === '/' ? 'hydrate' : 'fresh'
  return usesDefaultLayout(pathname) ? 'hydrate-shell' : 'fresh'
}
