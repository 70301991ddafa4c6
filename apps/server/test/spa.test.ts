import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../src/db/database.ts'
import { buildTestApp } from './support/app.ts'

let database: Database
let app: FastifyInstance
const indexHtml = '<!doctype html><title>One</title><div id="root"></div>'

beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'one-web-'))
  writeFileSync(join(webDist, 'index.html'), indexHtml)
  mkdirSync(join(webDist, 'assets'))
  writeFileSync(join(webDist, 'assets', 'main-abc123.js'), 'console.log(1)')
  database = await openDatabase({})
  app = await buildTestApp(database, { SERVE_WEB: 'on', WEB_DIST: webDist })
  await app.ready()
})

afterAll(async () => {
  await app.close()
  await database.close()
})

describe('the server serves the built app with a history fallback (spec section 2 routes)', () => {
  for (const path of ['/', '/bins/x', '/user/dashboard', '/any/unknown/path?q=1']) {
    it(`GET ${path} returns the app`, async () => {
      const response = await app.inject(path)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toContain('text/html')
      expect(response.body).toBe(indexHtml)
      expect(response.headers['cache-control']).toBe('no-cache')
    })
  }

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await app.inject('/assets/main-abc123.js')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('a missing asset is a 404, not the app', async () => {
    const response = await app.inject('/api/assets/missing.js')
    expect(response.statusCode).toBe(404)
  })

  it('unknown API paths stay JSON 404s', async () => {
    const response = await app.inject('/api/bins/x')
    expect(response.statusCode).toBe(404)
    expect(response.json().code).toBe('not_found')
  })

  it('a POST to an unknown page is a JSON 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/nope' })
    expect(response.statusCode).toBe(404)
    expect(response.json().code).toBe('not_found')
  })
})
