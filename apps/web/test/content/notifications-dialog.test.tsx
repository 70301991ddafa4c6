// Spec section 2 (Notifications dialog: Unread, Read, Banners) and section 4 (read by slug).
import type { Banner, Notification } from '@one/contract/content'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { NotificationsDialog } from '../../src/features/notifications/NotificationsDialog.tsx'
import { useContent } from '../../src/stores/content-store.ts'
import { useSettings } from '../../src/stores/settings-store.ts'
import { renderWithApp, resetStores } from '../user-menu/menu-harness.tsx'

const note = (slug: string, title: string): Notification => ({
  slug,
  title,
  created_at: '2026-11-02T10:00:00Z',
  metadata: { emoji: '🎉', text: `About ${title}`, action: '', action_text: '', attributes: {} },
})

const banner: Banner = {
  slug: 'b1',
  title: 'Banner one',
  created_at: '2026-11-01T00:00:00Z',
  metadata: {
    site: ['*'],
    active: true,
    color: '',
    text: 'A banner text',
    subtext: '',
    link: '',
    link_text: '',
    link_color: '',
    closable: true,
    height: null,
    bg_blur: null,
    images: { bg: null, logo: null },
    attributes: {},
  },
}

beforeEach(() => {
  resetStores()
  useContent.setState({
    lists: { notifications: [note('n1', 'First'), note('n2', 'Second')], banners: [banner] },
  })
})
afterEach(() => useContent.setState({ lists: {}, loading: {} }))

const open = () => renderWithApp(<NotificationsDialog open onClose={() => {}} />)

describe('the Notifications dialog (spec section 2)', () => {
  it('lists unread notifications; marking all read moves them to Read and leaves All caught up', async () => {
    open()
    const dialog = screen.getByRole('dialog', { name: 'Notifications' })
    expect(within(dialog).getByRole('tab', { name: 'Unread (2)' })).toBeTruthy()
    expect(within(dialog).getByRole('heading', { name: 'First' })).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark All as Read' }))
    expect(within(dialog).getByText('All caught up')).toBeTruthy()
    expect(useSettings.getState().settings.one.notifications.read).toEqual(['n1', 'n2'])
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Read (2)' }))
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Mark as unread' })[0]!)
    expect(useSettings.getState().settings.one.notifications.read).toEqual(['n2'])
  })

  it('the Banners tab lists every banner with a read toggle by slug, and is hidden when banners are off', async () => {
    const { unmount } = open()
    const dialog = screen.getByRole('dialog', { name: 'Notifications' })
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Banners' }))
    expect(within(dialog).getByText('A banner text')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as read' }))
    expect(useSettings.getState().settings.one.banners.read).toEqual(['b1'])
    unmount()
    useSettings.getState().update((d) => {
      d.one.banners.enabled = false
    })
    open()
    expect(screen.queryByRole('tab', { name: 'Banners' })).toBeNull()
  })

  it("spreads an action's harmless attributes onto its link, drops hostile ones, and marks it read when followed (FACTS 7.2)", async () => {
    const hostile = {
      'data-track': 'release',
      'aria-describedby': 'why',
      onclick: 'alert(1)',
      onmouseover: 'alert(1)',
      href: 'javascript:alert(1)',
      style: 'position:fixed;inset:0',
      target: '_self',
    }
    useContent.setState({
      lists: {
        notifications: [
          {
            ...note('n3', 'Linked'),
            metadata: { ...note('n3', 'Linked').metadata, action: '?one=settings', action_text: 'Open' },
          },
          {
            ...note('n4', 'Outside'),
            metadata: {
              ...note('n4', 'Outside').metadata,
              action: 'https://vuetifyjs.com',
              action_text: 'Read more',
              attributes: hostile,
            },
          },
        ],
        banners: [],
      },
    })
    open()
    const dialog = screen.getByRole('dialog', { name: 'Notifications' })
    const outside = within(dialog).getByRole('link', { name: 'Read more' })
    expect(outside.getAttribute('href')).toBe('https://vuetifyjs.com')
    expect(outside.getAttribute('data-track')).toBe('release')
    expect(outside.getAttribute('aria-describedby')).toBe('why')
    expect(outside.getAttribute('target')).toBe('_self')
    expect(outside.getAttribute('rel')).toBe('noopener noreferrer')
    for (const name of ['onclick', 'onmouseover', 'style']) expect(outside.hasAttribute(name)).toBe(false)

    await userEvent.click(within(dialog).getByRole('link', { name: 'Open' }))
    expect(useSettings.getState().settings.one.notifications.read).toEqual(['n3'])
    expect(screen.getByTestId('location').textContent).toBe('/?one=settings')
  })

  it('says notifications are off when they are disabled in settings', () => {
    useSettings.getState().update((d) => {
      d.one.notifications.enabled = false
    })
    open()
    expect(screen.getByText(/Notifications are turned off/)).toBeTruthy()
  })
})
