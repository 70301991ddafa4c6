import type { BinRevision } from '@one/contract/bin-revisions'
import type { Bin } from '@one/contract/bins'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { HistoryButton } from '../../src/features/bins/history/HistoryButton.tsx'
import { QueryProvider, queryClient } from '../../src/lib/query-client.tsx'
import { renderWithApp, resetStores } from '../user-menu/menu-harness.tsx'
import {
  json,
  manyRevisions,
  pageOf,
  saved,
  serveHistory,
  threeRevisions,
  windowWidth,
} from './history-harness.tsx'

vi.setConfig({ testTimeout: 60_000 })
configure({ asyncUtilTimeout: 10_000 })
beforeAll(() => import('../../src/features/bins/history/HistoryDialog.tsx'), 120_000)

beforeEach(() => {
  resetStores()
  windowWidth(1024)
})
afterEach(() => {
  queryClient.clear()
  vi.unstubAllGlobals()
})

const NOTE = 'Revisions made while this bin was private are shown only to you.'

async function openHistory(bin: Bin = saved) {
  renderWithApp(
    <QueryProvider>
      <HistoryButton bin={bin} />
    </QueryProvider>,
  )
  await userEvent.click(screen.getByRole('button', { name: 'History' }))
  const dialog = await screen.findByRole('dialog', { name: 'History of main.ts' })
  await within(dialog).findByRole('list', { name: 'Revisions' })
  return dialog
}

/** The revision a row (or its button) names, from its first line alone. */
const numberOf = (element: Element | null) =>
  Number(element?.querySelector('.MuiListItemText-primary')?.textContent?.match(/^Revision (\d+)/)?.[1])

const listed = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Revisions' }))
    .getAllByRole('listitem')
    .map(numberOf)

describe('a long history, a page at a time (decision 0035)', () => {
  it('lists the newest 50; Load more, busy while it loads, brings the next page and its focus', async () => {
    const revisions = manyRevisions(60)
    let answer: (() => void) | undefined
    const calls = serveHistory({
      revisions,
      list: (query) =>
        query.has('before')
          ? new Promise<Response>((resolve) => {
              answer = () => resolve(json(pageOf(revisions, query)))
            })
          : undefined,
    })
    const dialog = await openHistory()
    expect(listed(dialog)).toEqual(Array.from({ length: 50 }, (_, i) => 60 - i))

    const more = within(dialog).getByRole('button', { name: 'Load more' }) as HTMLButtonElement
    more.focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(more.disabled).toBe(true))
    expect(within(dialog).getByLabelText('Loading more revisions')).toBeTruthy()
    expect(calls.map((call) => call.path)).toContain('/one/bins/Bin000000001/revisions?before=11')

    answer!()
    await waitFor(() => expect(listed(dialog)).toHaveLength(60))
    expect(listed(dialog).slice(-10)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1])
    // The last page: nothing more to load, and the focus is on the first revision it brought.
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull()
    await waitFor(() => expect(numberOf(document.activeElement)).toBe(10))
  })

  it('a failed page keeps the revisions shown and offers Retry', async () => {
    const revisions = manyRevisions(55)
    let fail = true
    serveHistory({
      revisions,
      list: (query) =>
        query.has('before') && fail
          ? json({ message: 'The history is resting.', code: 'bad_request' }, 400)
          : undefined,
    })
    const dialog = await openHistory()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Load more' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toContain('The history is resting.')
    expect(listed(dialog)).toHaveLength(50)
    fail = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(listed(dialog)).toHaveLength(55))
  })

  it('picking the oldest revision shown compares it with the one before, not yet listed', async () => {
    serveHistory({ revisions: manyRevisions(60) })
    const dialog = await openHistory()
    await userEvent.click(within(dialog).getByRole('button', { name: /^Revision 11/ }))
    expect(
      await within(dialog).findByRole('region', { name: 'Changes from revision 10 to revision 11' }),
    ).toBeTruthy()
    expect((within(dialog).getByLabelText('From') as HTMLSelectElement).value).toBe('10')
  })
})

describe('the owner is told that a private past is theirs alone (decision 0035)', () => {
  const withPrivatePast: BinRevision[] = threeRevisions.map((revision) =>
    revision.number < 3 ? { ...revision, visibility: 'private' } : revision,
  )

  it('shows the note to the owner of a shared bin whose history holds private revisions', async () => {
    serveHistory({ revisions: withPrivatePast })
    const dialog = await openHistory()
    expect(within(dialog).getByText(NOTE)).toBeTruthy()
  })

  it('says nothing when the bin is private now: all of its history is the owner’s alone', async () => {
    const closed = { ...saved, visibility: 'private' as const }
    serveHistory({ bin: closed, revisions: withPrivatePast })
    const dialog = await openHistory(closed)
    expect(within(dialog).queryByText(NOTE)).toBeNull()
  })

  it('says nothing of a bin that was never private', async () => {
    serveHistory()
    const dialog = await openHistory()
    expect(within(dialog).queryByText(NOTE)).toBeNull()
  })
})
