import '../bins/codemirror-layout.ts'
import type { Bin } from '@one/contract/bins'
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { BinPage } from '../../src/features/bins/BinPage.tsx'
import { HistoryButton } from '../../src/features/bins/history/HistoryButton.tsx'
import { QueryProvider, queryClient } from '../../src/lib/query-client.tsx'
import { useSnackbars } from '../../src/stores/snackbar-store.ts'
import { makeUser, renderWithApp, resetStores, signIn } from '../user-menu/menu-harness.tsx'
import { json, saved, serveHistory, threeRevisions, windowWidth } from './history-harness.tsx'

// The page, the editor and two lazy chunks per test: on a busy machine, longer than the defaults.
vi.setConfig({ testTimeout: 60_000 })
configure({ asyncUtilTimeout: 10_000 })
// The dialog's chunk, transformed once before the tests, whose clocks it would otherwise run down.
beforeAll(() => import('../../src/features/bins/history/HistoryDialog.tsx'), 120_000)

function renderBinPage() {
  return renderWithApp(
    <Routes>
      <Route path="/bins/:id" element={<BinPage />} />
    </Routes>,
    `/bins/${saved.id}`,
  )
}

async function openHistory() {
  await userEvent.click(await screen.findByRole('button', { name: 'History' }))
  return screen.findByRole('dialog', { name: 'History of main.ts' })
}

const diffText = (dialog: HTMLElement, name: string) =>
  Array.from(within(dialog).getByRole('region', { name }).querySelectorAll('tr'), (row) =>
    Array.from(row.cells, (cell) => cell.textContent).join('|'),
  )

beforeEach(() => {
  sessionStorage.clear()
  resetStores()
  useSnackbars.setState({ messages: [] })
  windowWidth(1024)
})
afterEach(() => {
  queryClient.clear()
  vi.unstubAllGlobals()
})

