import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useSettings } from '../../src/stores/settings-store.ts'
import {
  entry,
  location,
  makeUser,
  menu,
  renderMenu,
  resetStores,
  setSettings,
  signIn,
  theme,
} from './menu-harness.tsx'

beforeEach(resetStores)
afterEach(() => {
  resetStores()
  vi.unstubAllGlobals()
})

describe('user menu for a guest (spec section 2, FACTS 9.3-9.5)', () => {
  it('shows Guest, paused sync and the three sign-in buttons', () => {
    renderMenu()
    expect(within(menu()).getByText('Guest')).toBeTruthy()
    expect(within(menu()).getByText('Sync is paused')).toBeTruthy()
    for (const provider of ['GitHub', 'Discord', 'Shopify']) {
      expect(entry(`Login with ${provider}`)).toBeTruthy()
    }
    expect(within(menu()).queryByRole('checkbox', { name: 'Sync settings' })).toBeNull()
  })

  it('lists Notifications, Sponsorships and Settings but not the signed-in entries', () => {
    renderMenu()
    const labels = within(menu())
      .getAllByRole('button')
      .map((b) => b.textContent)
    expect(labels.filter((l) => ['Notifications', 'Sponsorships', 'Settings'].includes(l ?? ''))).toEqual([
      'Notifications',
      'Sponsorships',
      'Settings',
    ])
    for (const name of [
      'Dashboard',
      'My bins',
      'Subscriptions',
      'Logout',
      'API Key',
      'My Team',
      'Downloads',
    ]) {
      expect(entry(name)).toBeNull()
    }
  })

  it('hides Notifications when notifications are disabled', () => {
    setSettings((s) => {
      s.one.notifications.enabled = false
    })
    renderMenu()
    expect(entry('Notifications')).toBeNull()
  })

  it('shows no badges and a surface-light strip, whatever the header colour', () => {
    setSettings((s) => {
      s.one.colors.primary = '#c62828'
    })
    renderMenu()
    expect(screen.queryByLabelText('Vuetify One Subscriber')).toBeNull()
    const strip = screen.getByTestId('menu-header-strip')
    expect(getComputedStyle(strip).backgroundColor).toBe(hexToRgb(theme.palette.surfaceLight))
  })
})

