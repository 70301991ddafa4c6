import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../src/db/database.ts'
import { listenWithEmulators } from './support/listening-app.ts'

let database: Database
let app: FastifyInstance

beforeAll(async () => {
  database = await openDatabase({})
  // No credentials: the emulators are mounted in the server, as on a newcomer's machine. It listens,
  // as there: the server discovers the Shopify emulator over HTTP before it sends anyone to it.
  ;({ app } = await listenWithEmulators(database, 'redirects', { PUBLIC_URL: 'http://one.test' }))
})
afterAll(async () => {
  await app.close()
  await database.close()
})

/** Where our sign-in sends the browser: the mounted emulator's authorize page, on our own host. */
async function authorizePage(provider: string) {
  const start = await app.inject({ url: `/api/auth/${provider}/redirect` })
  expect(start.statusCode).toBe(302)
  return new URL(start.headers.location as string)
}

const open = (page: URL) =>
  app.inject({ url: `${page.pathname}${page.search}`, headers: { host: page.host } })

describe('docs/decisions/0008: the mounted emulators are no open redirect', () => {
  it('our own sign-in gets the sign-in page of each provider', async () => {
    for (const provider of ['github', 'discord', 'shopify']) {
      const page = await authorizePage(provider)
      expect(page.origin).toBe('http://one.test')
      expect(page.searchParams.get('redirect_uri')).toBe(`http://one.test/api/auth/${provider}/callback`)
      expect((await open(page)).statusCode).toBe(200)
    }
  })

  it('the same request sending the user to another site gets an error page, not a redirect', async () => {
    const page = await authorizePage('github')
    page.searchParams.set('redirect_uri', 'https://evil.example/api/auth/github/callback')
    const response = await open(page)
    expect(response.statusCode).toBe(400)
    expect(response.headers.location).toBeUndefined()
    expect(response.body).toContain('Bad sign-in request: GitHub (local emulator)')

    const cancelled = await app.inject({
      method: 'POST',
      url: page.pathname,
      headers: { host: page.host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `${page.searchParams}&action=cancel`,
    })
    expect(cancelled.statusCode).toBe(400)
    expect(cancelled.headers.location).toBeUndefined()
    expect(cancelled.body).toContain('Bad sign-in request: GitHub (local emulator)')
  })
})
