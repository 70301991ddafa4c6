import { describe, expect, it } from 'vitest'
import {
  contrastRatio,
  type HeaderPalette,
  headerSwatches,
  isHexColor,
  mixColors,
  parseHex,
  readableTextOn,
  resolveHeaderColor,
} from '../../src/lib/theme/colors.ts'
import { createAppTheme } from '../../src/lib/theme/create-app-theme.ts'

describe('colour arithmetic', () => {
  it('reads short and long hex colours', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255])
    expect(parseHex('#1E184a')).toEqual([30, 24, 74])
    expect(parseHex('1e184a')).toBeNull()
    expect(parseHex('#12345')).toBeNull()
    expect(parseHex('rgb(0, 0, 0)')).toBeNull()
  })

  it('measures WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#000')).toBeCloseTo(21, 5)
    expect(contrastRatio('#356859', '#356859')).toBe(1)
    // #777777 on white is the classic near miss of AA.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
  })

  it('refuses what is not a hex colour', () => {
    expect(() => contrastRatio('red', '#fff')).toThrow('Not a hex colour: red')
  })

  it('picks black or white text, whichever reads better', () => {
    expect(readableTextOn('#ffd700')).toBe('#000000')
    expect(readableTextOn('#eeeeee')).toBe('#000000')
    expect(readableTextOn('#972800')).toBe('#ffffff')
    expect(readableTextOn('#1e184a')).toBe('#ffffff')
  })

  it('blends a translucent paint over a base', () => {
    expect(mixColors('#000000', '#ffffff', 0.5)).toBe('#808080')
    expect(mixColors('#123456', '#ffffff', 0)).toBe('#123456')
    expect(mixColors('#123456', '#abcdef', 1)).toBe('#abcdef')
  })
})

describe('header strip colour (FACTS 9.3)', () => {
  const palette: HeaderPalette = createAppTheme({ theme: 'blackguard', direction: 'ltr' }).palette

  it('defaults to surface-light', () => {
    expect(resolveHeaderColor('surface-light', palette)).toBe('#362b89')
  })

  it('takes the named surfaces and colour intents from the theme', () => {
    expect(resolveHeaderColor('surface-bright', palette)).toBe('#564f8a')
    expect(resolveHeaderColor('surface-variant', palette)).toBe('#6458b4')
    expect(resolveHeaderColor('primary', palette)).toBe('#e7810d')
    expect(resolveHeaderColor('secondary', palette)).toBe('#8a2be2')
    expect(resolveHeaderColor('success', palette)).toBe('#84b38a')
    expect(resolveHeaderColor('info', palette)).toBe('#9c27b0')
    expect(resolveHeaderColor('warning', palette)).toBe('#ffa726')
    expect(resolveHeaderColor('error', palette)).toBe('#ff5555')
  })

  it('takes a hex colour as it is', () => {
    expect(resolveHeaderColor('#abc', palette)).toBe('#abc')
    expect(resolveHeaderColor('#1565C0', palette)).toBe('#1565C0')
  })

  it.each(['', 'purple', 'surface', '#12', '#1234567', 'rgb(1, 2, 3)', 'url(x)', 'primary-darken-1'])(
    'falls back to surface-light for %j',
    (value) => {
      expect(resolveHeaderColor(value, palette)).toBe('#362b89')
    },
  )

  it('follows the theme: the default strip is light in the light theme', () => {
    const light = createAppTheme({ theme: 'light', direction: 'ltr' }).palette
    expect(resolveHeaderColor('surface-light', light)).toBe('#eeeeee')
  })

  it('offers about twenty distinct hex swatches', () => {
    expect(headerSwatches.length).toBeGreaterThanOrEqual(18)
    expect(headerSwatches.length).toBeLessThanOrEqual(24)
    expect(new Set(headerSwatches.map((c) => c.toLowerCase())).size).toBe(headerSwatches.length)
    for (const swatch of headerSwatches) expect(isHexColor(swatch), swatch).toBe(true)
  })
})