describe('user menu for a signed-in user', () => {
  it('shows the name, the signed-in entries in order and sync on', () => {
    signIn(makeUser())
    renderMenu()
    expect(within(menu()).getByText('Ada Lovelace')).toBeTruthy()
    expect(within(menu()).getByText('Sync is on')).toBeTruthy()
    const list = within(menu())
      .getAllByRole('button')
      .map((b) => b.textContent)
    const order = [
      'Dashboard',
      'My bins',
      'Notifications',
      'Sponsorships',
      'Subscriptions',
      'Settings',
      'Logout',
    ]
    expect(list.filter((l) => order.includes(l ?? ''))).toEqual(order)
    expect(entry('API Key')).toBeNull()
    // The provider panel is folded while sync is on.
    expect(entry('Connected to GitHub')).toBeNull()
  })

  it('colours the header strip with one.colors.primary (FACTS 9.3)', () => {
    setSettings((s) => {
      s.one.colors.primary = '#c62828'
    })
    signIn(makeUser())
    renderMenu()
    expect(getComputedStyle(screen.getByTestId('menu-header-strip')).backgroundColor).toBe('rgb(198, 40, 40)')
  })

  it('the sync row opens the provider panel, its switch turns sync off (FACTS 9.4)', async () => {
    signIn(makeUser())
    renderMenu()
    await userEvent.click(within(menu()).getByText('Sync is on'))
    expect(entry('Connected to GitHub')).toBeTruthy()
    expect(entry('Connect Discord')).toBeTruthy()
    await userEvent.click(within(menu()).getByRole('switch', { name: 'Sync settings' }))
    expect(useSettings.getState().settings.one.sync).toBe(false)
    expect(within(menu()).getByText('Sync is paused')).toBeTruthy()
  })

  it('shows the sync switch while sync is off', () => {
    setSettings((s) => {
      s.one.sync = false
    })
    signIn(makeUser())
    renderMenu()
    expect(within(menu()).getByRole('switch', { name: 'Sync settings' })).toBeTruthy()
  })

  it('Settings puts one=settings in the query, keeps the rest, and closes the menu', async () => {
    renderMenu('/bins/abc?x=1')
    await userEvent.click(entry('Settings')!)
    expect(location()).toBe('/bins/abc?x=1&one=settings')
    expect(screen.getByTestId('menu-state').textContent).toBe('closed')
  })

  it('Subscriptions opens subscribe, or status for a billing customer', async () => {
    signIn(makeUser())
    const { unmount } = renderMenu()
    await userEvent.click(entry('Subscriptions')!)
    expect(location()).toBe('/?one=subscribe')
    unmount()

    const subscription = {
      id: 's1',
      platform: 'stripe' as const,
      interval: 'month' as const,
      target: 'one',
      tierName: 'sub_123',
      amount: 299,
      isActive: false,
      createdAt: '2025-01-01T00:00:00.000Z',
    }
    signIn(makeUser({ sponsorships: [subscription] }))
    renderMenu()
    await userEvent.click(entry('Subscriptions')!)
    expect(location()).toBe('/?one=status')
  })

  it('Dashboard goes to /user/dashboard and closes the menu', async () => {
    signIn(makeUser())
    renderMenu('/?x=1')
    await userEvent.click(entry('Dashboard')!)
    expect(location()).toBe('/user/dashboard')
    expect(screen.getByTestId('menu-state').textContent).toBe('closed')
  })

  it('Logout signs out and goes to the root path keeping the query (spec section 2)', async () => {
    const fetch = vi.fn(async (url: RequestInfo | URL) =>
      String(url).endsWith('/auth/logout')
        ? new Response(null, { status: 204 })
        : new Response('{"user":null,"access":[]}', { status: 401 }),
    )
    vi.stubGlobal('fetch', fetch)
    signIn(makeUser())
    renderMenu('/user/dashboard?x=1')
    await userEvent.click(entry('Logout')!)
    await waitFor(() => expect(location()).toBe('/?x=1'))
    expect(within(menu()).getByText('Guest')).toBeTruthy()
    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/auth\/logout$/)
  })
})

describe('entries that need more than a sign-in (spec section 6)', () => {
  it('an admin sees API Key and the administrator badge', async () => {
    signIn(makeUser({ isAdmin: true }))
    renderMenu()
    expect(entry('API Key')).toBeTruthy()
    expect(screen.getByLabelText('Vuetify Administrator')).toBeTruthy()
    await userEvent.click(entry('API Key')!)
    expect(location()).toBe('/?one=api-key')
  })

  it('Downloads appears only with a Shopify identity', async () => {
    signIn(makeUser())
    const { unmount } = renderMenu()
    expect(entry('Downloads')).toBeNull()
    unmount()

    const shopify = {
      id: 'i2',
      provider: 'shopify' as const,
      userId: '2',
      userHandle: 'ada',
      emails: [],
      primary: false,
    }
    signIn(makeUser({ identities: [shopify] }))
    renderMenu()
    await userEvent.click(entry('Downloads')!)
    expect(location()).toBe('/?one=downloads')
  })

  it('My Team appears only with a team and team access, and sets team=1', async () => {
    const team = { id: 't1', name: 'Team', owner: { id: 'u1', name: 'Ada' }, members: [] }
    signIn(makeUser({ team }), ['one'])
    const { unmount } = renderMenu()
    expect(entry('My Team')).toBeNull()
    unmount()

    signIn(makeUser(), ['one/team'])
    const second = renderMenu()
    expect(entry('My Team')).toBeNull()
    second.unmount()

    signIn(makeUser({ team }), ['snips/team'])
    renderMenu('/?one=settings')
    await userEvent.click(entry('My Team')!)
    expect(location()).toBe('/?one=settings&team=1')
  })

  it('shows sponsor badges for active GitHub and Discord sponsorships', () => {
    const sponsorship = (platform: 'github' | 'discord', isActive: boolean) => ({
      id: platform,
      platform,
      interval: 'month' as const,
      target: 'vuetify',
      tierName: 'tier',
      amount: 500,
      isActive,
      createdAt: '2025-01-01T00:00:00.000Z',
    })
    signIn(makeUser({ sponsorships: [sponsorship('github', true), sponsorship('discord', false)] }))
    renderMenu()
    // A role query sees only what assistive technology sees: the badge is named, not hidden.
    expect(screen.getByRole('img', { name: 'GitHub Sponsor' })).toBeTruthy()
    expect(screen.queryByLabelText('Discord Subscriber')).toBeNull()
  })
})

