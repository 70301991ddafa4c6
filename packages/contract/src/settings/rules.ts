import {
  type ReleaseTheme,
  releaseThemes,
  type SuitElement,
  type Theme,
  type UserSettings,
} from './schema.ts'

/** Themes only a subscriber may choose (spec section 5). */
export const premiumThemes: readonly Theme[] = ['highContrast', ...releaseThemes]

export function isReleaseTheme(theme: string): theme is ReleaseTheme {
  return (releaseThemes as readonly string[]).includes(theme)
}

/**
 * Spec 4: choosing a release theme sets the suit to the same name; any other theme clears it, system too
 * (decision 1).
 */
export function applyThemeChoice(settings: UserSettings, theme: Theme): UserSettings {
  const suit = isReleaseTheme(theme) ? theme : ''
  return { ...settings, one: { ...settings.one, theme, suits: { ...settings.one.suits, suit } } }
}

export interface ActiveSuit {
  suit: ReleaseTheme
  elements: SuitElement[]
}

/** The page suit to show, or null: only for a subscriber with suits on and a suit chosen (FACTS 1.7). */
export function activeSuit(settings: UserSettings, isSubscriber: boolean): ActiveSuit | null {
  const { enabled, elements, suit } = settings.one.suits
  if (!isSubscriber || !enabled || suit === '') return null
  return { suit, elements: [...elements] }
}
