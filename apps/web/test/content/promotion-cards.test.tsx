// FACTS 7.4 and spec section 6: the highlight card and the "ads via" card. Guests and users with ads
// on see every active promotion; a signed-in user with ads off sees no highlight, and in the ad card
// only our own promotions (house ads) if they kept those, else nothing.
import type { Promotion } from '@one/contract/content'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AdCard } from '../../src/features/promotions/AdCard.tsx'
import { HighlightPromotion } from '../../src/features/promotions/HighlightPromotion.tsx'
import { useContent } from '../../src/stores/content-store.ts'
import { makeUser, renderWithApp, resetStores, setSettings, signIn } from '../user-menu/menu-harness.tsx'

const promotion = (slug: string, change: Partial<Promotion['metadata']> = {}): Promotion => ({
  slug,
  title: slug,
  created_at: '2026-11-01T00:00:00Z',
  metadata: {
    active: true,
    discoverable: false,
    url: `https://${slug}.example`,
    short_text: `Short ${slug}`,
    text: `All about ${slug}`,
    color: '#1867c0',
    advertisement: false,
    images: {
      default: { url: `https://${slug}.example/default.png` },
      logodark: { url: `https://${slug}.example/logo-dark.png` },
      logolight: { url: `https://${slug}.example/logo-light.png` },
      bgdark: null,
      bglight: null,
    },
    ...change,
  },
})

const sponsored = promotion('sponsored', { advertisement: true })
const ours = promotion('ours', { discoverable: true })

const cards = () =>
  renderWithApp(
    <>
      <HighlightPromotion slug={sponsored.slug} />
      <AdCard />
    </>,
  )

beforeEach(() => {
  resetStores()
  useContent.setState({ lists: { promotions: [sponsored, ours] }, loading: {} })
})
afterEach(() => {
  vi.unstubAllGlobals()
  useContent.setState({ lists: {}, loading: {} })
})

describe('promotion cards (FACTS 7.4, spec section 6)', () => {
  it('shows skeletons while the promotions are on their way, then the cards', async () => {
    useContent.setState({ lists: {} })
    let answer: ((response: Response) => void) | undefined
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)))
    cards()
    expect(screen.getByLabelText('Loading a promotion')).toBeTruthy()
    expect(screen.getByLabelText('Loading an ad')).toBeTruthy()
    // The request goes out in a task of its own (stores/content-store.ts).
    await waitFor(() => expect(answer).toBeDefined())
    await act(async () =>
      answer!(
        new Response(JSON.stringify({ promotions: [ours] }), {
          headers: { 'content-type': 'application/json' },
        }),
      ),
    )
    expect(await screen.findByRole('link', { name: 'All about ours ads via vuetify' })).toBeTruthy()
    // The highlight asked for a promotion that is not there: nothing, not a skeleton forever.
    expect(screen.queryByLabelText('Loading a promotion')).toBeNull()
    expect(screen.queryByRole('link', { name: /Promotion:/ })).toBeNull()
  })

  it('a guest sees the highlight card linking to the promotion in a new tab, with the logo for the theme', () => {
    cards()
    const card = screen.getByRole('link', { name: 'Promotion: Short sponsored' })
    expect(card.getAttribute('href')).toBe('https://sponsored.example')
    expect(card.getAttribute('target')).toBe('_blank')
    expect(card.getAttribute('rel')).toBe('noopener noreferrer sponsored')
    expect(card.querySelector('img')?.getAttribute('src')).toBe('https://sponsored.example/logo-dark.png')
  })

  it('the ad card shows the image beside the text and says "ads via vuetify"', () => {
    useContent.setState({ lists: { promotions: [ours] } })
    cards()
    // Named by what it shows (axe's label-content-name-mismatch), the "ads via" line included.
    const ad = screen.getByRole('link', { name: 'All about ours ads via vuetify' })
    expect(ad.getAttribute('href')).toBe('https://ours.example')
    expect(ad.textContent).toContain('All about ours')
    expect(ad.textContent).toContain('ads via vuetify')
    expect(ad.querySelector('img')?.getAttribute('src')).toBe('https://ours.example/default.png')
  })

  it('a signed-in user with ads off and house ads on sees no highlight, and only our own in the ad card', () => {
    signIn(makeUser())
    setSettings((d) => {
      d.one.ads = { enabled: false, house: true }
    })
    for (let i = 0; i < 5; i++) {
      const { unmount } = cards()
      expect(screen.queryByRole('link', { name: /Promotion:/ })).toBeNull()
      expect(screen.getByRole('link', { name: /ads via vuetify$/ }).getAttribute('href')).toBe(
        'https://ours.example',
      )
      unmount()
    }
  })

  it('a signed-in user with ads off and house ads off sees neither card', () => {
    signIn(makeUser())
    setSettings((d) => {
      d.one.ads = { enabled: false, house: false }
    })
    cards()
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.queryByLabelText(/Loading/)).toBeNull()
  })
})
