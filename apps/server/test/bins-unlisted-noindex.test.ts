// Decisions 0022 and 0037: an unlisted bin is shared by its link only, so its page and its raw text ask search
// engines not to index them; a public bin's stay indexable. On PGlite and (with TEST_DATABASE_URL)
// PostgreSQL.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunningEmulators, startEmulators } from '@one/emulators/standalone'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/database.ts'
import { buildTestApp } from './support/app.ts'
import { type BinsClient, binsClient, signedIn } from './support/bins-client.ts'
import { testDatabases } from './support/databases.ts'
import { emulatorEnv } from './support/sign-in.ts'

const configElement = '<script type="application/json" id="one-config"></script>'
const shellHtml =
  `<!doctype html><html><head><title>Vuetify Bin</title>${configElement}</head>` +
  '<body><div id="root"><main><div id="page-preview"></div></main></div></body></html>'
const robotsMeta = '<meta name="robots" content="noindex">'

let emulators: RunningEmulators
beforeAll(async () => {
  emulators = await startEmulators()
})
afterAll(async () => {
  await emulators.close()
})

describe.each(testDatabases())('unlisted bins stay out of search engines on $name', ({ open }) => {
  let database: Database
  let app: FastifyInstance
  let owner: BinsClient

  beforeAll(async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'one-web-'))
    writeFileSync(join(webDist, 'index.html'), shellHtml)
    writeFileSync(join(webDist, 'shell.html'), shellHtml)
    database = await open()
    app = await buildTestApp(database, { ...emulatorEnv(emulators), SERVE_WEB: 'on', WEB_DIST: webDist })
    await app.ready()
    owner = await signedIn(app, 'noindex-owner')
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  async function saved(visibility: 'public' | 'unlisted') {
    const response = await owner.create({
      title: `${visibility} notes`,
      content: 'shared text\n',
      visibility,
    })
    expect(response.statusCode, response.body).toBe(201)
    return response.json<{ id: string }>().id
  }

  it("an unlisted bin's page has X-Robots-Tag: noindex and the robots meta, with its preview", async () => {
    const id = await saved('unlisted')
    const page = await app.inject(`/bins/${id}`)
    expect(page.statusCode).toBe(200)
    expect(page.headers['x-robots-tag']).toBe('noindex')
    const head = page.body.slice(0, page.body.indexOf('</head>'))
    expect(head).toContain(robotsMeta)
    expect(page.body).toContain('<h1>unlisted notes</h1>')
  })

  it("an unlisted bin's raw text has X-Robots-Tag: noindex, for its owner and for anyone with the link", async () => {
    const id = await saved('unlisted')
    for (const reader of [owner, binsClient(app)]) {
      const raw = await reader.raw(id)
      expect(raw.statusCode).toBe(200)
      expect(raw.headers['x-robots-tag']).toBe('noindex')
      expect((await reader.raw(id, '?download=1')).headers['x-robots-tag']).toBe('noindex')
    }
  })

  it("a public bin's page and raw text stay indexable", async () => {
    const id = await saved('public')
    const page = await app.inject(`/bins/${id}`)
    expect(page.statusCode).toBe(200)
    expect(page.headers['x-robots-tag']).toBeUndefined()
    expect(page.body).not.toContain('name="robots"')
    const raw = await binsClient(app).raw(id)
    expect(raw.statusCode).toBe(200)
    expect(raw.headers['x-robots-tag']).toBeUndefined()
  })
})
