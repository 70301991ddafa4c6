import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import { type Database, openDatabase } from '../src/db/database.ts'
import { buildTestApp } from './support/app.ts'

// docs/decisions/0010: opening the site at 127.0.0.1 must not silently break sign-in.

describe('the default public address follows HOST when it is an address', () => {
  const publicUrlOf = (env: Record<string, string>) => loadConfig(env).publicUrl

  it('HOST=127.0.0.1 is announced and signed in at 127.0.0.1, not localhost', () => {
    expect(publicUrlOf({ HOST: '127.0.0.1' })).toBe('http://127.0.0.1:3000')
    expect(publicUrlOf({ HOST: '127.0.0.1', PORT: '4100' })).toBe('http://127.0.0.1:4100')
  })

  it('an IPv6 address is written in brackets', () => {
    expect(publicUrlOf({ HOST: '::1' })).toBe('http://[::1]:3000')
    expect(publicUrlOf({ HOST: '[::1]' })).toBe('http://[::1]:3000')
  })

  it('a name, or every interface, stays localhost', () => {
    expect(publicUrlOf({})).toBe('http://localhost:3000')
    expect(publicUrlOf({ HOST: 'localhost' })).toBe('http://localhost:3000')
    expect(publicUrlOf({ HOST: '0.0.0.0', ONE_EMULATORS: 'on' })).toBe('http://localhost:3000')
    expect(publicUrlOf({ HOST: '::', ONE_EMULATORS: 'on' })).toBe('http://localhost:3000')
  })

  it('PUBLIC_URL still wins', () => {
    expect(publicUrlOf({ HOST: '127.0.0.1', PUBLIC_URL: 'https://bin.example.com/' })).toBe(
      'https://bin.example.com',
    )
  })
})

describe('a page asked for under the other loopback name goes to the public address first', () => {
  let database: Database
  let app: FastifyInstance
  const get = (host: string, url = '/bins/abc?x=1') => app.inject({ method: 'GET', url, headers: { host } })

  beforeAll(async () => {
    database = await openDatabase({})
    app = await buildTestApp(database, { PUBLIC_URL: 'http://localhost:3000' })
    await app.ready()
  })

  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('127.0.0.1 is sent to the same page at localhost, keeping path and query', async () => {
    const response = await get('127.0.0.1:3000')
    expect(response.statusCode).toBe(307)
    expect(response.headers.location).toBe('http://localhost:3000/bins/abc?x=1')
  })

  it('so is [::1], and any 127.x address', async () => {
    expect((await get('[::1]:3000')).headers.location).toBe('http://localhost:3000/bins/abc?x=1')
    expect((await get('127.0.0.2:3000', '/')).headers.location).toBe('http://localhost:3000/')
  })

  it('the public name itself, another port, and names that are not loopback are left alone', async () => {
    expect((await get('localhost:3000')).statusCode).not.toBe(307)
    expect((await get('127.0.0.1:8080')).statusCode).not.toBe(307)
    expect((await get('one.example.com:3000')).statusCode).not.toBe(307)
  })

  it('API calls are answered where they come from', async () => {
    const health = await get('127.0.0.1:3000', '/api/healthz')
    expect(health.statusCode).toBe(200)
  })

  it('the emulators are answered where they are asked: the server calls them itself on 127.0.0.1', async () => {
    const profile = await get('127.0.0.1:3000', '/_emulators/github/api/user')
    expect(profile.statusCode).not.toBe(307)
    const prices = await get('127.0.0.1:3000', '/_emulators/stripe/v1/prices')
    expect(prices.statusCode).not.toBe(307)
  })

  it('a write is not redirected (its origin check answers it)', async () => {
    const response = await app.inject({ method: 'POST', url: '/bins', headers: { host: '127.0.0.1:3000' } })
    expect(response.statusCode).not.toBe(307)
  })
})

describe('a site whose public address is 127.0.0.1 sends localhost there', () => {
  it('redirects localhost to 127.0.0.1', async () => {
    const database = await openDatabase({})
    const app = await buildTestApp(database, { PUBLIC_URL: '', HOST: '127.0.0.1', PORT: '3000' })
    const response = await app.inject({ method: 'GET', url: '/', headers: { host: 'localhost:3000' } })
    expect(response.statusCode).toBe(307)
    expect(response.headers.location).toBe('http://127.0.0.1:3000/')
    await app.close()
    await database.close()
  })

  it('a deployment is never redirected, whatever Host it is asked under', async () => {
    const database = await openDatabase({})
    const app = await buildTestApp(database, { PUBLIC_URL: 'https://bin.example.com' })
    const response = await app.inject({ method: 'GET', url: '/', headers: { host: '127.0.0.1:3000' } })
    expect(response.statusCode).not.toBe(307)
    await app.close()
    await database.close()
  })
})
