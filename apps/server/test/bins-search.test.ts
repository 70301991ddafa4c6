// Issue 28 item 5: GET /one/bins?q= searches the user's own bins by title and text with PostgreSQL's
// full-text search: every word (or a word's start), title matches first, with the matching line.
import { type RunningEmulators, startEmulators } from '@one/emulators/standalone'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/database.ts'
import { buildTestApp } from './support/app.ts'
import { type BinsClient, signedIn } from './support/bins-client.ts'
import { testDatabases } from './support/databases.ts'
import { emulatorEnv } from './support/sign-in.ts'

type Found = { id: string; title: string; match?: { line: number; text: string } | null }

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
      content: 'first line\nthe counter goes up\nlast line\n',
    })
    await make(ada, 'private', { title: 'secret counter', content: 'x\n', visibility: 'private' })
    await make(ada, 'unlisted', { title: 'unlisted counter', content: 'x\n', visibility: 'unlisted' })
    await make(ada, 'other', { title: 'router', content: 'nothing to see\n' })
    await make(bob, 'bobs', { title: 'Counter of bob', content: 'counter\n' })
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const search = async (client: BinsClient, q: string): Promise<Found[]> => {
    const response = await client.list(`?q=${encodeURIComponent(q)}`)
    expect(response.statusCode, response.body).toBe(200)
    return response.json().bins
  }

  it('finds the words in titles and texts, title matches first, with the matching line', async () => {
    const found = await search(ada, 'counter')
    expect(new Set(found.map((bin) => bin.id))).toEqual(new Set([ids.titled, ids.private, ids.inText]))
    // A match in the title weighs more than one in the text.
    expect(found.map((bin) => bin.id).slice(-1)).toEqual([ids.inText])
    expect(found.find((bin) => bin.id === ids.inText)?.match).toEqual({
      line: 2,
      text: 'the counter goes up',
    })
    expect(found.find((bin) => bin.id === ids.titled)?.match).toBeNull()
  })

  it('matches the start of a word, and needs every word', async () => {
    expect((await search(ada, 'coun')).map((bin) => bin.id)).toContain(ids.titled)
    expect((await search(ada, 'counter component')).map((bin) => bin.id)).toEqual([ids.titled])
    expect(await search(ada, 'counter nowhere')).toEqual([])
  })

  it("never finds another user's bins or an unlisted one", async () => {
    const found = (await search(ada, 'counter')).map((bin) => bin.id)
    expect(found).not.toContain(ids.bobs)
    expect(found).not.toContain(ids.unlisted)
    expect((await search(bob, 'counter')).map((bin) => bin.id)).toEqual([ids.bobs])
  })

  it('query syntax typed by the user is only words; a search of no words finds nothing', async () => {
    expect(await search(ada, "')|(&!:*")).toEqual([])
    expect((await search(ada, 'counter & !component')).map((bin) => bin.id)).toEqual([ids.titled])
    expect(await search(ada, "it's a \\ back'slash")).toEqual([])
  })

  it('finds Vue tags and words joined by hyphens or underscores as they are written', async () => {
    const response = await ada.create({
      title: 'button_done 100%',
      content: '<template>\n  <v-btn>Hi</v-btn>\n</template>\n',
    })
    const id = response.json().id
    expect((await search(ada, 'V-BTN')).map((bin) => bin.id)).toEqual([id])
    expect((await search(ada, 'v-btn')).find((bin) => bin.id === id)?.match).toEqual({
      line: 2,
      text: '  <v-btn>Hi</v-btn>',
    })
    expect((await search(ada, 'button_do')).map((bin) => bin.id)).toEqual([id])
  })

  it('a search too long or holding a NUL is a 400 with a message; a guest is told to sign in', async () => {
    const long = await ada.list(`?q=${'a'.repeat(201)}`)
    expect(long.statusCode).toBe(400)
    expect(long.json().message).toContain('Search for at most 200 characters.')
    const nul = await ada.list('?q=a%00b')
    expect(nul.statusCode).toBe(400)
    const guest = await app.inject({ method: 'GET', url: '/api/one/bins?q=counter' })
    expect(guest.statusCode).toBe(401)
  })
})
