import { exactTime } from '@one/contract/dates'
import type { Download } from '@one/contract/downloads'
import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DownloadsDialog } from '../../src/features/downloads/DownloadsDialog.tsx'
import { orderId } from '../../src/features/downloads/download-format.ts'
import { queryClient } from '../../src/lib/query-client.tsx'
import { useAuth } from '../../src/stores/auth-store.ts'
import { useSnackbars } from '../../src/stores/snackbar-store.ts'
import { makeUser, renderWithApp, resetStores, signIn } from '../user-menu/menu-harness.tsx'

const shopper = () =>
  makeUser({
    identities: [
      {
        id: 'i2',
        provider: 'shopify',
        userId: '9',
        userHandle: 'ada',
        emails: ['ada@shop.test'],
        primary: true,
      },
    ],
  })

const download: Download = {
  order_name: '1001',
  created_at: '2026-09-10T12:00:00Z',
  download_url: 'https://store.example/orders/1001/download/key',
  download_items: [{ name: 'Theme A' }, { name: 'Theme B' }],
}

function serve(answer: () => { status: number; body: unknown }) {
  const fetch = vi.fn(async () => {
    const { status, body } = answer()
    return new Response(body === null ? '' : JSON.stringify(body), { status })
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

const render = () => renderWithApp(<DownloadsDialog open onClose={() => {}} />, '/?one=downloads')

beforeEach(() => {
  resetStores()
  useSnackbars.setState({ messages: [] })
})
afterEach(() => {
  queryClient.clear()
  vi.unstubAllGlobals()
})

describe('download formatting (FACTS 10.8)', () => {
  it('prefixes the order name with #', () => {
    expect(orderId({ order_name: '1001' })).toBe('#1001')
  })
})

describe('Downloads dialog (spec sections 2, 7 and 9)', () => {
  it('lists each order with its items, date and a download link in a new tab, in a table 640 high', async () => {
    serve(() => ({ status: 200, body: { downloads: [download] } }))
    signIn(shopper())
    render()
    const table = await screen.findByRole('table', { name: 'Download history' })
    const row = within(table).getAllByRole('row')[1]!
    expect(within(row).getByText('#1001')).toBeTruthy()
    expect(within(row).getByText('Theme A')).toBeTruthy()
    expect(within(row).getByText('Theme B')).toBeTruthy()
    // One date style (FACTS decision 16): past 30 days the day, the exact time on hover.
    const date = within(row).getByText('Sep 10, 2026')
    expect(date.tagName).toBe('TIME')
    expect(date.getAttribute('title')).toBe(exactTime(download.created_at))
    const link = within(row).getByRole('link', { name: 'Download order #1001' })
    expect(link.getAttribute('href')).toBe(download.download_url)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(getComputedStyle(screen.getByTestId('downloads-table')).height).toBe('640px')
  })

  it('is fetched once per visit: opening it again reads the cache', async () => {
    const fetch = serve(() => ({ status: 200, body: { downloads: [download] } }))
    signIn(shopper())
    const first = render()
    await screen.findByText('#1001')
    first.unmount()
    render()
    expect(await screen.findByText('#1001')).toBeTruthy()
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('a sign-out forgets the cached downloads (decision 6)', async () => {
    const fetch = serve(() => ({ status: 200, body: { downloads: [download] } }))
    signIn(shopper())
    const first = render()
    await screen.findByText('#1001')
    first.unmount()
    act(() => useAuth.setState({ user: null, access: [] }))
    act(() => signIn(shopper()))
    render()
    await screen.findByText('#1001')
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it("shows 'Error fetching downloads' when the server says nothing, with a Retry", async () => {
    serve(() => ({ status: 502, body: null }))
    signIn(shopper())
    render()
    await waitFor(() =>
      expect(useSnackbars.getState().messages.map((m) => m.text)).toEqual(['Error fetching downloads']),
    )
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy()
  })

  it("shows the server's message when there is one", async () => {
    serve(() => ({ status: 503, body: { code: 'unavailable', message: 'The store did not answer.' } }))
    signIn(shopper())
    render()
    await waitFor(() =>
      expect(useSnackbars.getState().messages.map((m) => m.text)).toEqual(['The store did not answer.']),
    )
  })

  it('says so when there are no purchases', async () => {
    serve(() => ({ status: 200, body: { downloads: [] } }))
    signIn(shopper())
    render()
    expect(await screen.findByText('No purchases yet.')).toBeTruthy()
  })
})
