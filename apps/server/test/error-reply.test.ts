import { Writable } from 'node:stream'
import { errorCodes, errorStatus, HttpError } from '@one/contract/errors'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import Fastify, { type FastifyError } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { AppError } from '../src/app-error.ts'
import type { Database } from '../src/db/database.ts'
import { openDatabase } from '../src/db/database.ts'
import { DatabaseUnavailableError } from '../src/db/unavailable.ts'
import { errorReply, toErrorReply } from '../src/plugins/error-reply.ts'
import { buildTestApp } from './support/app.ts'

describe('area errors are not HTTP: one plugin maps codes to statuses (docs/decisions/0006)', () => {
  it('every error code of the contract travels as its status, with the message as it was written', () => {
    for (const code of errorCodes) {
      expect(toErrorReply(new AppError(code, `about ${code}`))).toEqual({
        status: errorStatus[code],
        body: { message: `about ${code}`, code },
      })
    }
  })

  it('the statuses are the ones DESIGN names: 400, 401, 403, 404, 409, 413, 429', () => {
    expect(toErrorReply(new AppError('bad_request', 'x')).status).toBe(400)
    expect(toErrorReply(new AppError('unauthorized', 'x')).status).toBe(401)
    expect(toErrorReply(new AppError('forbidden', 'x')).status).toBe(403)
    expect(toErrorReply(new AppError('not_found', 'x')).status).toBe(404)
    expect(toErrorReply(new AppError('conflict', 'x')).status).toBe(409)
    expect(toErrorReply(new AppError('too_large', 'x')).status).toBe(413)
    expect(toErrorReply(new AppError('rate_limited', 'x')).status).toBe(429)
  })

  it('an HttpError keeps its own status; anything unknown is a 500 that shows no detail', () => {
    expect(toErrorReply(new HttpError(403, 'forbidden_origin', 'No.'))).toEqual({
      status: 403,
      body: { message: 'No.', code: 'forbidden_origin' },
    })
    expect(toErrorReply(new Error('secret stack detail'))).toEqual({
      status: 500,
      body: { message: 'Something went wrong on our side. Please try again.', code: 'internal' },
    })
  })
})

/** An error as node-postgres (or PGlite) gives it: a message and a SQLSTATE. */
const pgError = (message: string, code: string) =>
  Object.assign(new Error(message), { code, severity: 'FATAL' })
/** As Drizzle hands it on: the statement, its parameters, and the driver's error as the cause. */
const failedQuery = (cause: unknown) =>
  new DrizzleQueryError('insert into "bins" ("content") values ($1)', ['the bin text'], cause as Error)

