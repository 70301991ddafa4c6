import './codemirror-layout.ts'
import type { Bin } from '@one/contract/bins'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BinPage } from '../../src/features/bins/BinPage.tsx'
import { queryClient } from '../../src/lib/query-client.tsx'
import { useSnackbars } from '../../src/stores/snackbar-store.ts'
import { makeUser, renderWithApp, resetStores, signIn } from '../user-menu/menu-harness.tsx'

const saved: Bin = {
  id: 'Bin000000001',
  title: 'main.ts',
  content: 'export const answer: number = 42\n',
  language: 'typescript',
  visibility: 'public',
  favorite: false,
  pinned: false,
  owner: { id: 'u1', name: 'Ada Lovelace', picture: '' },
  mine: true,
  version: 3,
  expiresAt: null,
  burn: false,
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-03T10:00:00.000Z',
}

type Call = { method: string; path: string; body?: unknown }

/**
 * A fake API that answers GET with `bin` (or 404), PATCH with `patch` and POST with a new bin; it
 * records every call.
 */
function serve(
  bin: Bin | undefined,
  patch: (body: Record<string, unknown>) => Response | Promise<Response> = () => new Response('{}'),
) {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET'
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined
      calls.push({ method, path: String(url).replace(/^.*\/api/, ''), body })
      if (method === 'PATCH') return patch(body ?? {})
      if (method === 'POST') {
        const copy = { ...saved, ...body, id: 'Copy00000001', version: 1 }
        return new Response(JSON.stringify(copy), { status: 201 })
      }
      if (!bin)
        return new Response('{"message":"This bin does not exist.","code":"not_found"}', { status: 404 })
      return new Response(JSON.stringify(bin))
    }),
  )
  return calls
}

function renderBinPage(id = saved.id) {
  return renderWithApp(
    <Routes>
      <Route path="/bins/:id" element={<BinPage />} />
    </Routes>,
    `/bins/${id}`,
  )
}

beforeEach(() => {
  // Not after each: the page's unmount, after the test's own hooks, keeps its unsaved edit.
  sessionStorage.clear()
  resetStores()
  useSnackbars.setState({ messages: [] })
})
afterEach(() => {
  queryClient.clear()
  vi.unstubAllGlobals()
})

