import { Writable } from 'node:stream'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { loggerOptions, requestLogging } from '../src/config/logger.ts'

/** A server logging as app.ts sets it up, at `level`, and the lines it wrote for two requests. */
async function linesAt(level: string) {
  const lines: { msg: string; reqId?: string; level: number }[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)))
      done()
    },
  })
  const app = Fastify({
    logger: { ...loggerOptions(level), stream },
    logController: requestLogging(level),
  })
  app.get('/quiet', async () => 'ok')
  app.get('/warns', async (request) => {
    request.log.warn('something to see')
    return 'ok'
  })
  await app.inject('/quiet')
  await app.inject('/warns')
  await app.close()
  return lines
}

describe('request lines follow LOG_LEVEL', () => {
  it('at info every request writes its incoming and completed lines', async () => {
    const messages = (await linesAt('info')).map((line) => line.msg)
    expect(messages.filter((msg) => msg === 'incoming request')).toHaveLength(2)
    expect(messages.filter((msg) => msg === 'request completed')).toHaveLength(2)
  })

  it('at debug too', async () => {
    const messages = (await linesAt('debug')).map((line) => line.msg)
    expect(messages.filter((msg) => msg === 'request completed')).toHaveLength(2)
  })

  it("at warn no request line is written, and a handler's warning still is, with its request id", async () => {
    const lines = await linesAt('warn')
    expect(lines.map((line) => line.msg)).toEqual(['something to see'])
    expect(lines[0]).toMatchObject({ level: 40, reqId: expect.any(String) })
  })
})