describe('a database that is down is a 503, a real bug stays a 500 (docs/decisions/0008)', () => {
  const unavailable = {
    status: 503,
    body: { message: 'The database is not answering. Please try again in a moment.', code: 'unavailable' },
  }

  it('connection refused, reset or timed out, terminated by an administrator, or a pool that cannot connect', () => {
    const refused = Object.assign(new AggregateError([], ''), { code: 'ECONNREFUSED' })
    for (const cause of [
      refused,
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      Object.assign(new Error('connect ETIMEDOUT 10.0.0.5:5432'), { code: 'ETIMEDOUT' }),
      pgError('terminating connection due to administrator command', '57P01'),
      pgError('the database system is starting up', '57P03'),
      pgError('connection failure', '08006'),
      pgError('sorry, too many clients already', '53300'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
    ]) {
      expect(toErrorReply(failedQuery(cause))).toEqual(unavailable)
    }
    expect(toErrorReply(new DatabaseUnavailableError(undefined, { cause: refused }))).toEqual(unavailable)
    expect(toErrorReply(pgError('terminating connection due to administrator command', '57P01'))).toEqual(
      unavailable,
    )
  })

  it('a wrong query, a broken constraint or a third party that is down are not the database being down', () => {
    for (const error of [
      failedQuery(pgError('relation "bins" does not exist', '42P01')),
      failedQuery(pgError('duplicate key value violates unique constraint', '23505')),
      new TypeError('fetch failed', {
        cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      }),
      new Error('Connection terminated'),
    ]) {
      expect(toErrorReply(error).status).toBe(500)
    }
  })
})

describe('what a reply and a log may repeat of a request (docs/decisions/0008: secrets never reach output)', () => {
  function appWithLog(loggerOptions: object = {}) {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const app = Fastify({ logger: { level: 'info', stream, ...loggerOptions } })
    app.setValidatorCompiler(validatorCompiler)
    app.setSerializerCompiler(serializerCompiler)
    return { app, lines }
  }

  it('a 503 says in the log whether the database or another service failed', async () => {
    const { app, lines } = appWithLog()
    await app.register(errorReply)
    app.get('/stripe', async () => {
      throw new AppError('unavailable', 'Stripe is not answering. Please try again in a moment.')
    })
    app.get('/database', async () => {
      throw new DatabaseUnavailableError()
    })
    for (const url of ['/stripe', '/database']) expect((await app.inject(url)).statusCode).toBe(503)
    const warnings = lines.map((line) => JSON.parse(line)).filter((line) => line.level === 40)
    expect(warnings.map((line) => line.msg)).toEqual([
      'a service the request needs is not answering',
      'the database is not answering',
    ])
    await app.close()
  })

  it("a 500 logs the error's type, message and stack, not the body nor the parameters of a failed query", async () => {
    const { app, lines } = appWithLog()
    await app.register(errorReply)
    app.post('/save', async (request) => {
      const { content } = request.body as { content: string }
      throw failedQuery(
        Object.assign(new Error(`invalid input syntax for type json`), { code: '22P02', detail: content }),
      )
    })
    const response = await app.inject({
      method: 'POST',
      url: '/save',
      payload: { content: 'SECRET BIN CONTENT' },
    })
    expect(response.statusCode).toBe(500)
    const logged = lines.map((line) => JSON.parse(line)).find((line) => line.msg === 'request failed')
    expect(logged.err).toEqual({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "bins" ("content") values ($1)',
      stack: expect.stringContaining('Failed query: insert into "bins"'),
      cause: {
        type: 'Error',
        message: 'invalid input syntax for type json',
        code: '22P02',
        stack: expect.any(String),
      },
    })
    expect(lines.join('')).not.toContain('SECRET BIN CONTENT')
    expect(lines.join('')).not.toContain('the bin text')
    await app.close()
  })

  it('a validation error names the field and what is wrong, never the value sent, however large', async () => {
    const { app } = appWithLog()
    await app.register(errorReply)
    app.post(
      '/settings',
      { schema: { body: z.strictObject({ theme: z.enum(['light', 'dark']), name: z.string().max(10) }) } },
      async () => ({}),
    )
    const secret = 'PRIVATE'.repeat(20_000)
    const response = await app.inject({
      method: 'POST',
      url: '/settings',
      payload: { theme: secret, name: secret, [secret]: 1 },
    })
    expect(response.statusCode).toBe(400)
    const { message, code } = response.json()
    expect(code).toBe('bad_request')
    expect(message).toMatch(/^Invalid request: body\.theme: /)
    expect(message).toContain('body: Unrecognized key: "PRIVATEPRIVATEPRIVATEPRIVATEPRIV…"')
    expect(message).not.toContain('PRIVATE'.repeat(5))
    expect(message.length).toBeLessThan(1700)
    await app.close()
  })

  it('many issues are cut to the first few', () => {
    const many = Object.assign(new Error('x'), {
      validationContext: 'body',
      validation: Array.from({ length: 12 }, (_, n) => ({
        instancePath: `/f${n}`,
        message: 'y'.repeat(1000),
      })),
    }) as unknown as FastifyError
    const { message } = toErrorReply(many).body
    expect(message).toMatch(/; and 7 more$/)
    expect(message.length).toBeLessThan(1700)
  })
})

describe('a URL the router cannot take is a 400 in the API format (docs/decisions/0008)', () => {
  let database: Database
  let app: Awaited<ReturnType<typeof buildTestApp>>

  beforeAll(async () => {
    database = await openDatabase({})
    app = await buildTestApp(database)
  })

  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('a broken %-escape', async () => {
    const response = await app.inject({ url: '/api/one/bins/%E0%A4%A' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      message: 'The address is not valid: it has a broken %-escape.',
      code: 'bad_request',
    })
  })

  it('a parameter longer than any route takes', async () => {
    const response = await app.inject({ url: `/api/one/bins/${'a'.repeat(250)}` })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      message: 'The address is not valid: a part of it is too long.',
      code: 'bad_request',
    })
  })
})