describe('bin page (docs/decisions/0005)', () => {
  it('shows the not-found page for an unknown bin', async () => {
    serve(undefined)
    renderBinPage('Missing00001')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
  })

  it("shows someone else's bin read-only, with Copy, Raw, Download and Fork", async () => {
    serve({ ...saved, mine: false, owner: { id: 'u2', name: 'Grace Hopper', picture: '' } })
    renderBinPage()
    expect(await screen.findByRole('heading', { level: 1, name: 'main.ts' })).toBeTruthy()
    expect(screen.getByText('Grace Hopper')).toBeTruthy()
    expect(screen.getByText('TypeScript')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Raw' }).getAttribute('href')).toBe(
      '/api/one/bins/Bin000000001/raw',
    )
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
      '/api/one/bins/Bin000000001/raw?download=1',
    )
    for (const name of ['Copy', 'Copy link', 'Fork'])
      expect(screen.getByRole('button', { name })).toBeTruthy()
    for (const name of ['Delete bin', 'Add to favorites', 'Pin', 'Save']) {
      expect(screen.queryByRole('button', { name })).toBeNull()
    }
    // A reader gets the text to read, with nothing to type in.
    const code = await screen.findByLabelText('Bin content')
    expect(code.textContent).toContain('export const answer')
    expect(screen.queryByRole('textbox', { name: 'Bin content' })).toBeNull()
  })

  it("copies the bin's address and its text, and says so", async () => {
    serve({ ...saved, mine: false })
    const writeText = vi.fn(async (_text: string) => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    renderBinPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Copy link' }))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/bins/Bin000000001`))
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }))
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(saved.content))
    expect(useSnackbars.getState().messages.map((m) => m.text)).toEqual(['Link copied', 'Bin copied'])
  })

  it("saves the owner's rename with the version it was made on", async () => {
    signIn(makeUser())
    const calls = serve(saved, (body) => new Response(JSON.stringify({ ...saved, ...body, version: 4 })))
    renderBinPage()
    const title = await screen.findByRole('textbox', { name: 'Title' })
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement
    expect(save.disabled).toBe(true)
    await userEvent.clear(title)
    await userEvent.type(title, 'answer.ts')
    await userEvent.click(save)
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1))
    expect(calls.find((c) => c.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/one/bins/Bin000000001',
      body: { version: 3, title: 'answer.ts', content: saved.content, language: 'typescript' },
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'answer.ts' })).toBeTruthy()
  })

  const conflict = 'This bin was changed in another tab or window since you opened it.'

  async function editIntoConflict() {
    signIn(makeUser())
    const calls = serve(
      saved,
      () => new Response(JSON.stringify({ message: conflict, code: 'conflict' }), { status: 409 }),
    )
    renderBinPage()
    const title = (await screen.findByRole('textbox', { name: 'Title' })) as HTMLInputElement
    await userEvent.clear(title)
    await userEvent.type(title, 'mine.ts')
    await userEvent.keyboard('{Control>}s{/Control}')
    const dialog = await screen.findByRole('dialog', { name: 'This bin changed elsewhere' })
    return { calls, title, dialog }
  }

  it("on a stale version shows the server's message, keeps the typed text, and can load the newer one", async () => {
    const { title, dialog } = await editIntoConflict()
    expect(dialog.textContent).toContain(conflict)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(title.value).toBe('mine.ts')

    await userEvent.keyboard('{Control>}s{/Control}')
    const again = await screen.findByRole('dialog', { name: 'This bin changed elsewhere' })
    await userEvent.click(within(again).getByRole('button', { name: 'Load the newer version' }))
    await waitFor(() => expect(title.value).toBe('main.ts'))
  })

  it('on a stale version can save the typed text as a new bin with the same visibility', async () => {
    const { calls, dialog } = await editIntoConflict()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save as a new bin' }))
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1))
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'mine.ts',
      content: saved.content,
      language: 'typescript',
      visibility: 'public',
    })
    // docs/decisions/0010: the text is a bin of its own now, no longer an unsaved edit of this one.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/bins/Copy00000001'))
    expect(sessionStorage.getItem('one:bin-edit:Bin000000001')).toBeNull()
  })

  it('marks a favorite at once, before the server answers', async () => {
    signIn(makeUser())
    let answer = () => {}
    const calls = serve(
      saved,
      (body) =>
        new Promise<Response>((resolve) => {
          answer = () => resolve(new Response(JSON.stringify({ ...saved, ...body })))
        }),
    )
    renderBinPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Add to favorites' }))
    expect(screen.getByRole('button', { name: 'Remove from favorites' })).toBeTruthy()
    expect(calls.at(-1)).toEqual({
      method: 'PATCH',
      path: '/one/bins/Bin000000001',
      body: { favorite: true },
    })
    await act(async () => answer())
    expect(screen.getByRole('button', { name: 'Remove from favorites' })).toBeTruthy()
  })

  it('steps a favorite back when the server refuses it', async () => {
    signIn(makeUser())
    serve(
      saved,
      () =>
        new Response('{"message":"Only the owner can change this bin.","code":"forbidden"}', { status: 403 }),
    )
    renderBinPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Add to favorites' }))
    expect(await screen.findByRole('button', { name: 'Add to favorites' })).toBeTruthy()
    expect(useSnackbars.getState().messages.map((m) => m.text)).toEqual([
      'Only the owner can change this bin.',
    ])
  })
})

describe("docs/decisions/0010: saving the owner's edit", () => {
  async function renameTo(name: string) {
    const title = (await screen.findByRole('textbox', { name: 'Title' })) as HTMLInputElement
    await userEvent.clear(title)
    await userEvent.type(title, name)
    return title
  }

  it('a double click on Save sends one PATCH, and no false "changed elsewhere" follows', async () => {
    signIn(makeUser())
    let version = saved.version
    const calls = serve(saved, (body) =>
      body.version === version
        ? new Response(JSON.stringify({ ...saved, ...body, version: ++version }))
        : new Response(JSON.stringify({ message: 'changed', code: 'conflict' }), { status: 409 }),
    )
    renderBinPage()
    await renameTo('twice.ts')
    const save = screen.getByRole('button', { name: 'Save' })
    fireEvent.click(save)
    fireEvent.click(save)
    expect(await screen.findByRole('heading', { level: 1, name: 'twice.ts' })).toBeTruthy()
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1)
    expect(screen.queryByRole('dialog', { name: 'This bin changed elsewhere' })).toBeNull()
    expect(screen.queryByText('Unsaved changes')).toBeNull()
  })

  it('a 401 (the session ended) keeps the text unsaved and shows no message of its own', async () => {
    signIn(makeUser())
    serve(
      saved,
      () => new Response('{"message":"Sign in to change bins.","code":"unauthorized"}', { status: 401 }),
    )
    renderBinPage()
    const title = await renameTo('kept.ts')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Unsaved changes')).toBeTruthy()
    expect(title.value).toBe('kept.ts')
    expect(useSnackbars.getState().messages).toEqual([])
    expect(screen.queryByText(/owner/)).toBeNull()
  })
})