describe('subscriber header (FACTS 9.3)', () => {
  it('shows the crown badge; the avatar opens the picker and a choice becomes one.avatar', async () => {
    signIn(makeUser(), ['one'])
    renderMenu()
    expect(screen.getByLabelText('Vuetify One Subscriber')).toBeTruthy()
    await userEvent.click(within(menu()).getByRole('button', { name: 'Choose avatar' }))
    const picker = within(menu()).getByRole('group', { name: 'Avatars' })
    const choices = within(picker).getAllByRole('button')
    expect(choices).toHaveLength(16)
    await userEvent.click(within(picker).getByRole('button', { name: 'Cosmic Blue' }))
    expect(useSettings.getState().settings.one.avatar).toBe('/avatars/cosmic-blue.svg')
    expect(within(picker).getByRole('button', { name: 'Cosmic Blue' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    expect(within(menu()).getByAltText('User avatar').getAttribute('src')).toBe('/avatars/cosmic-blue.svg')
  })

  it('the pencil toggles the header colour picker and becomes a check', async () => {
    signIn(makeUser(), ['one'])
    renderMenu()
    const pencil = within(menu()).getByRole('button', { name: 'Edit One Header Color' })
    expect(within(menu()).queryByRole('radiogroup', { name: 'Header color' })).toBeNull()
    await userEvent.click(pencil)
    expect(pencil.getAttribute('aria-pressed')).toBe('true')
    expect(within(pencil).getByTestId('CheckIcon')).toBeTruthy()
    await userEvent.click(within(menu()).getByRole('radio', { name: '#2e7d32' }))
    expect(useSettings.getState().settings.one.colors.primary).toBe('#2e7d32')
  })

  it("a non-subscriber's avatar opens the picker locked, reading 'Unlock with Vuetify One'", async () => {
    signIn(makeUser())
    renderMenu()
    expect(within(menu()).queryByText('Unlock with Vuetify One')).toBeNull()
    await userEvent.click(within(menu()).getByRole('button', { name: 'Choose avatar' }))
    expect(await within(menu()).findByText('Unlock with Vuetify One')).toBeTruthy()
    const avatars = within(within(menu()).getByRole('group', { name: 'Avatars' })).getAllByRole('button')
    expect(avatars.length).toBeGreaterThan(0)
    for (const avatar of avatars) expect((avatar as HTMLButtonElement).disabled).toBe(true)
    expect(within(menu()).queryByRole('button', { name: 'Edit One Header Color' })).toBeNull()
    expect(screen.queryByLabelText('Vuetify One Subscriber')).toBeNull()
  })

  it("a guest's avatar is the product logo, not a button", () => {
    renderMenu()
    expect(within(menu()).getByAltText('User avatar').closest('button')).toBeNull()
    expect(within(menu()).queryByRole('button', { name: 'Choose avatar' })).toBeNull()
  })
})

describe('quick actions (FACTS 9.6)', () => {
  it('are hidden unless quick actions are enabled', () => {
    renderMenu()
    expect(within(menu()).queryByRole('link', { name: 'Vuetify Play' })).toBeNull()
  })

  it('open the five sibling tools in new tabs', () => {
    setSettings((s) => {
      s.one.quicklinks = true
    })
    renderMenu()
    const links = within(menu()).getAllByRole('link')
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual([
      'Vuetify Play',
      'Vuetify Bin',
      'Vuetify Studio',
      'Vuetify Snips',
      'Vuetify Issues',
    ])
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toBe('noopener')
    }
    expect(links[0]!.getAttribute('href')).toBe('https://play.vuetifyjs.com')
  })
})

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}
