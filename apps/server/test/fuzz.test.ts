import { authEndpoints, providerIds } from '@one/contract/auth'
import { binEndpoints } from '@one/contract/bins'
import { defaultSettings } from '@one/contract/settings/defaults'
import { settingsEndpoints } from '@one/contract/settings/sync'
import { type RunningEmulators, startEmulators } from '@one/emulators/standalone'
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/database.ts'
import { buildTestApp } from './support/app.ts'
import { type BinsClient, signedIn, site } from './support/bins-client.ts'
import { testDatabases } from './support/databases.ts'
import {
  contentType,
  fromPlain,
  fromSchema,
  hostileBody,
  hostileParam,
  hostileQuery,
} from './support/hostile-requests.ts'
import { emulatorEnv } from './support/sign-in.ts'

// Enough to meet every kind of hostile value many times over, few enough for every `npm test`.
const numRuns = 100

let emulators: RunningEmulators
beforeAll(async () => {
  emulators = await startEmulators()
})
afterAll(async () => {
  await emulators.close()
})

type Request = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  url: string
  payload?: string | Buffer
  contentType?: string
  /** Sign-in and settings are limited per address: each request comes from an address of its own. */
  remoteAddress?: string
}

const address = fc.nat(0xffffff).map((n) => `10.${n >> 16}.${(n >> 8) & 0xff}.${n & 0xff}`)
const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`

describe.each(testDatabases())('docs/decisions/0008: no request gets a 5xx, on $name', ({ open }) => {
  let database: Database
  let app: FastifyInstance
  let fuzzer: BinsClient
  let binId: string

  beforeAll(async () => {
    database = await open()
    app = await buildTestApp(database, { ...emulatorEnv(emulators), BIN_WRITE_LIMIT: '1000000' })
    await app.ready()
    fuzzer = await signedIn(app, 'fuzzer')
    binId = (await fuzzer.create({ title: 'target', content: 'hello' })).json().id
  })

  afterAll(async () => {
    await app.close()
    await database.close()
  })

  /** Signed in, and from our own site, so the request gets past the sign-in and origin checks. */
  async function expectNoServerError(request: Request) {
    const response = await app.inject({
      method: request.method,
      url: request.url,
      headers: {
        origin: site,
        ...fuzzer.jar.header(),
        ...(request.payload === undefined
          ? {}
          : { 'content-type': request.contentType ?? 'application/json' }),
      },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
      ...(request.remoteAddress ? { remoteAddress: request.remoteAddress } : {}),
    })
    const sent = `${request.method} ${request.url.slice(0, 300)} ${String(request.payload ?? '').slice(0, 300)}`
    expect(response.statusCode, `${sent}\n-> ${response.body.slice(0, 300)}`).toBeLessThan(500)
    if (response.statusCode >= 400) {
      expect(response.json(), sent).toMatchObject({ message: expect.any(String), code: expect.any(String) })
    }
  }

  const everyRequest = (requests: fc.Arbitrary<Request>) =>
    fc.assert(fc.asyncProperty(requests, expectNoServerError), { numRuns })

  const binUrl = (suffix = '') =>
    fc
      .oneof({ weight: 4, arbitrary: fc.constant(binId) }, { weight: 1, arbitrary: hostileParam })
      .map((id) => `/api/one/bins/${id}${suffix}`)

  it('POST /one/bins', async () => {
    await everyRequest(
      fc.record({
        method: fc.constant('POST' as const),
        url: fc.constant('/api/one/bins'),
        payload: hostileBody(binEndpoints.create.body),
        contentType,
      }),
    )
  })

  it('PATCH /one/bins/:id', async () => {
    await everyRequest(
      fc.record({
        method: fc.constant('PATCH' as const),
        url: binUrl(),
        payload: hostileBody(binEndpoints.update.body),
        contentType,
      }),
    )
  })

  it('POST /user/settings', async () => {
    const body = settingsEndpoints.save.body
    // Valid settings with a change or two reach the database; generated ones mostly stop at the shape.
    const stored = fc.oneof(fromSchema(body), fc.constant(fromPlain({ settings: defaultSettings() })))
    await everyRequest(
      fc.record({
        method: fc.constant('POST' as const),
        url: fc.constant('/api/user/settings'),
        payload: hostileBody(body, stored),
        contentType,
        remoteAddress: address,
      }),
    )
  })

  it('GET /one/bins?filter', async () => {
    await everyRequest(
      fc.record({
        method: fc.constant('GET' as const),
        url: hostileQuery(binEndpoints.list.query).map((query) => `/api/one/bins?${query}`),
      }),
    )
  })

  it('GET /one/bins/:id/raw?download', async () => {
    await everyRequest(
      fc.record({
        method: fc.constant('GET' as const),
        url: fc
          .tuple(binUrl('/raw'), hostileQuery(binEndpoints.raw.query))
          .map(([url, query]) => `${url}?${query}`),
      }),
    )
  })

  it('GET /auth/:provider/redirect?next', async () => {
    const provider = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...providerIds) }, hostileParam)
    await everyRequest(
      fc.record({
        method: fc.constant('GET' as const),
        url: fc
          .tuple(provider, hostileQuery(authEndpoints.redirect.query))
          .map(([id, query]) => `/api/auth/${id}/redirect?${query}`),
        remoteAddress: address,
      }),
    )
  })

  it('a 4,000-deep array as any JSON body, or inside one, crashes nothing', async () => {
    const bodies = [deep(4_000), `{"content":"x","extra":${deep(4_000)}}`, `{"settings":${deep(4_000)}}`]
    const routes: Pick<Request, 'method' | 'url'>[] = [
      { method: 'POST', url: '/api/one/bins' },
      { method: 'PATCH', url: `/api/one/bins/${binId}` },
      { method: 'DELETE', url: '/api/one/bins/AAAAAAAAAAAA' },
      { method: 'POST', url: '/api/user/settings' },
      { method: 'POST', url: '/api/auth/github/logout' },
      { method: 'GET', url: '/api/auth/verify' },
    ]
    for (const route of routes) {
      for (const payload of bodies)
        await expectNoServerError({ ...route, payload, remoteAddress: '10.255.0.1' })
    }
    // Last, as it signs the fuzzer out.
    await expectNoServerError({ method: 'POST', url: '/api/auth/logout', payload: deep(4_000) })
  })
})
