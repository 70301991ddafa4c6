// Spec section 4 (banner display) and section 9 (4320 minutes), FACTS 7.3.
import type { Banner } from '@one/contract/content'
import { describe, expect, it } from 'vitest'
import {
  BANNER_COOLDOWN_MS,
  bannerHeight,
  bannerToShow,
  fitsSite,
} from '../../src/lib/content/banner-rules.ts'
import { linkTarget } from '../../src/lib/content/content-links.ts'

const NOW = Date.parse('2026-11-25T12:00:00Z')

function banner(slug: string, change: Partial<Banner['metadata']> = {}): Banner {
  return {
    slug,
    title: slug,
    created_at: '2026-11-01T00:00:00Z',
    metadata: {
      site: ['*'],
      active: true,
      color: '',
      text: slug,
      subtext: '',
      link: '',
      link_text: '',
      link_color: '',
      closable: true,
      height: null,
      bg_blur: null,
      images: { bg: null, logo: null },
      attributes: {},
      ...change,
    },
  }
}

const fresh = { enabled: true, read: [] as string[], last: '' }
const pick = (banners: Banner[], settings = fresh, siteIds = ['vbin']) =>
  bannerToShow({ banners, settings, siteIds, now: NOW })?.slug

describe('which banner shows (spec section 4)', () => {
  it('the first banner that is active, unread and lists * or this site', () => {
    expect(
      pick([
        banner('off', { active: false }),
        banner('other', { site: ['docs'] }),
        banner('ours', { site: ['vbin'] }),
      ]),
    ).toBe('ours')
    expect(pick([banner('any'), banner('later')])).toBe('any')
    expect(pick([banner('read'), banner('next')], { ...fresh, read: ['read'] })).toBe('next')
    expect(pick([banner('other', { site: ['docs', 'vplay'] })])).toBeUndefined()
  })

  it('the site id is configurable', () => {
    expect(pick([banner('docs', { site: ['docs'] })], fresh, ['docs'])).toBe('docs')
  })

  it('none while banners are disabled', () => {
    expect(pick([banner('any')], { ...fresh, enabled: false })).toBeUndefined()
  })

  it('none until the last dismissal is over 4320 minutes old', () => {
    const at = (ms: number) => new Date(NOW - ms).toISOString()
    expect(BANNER_COOLDOWN_MS).toBe(4320 * 60_000)
    expect(pick([banner('any')], { ...fresh, last: at(BANNER_COOLDOWN_MS - 60_000) })).toBeUndefined()
    expect(pick([banner('any')], { ...fresh, last: at(BANNER_COOLDOWN_MS + 60_000) })).toBe('any')
    // A last stamp that is not a date does not hide banners for ever.
    expect(pick([banner('any')], { ...fresh, last: 'garbage' })).toBe('any')
  })

  it('a server banner always shows: disabled, cooling down or for another site', () => {
    const server = banner('server', { site: ['server'] })
    const settings = { enabled: false, read: [], last: new Date(NOW - 1000).toISOString() }
    expect(pick([banner('any'), server], settings)).toBe('server')
    // ... until it is closed (its slug is read); then the ordinary rules apply again.
    expect(pick([banner('any'), server], { ...fresh, read: ['server'] })).toBe('any')
    expect(pick([banner('off', { active: false, site: ['server'] })])).toBeUndefined()
  })

  it('dev banners show only in development', () => {
    expect(fitsSite(['dev'], ['vbin'], false)).toBe(false)
    expect(fitsSite(['dev'], ['vbin'], true)).toBe(true)
  })

  it('height: its own, else 88 with a subtext and 48 without', () => {
    expect(bannerHeight({ height: 120, subtext: 'x' })).toBe(120)
    expect(bannerHeight({ height: null, subtext: 'x' })).toBe(88)
    expect(bannerHeight({ height: null, subtext: '' })).toBe(48)
  })
})

describe('where a link leads (spec section 2)', () => {
  it('?one=x opens that dialog in the app; http(s) a new tab; a path a route', () => {
    expect(linkTarget('?one=subscribe')).toEqual({ kind: 'dialog', one: 'subscribe' })
    expect(linkTarget('https://example.com/?one=notifications&x=1')).toEqual({
      kind: 'dialog',
      one: 'notifications',
    })
    expect(linkTarget('https://example.com/x')).toEqual({ kind: 'external', href: 'https://example.com/x' })
    expect(linkTarget('/user/dashboard')).toEqual({ kind: 'route', to: '/user/dashboard' })
    expect(linkTarget('')).toEqual({ kind: 'none' })
  })
})
