// Spec section 8: 'Error fetching notifications' (banners, promotions, spots likewise), with the
// server's message when there is one.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useContent } from '../../src/stores/content-store.ts'
import { useSnackbars } from '../../src/stores/snackbar-store.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  useContent.setState({ lists: {}, loading: {} })
  useSnackbars.setState({ messages: [] })
})

const answer = (status: number, body: string) =>
  vi.fn(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }))

describe('fetching content (spec sections 7 and 8)', () => {
  it('a list is fetched once, however many ask at once', async () => {
    const fetch = answer(200, JSON.stringify({ spots: [] }))
    vi.stubGlobal('fetch', fetch)
    await Promise.all([useContent.getState().load('spots'), useContent.getState().load('spots')])
    await useContent.getState().load('spots')
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(useContent.getState().lists.spots).toEqual([])
  })

  it.each(['notifications', 'banners', 'promotions', 'spots'] as const)(
    'a failure of %s shows the server message, else the fallback',
    async (kind) => {
      vi.stubGlobal(
        'fetch',
        answer(503, JSON.stringify({ message: 'The database is not answering.', code: 'unavailable' })),
      )
      await useContent.getState().load(kind)
      expect(useSnackbars.getState().messages.at(-1)).toMatchObject({
        text: 'The database is not answering.',
        color: 'error',
      })
      useContent.setState({ lists: {} })
      vi.stubGlobal('fetch', answer(500, ''))
      await useContent.getState().load(kind)
      expect(useSnackbars.getState().messages.at(-1)?.text).toBe(`Error fetching ${kind}`)
      expect(useContent.getState().lists[kind]).toEqual([])
    },
  )
})
