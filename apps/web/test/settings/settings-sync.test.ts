import type { User } from '@one/contract/auth'
import { defaultSettings } from '@one/contract/settings/defaults'
import type { UserSettings } from '@one/contract/settings/schema'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startSettingsSync, UNSYNCED_KEY } from '../../src/features/settings/settings-sync.ts'
import { useAuth } from '../../src/stores/auth-store.ts'
import { useSettings } from '../../src/stores/settings-store.ts'
import { useSnackbars } from '../../src/stores/snackbar-store.ts'

const user = (settings: unknown): User => ({
  id: 'u1',
  name: 'Ada',
  picture: '',
  isAdmin: false,
  settings: settings as User['settings'],
  createdAt: '2026-01-01T00:00:00.000Z',
  identities: [],
  sponsorships: [],
  team: null,
})

const withTheme = (theme: UserSettings['one']['theme']) => {
  const s = defaultSettings()
  s.one.theme = theme
  return s
}

let stop: () => void
let posted: unknown[]
let answer: (body: unknown) => Response

beforeEach(() => {
  vi.useFakeTimers()
  posted = []
  localStorage.removeItem(UNSYNCED_KEY)
  answer = (body) => new Response(JSON.stringify(body), { status: 200 })
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
    const body = JSON.parse(String(init?.body))
    posted.push(body.settings)
    return answer(body)
  })
  useAuth.setState({ user: null, access: [], loading: false, ready: true })
  useSettings.setState({ settings: defaultSettings() })
  useSnackbars.setState({ messages: [] })
  stop = startSettingsSync()
})

afterEach(() => {
  stop()
  vi.useRealTimers()
})

describe('settings sync (FACTS decision 3)', () => {
  it('the server copy wins at sign-in when it differs', () => {
    useAuth.setState({ user: user(withTheme('light')) })
    expect(useSettings.getState().settings.one.theme).toBe('light')
  })

  it('an older-version server copy is migrated before it is applied', () => {
    useAuth.setState({ user: user({ v: 5, theme: 'light', syncSettings: true, direction: 'rtl' }) })
    expect(useSettings.getState().settings.one).toMatchObject({ theme: 'light', direction: 'rtl' })
  })

  it('a first sign-in whose account has no settings uploads the local ones', async () => {
    useSettings.getState().chooseTheme('light')
    useAuth.setState({ user: user(null) })
    await vi.advanceTimersByTimeAsync(500)
    expect(posted).toHaveLength(1)
    expect((posted[0] as UserSettings).one.theme).toBe('light')
  })

  it('local changes are pushed once, 500 ms after the last one', async () => {
    useAuth.setState({ user: user(defaultSettings()) })
    useSettings.getState().update((d) => {
      d.one.quicklinks = true
    })
    await vi.advanceTimersByTimeAsync(300)
    useSettings.getState().chooseTheme('light')
    await vi.advanceTimersByTimeAsync(499)
    expect(posted).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(posted).toHaveLength(1)
    expect(posted[0]).toMatchObject({ one: { quicklinks: true, theme: 'light' } })
    expect(useAuth.getState().user?.settings).toMatchObject({ one: { theme: 'light' } })
  })

  it('an older server copy arriving while a push is pending is ignored', async () => {
    useAuth.setState({ user: user(defaultSettings()) })
    useSettings.getState().chooseTheme('light')
    useAuth.setState({ user: user(withTheme('dark')) })
    expect(useSettings.getState().settings.one.theme).toBe('light')
    await vi.advanceTimersByTimeAsync(500)
    expect((posted[0] as UserSettings).one.theme).toBe('light')
  })

  it('with sync off nothing is pushed and nothing is pulled', async () => {
    useSettings.getState().update((d) => {
      d.one.sync = false
    })
    useAuth.setState({ user: user(withTheme('light')) })
    expect(useSettings.getState().settings.one.theme).toBe('dark')
    useSettings.getState().chooseTheme('system')
    await vi.advanceTimersByTimeAsync(1000)
    expect(posted).toEqual([])
  })

  it('switching sync back on pushes the local settings (local wins)', async () => {
    useSettings.getState().update((d) => {
      d.one.sync = false
    })
    useAuth.setState({ user: user(withTheme('light')) })
    useSettings.getState().update((d) => {
      d.one.sync = true
    })
    await vi.advanceTimersByTimeAsync(500)
    expect(posted).toHaveLength(1)
    expect((posted[0] as UserSettings).one).toMatchObject({ sync: true, theme: 'dark' })
  })

  it('a failed push shows the server message, or "Error syncing settings"', async () => {
    answer = () => new Response('{"message":"Settings are too large.","code":"too_large"}', { status: 413 })
    useAuth.setState({ user: user(defaultSettings()) })
    useSettings.getState().chooseTheme('light')
    await vi.advanceTimersByTimeAsync(500)
    answer = () => new Response('', { status: 500 })
    useSettings.getState().chooseTheme('dark')
    await vi.advanceTimersByTimeAsync(500)
    expect(useSnackbars.getState().messages.map((m) => m.text)).toEqual([
      'Settings are too large.',
      'Error syncing settings',
    ])
  })

  it('a guest pushes nothing', async () => {
    useSettings.getState().chooseTheme('light')
    await vi.advanceTimersByTimeAsync(1000)
    expect(posted).toEqual([])
  })

  describe('a change made just before the page goes away', () => {
    it('wins over the server copy at the next verify when it never reached the server', async () => {
      useAuth.setState({ user: user(defaultSettings()) })
      useSettings.getState().chooseTheme('light')
      stop() // the page closed before the push could be sent
      expect(localStorage.getItem(UNSYNCED_KEY)).toBe('u1')

      useAuth.setState({ user: null })
      stop = startSettingsSync()
      useAuth.setState({ user: user(withTheme('dark')) })
      expect(useSettings.getState().settings.one.theme).toBe('light')
      await vi.advanceTimersByTimeAsync(500)
      expect(posted.map((s) => (s as UserSettings).one.theme)).toEqual(['light'])
      expect(localStorage.getItem(UNSYNCED_KEY)).toBeNull()
    })

    it("another user's unsynced change is not pushed into this account", async () => {
      localStorage.setItem(UNSYNCED_KEY, 'someone-else')
      useSettings.getState().chooseTheme('light')
      useAuth.setState({ user: user(withTheme('dark')) })
      expect(useSettings.getState().settings.one.theme).toBe('dark')
      await vi.advanceTimersByTimeAsync(1000)
      expect(posted).toEqual([])
    })
  })
})
