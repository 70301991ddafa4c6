import { authEndpoints } from '@one/contract/auth'
import { type Bin, binEndpoints } from '@one/contract/bins'
import { endpoints } from '@one/contract/endpoint'
import { HttpError } from '@one/contract/errors'
import { describe, expect, expectTypeOf, it, vi } from 'vitest'
import { z } from 'zod/mini'
import { createHttp, NetworkError } from '../src/lib/http.ts'

function fakeFetch(status: number, body: string) {
  return vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(status === 204 ? null : body, { status }),
  )
}

const test = endpoints('test', {
  ping: { method: 'GET', path: '/ping', summary: 'An answer without a schema' },
  count: {
    method: 'GET',
    path: '/counts/:id',
    summary: 'An answer with a schema',
    params: z.object({ id: z.string() }),
    response: z.object({ count: z.number() }),
  },
  save: {
    method: 'POST',
    path: '/user/settings',
    summary: 'A body',
    body: z.object({ settings: z.object({ version: z.number() }) }),
  },
})

const urlOf = (fetch: ReturnType<typeof fakeFetch>) => String(fetch.mock.calls[0]![0])

describe('http client (spec section 7)', () => {
  it('sends credentials on every call, to the API base', async () => {
    const fetch = fakeFetch(200, '{"ok":true}')
    await createHttp('https://api.example.com', { fetchImpl: fetch }).call(test.ping)
    expect(fetch).toHaveBeenCalledWith('https://api.example.com/ping', {
      method: 'GET',
      credentials: 'include',
    })
  })

  it('posts a JSON body with its content type', async () => {
    const fetch = fakeFetch(200, '{}')
    await createHttp('/api', { fetchImpl: fetch }).call(test.save, { body: { settings: { version: 6 } } })
    expect(fetch.mock.calls[0]![1]).toEqual({
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: '{"settings":{"version":6}}',
    })
  })

  it('a POST without payload sends no body', async () => {
    const fetch = fakeFetch(200, '{}')
    await createHttp('/api', { fetchImpl: fetch }).call(authEndpoints.logout)
    expect(urlOf(fetch)).toBe('/api/auth/logout')
    expect(fetch.mock.calls[0]![1]).toEqual({ method: 'POST', credentials: 'include' })
  })

  it('204 gives an empty result', async () => {
    const fetch = fakeFetch(204, '')
    const answer = createHttp('/api', { fetchImpl: fetch }).call(binEndpoints.remove, {
      params: { id: 'Bin000000001' },
    })
    await expect(answer).resolves.toBeUndefined()
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'DELETE' })
  })

  it('a non-OK answer is an HttpError carrying the server message and code', async () => {
    const http = createHttp('/api', {
      fetchImpl: fakeFetch(409, '{"message":"Someone saved first","code":"conflict"}'),
    })
    const error = await http.call(test.ping).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ status: 409, code: 'conflict', message: 'Someone saved first' })
  })

  it('a non-OK answer without a JSON message carries the body text, with the code http_<status>', async () => {
    const plain = await createHttp('/api', { fetchImpl: fakeFetch(502, 'Bad gateway') })
      .call(test.ping)
      .catch((e: unknown) => e)
    expect(plain).toBeInstanceOf(HttpError)
    expect(plain).toMatchObject({ status: 502, code: 'http_502', message: 'Bad gateway' })
    const other = await createHttp('/api', { fetchImpl: fakeFetch(500, '{"error":"boom"}') })
      .call(test.ping)
      .catch((e: unknown) => e)
    expect(other).toMatchObject({ status: 500, code: 'http_500', message: '{"error":"boom"}' })
  })

  it('a code the contract does not know keeps the message and becomes http_<status>', async () => {
    const http = createHttp('/api', {
      fetchImpl: fakeFetch(418, '{"message":"Short and stout","code":"teapot"}'),
    })
    const error = await http.call(test.ping).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 418, code: 'http_418', message: 'Short and stout' })
  })

  it("checks the answer against the endpoint's response schema", async () => {
    const wrong = createHttp('/api', { fetchImpl: fakeFetch(200, '{"count":"three"}') })
    await expect(wrong.call(test.count, { params: { id: 'a' } })).rejects.toThrow()
    const ok = createHttp('/api', { fetchImpl: fakeFetch(200, '{"count":3}') })
    await expect(ok.call(test.count, { params: { id: 'a' } })).resolves.toEqual({ count: 3 })
  })
})

