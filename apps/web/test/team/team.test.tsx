import type { Team, User } from '@one/contract/auth'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TeamQuery } from '../../src/app/TeamQuery.tsx'
import { TeamDialog } from '../../src/features/team/TeamDialog.tsx'
import { TeamInvite } from '../../src/features/team/TeamInvite.tsx'
import { queryClient } from '../../src/lib/query-client.tsx'
import { useAuth } from '../../src/stores/auth-store.ts'
import { useLoginDialog } from '../../src/stores/login-dialog-store.ts'
import { useSnackbars } from '../../src/stores/snackbar-store.ts'
import { location, makeUser, renderWithApp, resetStores, signIn } from '../user-menu/menu-harness.tsx'

const CODE = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345'
const ada = { id: 'u1', name: 'Ada Lovelace', picture: '' }
const bob = { id: 'u2', name: 'Bob', picture: '' }

function makeTeam(overrides: Partial<Team> = {}): Team {
  return {
    id: 't1',
    name: "Ada Lovelace's team",
    owner: { id: ada.id, name: ada.name },
    members: [ada, bob],
    ...overrides,
  }
}

type Answer = { status?: number; body?: unknown }
/** The API as the tests answer it: by method and path; verify answers with whoever is signed in. */
function serve(routes: Record<string, Answer | (() => Answer | Promise<Answer>)>) {
  const calls: { method: string; path: string; body: unknown }[] = []
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const path = new URL(url, 'http://localhost').pathname
    const method = init.method ?? 'GET'
    calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined })
    const route = routes[`${method} ${path}`]
    const { status = 200, body } =
      typeof route === 'function'
        ? await route()
        : (route ??
          (path === '/api/auth/verify'
            ? { body: { user: useAuth.getState().user, access: useAuth.getState().access } }
            : { status: 404, body: { message: 'no route', code: 'not_found' } }))
    return new Response(status === 204 || body === undefined ? null : JSON.stringify(body), { status })
  })
  vi.stubGlobal('fetch', fetch)
  return calls
}

const owner = (team = makeTeam({ inviteCode: CODE })): User => makeUser({ team })
const member = (): User => makeUser({ id: bob.id, name: bob.name, team: makeTeam() })
const dialog = () => screen.getByRole('dialog', { name: 'Team' })

beforeEach(() => {
  resetStores()
  useSnackbars.setState({ messages: [] })
  useLoginDialog.setState({ open: false })
})
afterEach(() => {
  queryClient.clear()
  vi.unstubAllGlobals()
})

