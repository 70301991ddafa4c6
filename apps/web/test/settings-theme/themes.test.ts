import { describe, expect, it } from 'vitest'
import { contrastRatio } from '../../src/lib/theme/colors.ts'
import { createAppTheme } from '../../src/lib/theme/create-app-theme.ts'
import {
  concreteThemeIds,
  resolveThemeId,
  themeIds,
  themeLabels,
  themePalettes,
} from '../../src/lib/theme/themes.ts'

describe('the theme to apply (spec section 4, decision 1)', () => {
  it('follows the OS preference for system', () => {
    expect(resolveThemeId('system', true)).toBe('dark')
    expect(resolveThemeId('system', false)).toBe('light')
  })

  it('applies every concrete theme as it is, whatever the OS prefers', () => {
    for (const id of concreteThemeIds) {
      expect(resolveThemeId(id, false)).toBe(id)
      expect(resolveThemeId(id, true)).toBe(id)
    }
  })

  it('falls back to the default dark theme for an unknown value', () => {
    expect(resolveThemeId('solarized', false)).toBe('dark')
    expect(resolveThemeId('', false)).toBe('dark')
    expect(resolveThemeId('Nebula', false)).toBe('dark')
  })
})

describe('theme cards (FACTS 10.6)', () => {
  it('has a title and subtitle for all eight choices', () => {
    expect(themeIds).toHaveLength(8)
    expect(themeLabels.system).toEqual({
      title: 'System',
      subtitle: 'A theme based on the system preference.',
    })
    expect(themeLabels.highContrast.title).toBe('High Contrast')
    expect(themeLabels.odyssey.subtitle).toBe('A theme for v3.7 Odyssey.')
    for (const id of themeIds) expect(themeLabels[id].title).not.toBe('')
  })
})

describe.each(concreteThemeIds)('the %s theme keeps its text readable (WCAG AA)', (id) => {
  const { palette } = createAppTheme({ theme: id, direction: 'ltr' })

  it.each([
    ['text.primary', palette.text.primary],
    ['text.secondary', palette.text.secondary],
  ])('%s reaches 4.5:1 on the background and on the surface', (_, text) => {
    expect(contrastRatio(text, palette.background.default)).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(text, palette.background.paper)).toBeGreaterThanOrEqual(4.5)
  })

  it('puts text on the colour intents at 3:1 or better', () => {
    for (const intent of ['primary', 'secondary', 'error', 'info', 'success', 'warning'] as const) {
      const { main, contrastText } = palette[intent]
      expect(contrastRatio(main, contrastText), intent).toBeGreaterThanOrEqual(3)
    }
  })
})

describe('createAppTheme (FACTS 1.5 and 9.8)', () => {
  it.each([
    ['highContrast', 'dark', '#ffd700', '#000000', '#121212'],
    ['blackguard', 'dark', '#e7810d', '#0f0c24', '#1e184a'],
    ['polaris', 'dark', '#972800', '#1f0a0d', '#29110e'],
    ['nebula', 'dark', '#3462e3', '#0f172a', '#1e293b'],
    ['odyssey', 'light', '#356859', '#fffbe6', '#fffbe6'],
  ] as const)('builds %s from the FACTS colours', (theme, mode, primary, background, surface) => {
    const { palette } = createAppTheme({ theme, direction: 'ltr' })
    expect(palette.mode).toBe(mode)
    expect(palette.primary.main).toBe(primary)
    expect(palette.background.default).toBe(background)
    expect(palette.background.paper).toBe(surface)
  })

  it('carries the named surfaces for components to use', () => {
    const { palette } = createAppTheme({ theme: 'nebula', direction: 'ltr' })
    expect(palette.surfaceLight).toBe('#2e3d59')
    expect(palette.surfaceBright).toBe('#87a7ff')
    expect(palette.surfaceVariant).toBe('#334155')
    expect(palette.secondary.main).toBe('#0284c7')
    expect(palette.error.main).toBe('#ef4444')
  })

  it('builds the standard themes in their modes', () => {
    expect(createAppTheme({ theme: 'light', direction: 'ltr' }).palette.mode).toBe('light')
    expect(createAppTheme({ theme: 'dark', direction: 'ltr' }).palette.mode).toBe('dark')
    for (const id of concreteThemeIds) {
      const { palette } = createAppTheme({ theme: id, direction: 'ltr' })
      expect(palette.background.paper).toBe(themePalettes[id].surface)
      expect(palette.surfaceLight).toBe(themePalettes[id].surfaceLight)
    }
  })

  it('sets the text direction', () => {
    expect(createAppTheme({ theme: 'dark', direction: 'rtl' }).direction).toBe('rtl')
    expect(createAppTheme({ theme: 'dark', direction: 'ltr' }).direction).toBe('ltr')
  })

  it('gives back the same theme object for the same choice', () => {
    const a = createAppTheme({ theme: 'polaris', direction: 'rtl' })
    expect(createAppTheme({ theme: 'polaris', direction: 'rtl' })).toBe(a)
    expect(createAppTheme({ theme: 'polaris', direction: 'ltr' })).not.toBe(a)
  })
})