describe('a save refused for the storage quota (decision 0036)', () => {
  it("keeps the typed text unsaved, shows the server's message and offers the Bins tab", async () => {
    signIn(makeUser())
    const message =
      'Your bins and their history use 199.8 MiB of your 200 MiB: there is no room for this save. Delete bins you no longer need, then save again.'
    serve(saved, () => new Response(JSON.stringify({ message, code: 'quota_exceeded' }), { status: 413 }))
    renderBinPage()
    const title = (await screen.findByRole('textbox', { name: 'Title' })) as HTMLInputElement
    await userEvent.clear(title)
    await userEvent.type(title, 'roomless.ts')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(useSnackbars.getState().messages).toHaveLength(1))
    const [shown] = useSnackbars.getState().messages
    expect(shown).toMatchObject({ text: message, color: 'error', action: { label: 'Manage bins' } })
    expect(title.value).toBe('roomless.ts')
    expect(screen.getByText('Unsaved changes')).toBeTruthy()
    act(() => shown!.action!.onClick())
    expect(screen.getByTestId('location').textContent).toBe('/user/dashboard?tab=bins')
  })
})

describe('docs/decisions/0010: an unsaved edit is not lost by leaving the page', () => {
  it('comes back, still unsaved, when the bin opens again; Discard gives the saved bin', async () => {
    signIn(makeUser())
    serve(saved)
    const first = renderBinPage()
    const title = (await screen.findByRole('textbox', { name: 'Title' })) as HTMLInputElement
    await userEvent.type(title, '.bak')
    first.unmount()
    queryClient.clear()

    renderBinPage()
    const again = (await screen.findByRole('textbox', { name: 'Title' })) as HTMLInputElement
    expect(again.value).toBe('main.ts.bak')
    expect(screen.getByText('Unsaved changes')).toBeTruthy()
    const notice = screen.getByText('Your unsaved changes to this bin are back in the editor.')
    await userEvent.click(
      within(notice.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Discard' }),
    )
    expect(again.value).toBe('main.ts')
    expect(screen.queryByText('Unsaved changes')).toBeNull()
    expect(sessionStorage.getItem('one:bin-edit:Bin000000001')).toBeNull()
  })

  it('an edit kept on an older version is saved with that version, so a newer text is not overwritten', async () => {
    signIn(makeUser())
    sessionStorage.setItem(
      'one:bin-edit:Bin000000001',
      JSON.stringify({ version: 2, title: 'old\nedit', content: 'older edit', language: 'text' }),
    )
    const calls = serve(saved, () => new Response('{"message":"changed","code":"conflict"}', { status: 409 }))
    renderBinPage()
    const title = (await screen.findByRole('textbox', { name: 'Title' })) as HTMLInputElement
    expect(title.value).toBe('old edit')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('dialog', { name: 'This bin changed elsewhere' })).toBeTruthy()
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ version: 2, content: 'older edit' })
  })
})

describe('docs/decisions/0010: the title counts characters as people see them and stays one line', () => {
  it('30 family emoji read 30/200 and leave Save enabled', async () => {
    signIn(makeUser())
    serve(saved)
    renderBinPage()
    const title = (await screen.findByRole('textbox', { name: 'Title' })) as HTMLInputElement
    fireEvent.change(title, { target: { value: '👨‍👩‍👧‍👦'.repeat(30) } })
    expect(await screen.findByText('30/200')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('a pasted text of several lines becomes one line, its breaks and tabs spaces', async () => {
    signIn(makeUser())
    serve(saved)
    renderBinPage()
    const title = (await screen.findByRole('textbox', { name: 'Title' })) as HTMLInputElement
    await userEvent.clear(title)
    await userEvent.paste('first line\r\nsecond\tpart')
    expect(title.value).toBe('first line second part')
  })
})
