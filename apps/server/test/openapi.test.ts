import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import SwaggerParser from '@apidevtools/swagger-parser'
import { authEndpoints } from '@one/contract/auth'
import { binEndpoints } from '@one/contract/bins'
import { SETTINGS_BODY_LIMIT } from '@one/contract/settings/sync'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import openapiTS, { astToString } from 'openapi-typescript'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectPostgres, type Database, openDatabase } from '../src/db/database.ts'
import { buildTestApp } from './support/app.ts'
import { contractEndpoints as everyContractEndpoint } from './support/contract-endpoints.ts'
import { listenWithEmulators, signedIn } from './support/listening-app.ts'

type Answer = { description: string; headers?: Record<string, unknown>; content?: unknown }
type Operation = {
  operationId?: string
  security?: Record<string, string[]>[]
  requestBody?: unknown
  responses: Record<string, Answer>
}
type Doc = {
  servers: { url: string }[]
  paths: Record<string, Record<string, Operation>>
  components: {
    schemas: Record<string, unknown>
    securitySchemes: Record<string, Record<string, unknown>>
  }
}

const BIN_WRITE_LIMIT = 3

let database: Database
let app: FastifyInstance
let site: string
let doc: Doc

beforeAll(async () => {
  database = await openDatabase({})
  // Emulators on, as on a newcomer's machine: their routes exist but are not the API. Listening, so
  // a sign-in can reach them.
  const listening = await listenWithEmulators(database, 'openapi', {
    BIN_WRITE_LIMIT: String(BIN_WRITE_LIMIT),
  })
  app = listening.app
  site = listening.base
  doc = (await app.inject({ url: '/api/openapi.json' })).json()
})
afterAll(async () => {
  await app.close()
  await database.close()
})

describe('the API document is written on its first request, not at start', () => {
  it('requests at once right after start get one same document, and later ones get it again', async () => {
    const fresh = await buildTestApp(database)
    try {
      const answers = await Promise.all([1, 2, 3].map(() => fresh.inject({ url: '/api/openapi.json' })))
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200)
        expect(answer.headers['content-type']).toContain('application/json')
      }
      const [first, ...others] = answers.map((answer) => answer.body)
      expect(JSON.parse(first!).paths['/healthz'].get).toBeDefined()
      for (const other of others) expect(other).toBe(first)
      expect((await fresh.inject({ url: '/api/openapi.json' })).body).toBe(first)
    } finally {
      await fresh.close()
    }
  })
})

const openapiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}')

// The sign-in's callback is the provider's way back, not a call of the API's clients.
const contractEndpoints = everyContractEndpoint.filter((e) => e !== authEndpoints.callback)

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  )

/** Whether a caller must prove who they are: some requirement, and no empty one (anyone). */
const needsCredential = (operation: Operation) =>
  (operation.security ?? []).length > 0 &&
  !(operation.security ?? []).some((requirement) => Object.keys(requirement).length === 0)

// Path parameters that reach a route's handler; any other is a made-up value (a 400 or a 404).
const samples: Record<string, string> = { provider: 'github', kind: 'banners', id: 'AbCdEfGhIjKl' }
const urlOf = (path: string) =>
  `/api${path.replace(/\{([A-Za-z]+)\}/g, (_match, name: string) => samples[name] ?? 'unknown')}`

/** The request's answer, checked to be one the document lists for the operation. */
async function expectDocumented(
  target: FastifyInstance,
  { path, method, operation }: ReturnType<typeof operations>[number],
  options: Omit<InjectOptions, 'url' | 'method'> = {},
): Promise<LightMyRequestResponse> {
  const response = await target.inject({ ...options, method: method as 'GET', url: urlOf(path) })
  expect(
    Object.keys(operation.responses),
    `${method} ${path} answered ${response.statusCode}: ${response.body.slice(0, 200)}`,
  ).toContain(String(response.statusCode))
  return response
}

