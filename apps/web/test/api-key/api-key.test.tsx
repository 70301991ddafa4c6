// docs/decisions/0013: the API Key dialog (FACTS section 8, decision 10; spec sections 5 and 9).
import type { ApiKeyToken } from '@one/contract/api-key'
import { exactTime } from '@one/contract/dates'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DashboardNav } from '../../src/app/layouts/DashboardNav.tsx'
import { ApiKeyDialog } from '../../src/features/api-key/ApiKeyDialog.tsx'
import { mcpClientConfig, mcpUrl } from '../../src/features/api-key/mcp-config.ts'
import { queryClient } from '../../src/lib/query-client.tsx'
import { useSnackbars } from '../../src/stores/snackbar-store.ts'
import { makeUser, renderWithApp, resetStores, signIn } from '../user-menu/menu-harness.tsx'

const KEY = `one_${'A'.repeat(20)}middle${'Z'.repeat(17)}`
const KEY2 = `one_${'B'.repeat(20)}second${'Y'.repeat(17)}`
const masked = (key: string) => `${key.slice(0, 6)}...${key.slice(-6)}`
const token = (key: string, overrides: Partial<ApiKeyToken> = {}): ApiKeyToken => ({
  id: 'k1',
  apiKey: masked(key),
  createdAt: '2025-09-10T12:00:00.000Z',
  updatedAt: '2025-09-10T12:00:00.000Z',
  lastUsedAt: null,
  ...overrides,
})

