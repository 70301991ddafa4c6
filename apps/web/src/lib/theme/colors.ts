/** A colour as red, green and blue channels from 0 to 255. */
export type Rgb = readonly [number, number, number]

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

export function isHexColor(value: string): boolean {
  return HEX.test(value)
}

/** Reads #rgb or #rrggbb; anything else is null. */
export function parseHex(hex: string): Rgb | null {
  if (!HEX.test(hex)) return null
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1)
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`
}

function rgbOf(hex: string): Rgb {
  const rgb = parseHex(hex)
  if (!rgb) throw new Error(`Not a hex colour: ${hex}`)
  return rgb
}

/** WCAG 2 relative luminance. */
function relativeLuminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((c) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as unknown as Rgb
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2 contrast ratio, from 1 (same colour) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** Black or white, whichever reads better on the given background. */
export function readableTextOn(background: string): '#000000' | '#ffffff' {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff'
}

/** The colour seen when `paint` at `alpha` (0..1) lies over the opaque `base`. */
export function mixColors(base: string, paint: string, alpha: number): string {
  const under = rgbOf(base)
  const over = rgbOf(paint)
  return toHex([0, 1, 2].map((i) => over[i]! * alpha + under[i]! * (1 - alpha)) as unknown as Rgb)
}

/** The palette slots a header colour may name; MUI's palette (with our surface keys) fits it. */
export interface HeaderPalette {
  primary: { main: string }
  secondary: { main: string }
  success: { main: string }
  info: { main: string }
  warning: { main: string }
  error: { main: string }
  surfaceLight: string
  surfaceBright: string
  surfaceVariant: string
}

export const DEFAULT_HEADER_COLOR = 'surface-light'

/**
 * The header strip's colour from `one.colors.primary` (FACTS 9.3): a theme slot name or a hex colour.
 * Synced settings may hold anything, so unknown values fall back to the default rather than failing.
 */
export function resolveHeaderColor(value: string, palette: HeaderPalette): string {
  switch (value) {
    case 'surface-light':
      return palette.surfaceLight
    case 'surface-bright':
      return palette.surfaceBright
    case 'surface-variant':
      return palette.surfaceVariant
    case 'primary':
    case 'secondary':
    case 'success':
    case 'info':
    case 'warning':
    case 'error':
      return palette[value].main
    default:
      return isHexColor(value) ? value : palette.surfaceLight
  }
}

/** Swatches for the header colour picker (FACTS 9.3: swatches only), four rows of five. */
export const headerSwatches: readonly string[] = [
  '#c62828',
  '#ad1457',
  '#6a1b9a',
  '#4527a0',
  '#283593',
  '#1565c0',
  '#0277bd',
  '#00838f',
  '#00695c',
  '#2e7d32',
  '#558b2f',
  '#9e9d24',
  '#f9a825',
  '#ff8f00',
  '#ef6c00',
  '#d84315',
  '#4e342e',
  '#424242',
  '#37474f',
  '#eeeeee',
]