describe('the team dialog, owner view (FACTS 6.2, decision 9)', () => {
  it('headings, the member count, the owner first, and Revoke for everyone else', async () => {
    serve({})
    signIn(owner(), ['one/team'])
    renderWithApp(<TeamDialog open onClose={() => {}} />)
    expect(within(dialog()).getByText('Manage your team')).toBeTruthy()
    expect(within(dialog()).getByText('Share access to Vuetify One with up to 25 team members.')).toBeTruthy()
    expect(within(dialog()).getByText('Team - 2 member(s)')).toBeTruthy()
    const rows = within(dialog()).getAllByRole('row')
    expect(rows.map((row) => row.textContent)).toEqual([
      'NameRoleActions',
      'Ada LovelaceTeam owner',
      'BobMemberRevoke',
    ])
    expect(within(dialog()).queryByText('My Team Access')).toBeNull()
  })

  it('Add member shows this site’s invite link; copying shows a check for a second', async () => {
    serve({})
    signIn(owner(), ['one/team'])
    renderWithApp(<TeamDialog open onClose={() => {}} />)
    // user-event puts a clipboard of its own in place.
    const user = userEvent.setup()
    await user.click(within(dialog()).getByRole('button', { name: 'Add member' }))
    const panel = screen.getByRole('dialog', { name: 'Member invite link' })
    expect(within(panel).getByText('Provide this link to invite your team members')).toBeTruthy()
    const field = within(panel).getByRole('textbox', { name: 'Invite link' }) as HTMLInputElement
    expect(field.value).toBe(`${window.location.origin}/?invite=${CODE}`)
    await user.click(within(panel).getByRole('button', { name: 'Copy Team link' }))
    expect(await navigator.clipboard.readText()).toBe(field.value)
    expect(within(panel).getByRole('button', { name: 'Copied' })).toBeTruthy()
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Copy Team link' })).toBeTruthy(), {
      timeout: 2000,
    })
  }, 15_000)

  it('Reset is disabled while it runs, then the new link shows', async () => {
    let answer: (value: Answer) => void = () => {}
    serve({
      'POST /api/one/team/regen': () =>
        new Promise<Answer>((resolve) => {
          answer = resolve
        }),
    })
    signIn(owner(), ['one/team'])
    renderWithApp(<TeamDialog open onClose={() => {}} />)
    const user = userEvent.setup()
    await user.click(within(dialog()).getByRole('button', { name: 'Add member' }))
    const panel = screen.getByRole('dialog', { name: 'Member invite link' })
    const reset = within(panel).getByRole('button', { name: 'Reset' }) as HTMLButtonElement
    await user.click(reset)
    await waitFor(() => expect(reset.disabled).toBe(true))
    const fresh = 'ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ'
    await act(async () => answer({ body: { team: makeTeam({ inviteCode: fresh }) } }))
    await waitFor(() => expect(reset.disabled).toBe(false))
    expect((within(panel).getByRole('textbox', { name: 'Invite link' }) as HTMLInputElement).value).toMatch(
      new RegExp(`invite=${fresh}$`),
    )
  })

  it('Revoke asks first; confirmed, the member is removed with the server’s team', async () => {
    const calls = serve({
      'POST /api/one/team/remove': { body: { team: makeTeam({ members: [ada], inviteCode: CODE }) } },
    })
    signIn(owner(), ['one/team'])
    renderWithApp(<TeamDialog open onClose={() => {}} />)
    const user = userEvent.setup()
    await user.click(within(dialog()).getByRole('button', { name: 'Revoke Bob' }))
    const confirm = screen.getByRole('dialog', { name: 'Revoke this member?' })
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Revoke this member?' })).toBeNull())
    expect(calls.filter((c) => c.path.includes('/team/'))).toEqual([])
    await user.click(within(dialog()).getByRole('button', { name: 'Revoke Bob' }))
    await user.click(
      within(screen.getByRole('dialog', { name: 'Revoke this member?' })).getByRole('button', {
        name: 'Revoke',
      }),
    )
    await waitFor(() => expect(within(dialog()).getByText('Team - 1 member(s)')).toBeTruthy())
    expect(calls.filter((c) => c.path.includes('/team/'))).toEqual([
      { method: 'POST', path: '/api/one/team/remove', body: { userId: 'u2' } },
    ])
  })

  it('a failed revoke shows the server’s message, else the fallback (spec section 8)', async () => {
    serve({ 'POST /api/one/team/remove': { status: 500 } })
    signIn(owner(), ['one/team'])
    renderWithApp(<TeamDialog open onClose={() => {}} />)
    const user = userEvent.setup()
    await user.click(within(dialog()).getByRole('button', { name: 'Revoke Bob' }))
    await user.click(
      within(screen.getByRole('dialog', { name: 'Revoke this member?' })).getByRole('button', {
        name: 'Revoke',
      }),
    )
    await waitFor(() =>
      expect(useSnackbars.getState().messages.map((m) => m.text)).toEqual(['Error removing user from team']),
    )
  })
})

describe('the team dialog, member view (FACTS 6.2)', () => {
  it('My Team Access, Active, the members without Revoke; Leave asks, then leaves and verifies', async () => {
    let left = false
    const calls = serve({
      'POST /api/one/team/leave': () => {
        left = true
        return { status: 204 }
      },
      'GET /api/auth/verify': () => ({
        body: left
          ? { user: makeUser({ id: bob.id, team: null }), access: [] }
          : { user: member(), access: ['one/team'] },
      }),
    })
    signIn(member(), ['one/team'])
    renderWithApp(<TeamDialog open onClose={() => {}} />)
    expect(within(dialog()).getByText('My Team Access')).toBeTruthy()
    expect(within(dialog()).getByText('Active')).toBeTruthy()
    expect(
      within(dialog()).getByText('You are currently a member of a team with an All-access Pass.'),
    ).toBeTruthy()
    expect(within(dialog()).queryByRole('button', { name: /Revoke/ })).toBeNull()
    expect(within(dialog()).queryByRole('button', { name: 'Add member' })).toBeNull()
    const user = userEvent.setup()
    await user.click(within(dialog()).getByRole('button', { name: 'Leave team' }))
    const confirm = screen.getByRole('dialog', { name: 'Leave this team?' })
    await user.click(within(confirm).getByRole('button', { name: 'Leave team' }))
    await waitFor(() => expect(useAuth.getState().user?.team).toBeNull())
    expect(calls.find((c) => c.path === '/api/one/team/leave')?.body).toEqual({ teamId: 't1' })
    expect(within(dialog()).getByText('You are not in a team any more.')).toBeTruthy()
  })
})

