// docs/decisions/0020: the dashboard's bins list (search, filter, sort, keyset pages) and its bulk delete.
import { type RunningEmulators, startEmulators } from '@one/emulators/standalone'
import { inArray, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newBinId } from '../src/bins/bin-ids.ts'
import type { Database } from '../src/db/database.ts'
import { bins } from '../src/db/schema/bins.ts'
import { buildTestApp } from './support/app.ts'
import { type BinsClient, signedIn, site } from './support/bins-client.ts'
import { testDatabases } from './support/databases.ts'
import { CookieJar, emulatorEnv } from './support/sign-in.ts'

type Summary = { id: string; title: string; visibility: string; createdAt: string; updatedAt: string }
type Page = { bins: Summary[]; next: string | null }

let emulators: RunningEmulators
beforeAll(async () => {
  emulators = await startEmulators()
})
afterAll(async () => {
  await emulators.close()
})

describe.each(testDatabases())('the dashboard bins list on $name', ({ open }) => {
  let database: Database
  let app: FastifyInstance
  let ada: BinsClient
  let bob: BinsClient

  beforeAll(async () => {
    database = await open()
    app = await buildTestApp(database, { ...emulatorEnv(emulators), BIN_WRITE_LIMIT: '1000' })
    await app.ready()
    ada = await signedIn(app, 'ada')
    bob = await signedIn(app, 'bob')
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const call = (client: BinsClient, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/api/one/bins${url}`,
      headers: {
        origin: site,
        ...client.jar.header(),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    })
  const page = async (client: BinsClient, query: string): Promise<Page> => {
    const response = await call(client, 'GET', `/mine${query}`)
    expect(response.statusCode, response.body).toBe(200)
    return response.json()
  }
  const titles = (answer: Page) => answer.bins.map((bin) => bin.title)

  /** Every page from the first, `limit` at a time, as a client following `next` reads them. */
  async function allPages(client: BinsClient, query: string, limit: number): Promise<Summary[]> {
    const seen: Summary[] = []
    let cursor: string | null = null
    for (let pages = 0; pages < 100; pages++) {
      const more: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''
      const answer = await page(client, `?${query}&limit=${limit}${more}`)
      expect(answer.bins.length).toBeLessThanOrEqual(limit)
      seen.push(...answer.bins)
      cursor = answer.next
      if (!cursor) return seen
    }
    throw new Error('the pages never ended')
  }

  async function ownerIdOf(client: BinsClient): Promise<string> {
    const response = await client.create({ title: 'who am i', content: 'x', visibility: 'private' })
    const saved = response.json()
    const owner = (await client.get(saved.id)).json().owner.id as string
    await client.remove(saved.id)
    return owner
  }

  /**
   * Bins written straight into the table with the times given, so many share one time exactly, and
   * some differ by a microsecond only (a JavaScript date would round them together).
   */
  async function seed(ownerId: string, rows: { title: string; at: string; visibility?: 'private' }[]) {
    await database.db.insert(bins).values(
      rows.map((row) => ({
        id: newBinId(),
        ownerId,
        title: row.title,
        content: `text of ${row.title}`,
        visibility: row.visibility ?? ('public' as const),
        createdAt: sql`${row.at}::timestamptz`,
        updatedAt: sql`${row.at}::timestamptz`,
      })),
    )
  }

  describe('the owner pages through all their bins, in each sort, without a gap or a repeat', () => {
    let carol: BinsClient
    const times = [
      '2026-01-01T10:00:00.000001Z',
      '2026-01-01T10:00:00.000002Z',
      '2026-01-01T10:00:00.000003Z',
      '2026-02-01T10:00:00Z',
    ]
    const words = ['alpha', 'beta', 'gamma', 'delta', 'epsilon']
    beforeAll(async () => {
      carol = await signedIn(app, 'carol-pages')
      const ownerId = await ownerIdOf(carol)
      // 40 bins: ten at each of four times (three a microsecond apart), eight with each title.
      await seed(
        ownerId,
        Array.from({ length: 40 }, (_, i) => ({
          title: words[i % words.length]!,
          at: times[i % times.length]!,
        })),
      )
    })

    it.each(['updated', 'created', 'title'])(
      'sort=%s: pages of 7 give all 40 bins once, in one order',
      async (sort) => {
        const paged = await allPages(carol, `sort=${sort}`, 7)
        const whole = await page(carol, `?sort=${sort}&limit=100`)
        expect(whole.bins).toHaveLength(40)
        expect(whole.next).toBeNull()
        expect(new Set(paged.map((bin) => bin.id)).size).toBe(40)
        expect(paged.map((bin) => bin.id)).toEqual(whole.bins.map((bin) => bin.id))
      },
    )

    it('updated and created list the newest first; title from A to Z', async () => {
      const updated = (await page(carol, '?limit=100')).bins.map((bin) => bin.updatedAt)
      expect(updated).toEqual([...updated].sort().reverse())
      expect(updated[0]).toBe('2026-02-01T10:00:00.000Z')
      const created = (await page(carol, '?sort=created&limit=100')).bins.map((bin) => bin.createdAt)
      expect(created).toEqual([...created].sort().reverse())
      const byTitle = titles(await page(carol, '?sort=title&limit=100'))
      expect(byTitle).toEqual([...byTitle].sort())
    })

    it('the default is sort=updated, 25 a page', async () => {
      const first = await page(carol, '')
      expect(first.bins).toHaveLength(25)
      expect(first.bins).toEqual((await page(carol, '?sort=updated&limit=25')).bins)
      expect(first.next).toEqual(expect.any(String))
    })

    it('a cursor still leads on after the last bin of its page is deleted', async () => {
      const first = await page(carol, '?sort=title&limit=5')
      const expected = (await page(carol, '?sort=title&limit=10')).bins.slice(5).map((bin) => bin.id)
      expect((await carol.remove(first.bins[4]!.id)).statusCode).toBe(204)
      const second = await page(carol, `?sort=title&limit=5&cursor=${first.next}`)
      expect(second.bins.map((bin) => bin.id)).toEqual(expected)
    })
  })

  describe('search by title and the public/private filter', () => {
    let dan: BinsClient
    beforeAll(async () => {
      dan = await signedIn(app, 'dan-search')
      const ownerId = await ownerIdOf(dan)
      await seed(ownerId, [
        { title: 'Counter.vue', at: '2026-03-01T00:00:01Z' },
        { title: 'my VUE notes', at: '2026-03-01T00:00:02Z', visibility: 'private' },
        { title: '100% done', at: '2026-03-01T00:00:03Z' },
        { title: '100 done', at: '2026-03-01T00:00:04Z' },
        { title: 'snake_case', at: '2026-03-01T00:00:05Z', visibility: 'private' },
        { title: 'snakeXcase', at: '2026-03-01T00:00:06Z' },
        { title: 'content mentions vue only', at: '2026-03-01T00:00:07Z' },
      ])
      await seed(await ownerIdOf(bob), [{ title: "bob's Counter.vue", at: '2026-03-01T00:00:08Z' }])
    })

    it('finds a title holding the text in any case, and never another user’s bin', async () => {
      expect(titles(await page(dan, '?q=vue'))).toEqual([
        'content mentions vue only',
        'my VUE notes',
        'Counter.vue',
      ])
      expect(titles(await page(dan, '?q=COUNTER'))).toEqual(['Counter.vue'])
    })

    it('searches the title only, not the text', async () => {
      expect(titles(await page(dan, '?q=text%20of'))).toEqual([])
    })

    it('% and _ are searched as themselves, not as wildcards', async () => {
      expect(titles(await page(dan, `?q=${encodeURIComponent('100%')}`))).toEqual(['100% done'])
      expect(titles(await page(dan, '?q=e_c'))).toEqual(['snake_case'])
    })

    it('visibility=private and visibility=public narrow the list, with a search too', async () => {
      expect(titles(await page(dan, '?visibility=private'))).toEqual(['snake_case', 'my VUE notes'])
      expect(titles(await page(dan, '?visibility=public&q=vue'))).toEqual([
        'content mentions vue only',
        'Counter.vue',
      ])
    })

    it('an empty search lists everything; a search that matches nothing gives an empty last page', async () => {
      expect((await page(dan, '?q=')).bins).toHaveLength(7)
      expect(await page(dan, '?q=nothing-like-this')).toEqual({ bins: [], next: null })
    })

    it("another user's list never holds dan's bins", async () => {
      const bobs = titles(await page(bob, '?limit=100'))
      expect(bobs).toContain("bob's Counter.vue")
      expect(bobs.filter((title) => title.includes('snake') || title.includes('100'))).toEqual([])
    })
  })

  describe('bad parameters are a 400 with a message the app can show', () => {
    const cursorOf = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url')
    it.each([
      ['an unknown sort', '?sort=size', /Sort by updated, created or title/],
      ['an unknown visibility', '?visibility=secret', /public, private or unlisted/],
      ['a search longer than 200 characters', `?q=${'x'.repeat(201)}`, /at most 200 characters/],
      ['a search with the NUL character', '?q=a%00b', /cannot hold the NUL character/],
      ['a limit of 0', '?limit=0', /at least 1/],
      ['a limit over 100', '?limit=101', /at most 100/],
      ['a limit that is not a number', '?limit=many', /whole number/],
      ['a limit with a fraction', '?limit=2.5', /whole number/],
      ['a cursor that is not one', '?cursor=not-a-cursor', /load the list again/],
      [
        'a cursor of another sort',
        `?sort=title&cursor=${cursorOf(['updated', '2026-01-01T00:00:00.000000Z', 'AbCdEfGhIjKl'])}`,
        /load the list again/,
      ],
      [
        'a cursor with a time that is none',
        `?cursor=${cursorOf(['updated', '2026-13-45T00:00:00.000000Z', 'AbCdEfGhIjKl'])}`,
        /load the list again/,
      ],
      [
        'a cursor with a bad id',
        `?cursor=${cursorOf(['updated', '2026-01-01T00:00:00.000000Z', "x' or 1=1"])}`,
        /load the list again/,
      ],
      ['a cursor too long to be one', `?cursor=${'A'.repeat(12_001)}`, /load the list again/],
    ])('%s', async (_what, query, message) => {
      const response = await call(ada, 'GET', `/mine${query}`)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ code: 'bad_request', message: expect.stringMatching(message) })
    })

    it('a guest gets 401', async () => {
      const guest = { jar: new CookieJar() } as BinsClient
      const response = await call(guest, 'GET', '/mine')
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ message: 'Sign in to see your bins.', code: 'unauthorized' })
    })
  })

  describe('select several to delete: POST /one/bins/delete', () => {
    it("deletes the caller's own bins and leaves another user's and unknown ones alone", async () => {
      const mine = await Promise.all(
        ['one', 'two', 'three'].map(async (title) => (await ada.create({ title, content: 'x' })).json()),
      )
      const bobs = (await bob.create({ title: 'not yours', content: 'x' })).json()
      const unknown = 'AbCdEfGhIjKl'
      const ids = [mine[0].id, mine[1].id, mine[0].id, bobs.id, unknown]
      const response = await call(ada, 'POST', '/delete', { ids })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ deleted: [mine[0].id, mine[1].id] })

      const left = await database.db
        .select({ id: bins.id })
        .from(bins)
        .where(inArray(bins.id, [mine[0].id, mine[1].id, mine[2].id, bobs.id]))
      expect(left.map((row) => row.id).sort()).toEqual([mine[2].id, bobs.id].sort())
      expect((await bob.get(bobs.id)).statusCode).toBe(200)
      // Asked again, nothing is left to delete.
      expect((await call(ada, 'POST', '/delete', { ids: [mine[0].id] })).json()).toEqual({ deleted: [] })
    })

    it.each([
      ['no ids', { ids: [] }, /at least one bin/],
      ['more than 100 ids', { ids: Array.from({ length: 101 }, () => 'AbCdEfGhIjKl') }, /at most 100 bins/],
      ['an id that is not a bin id', { ids: ['../etc'] }, /not a bin id/],
      ['no ids field', {}, /ids/],
    ])('%s is a 400 with a message', async (_what, body, message) => {
      const response = await call(ada, 'POST', '/delete', body)
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toMatch(message)
    })

    it('a guest gets 401 and nothing is deleted', async () => {
      const saved = (await ada.create({ title: 'kept', content: 'x' })).json()
      const guest = { jar: new CookieJar() } as BinsClient
      const response = await call(guest, 'POST', '/delete', { ids: [saved.id] })
      expect(response.statusCode).toBe(401)
      expect((await ada.get(saved.id)).statusCode).toBe(200)
    })
  })
})
