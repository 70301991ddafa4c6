import SwaggerParser from '@apidevtools/swagger-parser'
import { apiKeyEndpoints } from '@one/contract/api-key'
import { authEndpoints } from '@one/contract/auth'
import { binEndpoints } from '@one/contract/bins'
import { healthEndpoints } from '@one/contract/health'
import { membershipEndpoints } from '@one/contract/membership'
import { settingsEndpoints } from '@one/contract/settings/sync'
import { teamEndpoints } from '@one/contract/team'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../src/db/database.ts'
import { buildTestApp } from './support/app.ts'

let database: Database
let app: FastifyInstance
let doc: { servers: { url: string }[]; paths: Record<string, Record<string, unknown>> }

beforeAll(async () => {
  database = await openDatabase({})
  // Emulators on, as on a newcomer's machine: their routes exist but are not the API.
  app = await buildTestApp(database, { ONE_EMULATORS: 'on' })
  doc = (await app.inject({ url: '/api/openapi.json' })).json()
})
afterAll(async () => {
  await app.close()
  await database.close()
})

const openapiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}')

describe('the API document describes the API only (issue 9)', () => {
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
    const endpoints = [
      ...Object.values(healthEndpoints),
      ...Object.values(authEndpoints).filter((e) => e !== authEndpoints.callback),
      ...Object.values(settingsEndpoints),
      ...Object.values(binEndpoints),
      ...Object.values(membershipEndpoints),
      ...Object.values(teamEndpoints),
      ...Object.values(apiKeyEndpoints),
    ]
    for (const endpoint of endpoints) {
      expect(doc.paths[openapiPath(endpoint.path)], endpoint.path).toHaveProperty(
        endpoint.method.toLowerCase(),
      )
    }
  })
})