describe('the API document describes the API only (docs/decisions/0006)', () => {
  it('is a valid OpenAPI document', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy()
  })

  it('names the API base as its server and writes paths relative to it', () => {
    expect(doc.servers).toEqual([{ url: '/api' }])
    expect(Object.keys(doc.paths).every((path) => !path.startsWith('/api/'))).toBe(true)
  })

  it('leaves out the emulators, the app and the sign-in callback', () => {
    const paths = Object.keys(doc.paths)
    expect(paths.filter((path) => /_emulators|config\.js|callback|popup/.test(path))).toEqual([])
  })

  it('lists every endpoint of the contract with its method', () => {
    for (const endpoint of contractEndpoints) {
      expect(doc.paths[openapiPath(endpoint.path)], endpoint.path).toHaveProperty(
        endpoint.method.toLowerCase(),
      )
    }
  })
})

describe('an API document tools trust (docs/decisions/0018)', () => {
  it('declares the session cookie, the API key as Bearer and the MCP sign-in as security schemes', async () => {
    const { session, apiKey, mcpOauth } = doc.components.securitySchemes
    expect(session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'one_session' })
    expect(apiKey).toMatchObject({ type: 'http', scheme: 'bearer' })
    // The flow's addresses are the ones the authorization server itself publishes.
    const metadata = (
      await app.inject({
        url: '/.well-known/oauth-authorization-server/api/oauth',
        headers: { host: new URL(site).host },
      })
    ).json()
    expect(mcpOauth).toMatchObject({
      type: 'oauth2',
      flows: {
        authorizationCode: {
          authorizationUrl: metadata.authorization_endpoint,
          tokenUrl: metadata.token_endpoint,
          refreshUrl: metadata.token_endpoint,
          scopes: { mcp: expect.any(String) },
        },
      },
    })
    expect(metadata.scopes_supported).toContain('mcp')
  })

  it("names every operation with a unique operationId, the endpoint's area and name", () => {
    const ids = operations().map(({ operation }) => operation.operationId)
    expect(ids.filter((id) => !id)).toEqual([])
    expect(new Set(ids).size).toBe(ids.length)
    for (const endpoint of contractEndpoints) {
      const operation = doc.paths[openapiPath(endpoint.path)]![endpoint.method.toLowerCase()]!
      expect(operation.operationId).toBe(endpoint.operationId)
    }
    expect(binEndpoints.list.operationId).toBe('binsList')
    expect(doc.paths['/mcp']!.post!.operationId).toBe('mcp')
  })

  it('gives each operation the security its route really asks for', () => {
    const security = (path: string, method: string) => doc.paths[path]![method]!.security
    const session = { session: [] }
    const key = { apiKey: [] }
    expect(security('/healthz', 'get')).toEqual([])
    expect(security('/one/notifications', 'get')).toEqual([])
    expect(security('/auth/verify', 'get')).toEqual([session])
    expect(security('/user/settings', 'post')).toEqual([session])
    expect(security('/one/bins', 'get')).toEqual([session, key])
    // A public bin for anyone, a private one for its owner by session or key.
    expect(security('/one/bins/{id}', 'get')).toEqual([{}, session, key])
    expect(security('/one/mcp/generate', 'post')).toEqual([session])
    expect(security('/one/admin/{kind}/{slug}', 'patch')).toEqual([session])
    expect(security('/mcp', 'post')).toEqual([key, { mcpOauth: ['mcp'] }])
    expect(security('/oauth/interaction/{uid}/allow', 'post')).toEqual([session])
    expect(security('/oauth/interaction/{uid}/details', 'get')).toEqual([])

    for (const { path, method, operation } of operations()) {
      expect(operation.security, `${method} ${path}`).toBeInstanceOf(Array)
      for (const requirement of operation.security!) {
        for (const scheme of Object.keys(requirement)) {
          expect(doc.components.securitySchemes, `${method} ${path}`).toHaveProperty(scheme)
        }
      }
      // 401 is documented exactly where a credential is needed.
      expect(Object.keys(operation.responses).includes('401'), `${method} ${path}`).toBe(
        needsCredential(operation),
      )
    }
  })

  it('documents the refusals with their causes, and Retry-After where a client must wait', () => {
    const admin = doc.paths['/one/admin/{kind}/{slug}']!.patch!.responses
    expect(Object.keys(admin)).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '409', '413', '415', '503']),
    )
    expect(admin['403']!.description).toContain('not an admin')
    expect(admin['403']!.description).toContain('another site')
    const create = doc.paths['/one/bins']!.post!.responses
    expect(Object.keys(create)).toEqual(expect.arrayContaining(['401', '403', '409', '413', '429', '503']))
    expect(create['403']!.description).toContain('no longer subscribes')
    expect(create['429']!.headers).toHaveProperty('retry-after')
    expect(create['503']!.headers).toHaveProperty('retry-after')
    expect(create['401']!.content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/ApiError' } },
    })
    for (const { path, method, operation } of operations()) {
      expect(Object.keys(operation.responses), `${method} ${path}`).toContain('503')
      for (const [status, answer] of Object.entries(operation.responses)) {
        expect(answer.description, `${method} ${path} ${status}`).not.toBe('Default Response')
      }
    }
  })

  it('an operation that needs a credential answers a guest 401, and no other one does', async () => {
    for (const entry of operations()) {
      const response = await expectDocumented(app, entry)
      expect(response.statusCode === 401, `${entry.method} ${entry.path}: ${response.statusCode}`).toBe(
        needsCredential(entry.operation),
      )
    }
  })

  it('every answer to a signed-in caller, a foreign site, broken JSON or an unknown type is documented', async () => {
    const jar = await signedIn(app, 'openapi-reader')
    expect(jar.get(String(doc.components.securitySchemes.session!.name))).toBeDefined()
    const asReader = { ...jar.header(), origin: site }
    // The calls that end the session go last.
    const ending = (path: string) => path.startsWith('/auth/')
    const all = operations().sort((a, b) => Number(ending(a.path)) - Number(ending(b.path)))
    for (const entry of all) {
      const body = entry.operation.requestBody !== undefined || entry.method !== 'GET'
      await expectDocumented(app, entry, { headers: { ...jar.header(), origin: 'https://evil.example' } })
      if (body) {
        const json = { ...asReader, 'content-type': 'application/json' }
        await expectDocumented(app, entry, { headers: json, payload: '{"broken' })
        const xml = { ...asReader, 'content-type': 'application/xml' }
        await expectDocumented(app, entry, { headers: xml, payload: '<bin/>' })
      }
      await expectDocumented(app, entry, { headers: asReader, remoteAddress: jar.address })
    }
  })

  it('answers 413 and 429 where it documents them', async () => {
    const jar = await signedIn(app, 'openapi-writer')
    const [settings] = operations().filter((entry) => entry.operation.operationId === 'settingsSave')
    const large = await expectDocumented(app, settings!, {
      headers: { ...jar.header(), origin: site, 'content-type': 'application/json' },
      payload: JSON.stringify({ settings: { padding: 'x'.repeat(SETTINGS_BODY_LIMIT) } }),
    })
    expect(large.statusCode).toBe(413)

    const [create] = operations().filter((entry) => entry.operation.operationId === 'binsCreate')
    const statuses: number[] = []
    for (let i = 0; i <= BIN_WRITE_LIMIT; i++) {
      const response = await expectDocumented(app, create!, { remoteAddress: '10.24.18.1' })
      statuses.push(response.statusCode)
      if (response.statusCode === 429) expect(response.headers['retry-after']).toBeDefined()
    }
    expect(statuses).toEqual([...Array(BIN_WRITE_LIMIT).fill(401), 429])
  })

  it('answers every operation with a documented status while the database is away', async () => {
    // Nothing listens on port 1: every connection is refused at once.
    const away = await connectPostgres('postgres://one:secret@127.0.0.1:1/one')
    const cut = await buildTestApp(away, { ONE_EMULATORS: 'on' })
    try {
      const seen = new Set<number>()
      for (const entry of operations()) seen.add((await expectDocumented(cut, entry)).statusCode)
      expect(seen).toContain(503)
    } finally {
      await cut.close()
      await away.close()
    }
  })
})

