import { describe, expect, it } from 'vitest'
import {
  type SuitElement,
  type SuitId,
  suitBackground,
  suitBackgroundStyle,
  suitElements,
  suits,
} from '../../src/features/settings/suits/suit-art.ts'
import { contrastRatio, mixColors, toHex } from '../../src/lib/theme/colors.ts'
import { themePalettes } from '../../src/lib/theme/themes.ts'

const SVG_PREFIX = 'url("data:image/svg+xml,'
const GRADIENT = /^(?:repeating-)?(?:linear|radial|conic)-gradient\(.+\)$/

/** The comma-separated layers of a background-image value, ignoring commas inside parentheses. */
function layers(value: string): string[] {
  const out: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < value.length; i++) {
    const c = value[i]
    if (c === '(') depth++
    else if (c === ')') depth--
    else if (c === ',' && depth === 0) {
      out.push(value.slice(start, i).trim())
      start = i + 1
    }
  }
  out.push(value.slice(start).trim())
  return out
}

function svgOf(layer: string): string {
  return decodeURIComponent(layer.slice(SVG_PREFIX.length, -2))
}

function parseSvg(markup: string): Document {
  return new DOMParser().parseFromString(markup, 'image/svg+xml')
}

/** A colour painted at an opacity. Paints of one source (a gradient layer, an SVG shape) never stack. */
interface Paint {
  color: string
  alpha: number
  source: string
}

function gradientPaints(layer: string): Paint[] {
  const paints: Paint[] = []
  for (const [hex] of layer.matchAll(/#[0-9a-f]{6}\b|#[0-9a-f]{3}\b/gi)) {
    paints.push({ color: hex, alpha: 1, source: layer })
  }
  for (const [, r, g, b, a] of layer.matchAll(/rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)/g)) {
    paints.push({ color: toHex([Number(r), Number(g), Number(b)]), alpha: Number(a), source: layer })
  }
  return paints
}

/** The nearest value of an inherited presentation attribute. */
function inherited(el: Element, name: string): string | null {
  for (let node: Element | null = el; node; node = node.parentElement) {
    const value = node.getAttribute(name)
    if (value !== null) return value
  }
  return null
}

/** Star dots: zero-length strokes with round caps, no wider than a glyph stroke. */
const SPECKS = /^(?:M-?\d+ -?\d+h0)+$/

function isSpeck(el: Element): boolean {
  return SPECKS.test(el.getAttribute('d') ?? '') && Number(el.getAttribute('stroke-width')) <= 3
}

/**
 * Every colour an SVG paints, at its effective opacity; an unset fill paints black, as in SVG. The fill of
 * one shape is painted once even where its subpaths overlap, and so is its stroke. Specks are left out:
 * a dot of 3 px or less cannot stand behind a line of text.
 */
function svgPaints(doc: Document, layer: number): Paint[] {
  const paints: Paint[] = []
  const shapes = doc.querySelectorAll('path, circle, ellipse, rect, polygon, polyline, line')
  for (const [index, el] of [...shapes].entries()) {
    if (isSpeck(el)) continue
    let opacity = 1
    for (let node: Element | null = el; node; node = node.parentElement) {
      opacity *= Number(node.getAttribute('opacity') ?? 1)
    }
    const fill = inherited(el, 'fill') ?? '#000000'
    const stroke = inherited(el, 'stroke') ?? 'none'
    if (fill !== 'none') {
      const alpha = opacity * Number(inherited(el, 'fill-opacity') ?? 1)
      paints.push({ color: fill, alpha, source: `${layer}/${index}/fill` })
    }
    if (stroke !== 'none') {
      const alpha = opacity * Number(inherited(el, 'stroke-opacity') ?? 1)
      paints.push({ color: stroke, alpha, source: `${layer}/${index}/stroke` })
    }
  }
  return paints
}

const cases = suits.flatMap((suit) => suitElements.map((element) => [suit.id, element.id] as const))

