/*
 * Our own page-suit art (FACTS 1.7 names the suits and elements; the pictures are ours): each background
 * is the theme's surface colour as a CSS gradient, with faint SVG decoration on top. The decoration stays
 * faint so the theme's text colours keep their contrast over it.
 */
import type { ReleaseTheme, SuitElement } from '@one/contract/settings/schema'
import { themePalettes } from '../../../lib/theme/themes.ts'

export type SuitId = ReleaseTheme
export type { SuitElement }

export const suits: readonly { id: SuitId; title: string }[] = [
  { id: 'blackguard', title: 'Blackguard' },
  { id: 'polaris', title: 'Polaris' },
  { id: 'nebula', title: 'Nebula' },
  { id: 'odyssey', title: 'Odyssey' },
]

/** Chip labels of FACTS 10.6. */
export const suitElements: readonly { id: SuitElement; title: string }[] = [
  { id: 'app-bar', title: 'App Bar' },
  { id: 'drawer', title: 'Navigation Drawer' },
  { id: 'footer', title: 'Footer' },
]

/** The box each picture is drawn for; the SVG covers other sizes by scaling and cropping. */
const canvas: Record<SuitElement, { width: number; height: number }> = {
  'app-bar': { width: 1600, height: 64 },
  drawer: { width: 256, height: 900 },
  footer: { width: 1600, height: 40 },
}

/**
 * Drawing space of a strip: `long` along it, `short` across it. `at` turns a point of that space into
 * SVG coordinates, so one drawing serves the wide bars and the tall drawer.
 */
interface Strip {
  width: number
  height: number
  vertical: boolean
  long: number
  short: number
  point: (along: number, across: number) => [x: number, y: number]
  at: (along: number, across: number) => string
  random: () => number
}

function strip(element: SuitElement, seed: number): Strip {
  const { width, height } = canvas[element]
  const vertical = height > width
  let state = seed
  const point = (along: number, across: number): [number, number] =>
    vertical ? [Math.round(across), Math.round(along)] : [Math.round(along), Math.round(across)]
  return {
    width,
    height,
    vertical,
    long: Math.max(width, height),
    short: Math.min(width, height),
    point,
    at: (along, across) => point(along, across).join(' '),
    // A fixed sequence, so the art is the same on every load.
    random: () => {
      state = (state * 16807) % 2147483647
      return (state - 1) / 2147483646
    },
  }
}

/** Round dots as zero-length strokes: the smallest SVG for a sky of stars. */
function dots(s: Strip, count: number, color: string, opacity: number, size: number): string {
  let d = ''
  for (let i = 0; i < count; i++) d += `M${s.at(s.random() * s.long, s.random() * s.short)}h0`
  return `<path stroke='${color}' stroke-opacity='${opacity}' stroke-width='${size}' stroke-linecap='round' d='${d}'/>`
}

function blackguard(s: Strip): string {
  const tones = [
    ['#6458b4', 0.28],
    ['#362b89', 0.6],
    ['#e7810d', 0.24],
  ] as const
  const paths = tones.map(() => [] as string[])
  const count = Math.max(6, Math.round(s.long / (s.short * 1.4)))
  for (let i = 0; i < count; i++) {
    const start = (i + s.random() * 0.6) * (s.long / count)
    const foot = s.short * (0.4 + s.random() * 0.9)
    const lean = s.short * (s.random() - 0.3) * 1.6
    const top = s.short * s.random() * 0.45
    paths[i % tones.length]!.push(
      `M${s.at(start, s.short)}L${s.at(start + foot, s.short)}L${s.at(start + foot / 2 + lean, top)}z`,
    )
  }
  const shards = tones
    .map(
      ([color, opacity], i) => `<path fill='${color}' fill-opacity='${opacity}' d='${paths[i]!.join('')}'/>`,
    )
    .join('')
  return shards + dots(s, Math.round(s.long / 60), '#ffffff', 0.3, 1.5)
}

function polaris(s: Strip): string {
  const along = s.long * 0.82
  const across = s.short / 2
  const r = Math.min(s.short * 0.42, 60)
  const k = r * 0.2
  const tips = [
    [0, -r],
    [k, -k],
    [r, 0],
    [k, k],
    [0, r],
    [-k, k],
    [-r, 0],
    [-k, -k],
  ] as const
  const star = `M${tips.map(([a, b]) => s.at(along + a, across + b)).join('L')}z`
  const [cx, cy] = s.point(along, across)
  const halo = `<circle cx='${cx}' cy='${cy}' r='${Math.round(r * 0.55)}' fill='none' stroke='#ffa752' stroke-opacity='.16' stroke-width='1.5'/>`
  return (
    `<path fill='#ffa752' fill-opacity='.24' d='${star}'/>${halo}` +
    dots(s, Math.round(s.long / 45), '#e7810d', 0.35, 2) +
    dots(s, Math.round(s.long / 90), '#ffffff', 0.25, 1.5)
  )
}

