// What one request may cost (docs/decisions/0034): the largest bin the API takes, rewritten in every
// line, restored, embedded with new line ranges and read back through its history, must leave the
// server answering others meanwhile. The budget is 50 ms of event loop per request (npm run
// bench:abuse measures it against a built server); these tests allow a generous margin for a loaded CI
// machine and an in-process database, and still fail by seconds on a diff run on the loop.
import { type RunningEmulators, startEmulators } from '@one/emulators/standalone'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/database.ts'
import { buildTestApp } from './support/app.ts'
import { type BinsClient, signedIn } from './support/bins-client.ts'
import { testDatabases } from './support/databases.ts'
import { emulatorEnv } from './support/sign-in.ts'

const WAIT_MARGIN_MS = 1_000
const LINES = 20_000

/** About 1 MiB of code, every line different from the same line of any other round. */
function megabyte(round: number): string {
  let text = ''
  for (let n = 0; n < LINES; n++)
    text += `const v${n} = compute("${(n * 7919 + round).toString(36)}", ${round}) // r\n`
  return text.slice(0, 1024 * 1024)
}

let emulators: RunningEmulators
beforeAll(async () => {
  emulators = await startEmulators()
})
afterAll(async () => {
  await emulators.close()
})

describe.each(testDatabases())('bounded work per request on $name', ({ open }) => {
  let database: Database
  let app: FastifyInstance
  let owner: BinsClient

  beforeAll(async () => {
    database = await open()
    app = await buildTestApp(database, { ...emulatorEnv(emulators), BIN_WRITE_LIMIT: '1000' })
    await app.ready()
    owner = await signedIn(app, 'bounded-owner')
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  /**
   * Runs `work` while a probe asks /api/healthz every 5 ms; gives the longest the probe waited, from
   * when it meant to ask (its timer's time) to its answer. In one process a request cannot arrive
   * while the loop is busy, so the probe's late timer is the wait a request arriving then would see.
   */
  async function longestWaitDuring(work: () => Promise<void>): Promise<number> {
    const waits: number[] = []
    let running = true
    const probe = (async () => {
      while (running) {
        const due = performance.now() + 5
        await new Promise((resolve) => setTimeout(resolve, 5))
        expect((await app.inject({ url: '/api/healthz' })).statusCode).toBe(200)
        waits.push(performance.now() - due)
      }
    })()
    try {
      await work()
    } finally {
      running = false
      await probe
    }
    expect(waits.length).toBeGreaterThan(2)
    return Math.max(...waits)
  }

  async function bigBin() {
    const made = await owner.create({
      title: 'A megabyte',
      content: megabyte(0),
      language: 'javascript',
      visibility: 'public',
    })
    expect(made.statusCode, made.body).toBe(201)
    return made.json<{ id: string; version: number }>()
  }

  it('a rewrite of every line of a 1 MiB bin, and its restore, leave others answered', async () => {
    const bin = await bigBin()
    let version = bin.version
    const longest = await longestWaitDuring(async () => {
      for (const round of [1, 2]) {
        const patched = await owner.patch(bin.id, { content: megabyte(round), version })
        expect(patched.statusCode, patched.body.slice(0, 200)).toBe(200)
        version = patched.json<{ version: number }>().version
      }
      const restored = await owner.restore(bin.id, 1, { version })
      expect(restored.statusCode, restored.body.slice(0, 200)).toBe(200)
    })
    expect(longest).toBeLessThan(WAIT_MARGIN_MS)
    // Stored whole, counted once, and each read back exactly.
    const { revisions } = (await owner.revisions(bin.id)).json<{
      revisions: { number: number; linesAdded: number; linesRemoved: number }[]
    }>()
    expect(revisions.find((revision) => revision.number === 2)).toMatchObject({
      linesAdded: LINES,
      linesRemoved: LINES,
    })
    expect((await owner.revision(bin.id, 3)).json<{ content: string }>().content).toBe(megabyte(2))
    expect((await owner.get(bin.id)).json<{ content: string }>().content).toBe(megabyte(0))
  })

  it('embeds of a 1 MiB bin with a new range each time leave others answered, and show 1,000 lines at most', async () => {
    const bin = await bigBin()
    const pages: string[] = []
    const longest = await longestWaitDuring(async () => {
      for (const lines of ['', '?lines=17-19000', '?lines=2-3', '?lines=9000']) {
        const response = await app.inject({ url: `/bins/${bin.id}/embed${lines}` })
        expect(response.statusCode).toBe(200)
        pages.push(response.body)
      }
    })
    expect(longest).toBeLessThan(WAIT_MARGIN_MS)
    const numbers = (html: string) => [...html.matchAll(/data-n="(\d+)"/g)].map((match) => Number(match[1]))
    expect(numbers(pages[0]!)).toHaveLength(1_000)
    expect(pages[0]).toContain(
      `#L1001" target="_blank" rel="noopener">${(LINES - 1_000).toLocaleString('en')} more lines on`,
    )
    expect(numbers(pages[1]!)[0]).toBe(17)
    expect(numbers(pages[1]!).at(-1)).toBe(1_016)
    expect(numbers(pages[2]!)).toEqual([2, 3])
    expect(pages[2]).not.toContain('more lines')
    // Highlighted as the whole text is: past the first lines it is plain, escaped text.
    expect(pages[2]).toContain('<span class="tok-keyword">const</span>')
    expect(numbers(pages[3]!)).toEqual([9_000])
  })
})

describe.each(testDatabases())('bin pages and embeds per address on $name', ({ open }) => {
  let database: Database
  let app: FastifyInstance

  beforeAll(async () => {
    database = await open()
    app = await buildTestApp(database, {
      ...emulatorEnv(emulators),
      BIN_PAGE_RATE_LIMIT: '3',
      BIN_EMBED_RATE_LIMIT: '4',
    })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('answers 429 with Retry-After past the budget, pages and embeds counted apart, per address', async () => {
    const from = (remoteAddress: string, url: string) => app.inject({ url, remoteAddress })
    for (let i = 0; i < 4; i++) expect((await from('10.0.0.1', '/bins/abcdefgh/embed')).statusCode).toBe(404)
    const refused = await from('10.0.0.1', '/bins/abcdefgh/embed')
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(refused.headers['content-type']).toContain('text/html')
    expect(refused.headers['content-security-policy']).toContain('frame-ancestors *')
    expect(refused.body).toContain('Too many bins opened from your address in a short time.')
    // Pages have their own budget, and another address its own.
    for (let i = 0; i < 3; i++) expect((await from('10.0.0.1', '/bins/abcdefgh')).statusCode).not.toBe(429)
    expect((await from('10.0.0.1', '/bins/abcdefgh')).statusCode).toBe(429)
    expect((await from('10.0.0.2', '/bins/abcdefgh/embed')).statusCode).toBe(404)
  })
})