describe("a bin's History (docs/decisions/0022)", () => {
  it('lists the revisions, newest first, with when, who and the lines added and removed', async () => {
    signIn(makeUser())
    serveHistory()
    renderBinPage()
    const dialog = await openHistory()
    const list = await within(dialog).findByRole('list', { name: 'Revisions' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Revision 3Current1 hour ago · Deleted account · 1 line added, 0 removed/),
      expect.stringMatching(/^Revision 22 hours ago · Ada Lovelace · 1 line added, 1 removed/),
      expect.stringMatching(/^Revision 13 hours ago · Ada Lovelace · 2 lines added, 0 removed/),
    ])
    // The latest is current: there is nothing to restore it over.
    expect(within(rows[0]!).queryByRole('button', { name: /^Restore/ })).toBeNull()
    expect(within(rows[2]!).getByRole('button', { name: 'Restore revision 1' })).toBeTruthy()
  })

  it('first shows what the latest revision changed, then any two revisions chosen', async () => {
    signIn(makeUser())
    serveHistory()
    renderBinPage()
    const dialog = await openHistory()
    expect(
      await within(dialog).findByRole('region', { name: 'Changes from revision 2 to revision 3' }),
    ).toBeTruthy()
    expect(diffText(dialog, 'Changes from revision 2 to revision 3')).toEqual([
      '1|1||const a = 1',
      '2|2||const b = 3',
      '|3|+Added|const c = 3',
    ])

    await userEvent.selectOptions(within(dialog).getByLabelText('To'), 'Revision 3')
    await userEvent.selectOptions(within(dialog).getByLabelText('From'), 'Revision 1')
    await within(dialog).findByRole('region', { name: 'Changes from revision 1 to revision 3' })
    expect(diffText(dialog, 'Changes from revision 1 to revision 3')).toEqual([
      '1|1||const a = 1',
      '2||−Removed|const b = 2',
      '|2|+Added|const b = 3',
      '|3|+Added|const c = 3',
    ])
    expect(within(dialog).getByText('2 lines added, 1 removed')).toBeTruthy()
    expect(within(dialog).getByText('Title: “first.ts” → “main.ts”')).toBeTruthy()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Side by side' }))
    expect(diffText(dialog, 'Changes from revision 1 to revision 3')).toEqual([
      '1||const a = 1|1||const a = 1',
      '2|−Removed|const b = 2|2|+Added|const b = 3',
      '|||3|+Added|const c = 3',
    ])

    // Picking a revision in the list shows what it changed.
    await userEvent.click(within(dialog).getByRole('button', { name: /^Revision 2/ }))
    expect(
      await within(dialog).findByRole('region', { name: 'Changes from revision 1 to revision 2' }),
    ).toBeTruthy()
    expect(
      within(dialog)
        .getByRole('button', { name: /^Revision 2/ })
        .getAttribute('aria-current'),
    ).toBe('true')
  })

  it('is unified, full screen, under 700 px wide, whatever was chosen', async () => {
    windowWidth(360)
    signIn(makeUser())
    serveHistory()
    renderBinPage()
    const dialog = await openHistory()
    await within(dialog).findByRole('region', { name: /^Changes from/ })
    expect(dialog.className).toMatch(/FullScreen/)
    const sideBySide = within(dialog).getByRole('button', { name: 'Side by side' }) as HTMLButtonElement
    expect(sideBySide.disabled).toBe(true)
    expect(within(dialog).getByRole('button', { name: 'Unified' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('folds long unchanged runs and shows them on demand', async () => {
    const long = Array.from({ length: 30 }, (_, index) => `line ${index + 1}`)
    const revisions = [
      { ...threeRevisions[0]!, content: `${long.join('\n')}\n` },
      {
        ...threeRevisions[1]!,
        content: `${long.map((line, i) => (i === 15 ? 'changed' : line)).join('\n')}\n`,
      },
    ]
    signIn(makeUser())
    serveHistory({ revisions })
    renderBinPage()
    const dialog = await openHistory()
    const region = await within(dialog).findByRole('region', {
      name: 'Changes from revision 1 to revision 2',
    })
    expect(within(region).queryByText('line 1')).toBeNull()
    await userEvent.click(within(region).getByRole('button', { name: 'Show 12 unchanged lines' }))
    expect(within(region).getByText('line 1')).toBeTruthy()
    expect(region).toBe(document.activeElement)
    expect(within(region).getByRole('button', { name: 'Show 11 unchanged lines' })).toBeTruthy()
  })

  it('says "Only one version so far" for a bin never changed', async () => {
    signIn(makeUser())
    serveHistory({ revisions: [threeRevisions[0]!] })
    renderBinPage()
    const dialog = await openHistory()
    expect(await within(dialog).findByText('Only one version so far')).toBeTruthy()
    expect(within(dialog).queryByLabelText('From')).toBeNull()
    expect(within(dialog).queryByRole('button', { name: /^Restore/ })).toBeNull()
  })

  it('says it is loading, and on a failure shows the message with Retry', async () => {
    signIn(makeUser())
    let fail = true
    let answer!: () => void
    const waited = new Promise<void>((resolve) => {
      answer = resolve
    })
    serveHistory({
      list: () =>
        fail
          ? waited.then(() => json({ message: 'The history is resting.', code: 'unavailable' }, 503))
          : undefined,
    })
    renderBinPage()
    const dialog = await openHistory()
    expect(within(dialog).getByRole('status').textContent).toBe('Loading the history')
    answer()
    // A 5xx is tried again twice before it shows.
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 15_000 })
    expect(alert.textContent).toContain('The history is resting.')
    fail = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await within(dialog).findByRole('list', { name: 'Revisions' })).toBeTruthy()
  }, 20_000)

  it('opens from the keyboard, and Escape gives the focus back to the button', async () => {
    signIn(makeUser())
    serveHistory()
    renderBinPage()
    const button = await screen.findByRole('button', { name: 'History' })
    button.focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'History of main.ts' })
    await within(dialog).findByRole('list', { name: 'Revisions' })
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(button)
  })
})

