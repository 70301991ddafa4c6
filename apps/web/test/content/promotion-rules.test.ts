// Spec section 6 (ads) and FACTS 7.4-7.5: who sees which promotions and spots.
import type { Promotion, Spot } from '@one/contract/content'
import { describe, expect, it } from 'vitest'
import {
  adsMode,
  cardPool,
  pickPromotion,
  promotionForCard,
  promotionPool,
  spotToShow,
} from '../../src/lib/content/promotion-rules.ts'

const promotion = (slug: string, change: Partial<Promotion['metadata']> = {}): Promotion => ({
  slug,
  title: slug,
  created_at: '2026-11-01T00:00:00Z',
  metadata: {
    active: true,
    discoverable: false,
    url: 'https://example.com',
    short_text: slug,
    text: slug,
    color: '',
    advertisement: false,
    images: { default: null, logodark: null, logolight: null, bgdark: null, bglight: null },
    ...change,
  },
})

const spot = (slug: string, change: Partial<Spot['metadata']> = {}): Spot => ({
  slug,
  title: slug,
  created_at: '2026-11-01T00:00:00Z',
  metadata: { site: ['*'], active: true, href: 'https://example.com', image: null, ...change },
})

describe('ads (spec section 6)', () => {
  it('guests always see ads; signed-in users with ads on see all of them', () => {
    expect(adsMode(false, { enabled: false, house: false })).toBe('all')
    expect(adsMode(true, { enabled: true, house: false })).toBe('all')
  })

  it('a signed-in user with ads disabled sees none, or only our own with house ads', () => {
    expect(adsMode(true, { enabled: false, house: false })).toBe('none')
    expect(adsMode(true, { enabled: false, house: true })).toBe('house')
  })

  it('house ads are our own promotions: discoverable and not sponsored; inactive ones never show', () => {
    const all = [
      promotion('ours', { discoverable: true }),
      promotion('sponsored', { discoverable: true, advertisement: true }),
      promotion('hidden'),
      promotion('off', { active: false, discoverable: true }),
    ]
    expect(promotionPool(all, 'all').map((p) => p.slug)).toEqual(['ours', 'sponsored', 'hidden'])
    expect(promotionPool(all, 'house').map((p) => p.slug)).toEqual(['ours'])
    expect(promotionPool(all, 'none')).toEqual([])
  })

  it('the pick is uniform over the pool', () => {
    const pool = [promotion('a'), promotion('b')]
    expect(pickPromotion(pool, 0)?.slug).toBe('a')
    expect(pickPromotion(pool, 0.99)?.slug).toBe('b')
    expect(pickPromotion([], 0.5)).toBeUndefined()
  })

  it('the spot is the first active one that fits the site, and none when ads are off', () => {
    const spots = [
      spot('off', { active: false }),
      spot('docs', { site: ['docs'] }),
      spot('ours', { site: ['vbin'] }),
    ]
    expect(spotToShow(spots, ['vbin'], 'all')?.slug).toBe('ours')
    expect(spotToShow(spots, ['vbin'], 'house')).toBeUndefined()
    expect(spotToShow(spots, ['vbin'], 'none')).toBeUndefined()
  })
})

describe('the highlight and "ads via" cards (FACTS 7.4)', () => {
  const list = [
    promotion('sponsored', { advertisement: true }),
    promotion('ours', { discoverable: true }),
    promotion('off', { active: false, discoverable: true }),
  ]

  it('the highlight card picks among every active promotion, and is hidden from a signed-in user with ads off', () => {
    expect(cardPool(list, 'all', 'highlight').map((p) => p.slug)).toEqual(['sponsored', 'ours'])
    expect(cardPool(list, 'house', 'highlight')).toEqual([])
    expect(cardPool(list, 'none', 'highlight')).toEqual([])
    expect(promotionForCard(list, 'all', 'highlight', 0.99)?.slug).toBe('ours')
  })

  it('the ad card shows house ads only to a signed-in user with ads off who kept them, else nothing', () => {
    expect(cardPool(list, 'all', 'ad').map((p) => p.slug)).toEqual(['sponsored', 'ours'])
    expect(cardPool(list, 'house', 'ad').map((p) => p.slug)).toEqual(['ours'])
    expect(promotionForCard(list, 'house', 'ad', 0)?.slug).toBe('ours')
    expect(promotionForCard(list, 'none', 'ad', 0)).toBeUndefined()
  })

  it('a card given a slug shows that promotion even if inactive, but never past the ads rule', () => {
    expect(promotionForCard(list, 'all', 'highlight', 0, 'off')?.slug).toBe('off')
    expect(promotionForCard(list, 'house', 'ad', 0, 'off')?.slug).toBe('off')
    expect(promotionForCard(list, 'house', 'highlight', 0, 'off')).toBeUndefined()
    expect(promotionForCard(list, 'none', 'ad', 0, 'ours')).toBeUndefined()
    expect(promotionForCard(list, 'house', 'ad', 0, 'sponsored')).toBeUndefined()
    expect(promotionForCard(list, 'all', 'ad', 0, 'missing')).toBeUndefined()
  })
})
