// Decision 0016: the consent page an MCP client's sign-in sends the browser to.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConsentPage } from '../../src/features/mcp-sign-in/ConsentPage.tsx'
import { queryClient } from '../../src/lib/query-client.tsx'
import { useLoginDialog } from '../../src/stores/login-dialog-store.ts'
import { makeUser, renderWithApp, resetStores, signIn } from '../user-menu/menu-harness.tsx'

const request = {
  uid: 'abc',
  clientName: 'Desk Assistant',
  clientUri: null,
  redirectScheme: 'http',
  redirectHost: '127.0.0.1:5000',
  abilities: ['List, search and read your Vuetify Bins.'],
}

function serve(routes: Record<string, { status?: number; body?: unknown } | (() => never)>) {
  const calls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`
      calls.push(key)
      const route = routes[key]
      if (typeof route === 'function') return route()
      const { status = 200, body } = route ?? {
        status: 404,
        body: { message: 'no route', code: 'not_found' },
      }
      return new Response(JSON.stringify(body), { status })
    }),
  )
  return calls
}

const renderPage = () =>
  renderWithApp(
    <Routes>
      <Route path="/oauth/consent/:uid" element={<ConsentPage />} />
    </Routes>,
    '/oauth/consent/abc',
  )
const card = () => screen.getByRole('region', { name: 'Connect Desk Assistant' })

beforeEach(() => resetStores())
afterEach(() => {
  queryClient.clear()
  vi.unstubAllGlobals()
  useLoginDialog.setState({ open: false })
})

describe('the MCP consent page (decision 0016)', () => {
  it('shows who asks, where the answer goes and what the client may do', async () => {
    serve({ 'GET /api/oauth/interaction/abc/details': { body: request } })
    signIn(makeUser(), ['one'])
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Connect Desk Assistant' })).toBeTruthy()
    expect(within(card()).getByText('http://127.0.0.1:5000')).toBeTruthy()
    expect(within(card()).getByText('List, search and read your Vuetify Bins.')).toBeTruthy()
    expect(within(card()).getByText(/Signed in as Ada Lovelace/)).toBeTruthy()
    expect(within(card()).getByRole('button', { name: 'Allow' }).hasAttribute('disabled')).toBe(false)
  })

  it('names the scheme and host of an app the answer goes to', async () => {
    const app = { ...request, redirectScheme: 'vscode', redirectHost: 'vscode.mcp-client' }
    serve({ 'GET /api/oauth/interaction/abc/details': { body: app } })
    signIn(makeUser(), ['one'])
    renderPage()
    await screen.findByRole('heading', { name: 'Connect Desk Assistant' })
    expect(within(card()).getByText(/send you back to the app that opens/).textContent).toContain(
      'the app that opens vscode://vscode.mcp-client links.',
    )
  })

  it('a guest is asked to sign in, and cannot allow meanwhile', async () => {
    serve({ 'GET /api/oauth/interaction/abc/details': { body: request } })
    renderPage()
    await screen.findByRole('heading', { name: 'Connect Desk Assistant' })
    expect(within(card()).getByRole('button', { name: 'Allow' }).hasAttribute('disabled')).toBe(true)
    await userEvent.click(within(card()).getByRole('button', { name: 'Sign in' }))
    expect(useLoginDialog.getState().open).toBe(true)
  })

  it('a spent or unknown request shows the server message', async () => {
    serve({
      'GET /api/oauth/interaction/abc/details': {
        status: 404,
        body: { message: 'This sign-in request has expired or was already answered.', code: 'not_found' },
      },
    })
    renderPage()
    expect((await screen.findByRole('alert')).textContent).toMatch(/expired or was already answered/)
  })

  it('a refused answer shows why and lets the person answer again', async () => {
    const calls = serve({
      'GET /api/oauth/interaction/abc/details': { body: request },
      'POST /api/oauth/interaction/abc/allow': {
        status: 409,
        body: { message: 'Already answered.', code: 'conflict' },
      },
    })
    signIn(makeUser(), ['one'])
    renderPage()
    await screen.findByRole('heading', { name: 'Connect Desk Assistant' })
    await userEvent.click(within(card()).getByRole('button', { name: 'Allow' }))
    expect((await within(card()).findByRole('alert')).textContent).toBe('Already answered.')
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual(['POST /api/oauth/interaction/abc/allow'])
    expect(within(card()).getByRole('button', { name: 'Deny' }).hasAttribute('disabled')).toBe(false)
  })
})

describe('the device sign-in consent page (decisions 0023 and 0037)', () => {
  const device = {
    ...request,
    clientName: 'One command line',
    redirectScheme: '',
    redirectHost: '',
    userCode: 'BCDF-GHJK',
    requester: {
      network: '203.0.113.x',
      browser: 'Firefox',
      os: 'Linux',
      requestedAt: new Date(Date.now() - 2 * 60_000 - 5_000).toISOString(),
    },
  }
  const deviceCard = () => screen.getByRole('region', { name: 'Connect One command line' })

  it('shows who asked for the code and when, and says to deny a link someone sent', async () => {
    serve({ 'GET /api/oauth/interaction/abc/details': { body: device } })
    signIn(makeUser())
    renderPage()
    await screen.findByRole('heading', { name: 'Connect One command line' })
    expect(within(deviceCard()).getByTestId('user-code').textContent).toBe('BCDF-GHJK')
    const requester = within(deviceCard()).getByTestId('device-requester')
    expect(requester.textContent).toBe('Requested 2 minutes ago from 203.0.113.x, Firefox on Linux.')
    expect(requester.querySelector('time')?.getAttribute('datetime')).toBe(device.requester.requestedAt)
    expect(within(deviceCard()).getByRole('alert').textContent).toBe(
      'If someone sent you this link, choose Deny.',
    )
    expect(within(deviceCard()).getByRole('button', { name: 'Deny' }).hasAttribute('disabled')).toBe(false)
  })
})