describe('page suits (spec section 9, FACTS 1.7 and 10.6)', () => {
  it('offers the four suits and three elements by name', () => {
    expect(suits.map((s) => s.title)).toEqual(['Blackguard', 'Polaris', 'Nebula', 'Odyssey'])
    expect(suits.map((s) => s.id)).toEqual(['blackguard', 'polaris', 'nebula', 'odyssey'])
    expect(suitElements).toEqual([
      { id: 'app-bar', title: 'App Bar' },
      { id: 'drawer', title: 'Navigation Drawer' },
      { id: 'footer', title: 'Footer' },
    ])
  })
})

describe.each(cases)('the %s suit on the %s', (suit: SuitId, element: SuitElement) => {
  const value = suitBackground(suit, element)
  const parts = layers(value)
  const svgLayers = parts.filter((layer) => layer.startsWith(SVG_PREFIX))
  const palette = themePalettes[suit]

  it('is a list of SVG data URLs and CSS gradients', () => {
    expect(svgLayers.length).toBeGreaterThan(0)
    for (const layer of parts) {
      const isSvg = layer.startsWith(SVG_PREFIX) && layer.endsWith('")')
      expect(isSvg || GRADIENT.test(layer), layer.slice(0, 60)).toBe(true)
    }
    for (const layer of svgLayers) expect(layer.slice(SVG_PREFIX.length, -2)).not.toMatch(/["\s]/)
  })

  it('stands on the theme surface colour', () => {
    const base = parts.at(-1) ?? ''
    expect(base).toMatch(GRADIENT)
    const stops = gradientPaints(base)
    expect(stops.every((stop) => stop.alpha === 1)).toBe(true)
    expect(stops.map((stop) => stop.color)).toContain(palette.surface)
  })

  it('draws a small, text-free SVG that parses and stretches to the element', () => {
    for (const layer of svgLayers) {
      const markup = svgOf(layer)
      expect(new TextEncoder().encode(markup).length).toBeLessThan(2048)
      const doc = parseSvg(markup)
      expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
      const root = doc.documentElement
      expect(root.localName).toBe('svg')
      expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg')
      expect(root.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/)
      expect(root.getAttribute('preserveAspectRatio')).toMatch(/^x(Min|Mid|Max)Y(Min|Mid|Max) slice$|^none$/)
      expect(doc.querySelector('text, image, script, foreignObject')).toBeNull()
      expect(root.textContent?.trim()).toBe('')
    }
  })

  it.each([
    ['text.primary', palette.text.primary],
    ['text.secondary', palette.text.secondary],
  ])('keeps the theme %s at 4.5:1 over the art, even where two shapes overlap', (_, text) => {
    const base = gradientPaints(parts.at(-1) ?? '').map((stop) => stop.color)
    const paints = [
      ...parts
        .slice(0, -1)
        .filter((layer) => GRADIENT.test(layer))
        .flatMap(gradientPaints),
      ...svgLayers.flatMap((layer, i) => svgPaints(parseSvg(svgOf(layer)), i)),
    ]
    expect(paints.length).toBeGreaterThan(0)
    for (const under of base) {
      expect(contrastRatio(text, under)).toBeGreaterThanOrEqual(4.5)
      for (const first of paints) {
        const once = mixColors(under, first.color, first.alpha)
        expect(contrastRatio(text, once), `${first.color} at ${first.alpha}`).toBeGreaterThanOrEqual(4.5)
        for (const second of paints.filter((paint) => paint.source !== first.source)) {
          const twice = mixColors(once, second.color, second.alpha)
          expect(contrastRatio(text, twice), `${first.color} under ${second.color}`).toBeGreaterThanOrEqual(
            4.5,
          )
        }
      }
    }
  })

  it('comes as an inline style that fills the element', () => {
    expect(suitBackgroundStyle(suit, element)).toEqual({
      backgroundImage: value,
      backgroundSize: '100% 100%',
      backgroundRepeat: 'no-repeat',
      backgroundPosition: 'center',
    })
  })
})
