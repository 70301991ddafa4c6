import type { FastifyInstance } from 'fastify'
import { CookieJar, signInThrough } from './sign-in.ts'

export const site = 'http://one.test'

/** A browser of one person (or a guest) calling the bins API, from the site at `origin`. */
export function binsClient(app: FastifyInstance, jar = new CookieJar(), origin = site) {
  const call = (method: 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/api/one/bins${url}`,
      headers: {
        origin,
        ...jar.header(),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined
        ? {}
        : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
    })
  return {
    jar,
    list: (query = '') => call('GET', query),
    create: (body: unknown) => call('POST', '', body),
    get: (id: string) => call('GET', `/${id}`),
    raw: (id: string, query = '') => call('GET', `/${id}/raw${query}`),
    /** HEAD of a bin's address under /one/bins: `/{id}` or `/{id}/raw`. */
    head: (path: string) => call('HEAD', path),
    patch: (id: string, body: unknown) => call('PATCH', `/${id}`, body),
    remove: (id: string) => call('DELETE', `/${id}`),
    revisions: (id: string, query = '') => call('GET', `/${id}/revisions${query}`),
    revision: (id: string, number: number | string) => call('GET', `/${id}/revisions/${number}`),
    restore: (id: string, number: number | string, body: unknown) =>
      call('POST', `/${id}/revisions/${number}/restore`, body),
  }
}

export type BinsClient = ReturnType<typeof binsClient>

export async function signedIn(app: FastifyInstance, username: string): Promise<BinsClient> {
  const jar = new CookieJar()
  const { response } = await signInThrough(app, jar, 'github', username)
  if (!jar.get('one_session'))
    throw new Error(`sign-in of ${username} failed: ${response.body.slice(0, 200)}`)
  return binsClient(app, jar)
}
