// docs/decisions/0024: GET /one/bins?q= searches the user's own bins by title and text with PostgreSQL's
// full-text search: every word (or a word's start), ranked (title matches first), with the matching line
// and where the words are in it; paged, filtered and sorted as GET /one/bins/mine.
import { type RunningEmulators, startEmulators } from '@one/emulators/standalone'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/database.ts'
import { buildTestApp } from './support/app.ts'
import { type BinsClient, signedIn } from './support/bins-client.ts'
import { testDatabases } from './support/databases.ts'
import { emulatorEnv } from './support/sign-in.ts'

type Range = { start: number; end: number }
type Found = { id: string; title: string; match?: { line: number; text: string; ranges: Range[] } | null }

let emulators: RunningEmulators
beforeAll(async () => {
  emulators = await startEmulators()
})
afterAll(async () => {
  await emulators.close()
})

describe.each(testDatabases())('searching bins on $name', ({ open }) => {
  let database: Database
  let app: FastifyInstance
  let ada: BinsClient
  let bob: BinsClient
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    database = await open()
    app = await buildTestApp(database, { ...emulatorEnv(emulators), BIN_WRITE_LIMIT: '1000' })
    await app.ready()
    ada = await signedIn(app, 'ada')
    bob = await signedIn(app, 'bob')
    const make = async (client: BinsClient, name: string, fields: Record<string, unknown>) => {
      const response = await client.create(fields)
      expect(response.statusCode, response.body).toBe(201)
      ids[name] = response.json().id
    }
    await make(ada, 'titled', { title: 'Counter component', content: 'export default {}\n' })
    await make(ada, 'inText', {
      title: 'notes',
      content: 'first line\nthe counter goes up, Counters too\nlast line\n',
    })
    await make(ada, 'twoLines', { title: 'log', content: 'reset only\ncounter only\nreset the counter\n' })
    await make(ada, 'private', { title: 'secret counter', content: 'x\n', visibility: 'private' })
    await make(ada, 'unlisted', { title: 'unlisted counter', content: 'x\n', visibility: 'unlisted' })
    await make(ada, 'other', { title: 'router', content: 'nothing to see\n' })
    await make(bob, 'bobs', { title: 'Counter of bob', content: 'counter\n' })
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const search = async (client: BinsClient, q: string, more = ''): Promise<Found[]> => {
    const response = await client.list(`?q=${encodeURIComponent(q)}${more}`)
    expect(response.statusCode, response.body).toBe(200)
    return response.json().bins
  }
  const idsOf = (found: Found[]) => found.map((bin) => bin.id)

  it('finds the words in titles and texts, title matches first, with the matching line and its words', async () => {
    const found = await search(ada, 'counter')
    expect(new Set(idsOf(found))).toEqual(
      new Set([ids.titled, ids.private, ids.unlisted, ids.inText, ids.twoLines]),
    )
    // A match in the title weighs more than one in the text.
    expect(idsOf(found).slice(-2).sort()).toEqual([ids.inText, ids.twoLines].sort())
    expect(found.find((bin) => bin.id === ids.inText)?.match).toEqual({
      line: 2,
      text: 'the counter goes up, Counters too',
      ranges: [
        { start: 4, end: 11 },
        { start: 21, end: 28 },
      ],
    })
    expect(found.find((bin) => bin.id === ids.titled)?.match).toBeNull()
  })

  it('the matching line is the first holding every word, else the first holding one', async () => {
    const [both] = await search(ada, 'counter reset')
    expect(both?.id).toBe(ids.twoLines)
    expect(both?.match).toEqual({
      line: 3,
      text: 'reset the counter',
      ranges: [
        { start: 0, end: 5 },
        { start: 10, end: 17 },
      ],
    })
    const [one] = await search(ada, 'log reset')
    expect(one?.match).toEqual({ line: 1, text: 'reset only', ranges: [{ start: 0, end: 5 }] })
  })

  it('a long matching line is cut to a window around the first match', async () => {
    const response = await ada.create({
      title: 'minified',
      content: `${'x'.repeat(5000)} zebra ${'y'.repeat(500)}`,
    })
    const id = response.json().id
    const [found] = await search(ada, 'zebra')
    expect(found?.id).toBe(id)
    const match = found!.match!
    expect(match.text.length).toBe(200)
    const [range] = match.ranges
    expect(match.text.slice(range!.start, range!.end)).toBe('zebra')
  })

  it('matches the start of a word, and needs every word', async () => {
    expect(idsOf(await search(ada, 'coun'))).toContain(ids.titled)
    expect(idsOf(await search(ada, 'counter component'))).toEqual([ids.titled])
    expect(await search(ada, 'counter nowhere')).toEqual([])
  })

  it("the owner's search holds unlisted bins; another user's bins are never found", async () => {
    const found = idsOf(await search(ada, 'counter'))
    expect(found).toContain(ids.unlisted)
    expect(found).not.toContain(ids.bobs)
    expect(idsOf(await search(bob, 'counter'))).toEqual([ids.bobs])
    expect(idsOf(await search(bob, 'component'))).toEqual([])
  })

  it('pages by relevance with a cursor, filtered and sorted as the dashboard asks', async () => {
    const seen: string[] = []
    let cursor = ''
    for (let pages = 0; pages < 10; pages++) {
      const response = await ada.list(`?q=counter&limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      expect(response.statusCode, response.body).toBe(200)
      const { bins, next } = response.json()
      seen.push(...idsOf(bins))
      if (!next) break
      cursor = encodeURIComponent(next)
    }
    expect(seen).toEqual(idsOf(await search(ada, 'counter')))
    expect(new Set(seen).size).toBe(5)
    expect(idsOf(await search(ada, 'counter', '&visibility=private'))).toEqual([ids.private])
    expect(idsOf(await search(ada, 'counter', '&filter=favorites'))).toEqual([])
    const byTitle = await search(ada, 'counter', '&sort=title')
    expect(byTitle.map((bin) => bin.title)).toEqual([...byTitle.map((bin) => bin.title)].sort())
  })

  it('query syntax typed by the user is only words; a search of no words finds nothing', async () => {
    expect(await search(ada, "')|(&!:*")).toEqual([])
    expect(idsOf(await search(ada, 'counter & !component'))).toEqual([ids.titled])
    expect(await search(ada, "it's a \\ back'slash")).toEqual([])
  })

  it('finds Vue tags and words joined by hyphens or underscores as they are written', async () => {
    const response = await ada.create({
      title: 'button_done 100%',
      content: '<template>\n  <v-btn>Hi</v-btn>\n</template>\n',
    })
    const id = response.json().id
    expect(idsOf(await search(ada, 'V-BTN'))).toEqual([id])
    expect((await search(ada, 'v-btn')).find((bin) => bin.id === id)?.match).toEqual({
      line: 2,
      text: '  <v-btn>Hi</v-btn>',
      ranges: [
        { start: 3, end: 8 },
        { start: 13, end: 18 },
      ],
    })
    expect(idsOf(await search(ada, 'button_do'))).toEqual([id])
  })

  it('bad input is a 400 with a message; a guest is told to sign in', async () => {
    const refused = async (query: string, message: string) => {
      const response = await ada.list(query)
      expect(response.statusCode, `${query}: ${response.body}`).toBe(400)
      expect(response.json().message).toContain(message)
    }
    await refused(`?q=${'a'.repeat(201)}`, 'Search for at most 200 characters.')
    await refused('?q=', 'Type a word to search for.')
    await refused('?q=%20%20', 'Type a word to search for.')
    await refused('?q=a%00b', 'A search')
    await refused('?q=counter&cursor=garbage', 'This page link is out of date or damaged')
    await refused(
      `?q=counter&cursor=${Buffer.from('["relevance","NaN","x"]').toString('base64url')}`,
      'damaged',
    )
    await refused('?q=counter&limit=0', 'A page holds at least 1 bin.')
    await refused('?q=counter&limit=101', 'A page holds at most 100 bins.')
    await refused('?q=counter&limit=many', 'A page holds a whole number of bins')
    await refused('?q=counter&sort=best', 'Sort by relevance, updated, created or title.')
    await refused('?sort=relevance', 'Sorting by relevance needs words to search for')
    const guest = await app.inject({ method: 'GET', url: '/api/one/bins?q=counter' })
    expect(guest.statusCode).toBe(401)
  })
})
