import type { BinRevision } from '@one/contract/bin-revisions'
import type { Bin } from '@one/contract/bins'
import { vi } from 'vitest'

export const saved: Bin = {
  id: 'Bin000000001',
  title: 'main.ts',
  content: 'const a = 1\nconst b = 3\nconst c = 3\n',
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

const ada = { id: 'u1', name: 'Ada Lovelace' }
const revision = (number: number, content: string, extra: Partial<BinRevision> = {}): BinRevision => ({
  number,
  at: new Date(Date.now() - (4 - number) * 3_600_000).toISOString(),
  author: ada,
  title: 'main.ts',
  language: 'typescript',
  visibility: 'public',
  linesAdded: 0,
  linesRemoved: 0,
  content,
  ...extra,
})

/** Three revisions: created, one line changed, another line changed. */
export const threeRevisions = [
  revision(1, 'const a = 1\nconst b = 2\n', { title: 'first.ts', linesAdded: 2 }),
  revision(2, 'const a = 1\nconst b = 3\n', { linesAdded: 1, linesRemoved: 1 }),
  revision(3, saved.content, { linesAdded: 1, author: null }),
]

export type Call = { method: string; path: string; body?: unknown }
type Reply = Response | Promise<Response>

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

/** A page of the history as the server answers it: the newest first, `before` and `limit` as asked. */
export function pageOf(revisions: readonly BinRevision[], query: URLSearchParams) {
  const before = Number(query.get('before') ?? Number.POSITIVE_INFINITY)
  const limit = Number(query.get('limit') ?? 50)
  const older = [...revisions].reverse().filter((revision) => revision.number < before)
  const page = older.slice(0, limit).map(({ content: _text, ...summary }) => summary)
  return { revisions: page, next: older.length > limit ? page.at(-1)!.number : null }
}

/** `count` revisions, each adding a line. */
export function manyRevisions(count: number): BinRevision[] {
  return Array.from({ length: count }, (_, index) =>
    revision(index + 1, Array.from({ length: index + 1 }, (_, line) => `line ${line + 1}\n`).join(''), {
      linesAdded: 1,
    }),
  )
}

/**
 * A fake API for one bin and its history: GET of the bin, its revisions and each revision, and POST of
 * a restore (`restore` answers; by default the restored bin as version 4). `list` may answer a page of
 * the list itself (an error, or later). Every call is recorded, its query with its path.
 */
export function serveHistory({
  bin = saved,
  revisions = threeRevisions,
  list,
  restore,
}: {
  bin?: Bin
  revisions?: BinRevision[]
  list?: (query: URLSearchParams) => Reply | undefined
  restore?: (number: number, body: { version: number }) => Reply
} = {}) {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET'
      const body = init?.body ? JSON.parse(String(init.body)) : undefined
      const address = new URL(String(url), 'http://one.test')
      const path = address.pathname.replace(/^.*\/api/, '') + address.search
      calls.push({ method, path, body })
      const match = address.pathname
        .replace(/^.*\/api/, '')
        .match(/^\/one\/bins\/[^/]+(?:\/revisions(?:\/(\d+))?)?(\/restore)?$/)
      if (!match) return json({ message: 'Not here', code: 'not_found' }, 404)
      const [whole, number, restoring] = match
      if (restoring) {
        const wanted = revisions.find((r) => r.number === Number(number))!
        return restore
          ? restore(Number(number), body)
          : json({ ...bin, title: wanted.title, content: wanted.content, version: bin.version + 1 })
      }
      if (number) return json(revisions.find((r) => r.number === Number(number)))
      if (whole.endsWith('/revisions')) {
        const answer = list?.(address.searchParams)
        if (answer) return answer
        return json(pageOf(revisions, address.searchParams))
      }
      return json(bin)
    }),
  )
  return calls
}

/** A window `width` pixels wide, as useMediaQuery asks it (jsdom has no matchMedia). */
export function windowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = query.match(/min-width:\s*([\d.]+)px/)
    const max = query.match(/max-width:\s*([\d.]+)px/)
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]))
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }
  })
}
