// SPEC §4 and docs/decisions/0014: the site's banner sits in the page where it is rendered (above the app
// bar, FACTS 7.3); closing it marks it read and starts the 4320-minute cooldown; its link is a real link
// with harmless attributes.
import type { Banner } from '@one/contract/content'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SiteBanner } from '../../src/features/banners/SiteBanner.tsx'
import { useContent } from '../../src/stores/content-store.ts'
import { useSettings } from '../../src/stores/settings-store.ts'
import { renderWithApp, resetStores } from '../user-menu/menu-harness.tsx'

const banner = (change: Partial<Banner['metadata']> = {}): Banner => ({
  slug: 'spring',
  title: 'Spring',
  created_at: '2026-11-01T00:00:00Z',
  metadata: {
    site: ['*'],
    active: true,
    color: '#1867c0',
    text: 'Spring sale',
    subtext: 'Everything half price',
    link: '?one=subscribe',
    link_text: 'See plans',
    link_color: '',
    closable: true,
    height: null,
    bg_blur: null,
    images: { bg: null, logo: null },
    attributes: { 'data-track': 'spring', onclick: 'alert(1)', style: 'display:none' },
    ...change,
  },
})

beforeEach(() => {
  resetStores()
  useContent.setState({ lists: { banners: [banner()] }, loading: {} })
})
afterEach(() => useContent.setState({ lists: {}, loading: {} }))

describe('the site banner (spec section 4)', () => {
  // The bar is its own chunk, fetched once there is a banner to draw (docs/decisions/0021): found, not got.
  it('sits where it is rendered, at its height', async () => {
    const { container } = renderWithApp(
      <main>
        <SiteBanner />
      </main>,
    )
    const bar = await screen.findByRole('complementary', { name: 'Announcement' })
    expect(container.querySelector('main')?.contains(bar)).toBe(true)
    expect(getComputedStyle(bar).height).toBe('88px')
  })

  it('its button is a link with the harmless attributes only; following it starts the cooldown and opens the dialog', async () => {
    renderWithApp(<SiteBanner />)
    const link = within(await screen.findByRole('complementary', { name: 'Announcement' })).getByRole(
      'link',
      {
        name: 'See plans',
      },
    )
    expect(link.getAttribute('href')).toBe('?one=subscribe')
    expect(link.getAttribute('data-track')).toBe('spring')
    expect(link.hasAttribute('onclick')).toBe(false)
    expect(link.getAttribute('style')).toBeNull()
    await userEvent.click(link)
    expect(screen.getByTestId('location').textContent).toBe('/?one=subscribe')
    const { last, read } = useSettings.getState().settings.one.banners
    expect(Date.parse(last)).toBeGreaterThan(0)
    expect(read).toEqual([])
  })

  it('closing it marks it read, stamps the cooldown and takes it away', async () => {
    renderWithApp(<SiteBanner />)
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss banner' }))
    const { last, read } = useSettings.getState().settings.one.banners
    expect(read).toEqual(['spring'])
    expect(Date.parse(last)).toBeGreaterThan(0)
    expect(screen.queryByRole('complementary', { name: 'Announcement' })).toBeNull()
  })

  it('shows nothing when banners are turned off', () => {
    act(() =>
      useSettings.getState().update((d) => {
        d.one.banners.enabled = false
      }),
    )
    renderWithApp(<SiteBanner />)
    expect(screen.queryByRole('complementary', { name: 'Announcement' })).toBeNull()
  })
})
