// FACTS 7.2-7.3: a banner link's and a notification action's metadata `attributes` are spread onto the
// link; only harmless ones, so no record can run script, restyle the page or change where it leads.
import { describe, expect, it } from 'vitest'
import { contentLinkProps, harmlessAttributes } from '../../src/lib/content/link-attributes.ts'

describe('harmless link attributes (FACTS 7.2, 7.3)', () => {
  it('keeps data-*, aria-*, rel, target and title', () => {
    const kept = {
      'data-track': 'spring',
      'aria-describedby': 'x',
      rel: 'sponsored',
      target: '_self',
      title: 'Go',
    }
    expect(harmlessAttributes(kept)).toEqual(kept)
  })

  it('drops event handlers, href, style, src and every other attribute, in any case', () => {
    expect(
      harmlessAttributes({
        onclick: 'alert(1)',
        onClick: 'alert(1)',
        ONMOUSEOVER: 'alert(1)',
        href: 'javascript:alert(1)',
        'xlink:href': 'javascript:alert(1)',
        style: 'position:fixed;inset:0',
        src: 'https://evil.example/x.js',
        srcdoc: '<script>alert(1)</script>',
        formaction: 'javascript:alert(1)',
        dangerouslySetInnerHTML: '<b>x</b>',
        'data-': 'empty name',
        'DATA-X': 'upper case',
        'data-x onclick': 'alert(1)',
        ref: 'x',
      }),
    ).toEqual({})
  })

  it('drops values that are not strings and targets that are not a browsing context keyword', () => {
    expect(
      harmlessAttributes({
        'data-a': { toString: 'x' },
        'data-b': 1,
        title: null,
        target: 'javascript:alert(1)',
      }),
    ).toEqual({})
    expect(harmlessAttributes(null)).toEqual({})
    expect(harmlessAttributes(['data-x'])).toEqual({})
    expect(harmlessAttributes('onclick=alert(1)')).toEqual({})
  })
})

describe('a content link', () => {
  it('opens an http(s) address in a new tab that cannot reach back, whatever rel the record gives', () => {
    expect(contentLinkProps('https://vuetifyjs.com', { rel: 'opener', 'data-x': '1' })).toEqual({
      href: 'https://vuetifyjs.com',
      target: '_blank',
      rel: 'opener noopener noreferrer',
      'data-x': '1',
    })
  })

  it('keeps an in-app address as it is, with no target, and never lets an attribute replace the address', () => {
    expect(contentLinkProps('?one=settings', { target: '_blank', href: 'javascript:alert(1)' })).toEqual({
      href: '?one=settings',
    })
    expect(contentLinkProps('/user/dashboard', { 'aria-label': 'Dashboard' })).toEqual({
      href: '/user/dashboard',
      'aria-label': 'Dashboard',
    })
  })
})
