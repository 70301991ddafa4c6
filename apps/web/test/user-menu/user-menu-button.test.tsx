import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { UserMenuButton } from '../../src/features/user-menu/UserMenuButton.tsx'
import { useAuth } from '../../src/stores/auth-store.ts'
import { useSettings } from '../../src/stores/settings-store.ts'
import { makeUser, renderWithApp, resetStores, signIn } from './menu-harness.tsx'

beforeEach(resetStores)
afterEach(resetStores)

describe('app-bar button (FACTS 9.1)', () => {
  it('reads Login for a guest and opens the user menu, not the login dialog', async () => {
    renderWithApp(<UserMenuButton />)
    const login = screen.getByRole('button', { name: 'Login' })
    expect(login.getAttribute('aria-expanded')).toBe('false')
    await userEvent.click(login)
    const menu = await screen.findByRole('dialog', { name: 'User menu' })
    expect(within(menu).getByText('Guest')).toBeTruthy()
    expect(login.getAttribute('aria-expanded')).toBe('true')
    await userEvent.keyboard('{Escape}')
    expect(login.getAttribute('aria-expanded')).toBe('false')
  })

  it('shows the chosen avatar, else the provider picture, once signed in', () => {
    signIn(makeUser())
    renderWithApp(<UserMenuButton />)
    const image = screen.getByAltText('User avatar')
    expect(image.closest('button')).toBeTruthy()
    expect(image.getAttribute('src')).toBe('https://pictures.example/ada.png')
    act(() =>
      useSettings.getState().update((d) => {
        d.one.avatar = '/avatars/gold.svg'
      }),
    )
    expect(screen.getByAltText('User avatar').getAttribute('src')).toBe('/avatars/gold.svg')
  })

  it('shows a spinner while signing in or out', () => {
    useAuth.setState({ loading: true })
    renderWithApp(<UserMenuButton />)
    expect(within(screen.getByRole('button', { name: 'Login' })).getByRole('progressbar')).toBeTruthy()
  })

  it('keeps the menu open when the user appears', async () => {
    renderWithApp(<UserMenuButton />)
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))
    const menu = await screen.findByRole('dialog', { name: 'User menu' })
    act(() => signIn(makeUser()))
    expect(within(menu).getByText('Ada Lovelace')).toBeTruthy()
    expect(screen.getByRole('dialog', { name: 'User menu' })).toBe(menu)
  })
})