describe('the team flag (spec section 2)', () => {
  it('opens the dialog for a user with team access; closing it takes the flag away', async () => {
    serve({})
    signIn(owner(), ['one/team'])
    renderWithApp(<TeamQuery />, '/?team=1&x=1')
    const shown = await screen.findByRole('dialog', { name: 'Team' })
    await userEvent.setup().click(within(shown).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(location()).toBe('/?x=1'))
  })

  it('without team access nothing opens and the flag goes; with a checkout coming back it waits', async () => {
    serve({})
    signIn(makeUser(), ['one'])
    renderWithApp(<TeamQuery />, '/?team=1&session_id=cs_1')
    expect(location()).toBe('/?team=1&session_id=cs_1')
    await act(async () => {})
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(location()).toBe('/?team=1&session_id=cs_1')
  })

  it('a user without a team loses the flag', async () => {
    serve({})
    signIn(makeUser(), ['one'])
    renderWithApp(<TeamQuery />, '/?team=1')
    await waitFor(() => expect(location()).toBe('/'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('the invite flow (spec section 4, FACTS 6.4)', () => {
  const byCode = { body: { team: makeTeam() } }

  it('a guest is asked to sign in first; then the prompt shows the team', async () => {
    const calls = serve({ [`GET /api/one/team/${CODE}`]: byCode })
    renderWithApp(<TeamInvite />, `/?invite=${CODE}`)
    await waitFor(() => expect(useLoginDialog.getState().open).toBe(true))
    expect(calls).toEqual([])
    act(() => signIn(makeUser({ id: 'u3', name: 'Cy' })))
    const prompt = await screen.findByRole('dialog', { name: 'Join a Team' })
    expect(prompt.textContent).toContain("You have been invited to join Ada Lovelace's team!")
  })

  it('Accept joins, verifies again and clears the parameter', async () => {
    let joined = false
    const calls = serve({
      [`GET /api/one/team/${CODE}`]: byCode,
      'POST /api/one/team/join': () => {
        joined = true
        return byCode
      },
      'GET /api/auth/verify': () => ({
        body: {
          user: makeUser({ id: 'u3', team: joined ? makeTeam() : null }),
          access: joined ? ['one/team'] : [],
        },
      }),
    })
    signIn(makeUser({ id: 'u3' }))
    renderWithApp(<TeamInvite />, `/?invite=${CODE}&x=1`)
    const prompt = await screen.findByRole('dialog', { name: 'Join a Team' })
    await userEvent.setup().click(within(prompt).getByRole('button', { name: 'Accept' }))
    await waitFor(() => expect(location()).toBe('/?x=1'))
    expect(useAuth.getState().access).toEqual(['one/team'])
    expect(calls.find((c) => c.path === '/api/one/team/join')?.body).toEqual({ inviteCode: CODE })
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Join a Team' })).toBeNull())
  })

  it('Cancel clears the parameter and joins nothing', async () => {
    const calls = serve({ [`GET /api/one/team/${CODE}`]: byCode })
    signIn(makeUser({ id: 'u3' }))
    renderWithApp(<TeamInvite />, `/?invite=${CODE}`)
    const prompt = await screen.findByRole('dialog', { name: 'Join a Team' })
    await userEvent.setup().click(within(prompt).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(location()).toBe('/'))
    expect(calls.some((c) => c.path === '/api/one/team/join')).toBe(false)
  })

  it('a failed join says the server’s message, else "Error joining team"', async () => {
    serve({
      [`GET /api/one/team/${CODE}`]: byCode,
      'POST /api/one/team/join': { status: 409, body: { message: 'This team is full.', code: 'conflict' } },
    })
    signIn(makeUser({ id: 'u3' }))
    renderWithApp(<TeamInvite />, `/?invite=${CODE}`)
    const prompt = await screen.findByRole('dialog', { name: 'Join a Team' })
    await userEvent.setup().click(within(prompt).getByRole('button', { name: 'Accept' }))
    await waitFor(() =>
      expect(useSnackbars.getState().messages.map((m) => m.text)).toEqual(['This team is full.']),
    )
    await waitFor(() => expect(location()).toBe('/'))
  })

  it('a fetch error clears the parameter and shows the error', async () => {
    const calls = serve({
      [`GET /api/one/team/${CODE}`]: { status: 404, body: { message: 'No such team.', code: 'not_found' } },
    })
    signIn(makeUser({ id: 'u3' }))
    renderWithApp(<TeamInvite />, `/?invite=${CODE}&x=1`)
    await waitFor(() => expect(location()).toBe('/?x=1'))
    expect(useSnackbars.getState().messages.map((m) => m.text)).toEqual(['No such team.'])
    expect(screen.queryByRole('dialog', { name: 'Join a Team' })).toBeNull()
    expect(calls.map((c) => c.path)).toEqual([`/api/one/team/${CODE}`])
  })

  it('an invite that cannot be a code is refused without a call', async () => {
    const calls = serve({})
    signIn(makeUser({ id: 'u3' }))
    renderWithApp(<TeamInvite />, '/?invite=%3Cscript%3E')
    await waitFor(() => expect(location()).toBe('/'))
    expect(useSnackbars.getState().messages.map((m) => m.text)).toEqual([
      'This invite link is not valid. Ask the team owner for a new one.',
    ])
    expect(calls).toEqual([])
  })
})
