import { ThemeProvider } from '@mui/material/styles'
import type { User } from '@one/contract/auth'
import { defaultSettings } from '@one/contract/settings/defaults'
import type { UserSettings } from '@one/contract/settings/schema'
import { render, screen, within } from '@testing-library/react'
import { type ReactNode, useState } from 'react'
import { MemoryRouter, useLocation } from 'react-router'
import { UserMenu } from '../../src/features/user-menu/UserMenu.tsx'
import { createAppTheme } from '../../src/lib/theme/create-app-theme.ts'
import { useAuth } from '../../src/stores/auth-store.ts'
import { useSettings } from '../../src/stores/settings-store.ts'

export const theme = createAppTheme({ theme: 'dark', direction: 'ltr' })

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    name: 'Ada Lovelace',
    picture: 'https://pictures.example/ada.png',
    isAdmin: false,
    settings: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    identities: [{ id: 'i1', provider: 'github', userId: '1', userHandle: 'ada', emails: [], primary: true }],
    sponsorships: [],
    team: null,
    ...overrides,
  }
}

export function signIn(user: User, access: string[] = []) {
  useAuth.setState({ user, access, loading: false, ready: true })
}

export function setSettings(change: (draft: UserSettings) => void) {
  const settings = defaultSettings()
  change(settings)
  useSettings.setState({ settings })
}

export function resetStores() {
  useAuth.setState({ user: null, access: [], loading: false, ready: true })
  useSettings.setState({ settings: defaultSettings() })
}

/** Where the router is, for tests to read: pathname plus query. */
function LocationProbe() {
  const { pathname, search } = useLocation()
  return <output data-testid="location">{pathname + search}</output>
}

function OpenMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [open, setOpen] = useState(true)
  return (
    <>
      <span ref={setAnchor}>anchor</span>
      <output data-testid="menu-state">{open ? 'open' : 'closed'}</output>
      <UserMenu anchor={open ? anchor : null} onClose={() => setOpen(false)} />
    </>
  )
}

export function renderWithApp(ui: ReactNode, url = '/') {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[url]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </ThemeProvider>,
  )
}

/** The user menu, open, under a router at `url`. */
export function renderMenu(url = '/') {
  return renderWithApp(<OpenMenu />, url)
}

/** The open user menu, and one of its entries by name. */
export const menu = () => screen.getByRole('dialog', { name: 'User menu' })
export const entry = (name: string) => within(menu()).queryByRole('button', { name })
export const location = () => screen.getByTestId('location').textContent
