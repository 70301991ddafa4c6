/** The themes a user can pick (spec section 4); 'system' stands for light or dark by OS preference. */
export type ThemeId = 'system' | ConcreteThemeId

/** A theme that can be applied as it is. */
export type ConcreteThemeId =
  | 'light'
  | 'dark'
  | 'highContrast'
  | 'blackguard'
  | 'polaris'
  | 'nebula'
  | 'odyssey'

export interface ThemePalette {
  mode: 'light' | 'dark'
  background: string
  /** Cards, menus, dialogs and the app bar (MUI's background.paper). */
  surface: string
  primary: string
  secondary: string
  error: string
  info: string
  success: string
  warning: string
  text: { primary: string; secondary: string; disabled: string }
  surfaceLight: string
  surfaceBright: string
  surfaceVariant: string
  /** Borders and dividers; MUI's default for the mode when absent. */
  divider?: string
}

export const concreteThemeIds: readonly ConcreteThemeId[] = [
  'light',
  'dark',
  'highContrast',
  'blackguard',
  'polaris',
  'nebula',
  'odyssey',
]

export const themeIds: readonly ThemeId[] = ['light', 'dark', 'system', ...concreteThemeIds.slice(2)]

/** Spec section 4 and decision 1: the default theme, also used for any unknown value. */
const DEFAULT_THEME: ConcreteThemeId = 'dark'

function isConcreteThemeId(value: string): value is ConcreteThemeId {
  return (concreteThemeIds as readonly string[]).includes(value)
}

/** The theme to apply for a stored choice; synced settings may hold a name this build does not know. */
export function resolveThemeId(theme: string, prefersDark: boolean): ConcreteThemeId {
  if (theme === 'system') return prefersDark ? 'dark' : 'light'
  return isConcreteThemeId(theme) ? theme : DEFAULT_THEME
}

/*
 * The five custom themes take their slots from FACTS 9.8. Text colours are ours: solid colours close to
 * the original's emphasis opacities, chosen so that both text colours reach WCAG AA (4.5:1) on the
 * background and on the surface.
 */
export const themePalettes: Readonly<Record<ConcreteThemeId, ThemePalette>> = {
  light: {
    mode: 'light',
    background: '#ffffff',
    surface: '#ffffff',
    primary: '#1867c0',
    secondary: '#00897b',
    error: '#d32f2f',
    info: '#0288d1',
    success: '#2e7d32',
    warning: '#ed6c02',
    text: { primary: '#212121', secondary: '#5f5f5f', disabled: '#9e9e9e' },
    surfaceLight: '#eeeeee',
    surfaceBright: '#ffffff',
    surfaceVariant: '#424242',
  },
  dark: {
    mode: 'dark',
    background: '#121212',
    surface: '#212121',
    primary: '#2196f3',
    secondary: '#4db6ac',
    error: '#f44336',
    info: '#29b6f6',
    success: '#66bb6a',
    warning: '#ffa726',
    text: { primary: '#ffffff', secondary: '#b3b3b3', disabled: '#757575' },
    surfaceLight: '#424242',
    surfaceBright: '#bdbdbd',
    surfaceVariant: '#9e9e9e',
  },
  highContrast: {
    mode: 'dark',
    background: '#000000',
    surface: '#121212',
    primary: '#ffd700',
    secondary: '#00ccdd',
    error: '#ff0000',
    info: '#31aaff',
    success: '#00ff00',
    warning: '#ffaa00',
    text: { primary: '#ffffff', secondary: '#e0e0e0', disabled: '#8a8a8a' },
    surfaceLight: '#222222',
    surfaceBright: '#000000',
    surfaceVariant: '#333333',
    divider: 'rgba(255, 255, 255, 0.87)',
  },
  blackguard: {
    mode: 'dark',
    background: '#0f0c24',
    surface: '#1e184a',
    primary: '#e7810d',
    secondary: '#8a2be2',
    error: '#ff5555',
    info: '#9c27b0',
    success: '#84b38a',
    warning: '#ffa726',
    text: { primary: '#ffffff', secondary: '#c4c0dc', disabled: '#6e6a8c' },
    surfaceLight: '#362b89',
    surfaceBright: '#564f8a',
    surfaceVariant: '#6458b4',
    divider: 'rgba(255, 255, 255, 0.12)',
  },
  polaris: {
    mode: 'dark',
    background: '#1f0a0d',
    surface: '#29110e',
    primary: '#972800',
    secondary: '#ac1900',
    error: '#ff5555',
    info: '#e7810d',
    success: '#486a2b',
    warning: '#ffa726',
    text: { primary: '#ffffff', secondary: '#d2c8c4', disabled: '#7a6a66' },
    surfaceLight: '#773421',
    surfaceBright: '#ffa752',
    surfaceVariant: '#924d2c',
    divider: 'rgba(255, 255, 255, 0.12)',
  },
  nebula: {
    mode: 'dark',
    background: '#0f172a',
    surface: '#1e293b',
    primary: '#3462e3',
    secondary: '#0284c7',
    error: '#ef4444',
    info: '#64748b',
    success: '#14b8a6',
    warning: '#f97316',
    text: { primary: '#f8fafc', secondary: '#bcc6d4', disabled: '#64748b' },
    surfaceLight: '#2e3d59',
    surfaceBright: '#87a7ff',
    surfaceVariant: '#334155',
    divider: 'rgba(255, 255, 255, 0.2)',
  },
  odyssey: {
    mode: 'light',
    background: '#fffbe6',
    surface: '#fffbe6',
    primary: '#356859',
    secondary: '#fd5523',
    error: '#ff5555',
    info: '#37966f',
    success: '#5bb49a',
    warning: '#ecb85b',
    text: { primary: '#1a1a14', secondary: '#4a473b', disabled: '#8a877a' },
    surfaceLight: '#95b3a0',
    surfaceBright: '#ffffff',
    surfaceVariant: '#37966f',
    divider: 'rgba(0, 0, 0, 0.24)',
  },
}

/** Theme card title and subtitle (FACTS 10.6). */
export const themeLabels: Readonly<Record<ThemeId, { title: string; subtitle: string }>> = {
  light: { title: 'Light', subtitle: 'A standard light theme.' },
  dark: { title: 'Dark', subtitle: 'A standard dark theme.' },
  system: { title: 'System', subtitle: 'A theme based on the system preference.' },
  highContrast: { title: 'High Contrast', subtitle: 'A theme for high contrast.' },
  blackguard: { title: 'Blackguard', subtitle: 'A theme for v3.4 Blackguard.' },
  polaris: { title: 'Polaris', subtitle: 'A theme for v3.5 Polaris.' },
  nebula: { title: 'Nebula', subtitle: 'A theme for v3.6 Nebula.' },
  odyssey: { title: 'Odyssey', subtitle: 'A theme for v3.7 Odyssey.' },
}
