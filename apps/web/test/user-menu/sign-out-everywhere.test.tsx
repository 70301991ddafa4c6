import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useAuth } from '../../src/stores/auth-store.ts'
import { entry, location, makeUser, menu, renderMenu, resetStores, signIn } from './menu-harness.tsx'

beforeEach(resetStores)
afterEach(() => {
  resetStores()
  vi.unstubAllGlobals()
})

const confirmation = () => screen.getByRole('dialog', { name: 'Sign out of every browser?' })

/**
 * The server: logout-everywhere answers when `answer` is called; verify then says no one is signed in.
 * `signOuts` are the calls to logout-everywhere.
 */
function serverThatWaits() {
  let answer = () => {}
  const answered = new Promise<void>((resolve) => {
    answer = resolve
  })
  const fetch = vi.fn(async (url: RequestInfo | URL, _init?: RequestInit) => {
    if (String(url).endsWith('/auth/logout-everywhere')) {
      await answered
      return new Response(null, { status: 204 })
    }
    // The menu's unread badge asks for the notifications once the page is idle.
    if (String(url).endsWith('/one/notifications')) return Response.json({ notifications: [] })
    return new Response('{"user":null,"access":[],"message":"Not signed in.","code":"unauthorized"}', {
      status: 401,
    })
  })
  vi.stubGlobal('fetch', fetch)
  const signOuts = () => fetch.mock.calls.filter(([url]) => String(url).endsWith('/auth/logout-everywhere'))
  return { signOuts, answer }
}

describe('Sign out everywhere (docs/decisions/0008, ASVS 3.3.4)', () => {
  it('is offered to a signed-in user right after Logout, and not to a guest', () => {
    signIn(makeUser())
    const { unmount } = renderMenu()
    const labels = within(menu())
      .getAllByRole('button')
      .map((b) => b.textContent)
    expect(labels.indexOf('Sign out everywhere')).toBe(labels.indexOf('Logout') + 1)
    unmount()

    resetStores()
    renderMenu()
    expect(entry('Sign out everywhere')).toBeNull()
  })

  it('asks first; Cancel closes the question and signs nothing out', async () => {
    const { signOuts } = serverThatWaits()
    signIn(makeUser())
    renderMenu()
    await userEvent.click(entry('Sign out everywhere')!)
    expect(within(confirmation()).getByText('You will need to sign in again everywhere.')).toBeTruthy()
    await userEvent.click(within(confirmation()).getByRole('button', { name: 'Cancel' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Sign out of every browser?' })).toBeNull(),
    )
    expect(signOuts()).toEqual([])
    expect(useAuth.getState().user).not.toBeNull()
  })

  it('calls the server, keeps its buttons disabled until it answers, then signs out here and goes home', async () => {
    const { signOuts, answer } = serverThatWaits()
    signIn(makeUser())
    renderMenu('/user/dashboard?x=1')
    await userEvent.click(entry('Sign out everywhere')!)
    const confirm = within(confirmation()).getByRole('button', { name: 'Sign out everywhere' })
    await userEvent.click(confirm)

    expect(signOuts()).toHaveLength(1)
    expect(signOuts()[0]![1]).toMatchObject({ method: 'POST', credentials: 'include' })
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(true))
    expect(within(confirmation()).getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true)

    answer()
    await waitFor(() => expect(location()).toBe('/?x=1'))
    expect(useAuth.getState().user).toBeNull()
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Sign out of every browser?' })).toBeNull(),
    )
    expect(within(menu()).getByText('Guest')).toBeTruthy()
  })
})