function nebula(s: Strip): string {
  const clouds = [
    ['#3462e3', 0.3],
    ['#0ea5e9', 0.16],
    ['#87a7ff', 0.14],
  ] as const
  const count = Math.max(4, Math.round(s.long / 200))
  let blobs = ''
  for (let i = 0; i < count; i++) {
    const [color, opacity] = clouds[i % clouds.length]!
    const [cx, cy] = s.point((i + 0.5) * (s.long / count), s.short * (0.2 + s.random() * 0.6))
    const rLong = Math.round((s.long / count) * (0.45 + s.random() * 0.3))
    const rShort = Math.round(s.short * (0.35 + s.random() * 0.25))
    const [rx, ry] = s.vertical ? [rShort, rLong] : [rLong, rShort]
    blobs += `<ellipse cx='${cx}' cy='${cy}' rx='${rx}' ry='${ry}' fill='${color}' fill-opacity='${opacity}'/>`
  }
  const blur = Math.round(s.short / 5)
  return (
    `<filter id='b'><feGaussianBlur stdDeviation='${blur}'/></filter><g filter='url(#b)'>${blobs}</g>` +
    dots(s, Math.round(s.long / 40), '#ffffff', 0.35, 1.5) +
    dots(s, Math.round(s.long / 120), '#87a7ff', 0.4, 2.5)
  )
}

/** Waves run across the bars, and across the foot of the drawer like a shore. */
function odyssey(s: Strip): string {
  const waves = [
    ['#95b3a0', 0.45, 0.45, 180],
    ['#37966f', 0.22, 0.62, 240],
    ['#356859', 0.16, 0.8, 140],
  ] as const
  const band = s.vertical ? 180 : s.height
  const top = s.height - band
  const swell = band * 0.14
  return waves
    .map(([color, opacity, depth, length]) => {
      const level = top + band * depth
      const at = (x: number, y: number) => `${Math.round(x)} ${Math.round(y)}`
      let d = `M${at(0, s.height)}L${at(0, level)}Q${at(length / 4, level - swell)} ${at(length / 2, level)}`
      for (let x = length; x <= s.width + length / 2; x += length / 2) d += `T${at(x, level)}`
      d += `L${at(s.width + length, s.height)}z`
      return `<path fill='${color}' fill-opacity='${opacity}' d='${d}'/>`
    })
    .join('')
}

const draw: Record<SuitId, (s: Strip) => string> = { blackguard, polaris, nebula, odyssey }

/** Extra CSS layers between the decoration and the base; each suit's glow. */
const glow: Record<SuitId, string | null> = {
  blackguard: 'radial-gradient(ellipse at 100% 100%, rgba(231, 129, 13, 0.16), transparent 60%)',
  polaris: 'radial-gradient(ellipse at 80% 50%, rgba(255, 167, 82, 0.12), transparent 55%)',
  nebula: 'radial-gradient(ellipse at 30% 0%, rgba(52, 98, 227, 0.2), transparent 70%)',
  odyssey: null,
}

/** Second stop of the base gradient, next to the theme's surface colour. */
const shade: Record<SuitId, string> = {
  blackguard: themePalettes.blackguard.background,
  polaris: themePalettes.polaris.background,
  nebula: themePalettes.nebula.background,
  odyssey: '#fff3c4',
}

const seeds: Record<SuitId, number> = { blackguard: 34, polaris: 35, nebula: 36, odyssey: 37 }

/** The picture alone, as SVG markup. */
function suitSvg(suit: SuitId, element: SuitElement): string {
  const { width, height } = canvas[element]
  const body = draw[suit](strip(element, seeds[suit]))
  // Drawers are as tall as the window: keep the foot of the picture, where the odyssey shore lies.
  const align = element === 'drawer' ? 'xMidYMax' : 'xMidYMid'
  return `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${width} ${height}' preserveAspectRatio='${align} slice'>${body}</svg>`
}

/** A CSS background-image value: decoration, glow, then the theme's surface as the base. */
export function suitBackground(suit: SuitId, element: SuitElement): string {
  const direction = element === 'drawer' ? 'to bottom' : 'to right'
  const base = `linear-gradient(${direction}, ${themePalettes[suit].surface}, ${shade[suit]})`
  const picture = `url("data:image/svg+xml,${encodeURIComponent(suitSvg(suit, element))}")`
  return [picture, glow[suit], base].filter((layer) => layer !== null).join(', ')
}

/** Inline style for an element wearing a suit: every layer fills the element, the SVG crops to fit. */
export function suitBackgroundStyle(suit: SuitId, element: SuitElement) {
  return {
    backgroundImage: suitBackground(suit, element),
    backgroundSize: '100% 100%',
    backgroundRepeat: 'no-repeat',
    backgroundPosition: 'center',
  }
}