describe('restoring a revision (decision 22)', () => {
  it('asks first, sends the bin’s version, and the page shows the restored bin', async () => {
    signIn(makeUser())
    const calls = serveHistory()
    renderBinPage()
    const dialog = await openHistory()
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Restore revision 1' }))
    const confirm = await screen.findByRole('dialog', { name: 'Restore revision 1?' })
    expect(confirm.textContent).not.toContain('unsaved')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Restore' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/one/bins/Bin000000001/revisions/1/restore', body: { version: 3 } },
    ])
    const title = (await screen.findByRole('textbox', { name: 'Title' })) as HTMLInputElement
    await waitFor(() => expect(title.value).toBe('first.ts'))
    expect(useSnackbars.getState().messages.map((m) => m.text)).toEqual(['Revision 1 restored'])
  })

  it('warns that unsaved edits will be replaced, and replaces them', async () => {
    signIn(makeUser())
    serveHistory()
    renderBinPage()
    const title = (await screen.findByRole('textbox', { name: 'Title' })) as HTMLInputElement
    await userEvent.type(title, '.bak')
    expect(screen.getByText('Unsaved changes')).toBeTruthy()

    const dialog = await openHistory()
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Restore revision 1' }))
    const confirm = await screen.findByRole('dialog', { name: 'Restore revision 1?' })
    expect(confirm.textContent).toContain('Your unsaved changes in the editor will be replaced and lost.')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Restore' }))

    await waitFor(() => expect(title.value).toBe('first.ts'))
    expect(screen.queryByText('Unsaved changes')).toBeNull()
    await waitFor(() => expect(sessionStorage.getItem('one:bin-edit:Bin000000001')).toBeNull())
  })

  it('cancelled, changes nothing', async () => {
    signIn(makeUser())
    const calls = serveHistory()
    renderBinPage()
    const dialog = await openHistory()
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Restore revision 2' }))
    const confirm = await screen.findByRole('dialog', { name: 'Restore revision 2?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Restore revision 2?' })).toBeNull())
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
    expect(screen.getByRole('dialog', { name: 'History of main.ts' })).toBeTruthy()
  })

  it('on a stale version (409) says so and reloads the bin and its history', async () => {
    signIn(makeUser())
    const calls = serveHistory({
      restore: () => json({ message: 'changed', code: 'conflict' }, 409),
    })
    renderBinPage()
    const dialog = await openHistory()
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Restore revision 1' }))
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Restore revision 1?' })).getByRole('button', {
        name: 'Restore',
      }),
    )
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toContain('This bin changed since its history was loaded')
    const before = calls.length
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }))
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull())
    const reloaded = calls.slice(before).map((call) => `${call.method} ${call.path}`)
    expect(reloaded).toContain('GET /one/bins/Bin000000001')
    expect(reloaded).toContain('GET /one/bins/Bin000000001/revisions')
  })
})

describe('who sees History (decision 22)', () => {
  const renderButton = (bin: Bin) =>
    renderWithApp(
      <QueryProvider>
        <HistoryButton bin={bin} />
      </QueryProvider>,
    )

  it('shows a reader the history of a bin they can read, without Restore', async () => {
    serveHistory({ bin: { ...saved, mine: false } })
    renderButton({ ...saved, mine: false })
    const dialog = await openHistory()
    expect(await within(dialog).findByRole('list', { name: 'Revisions' })).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: /^Restore/ })).toBeNull()
  })

  it("shows a burn-after-reading bin's history to its owner only", () => {
    const { unmount } = renderButton({ ...saved, burn: true, mine: false })
    expect(screen.queryByRole('button', { name: 'History' })).toBeNull()
    unmount()
    renderButton({ ...saved, burn: true, mine: true })
    expect(screen.getByRole('button', { name: 'History' })).toBeTruthy()
  })
})
