// FACTS 7.2: a red badge at the top-start of the app bar's button: the unread count when notifications
// are enabled, a number signed out and a dot signed in, hidden at 0.
import type { Notification } from '@one/contract/content'
import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { UserMenuButton } from '../../src/features/user-menu/UserMenuButton.tsx'
import { useContent } from '../../src/stores/content-store.ts'
import { useSettings } from '../../src/stores/settings-store.ts'
import { makeUser, renderWithApp, resetStores, setSettings, signIn } from './menu-harness.tsx'

const note = (slug: string): Notification => ({
  slug,
  title: slug,
  created_at: '2026-11-01T00:00:00Z',
  metadata: { emoji: '🎉', text: '', action: '', action_text: '', attributes: {} },
})

beforeEach(() => {
  resetStores()
  useContent.setState({ lists: { notifications: [note('a'), note('b'), note('c')] } })
})
afterEach(() => {
  resetStores()
  useContent.setState({ lists: {}, loading: {} })
})

const badge = () => screen.findByRole('status', { name: /unread notification/ })

describe("the app bar button's unread badge (FACTS 7.2)", () => {
  it('shows a guest the number of unread notifications on the Login button', async () => {
    setSettings((d) => {
      d.one.notifications.read = ['a']
    })
    renderWithApp(<UserMenuButton />)
    const shown = await badge()
    expect(shown.getAttribute('aria-label')).toBe('2 unread notifications')
    expect(shown.textContent).toBe('2')
    expect(shown.parentElement?.contains(screen.getByRole('button', { name: 'Login' }))).toBe(true)
  })

  it('shows a signed-in user a dot, nudged 5 px, with no number', async () => {
    signIn(makeUser())
    renderWithApp(<UserMenuButton />)
    const shown = await badge()
    expect(shown.getAttribute('data-unread-badge')).toBe('dot')
    expect(shown.textContent).toBe('')
    expect(getComputedStyle(shown).top).toBe('5px')
  })

  it('goes once everything is read, and is never shown while notifications are disabled', async () => {
    renderWithApp(<UserMenuButton />)
    await badge()
    act(() =>
      useSettings.getState().update((d) => {
        d.one.notifications.read = ['a', 'b', 'c']
      }),
    )
    expect(screen.queryByRole('status', { name: /unread notification/ })).toBeNull()
    act(() =>
      useSettings.getState().update((d) => {
        d.one.notifications.read = []
        d.one.notifications.enabled = false
      }),
    )
    expect(screen.queryByRole('status', { name: /unread notification/ })).toBeNull()
    act(() =>
      useSettings.getState().update((d) => {
        d.one.notifications.enabled = true
      }),
    )
    expect((await badge()).textContent).toBe('3')
  })
})