describe('tools read the document (docs/decisions/0018)', () => {
  let folder: string
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'one-openapi-'))
  })
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true })
  })

  it('@redocly/cli lint with the recommended rules finds 0 errors', async () => {
    const file = join(folder, 'openapi.json')
    await writeFile(file, JSON.stringify(doc))
    const cli = join(
      dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
      'bin/cli.js',
    )
    const run = promisify(execFile)
    // No telemetry and no update check: the lint must not wait on the network.
    const env = {
      ...process.env,
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
      CI: 'true',
    }
    const { stdout } = await run(
      process.execPath,
      [cli, 'lint', '--extends=recommended', '--format=json', file],
      { cwd: folder, env, timeout: 30_000 },
    )
    const report = JSON.parse(stdout) as {
      totals: { errors: number; warnings: number }
      problems: { ruleId: string; severity: string }[]
    }
    expect(report.problems.filter((problem) => problem.severity === 'error')).toEqual([])
    expect(report.totals.errors).toBe(0)
    // What remains is true of the API: a redirect answers no 2xx, a health check no 4xx; no license.
    expect(
      report.problems.every((problem) =>
        ['operation-2xx-response', 'operation-4xx-response', 'info-license'].includes(problem.ruleId),
      ),
    ).toBe(true)
  }, 60_000)

  it('a client typed by openapi-typescript compiles against it', async () => {
    // A .ts, not a .d.ts, so the generated types are checked too.
    await writeFile(join(folder, 'api.ts'), astToString(await openapiTS(structuredClone(doc) as never)))
    await writeFile(join(folder, 'client.ts'), typedClient)
    const program = ts.createProgram([join(folder, 'client.ts')], {
      strict: true,
      noEmit: true,
      noUnusedLocals: false,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts'],
      types: [],
      skipLibCheck: true,
    })
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
    expect(problems).toEqual([])
  }, 60_000)
})