type Answer = { status?: number; body?: unknown }
function serve(routes: Record<string, Answer | (() => Answer | Promise<Answer>)>) {
  const calls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`
      calls.push(key)
      const route = routes[key]
      const { status = 200, body } =
        typeof route === 'function'
          ? await route()
          : (route ?? { status: 404, body: { message: 'no route', code: 'not_found' } })
      return new Response(body === undefined ? null : JSON.stringify(body), { status })
    }),
  )
  return calls
}

const dialog = () => screen.getByRole('dialog', { name: 'API Key' })
const saveDialog = () => screen.getByRole('dialog', { name: 'Save your Key' })
const subscriber = () => signIn(makeUser(), ['one'])

beforeEach(() => {
  resetStores()
  useSnackbars.setState({ messages: [] })
})
afterEach(() => {
  queryClient.clear()
  vi.unstubAllGlobals()
})

describe('the API Key dialog (FACTS section 8)', () => {
  it('a subscriber with no key: the texts, no table, and Generate', async () => {
    serve({ 'GET /api/one/mcp/getToken': { body: {} } })
    subscriber()
    renderWithApp(<ApiKeyDialog open onClose={() => {}} />)
    expect(within(dialog()).getByText('MCP Access Token')).toBeTruthy()
    expect(
      within(dialog()).getByText(
        'As a subscriber of Vuetify One, you have access to create a personal MCP API key.',
      ),
    ).toBeTruthy()
    expect(
      within(dialog()).getByText(/Vuetify may disable any API key that has leaked publicly/),
    ).toBeTruthy()
    expect(await within(dialog()).findByRole('button', { name: 'Generate API Key' })).toBeTruthy()
    expect(within(dialog()).getByText('You have no API key yet.')).toBeTruthy()
    expect(within(dialog()).queryByRole('table')).toBeNull()
    expect(within(dialog()).queryByRole('button', { name: 'Regenerate API Key' })).toBeNull()
  })

  it('Generate shows the whole key once with copy (1 s) and an MCP configuration; after Done only the masked key', async () => {
    const calls = serve({
      'GET /api/one/mcp/getToken': { body: {} },
      'GET /api/one/mcp/generate': { status: 201, body: { ...token(KEY), apiKey: KEY } },
    })
    subscriber()
    const user = userEvent.setup()
    renderWithApp(<ApiKeyDialog open onClose={() => {}} />)
    const generate = await within(dialog()).findByRole('button', { name: 'Generate API Key' })
    await user.dblClick(generate)
    const save = await screen.findByRole('dialog', { name: 'Save your Key' }, { timeout: 5000 })
    expect(calls.filter((c) => c === 'GET /api/one/mcp/generate')).toHaveLength(1)
    expect(screen.queryByRole('dialog', { name: 'Regenerate your API key?' })).toBeNull()
    expect(within(save).getByText(/you won't be able/)).toBeTruthy()
    expect((within(save).getByRole('textbox', { name: 'Secret key' }) as HTMLInputElement).value).toBe(KEY)
    const snippet = within(save).getByLabelText('MCP client configuration').textContent!
    expect(JSON.parse(snippet)).toEqual({
      mcpServers: {
        'vuetify-one': {
          type: 'http',
          url: `${window.location.origin}/api/mcp`,
          headers: { Authorization: `Bearer ${KEY}` },
        },
      },
    })

    await user.click(within(save).getByRole('button', { name: 'Copy' }))
    expect(await navigator.clipboard.readText()).toBe(KEY)
    expect(within(save).getByRole('button', { name: 'Copied' })).toBeTruthy()
    await waitFor(() => expect(within(save).getByRole('button', { name: 'Copy' })).toBeTruthy(), {
      timeout: 1500,
    })

    await user.click(within(save).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save your Key' })).toBeNull())
    const table = within(dialog()).getByRole('table', { name: 'Your API key' })
    expect(within(table).getByText(masked(KEY))).toBeTruthy()
    expect(within(table).getAllByText('Sep 10, 2025')).toHaveLength(2)
    expect(within(table).getByText('Never')).toBeTruthy()
    // Copy is where the whole key is, the save dialog: the table, even now, offers none.
    expect(within(table).queryAllByRole('button')).toEqual([])
    expect(within(dialog()).getByRole('button', { name: 'Regenerate API Key' })).toBeTruthy()
    expect(document.body.textContent).not.toContain(KEY)
  }, 15_000)

  it('the table: masked key, dates, last used, and no Copy: it says the whole key is only shown once', async () => {
    serve({
      'GET /api/one/mcp/getToken': {
        body: token(KEY, {
          updatedAt: '2025-10-01T12:00:00.000Z',
          lastUsedAt: '2025-11-02T12:00:00.000Z',
        }),
      },
    })
    subscriber()
    renderWithApp(<ApiKeyDialog open onClose={() => {}} />)
    const table = await within(dialog()).findByRole('table', { name: 'Your API key' })
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Secret Key', 'Created', 'Updated', 'Last Used'],
      [masked(KEY), 'Sep 10, 2025', 'Oct 1, 2025', 'Nov 2, 2025'],
    ])
    // One date style (FACTS decision 16): the exact time on hover, the instant for machines.
    const lastUsed = within(table).getByText('Nov 2, 2025')
    expect(lastUsed.tagName).toBe('TIME')
    expect(lastUsed.getAttribute('dateTime')).toBe('2025-11-02T12:00:00.000Z')
    expect(lastUsed.getAttribute('title')).toBe(exactTime('2025-11-02T12:00:00.000Z'))
    expect(within(table).getByLabelText('This is updated within the last 10 minutes')).toBeTruthy()
    // Only the masked form is known here: copying it would give a key that works nowhere.
    expect(within(table).queryAllByRole('button')).toEqual([])
    expect(within(dialog()).queryByRole('button', { name: /copy/i })).toBeNull()
    expect(table.querySelector('caption')?.textContent).toMatch(
      /^Only the first and last 6 characters of your key are kept, so it cannot be copied from here\. The whole key was shown once, when it was made/,
    )
  })

  it('Regenerate asks first; Cancel sends nothing; confirming replaces the key and shows the new one once', async () => {
    const calls = serve({
      'GET /api/one/mcp/getToken': { body: token(KEY) },
      'POST /api/one/mcp/regenerate': {
        status: 201,
        body: { ...token(KEY2, { updatedAt: '2025-12-24T12:00:00.000Z' }), apiKey: KEY2 },
      },
    })
    subscriber()
    const user = userEvent.setup()
    renderWithApp(<ApiKeyDialog open onClose={() => {}} />)
    await user.click(
      await within(dialog()).findByRole('button', { name: 'Regenerate API Key' }, { timeout: 5000 }),
    )
    const confirm = screen.getByRole('dialog', { name: 'Regenerate your API key?' })
    expect(within(confirm).getByText(/stops working at once/)).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Regenerate your API key?' })).toBeNull())
    expect(calls).not.toContain('POST /api/one/mcp/regenerate')

    await user.click(within(dialog()).getByRole('button', { name: 'Regenerate API Key' }))
    await user.dblClick(
      within(screen.getByRole('dialog', { name: 'Regenerate your API key?' })).getByRole('button', {
        name: 'Regenerate',
      }),
    )
    expect(
      (
        within(await screen.findByRole('dialog', { name: 'Save your Key' }, { timeout: 5000 })).getByRole(
          'textbox',
        ) as HTMLInputElement
      ).value,
    ).toBe(KEY2)
    expect(calls.filter((c) => c === 'POST /api/one/mcp/regenerate')).toHaveLength(1)
    await user.click(within(saveDialog()).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(within(dialog()).getByText(masked(KEY2))).toBeTruthy())
    // Repeatable (decision 10): the button stays.
    expect(within(dialog()).getByRole('button', { name: 'Regenerate API Key' })).toBeTruthy()
  }, 15_000)

  it("a failure shows the server's message, else 'Error generating API key', and the button works again", async () => {
    let answer: Answer = {
      status: 409,
      body: { message: 'You already have an API key. Regenerate it to get a new one.', code: 'conflict' },
    }
    serve({
      'GET /api/one/mcp/getToken': { body: {} },
      'GET /api/one/mcp/generate': () => answer,
    })
    subscriber()
    const user = userEvent.setup()
    renderWithApp(<ApiKeyDialog open onClose={() => {}} />)
    const generate = await within(dialog()).findByRole('button', { name: 'Generate API Key' })
    await user.click(generate)
    await waitFor(() =>
      expect(useSnackbars.getState().messages.map((m) => m.text)).toContain(
        'You already have an API key. Regenerate it to get a new one.',
      ),
    )
    answer = { status: 500 }
    await waitFor(() => expect((generate as HTMLButtonElement).disabled).toBe(false))
    await user.click(generate)
    await waitFor(
      () => expect(useSnackbars.getState().messages.map((m) => m.text)).toContain('Error generating API key'),
      { timeout: 5000 },
    )
    expect(screen.queryByRole('dialog', { name: 'Save your Key' })).toBeNull()
  })

  it('a signed-in user who does not subscribe is offered the subscription, and nothing is asked of the server', async () => {
    const calls = serve({})
    signIn(makeUser(), [])
    renderWithApp(<ApiKeyDialog open onClose={() => {}} />)
    expect(within(dialog()).getByText('Unlock with Vuetify One')).toBeTruthy()
    expect(within(dialog()).getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe(
      '/?one=subscribe',
    )
    await act(async () => {})
    expect(calls).toEqual([])
  })

  it('a load that fails shows why, with Retry', async () => {
    let fail = true
    serve({
      'GET /api/one/mcp/getToken': () =>
        fail
          ? { status: 503, body: { message: 'The database is not answering.', code: 'unavailable' } }
          : { body: {} },
    })
    subscriber()
    renderWithApp(<ApiKeyDialog open onClose={() => {}} />)
    expect(
      await within(dialog()).findByText('The database is not answering.', {}, { timeout: 5000 }),
    ).toBeTruthy()
    fail = false
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Retry' }))
    expect(await within(dialog()).findByRole('button', { name: 'Generate API Key' })).toBeTruthy()
  }, 15_000)
})

describe('connected clients (decision 0016)', () => {
  it('lists the clients let in by signing in; Revoke asks first, then drops the client', async () => {
    let clients = [{ clientId: 'c1', clientName: 'Desk Assistant', connectedAt: '2025-09-10T12:00:00.000Z' }]
    const calls = serve({
      'GET /api/one/mcp/getToken': { body: {} },
      'GET /api/one/mcp/clients': () => ({ body: { clients } }),
      'DELETE /api/one/mcp/clients/c1': () => {
        clients = []
        return { status: 204 }
      },
    })
    subscriber()
    renderWithApp(<ApiKeyDialog open onClose={() => {}} />)
    const list = await within(dialog()).findByRole('list', { name: 'Connected clients' })
    expect(within(list).getByText('Desk Assistant')).toBeTruthy()
    expect(within(list).getByRole('listitem').textContent).toContain('Connected Sep 10, 2025')
    await userEvent.click(within(list).getByRole('button', { name: 'Revoke Desk Assistant' }))
    const confirm = screen.getByRole('dialog', { name: 'Revoke Desk Assistant?' })
    expect(calls).not.toContain('DELETE /api/one/mcp/clients/c1')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }))
    expect(await screen.findByText('No client is connected.')).toBeTruthy()
    expect(calls).toContain('DELETE /api/one/mcp/clients/c1')
  })
})

describe('the MCP configuration', () => {
  it('the MCP address follows the API base, relative or absolute', () => {
    expect(mcpUrl('/api', 'https://one.example/bins/x')).toBe('https://one.example/api/mcp')
    expect(mcpUrl('https://api.example/v1', 'https://one.example/')).toBe('https://api.example/v1/mcp')
    expect(
      JSON.parse(mcpClientConfig('YOUR_KEY', 'https://one.example/api/mcp')).mcpServers['vuetify-one']
        .headers,
    ).toEqual({
      Authorization: 'Bearer YOUR_KEY',
    })
  })
})

describe('the dashboard (docs/decisions/0013 and 0020)', () => {
  it('a subscriber finds API Access in its navigation; anyone else does not', () => {
    subscriber()
    const { unmount } = renderWithApp(<DashboardNav />, '/user/dashboard?from=play')
    expect(screen.getByRole('link', { name: 'API Access' }).getAttribute('href')).toBe(
      '/user/dashboard?tab=api&from=play',
    )
    unmount()
    signIn(makeUser(), [])
    renderWithApp(<DashboardNav />, '/user/dashboard')
    expect(screen.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page')
    expect(screen.queryByRole('link', { name: 'API Access' })).toBeNull()
  }, 30_000)
})
