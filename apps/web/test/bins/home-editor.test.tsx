import './codemirror-layout.ts'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DRAFT_KEY } from '../../src/features/bins/bin-draft.ts'
import { HomeEditor } from '../../src/features/bins/HomeEditor.tsx'
import { queryClient } from '../../src/lib/query-client.tsx'
import { useSnackbars } from '../../src/stores/snackbar-store.ts'
import { makeUser, renderWithApp, resetStores, signIn } from '../user-menu/menu-harness.tsx'

type Sent = { idempotencyKey?: string; title: string }

/** A fake API whose POSTs are answered by `answer`, in order; it records what each POST sent. */
function serveCreates(...answers: (() => Response | Promise<Response>)[]) {
  const sent: Sent[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as Sent
      sent.push(body)
      const answer = answers[sent.length - 1]
      if (!answer) throw new Error('no answer for this POST')
      return answer()
    }),
  )
  return sent
}

const created = () =>
  new Response(
    JSON.stringify({
      id: 'Made00000001',
      title: 'draft.txt',
      content: 'kept text',
      language: 'text',
      visibility: 'public',
      favorite: false,
      pinned: false,
      owner: { id: 'u1', name: 'Ada', picture: '' },
      mine: true,
      version: 1,
      expiresAt: null,
      burn: false,
      createdAt: '2026-01-02T10:00:00.000Z',
      updatedAt: '2026-01-02T10:00:00.000Z',
    }),
    { status: 201 },
  )
const lost = () => Promise.reject(new TypeError('Failed to fetch'))

beforeEach(() => {
  resetStores()
  useSnackbars.setState({ messages: [] })
  signIn(makeUser())
  localStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({ title: 'draft.txt', content: 'kept text', language: 'text', visibility: 'public' }),
  )
})
afterEach(() => {
  queryClient.clear()
  vi.unstubAllGlobals()
})

// The editor's code arrives lazily: the first render takes a while on a busy machine.
describe('issue 12: saving on / makes one bin', () => {
  it('a double click sends one POST', async () => {
    const sent = serveCreates(created, created)
    renderWithApp(<HomeEditor />)
    const save = await screen.findByRole('button', { name: 'Save' })
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false))
    fireEvent.click(save)
    fireEvent.click(save)
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/bins/Made00000001'), {
      timeout: 10_000,
    })
    expect(sent).toHaveLength(1)
  }, 20_000)

  it('saving again after an answer that never came sends the same key; a changed text a new one', async () => {
    const sent = serveCreates(lost, lost, created)
    renderWithApp(<HomeEditor />)
    const save = await screen.findByRole('button', { name: 'Save' })
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false))
    await userEvent.click(save)
    await waitFor(() => expect(useSnackbars.getState().messages).toHaveLength(1))
    await userEvent.click(save)
    await waitFor(() => expect(sent).toHaveLength(2))
    expect(sent[0]!.idempotencyKey).toMatch(/^[0-9a-f]{32}$/)
    expect(sent[1]!.idempotencyKey).toBe(sent[0]!.idempotencyKey)

    await waitFor(() => expect(useSnackbars.getState().messages).toHaveLength(2))
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), '2')
    await userEvent.click(save)
    await waitFor(() => expect(sent).toHaveLength(3))
    expect(sent[2]).toMatchObject({ title: 'draft.txt2' })
    expect(sent[2]!.idempotencyKey).not.toBe(sent[0]!.idempotencyKey)
  }, 20_000)
})
