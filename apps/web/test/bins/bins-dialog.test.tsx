import type { BinSummary } from '@one/contract/bins'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BinsDialog } from '../../src/features/bins/BinsDialog.tsx'
import { queryClient } from '../../src/lib/query-client.tsx'
import { makeUser, renderWithApp, resetStores, signIn } from '../user-menu/menu-harness.tsx'

function summary(overrides: Partial<BinSummary>): BinSummary {
  return {
    id: 'AAAAAAAAAAAA',
    title: '',
    preview: '',
    language: 'text',
    visibility: 'public',
    favorite: false,
    pinned: false,
    version: 1,
    expiresAt: null,
    burn: false,
    createdAt: '2026-01-02T10:00:00.000Z',
    updatedAt: '2026-01-03T10:00:00.000Z',
    ...overrides,
  }
}

const hello = summary({
  id: 'HelloVue0001',
  title: 'Hello.vue',
  preview: '<template><p>Hello</p></template>',
  language: 'vue',
  pinned: true,
})
const untitled = summary({ id: 'Untitled0002', preview: 'echo hi', language: 'shell', favorite: true })

/** A fake API: GET /one/bins answers from `byFilter`, or with the given failure. */
function serveBins(byFilter: Record<string, BinSummary[]>, failure?: { status: number; message: string }) {
  const fetch = vi.fn(async (url: RequestInfo | URL) => {
    if (failure) return new Response(JSON.stringify({ ...failure, code: 'x' }), { status: failure.status })
    const filter = new URL(String(url), 'http://localhost').searchParams.get('filter') ?? 'all'
    return new Response(JSON.stringify({ bins: byFilter[filter] ?? [] }), { status: 200 })
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

const dialog = () => screen.getByRole('dialog', { name: 'My bins' })
const location = () => screen.getByTestId('location').textContent

beforeEach(() => {
  resetStores()
  signIn(makeUser())
})
afterEach(() => {
  queryClient.clear()
  vi.unstubAllGlobals()
})

describe('"My bins" dialog (docs/decisions/0005: listing)', () => {
  it('lists all bins with title or Untitled, language, preview, updated date and the pin and star marks', async () => {
    const fetch = serveBins({ all: [hello, untitled] })
    renderWithApp(<BinsDialog open onClose={() => {}} />, '/?one=bins')
    const list = await within(dialog()).findByRole('list', { name: 'All bins' })
    const rows = within(list).getAllByRole('button')
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Hello.vue'),
      expect.stringContaining('Untitled'),
    ])
    expect(rows[0]!.textContent).toContain('Vue · Updated')
    expect(rows[0]!.textContent).toContain('<template><p>Hello</p></template>')
    expect(within(rows[0]!).getByTitle('Pinned')).toBeTruthy()
    expect(within(rows[1]!).getByTitle('Favorite')).toBeTruthy()
    expect(rows[1]!.textContent).toContain('Shell')
    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/api\/one\/bins$/)
  })

  it('marks a private bin with the lock, named "Private" for screen readers', async () => {
    const secret = summary({ id: 'Secret000003', title: 'secret.txt', visibility: 'private' })
    serveBins({ all: [hello, secret] })
    renderWithApp(<BinsDialog open onClose={() => {}} />, '/?one=bins')
    const list = await within(dialog()).findByRole('list', { name: 'All bins' })
    const [publicRow, privateRow] = within(list).getAllByRole('button')
    expect(within(privateRow!).getByRole('img', { name: 'Private' })).toBeTruthy()
    expect(within(publicRow!).queryByRole('img', { name: 'Private' })).toBeNull()
  })

  it('asks the server for the favorites and the pinned under their own tabs', async () => {
    const fetch = serveBins({ all: [hello, untitled], favorites: [untitled], pinned: [hello] })
    renderWithApp(<BinsDialog open onClose={() => {}} />, '/?one=bins')
    await within(dialog()).findByRole('list', { name: 'All bins' })

    await userEvent.click(within(dialog()).getByRole('tab', { name: 'Favorites' }))
    const favorites = await within(dialog()).findByRole('list', { name: 'Favorite bins' })
    expect(
      within(favorites)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining('Untitled')])

    await userEvent.click(within(dialog()).getByRole('tab', { name: 'Pinned' }))
    const pinned = await within(dialog()).findByRole('list', { name: 'Pinned bins' })
    expect(
      within(pinned)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining('Hello.vue')])
    expect(fetch.mock.calls.map(([url]) => String(url).replace(/^.*\/one/, ''))).toEqual([
      '/bins',
      '/bins?filter=favorites',
      '/bins?filter=pinned',
    ])
  })

  it('shows an empty state per tab, with a link to create a bin', async () => {
    serveBins({ all: [hello] })
    const onClose = vi.fn()
    renderWithApp(<BinsDialog open onClose={onClose} />, '/bins/HelloVue0001?one=bins')
    await within(dialog()).findByRole('list', { name: 'All bins' })
    await userEvent.click(within(dialog()).getByRole('tab', { name: 'Favorites' }))
    expect(await within(dialog()).findByText('No favorite bins yet')).toBeTruthy()
    await userEvent.click(within(dialog()).getByRole('tab', { name: 'Pinned' }))
    expect(await within(dialog()).findByText('No pinned bins yet')).toBeTruthy()
    await userEvent.click(within(dialog()).getByRole('link', { name: 'Create a bin' }))
    expect(location()).toBe('/')
    expect(onClose).toHaveBeenCalled()
  })

  it('says "No bins yet" when there are none at all', async () => {
    serveBins({})
    renderWithApp(<BinsDialog open onClose={() => {}} />, '/?one=bins')
    expect(await within(dialog()).findByText('No bins yet')).toBeTruthy()
  })

  it("opens a bin's page when its row is chosen", async () => {
    serveBins({ all: [hello, untitled] })
    renderWithApp(<BinsDialog open onClose={() => {}} />, '/?one=bins')
    const list = await within(dialog()).findByRole('list', { name: 'All bins' })
    await userEvent.click(within(list).getByRole('button', { name: /Untitled/ }))
    expect(location()).toBe('/bins/Untitled0002')
  })

  it("shows the server's message when the listing fails, and tries again on Retry", async () => {
    const fetch = serveBins({}, { status: 403, message: 'Sign in to see your bins.' })
    renderWithApp(<BinsDialog open onClose={() => {}} />, '/?one=bins')
    expect(await within(dialog()).findByText('Sign in to see your bins.')).toBeTruthy()
    serveBins({ all: [hello] })
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Retry' }))
    expect(await within(dialog()).findByRole('list', { name: 'All bins' })).toBeTruthy()
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})
