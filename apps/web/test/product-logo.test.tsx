import { readFileSync } from 'node:fs'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ProductLogo } from '../src/components/ProductLogo.tsx'

// The mark is drawn twice: inline in the app (a fresh page's main thread paid for an SVG image, issue
// 26) and as public/favicon.svg, which the menu's guest avatar and the PNG icon are made from.
const file = readFileSync(`${import.meta.dirname}/../public/favicon.svg`, 'utf8')
const shapes = (svg: Element) =>
  [...svg.children].map(
    (shape) => `${shape.tagName} ${shape.getAttribute('d') ?? ''} ${shape.getAttribute('fill')}`,
  )

describe('the product logo', () => {
  it('draws what public/favicon.svg draws, on the same canvas', () => {
    const inline = render(<ProductLogo size={28} />).container.querySelector('svg')!
    const drawn = new DOMParser().parseFromString(file, 'image/svg+xml').documentElement
    expect(inline.getAttribute('viewBox')).toBe(drawn.getAttribute('viewBox'))
    expect(shapes(inline)).toEqual(shapes(drawn))
    expect(inline.querySelector('rect')!.getAttribute('rx')).toBe(
      drawn.querySelector('rect')!.getAttribute('rx'),
    )
  })

  it('is decoration: hidden from assistive technology, at the size asked', () => {
    const inline = render(<ProductLogo size={64} />).container.querySelector('svg')!
    expect(inline.getAttribute('aria-hidden')).toBe('true')
    expect(inline.getAttribute('width')).toBe('64')
  })
})
