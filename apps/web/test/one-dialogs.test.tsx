import { dialogIds } from '@one/contract/dialogs'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dialogRegistrations } from '../src/app/dialogs.ts'
import { OneDialogs } from '../src/app/OneDialogs.tsx'
import { queryClient } from '../src/lib/query-client.tsx'
import { useAuth } from '../src/stores/auth-store.ts'
import { makeUser, renderWithApp, resetStores, signIn } from './user-menu/menu-harness.tsx'

const location = () => screen.getByTestId('location').textContent
const dialog = (name: string) => screen.findByRole('dialog', { name })

beforeEach(() => {
  resetStores()
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"bins":[]}')),
  )
})
afterEach(() => {
  queryClient.clear()
  vi.unstubAllGlobals()
})

describe('dialogs opened by ?one= (spec section 2)', () => {
  it('every dialog id of the contract is registered once', () => {
    expect(dialogRegistrations.map((r) => r.id).sort()).toEqual([...dialogIds].sort())
  })

  it('opens the settings dialog for anyone', async () => {
    renderWithApp(<OneDialogs />, '/?one=settings')
    expect(await dialog('Settings')).toBeTruthy()
  })

  it('opens nothing for an id nobody registered', () => {
    renderWithApp(<OneDialogs />, '/?one=nope')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('one=bins asks a guest to sign in once verify is ready; "My bins" takes its place when a user appears', async () => {
    useAuth.setState({ ready: false })
    renderWithApp(<OneDialogs />, '/?one=bins')
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => useAuth.setState({ ready: true }))
    expect(await dialog('Login')).toBeTruthy()
    act(() => signIn(makeUser()))
    expect(await dialog('My bins')).toBeTruthy()
    expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull()
  })

  it('one=subscribe asks a guest to sign in, then shows Subscriptions', async () => {
    renderWithApp(<OneDialogs />, '/?one=subscribe')
    expect(await dialog('Login')).toBeTruthy()
    act(() => signIn(makeUser()))
    expect(await dialog('Subscriptions')).toBeTruthy()
  })

  it.each([
    ['status', 'Subscriptions'],
    ['downloads', 'Downloads'],
    ['api-key', 'API Key'],
  ])('one=%s opens "%s" for a signed-in user only', async (id, title) => {
    renderWithApp(<OneDialogs />, `/?one=${id}`)
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => signIn(makeUser()))
    expect(await dialog(title)).toBeTruthy()
  })

  it.each([
    ['notifications', 'Notifications'],
    ['sponsorships', 'Sponsorships'],
  ])('one=%s opens "%s" for a guest too', async (id, title) => {
    renderWithApp(<OneDialogs />, `/?one=${id}`)
    expect(await dialog(title)).toBeTruthy()
  })

  it('closing removes one and keeps the rest of the query', async () => {
    renderWithApp(<OneDialogs />, '/bins/abc?x=1&one=notifications&y=2')
    const coming = await dialog('Notifications')
    await userEvent.click(within(coming).getByRole('button', { name: 'Close' }))
    expect(location()).toBe('/bins/abc?x=1&y=2')
  })
})
