import './codemirror-layout.ts'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Profiler } from 'react'
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
describe('docs/decisions/0010: saving on / makes one bin', () => {
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

describe('a save refused for the storage quota (decision 0036)', () => {
  it("keeps the draft, shows the server's message and offers the Bins tab; the next save sends the same key", async () => {
    const message =
      'Your bins and their history use 199.8 MiB of your 200 MiB: there is no room for this save. Delete bins you no longer need, then save again.'
    const full = () => new Response(JSON.stringify({ message, code: 'quota_exceeded' }), { status: 413 })
    const sent = serveCreates(full, created)
    renderWithApp(<HomeEditor />)
    const save = await screen.findByRole('button', { name: 'Save' })
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false))
    await userEvent.click(save)
    await waitFor(() => expect(useSnackbars.getState().messages).toHaveLength(1))
    expect(useSnackbars.getState().messages[0]).toMatchObject({
      text: message,
      color: 'error',
      action: { label: 'Manage bins' },
    })
    expect(screen.getByTestId('location').textContent).toBe('/')
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('draft.txt')
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({ content: 'kept text' })

    await userEvent.click(save)
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/bins/Made00000001'))
    expect(sent[1]!.idempotencyKey).toBe(sent[0]!.idempotencyKey)
  }, 20_000)
})

describe('the home editor after its first render', () => {
  /** The editor's commits after it was first drawn, as React's profiler counts them. */
  function renderCountingUpdates(url: string) {
    const updates: string[] = []
    renderWithApp(
      <Profiler id="editor" onRender={(_id, phase) => phase !== 'mount' && updates.push(phase)}>
        <HomeEditor />
      </Profiler>,
      url,
    )
    return updates
  }

  it('is not drawn again when the address holds no share link (one long task on a phone)', async () => {
    localStorage.removeItem(DRAFT_KEY)
    const updates = renderCountingUpdates('/')
    await screen.findByRole('button', { name: 'Save' })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(updates).toEqual([])
  })

  it('reads a share link in the address after it', async () => {
    const { shareLink } = await import('../../src/features/bins/share-link.ts')
    const link = await shareLink({ title: 'linked.ts', content: 'const linked = 1' })
    const updates = renderCountingUpdates(`/${new URL(link).hash}`)
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'linked.ts'),
    )
    expect(updates.length).toBeGreaterThan(0)
  })
})