describe('failures a person reads (docs/decisions/0010)', () => {
  it('a server that cannot be reached reads like a product message, not "Failed to fetch"', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    const error = await createHttp('/api', { fetchImpl: offline })
      .call(test.ping)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NetworkError)
    expect((error as Error).message).toBe('Could not reach the server. Check your connection and try again.')
  })

  it('an answer cut off mid-body is a network failure too', async () => {
    const cut = vi.fn(async () => {
      const response = new Response('{}', { status: 200 })
      vi.spyOn(response, 'text').mockRejectedValue(new TypeError('network error'))
      return response
    })
    await expect(createHttp('/api', { fetchImpl: cut }).call(test.ping)).rejects.toBeInstanceOf(NetworkError)
  })

  it('any 401 is reported, except the one verify gives to guests', async () => {
    const onUnauthorized = vi.fn()
    const http = createHttp('/api', {
      fetchImpl: fakeFetch(401, '{"message":"Not signed in.","code":"unauthorized"}'),
      onUnauthorized,
    })
    await expect(http.call(binEndpoints.remove, { params: { id: 'Bin000000001' } })).rejects.toMatchObject({
      status: 401,
    })
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    await http.call(authEndpoints.verify).catch(() => undefined)
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('other failures are not a lost session', async () => {
    const onUnauthorized = vi.fn()
    await createHttp('/api', {
      fetchImpl: fakeFetch(403, '{"message":"No","code":"forbidden"}'),
      onUnauthorized,
    })
      .call(test.ping)
      .catch(() => undefined)
    expect(onUnauthorized).not.toHaveBeenCalled()
  })
})

describe('typed calls built from an endpoint of the contract', () => {
  it('fills the path parameters, each encoded', async () => {
    const fetch = fakeFetch(200, '{"count":1}')
    await createHttp('/api', { fetchImpl: fetch }).call(test.count, { params: { id: 'a b/c?d' } })
    expect(urlOf(fetch)).toBe('/api/counts/a%20b%2Fc%3Fd')
  })

  it('adds the query, leaving out what is undefined, and no "?" when nothing is left', async () => {
    const http = (fetch: ReturnType<typeof fakeFetch>) => createHttp('/api', { fetchImpl: fetch })
    const withFilter = fakeFetch(200, '{"bins":[]}')
    await http(withFilter).call(binEndpoints.list, { query: { filter: 'favorites' } })
    expect(urlOf(withFilter)).toBe('/api/one/bins?filter=favorites')
    const without = fakeFetch(200, '{"bins":[]}')
    await http(without).call(binEndpoints.list, { query: { filter: undefined } })
    expect(urlOf(without)).toBe('/api/one/bins')
    const raw = fakeFetch(200, 'plain text')
    await http(raw).call(binEndpoints.raw, { params: { id: 'x&y' }, query: { download: '1' } })
    expect(urlOf(raw)).toBe('/api/one/bins/x%26y/raw?download=1')
  })

  it('sends the method and body of the endpoint, and gives its parsed response', async () => {
    const saved = {
      id: 'Bin000000001',
      title: 'a.ts',
      content: 'x',
      language: 'typescript',
      visibility: 'public',
      favorite: true,
      pinned: false,
      owner: { id: 'u1', name: 'Ada', picture: '' },
      mine: true,
      version: 2,
      expiresAt: null,
      burn: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
    } satisfies Bin
    const fetch = fakeFetch(200, JSON.stringify({ ...saved, extra: 'dropped by the schema' }))
    const http = createHttp('/api', { fetchImpl: fetch })
    const answer = await http.call(binEndpoints.update, {
      params: { id: saved.id },
      body: { favorite: true },
    })
    expect(answer).toEqual(saved)
    expect(urlOf(fetch)).toBe('/api/one/bins/Bin000000001')
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'PATCH', body: '{"favorite":true}' })
  })

  it('types the input and the answer from the endpoint', () => {
    const http = createHttp('/api', { fetchImpl: fakeFetch(204, '') })
    expectTypeOf(http.call(binEndpoints.read, { params: { id: 'x' } })).resolves.toEqualTypeOf<Bin>()
    expectTypeOf(http.call(binEndpoints.remove, { params: { id: 'x' } })).resolves.toEqualTypeOf<undefined>()
    // @ts-expect-error a bin is read by its id
    void http.call(binEndpoints.read).catch(() => {})
    // @ts-expect-error the listing's filter is one of the contract's
    void http.call(binEndpoints.list, { query: { filter: 'mine' } }).catch(() => {})
  })
})
