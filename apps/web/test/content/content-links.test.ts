// Spec section 2 and FACTS 7.2-7.3: where a banner link or notification action leads, and the
// address of a banner's background image.
import { describe, expect, it } from 'vitest'
import { bannerBackgroundAddress, imageAddress, linkTarget } from '../../src/lib/content/content-links.ts'

describe('content links', () => {
  it('a link holding ?one= opens that dialog; http(s) is outside; anything else is a route', () => {
    expect(linkTarget('https://vuetifyjs.com/?one=x')).toEqual({ kind: 'dialog', one: 'x' })
    expect(linkTarget('?one=settings')).toEqual({ kind: 'dialog', one: 'settings' })
    expect(linkTarget('https://vuetifyjs.com')).toEqual({ kind: 'external', href: 'https://vuetifyjs.com' })
    expect(linkTarget('/user/dashboard')).toEqual({ kind: 'route', to: '/user/dashboard' })
    expect(linkTarget('')).toEqual({ kind: 'none' })
  })
})

describe('banner images (FACTS 7.3)', () => {
  it("a background on Cosmic's CDN goes through its image service as a compressed 4096 x 256 strip", () => {
    expect(bannerBackgroundAddress('https://cdn.cosmicjs.com/abc-sale.jpg')).toBe(
      'https://imgix.cosmicjs.com/abc-sale.jpg?auto=format,compress&q=10&fit=crop&w=4096&h=256',
    )
    expect(bannerBackgroundAddress('https://cdn.cosmicjs.com/abc.jpg?v=2')).toBe(
      'https://imgix.cosmicjs.com/abc.jpg?v=2&auto=format,compress&q=10&fit=crop&w=4096&h=256',
    )
  })

  it('any other address is used as it is; an uploaded one is on this API', () => {
    expect(bannerBackgroundAddress('https://images.example/cdn.cosmicjs.com/x.png')).toBe(
      'https://images.example/cdn.cosmicjs.com/x.png',
    )
    expect(bannerBackgroundAddress('/one/images/ab.png', '/api')).toBe('/api/one/images/ab.png')
    expect(imageAddress('/one/images/ab.png', '/api')).toBe('/api/one/images/ab.png')
  })
})