/** A script a user might write over the generated types; the expected errors prove they are not `any`. */
const typedClient = `
import type { components, operations, paths } from './api'

declare function fetch(url: string, init: object): Promise<{ json(): Promise<unknown> }>

type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never
type Answer<Op, S> = Op extends { responses: infer R } ? (S extends keyof R ? Json<R[S]> : never) : never

export type ApiError = components['schemas']['ApiError']
export type NewBin = Json<operations['binsCreate']['requestBody']>
export type Bin = Answer<operations['binsCreate'], 201>
export type BinId = operations['binsRead']['parameters']['path']['id']

export async function createBin(base: string, key: string, bin: NewBin): Promise<Bin | ApiError> {
  const path: keyof paths = '/one/bins'
  const response = await fetch(base + path, {
    method: 'POST',
    headers: { authorization: 'Bearer ' + key, 'content-type': 'application/json' },
    body: JSON.stringify(bin),
  })
  return (await response.json()) as Bin | ApiError
}

export function describe(answer: Bin | ApiError): string {
  return 'code' in answer ? answer.code + ': ' + answer.message : answer.id + ' v' + answer.version
}

export const refused: Answer<operations['binsList'], 401> = { message: 'Sign in', code: 'unauthorized' }
export const away: Answer<operations['healthCheck'], 503> = { message: 'Later', code: 'unavailable' }
export const id: BinId = 'AbCdEfGhIjKl'
export const saved: NewBin = { title: 'Hello', content: 'hello', language: 'vue', visibility: 'private' }

// @ts-expect-error a bin's text is required
export const empty: NewBin = { title: 'no content' }
// @ts-expect-error no such language
export const cobol: NewBin = { content: 'x', language: 'cobol' }
// @ts-expect-error an error has a code
export const bare: ApiError = { message: 'x' }
// @ts-expect-error no such operation
export type Missing = operations['binsFly']
`
