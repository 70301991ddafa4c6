import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { createHttp, HttpError } from '../src/lib/http.ts'

function fakeFetch(status: number, body: string) {
  return vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(status === 204 ? null : body, { status }),
  )
}

describe('http client (spec section 7)', () => {
  it('sends credentials on every call, to the API base', async () => {
    const fetch = fakeFetch(200, '{"ok":true}')
    const http = createHttp('https://api.example.com', fetch)
    await http.get('/auth/verify')
    expect(fetch).toHaveBeenCalledWith('https://api.example.com/auth/verify', {
      method: 'GET',
      credentials: 'include',
    })
  })

  it('posts a JSON body with its content type', async () => {
    const fetch = fakeFetch(200, '{}')
    await createHttp('/api', fetch).post('/user/settings', { settings: { version: 6 } })
    expect(fetch.mock.calls[0]![1]).toEqual({
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: '{"settings":{"version":6}}',
    })
  })

  it('a POST without payload sends no body', async () => {
    const fetch = fakeFetch(200, '{}')
    await createHttp('/api', fetch).post('/auth/logout')
    expect(fetch.mock.calls[0]![1]).toEqual({ method: 'POST', credentials: 'include' })
  })

  it('204 gives an empty result', async () => {
    await expect(createHttp('/api', fakeFetch(204, '')).post('/one/team/leave', {})).resolves.toBeUndefined()
  })

  it('a non-OK answer is an error carrying the server message', async () => {
    const http = createHttp('/api', fakeFetch(409, '{"message":"Someone saved first","code":"conflict"}'))
    const error = await http.get('/x').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ status: 409, message: 'Someone saved first', code: 'conflict' })
  })

  it('a non-OK answer without a JSON message carries the body text', async () => {
    const error = await createHttp('/api', fakeFetch(502, 'Bad gateway'))
      .get('/x')
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 502, message: 'Bad gateway' })
  })

  it('checks the answer against the response schema when one is given', async () => {
    const http = createHttp('/api', fakeFetch(200, '{"count":"three"}'))
    await expect(http.get('/x', z.object({ count: z.number() }))).rejects.toThrow()
    const ok = createHttp('/api', fakeFetch(200, '{"count":3}'))
    await expect(ok.get('/x', z.object({ count: z.number() }))).resolves.toEqual({ count: 3 })
  })
})
