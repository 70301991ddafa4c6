// Decision 0035: for anyone but its owner, a bin's history starts after its latest revision saved while
// it was private. A token saved in a private bin, redacted and then shared, is never shown to others.
import { type RunningEmulators, startEmulators } from '@one/emulators/standalone'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/db/database.ts'
import { buildTestApp } from '../support/app.ts'
import { type BinsClient, binsClient, signedIn, site } from '../support/bins-client.ts'
import { testDatabases } from '../support/databases.ts'
import { emulatorEnv } from '../support/sign-in.ts'

const SECRET = 'token=sk_live_123\n'
const REDACTED = 'token=<redacted>\n'

type Summary = { number: number; visibility: string; linesAdded: number; linesRemoved: number }

let emulators: RunningEmulators
beforeAll(async () => {
  emulators = await startEmulators()
})
afterAll(async () => {
  await emulators.close()
})

describe.each(testDatabases())('a private past stays private on $name', ({ open }) => {
  let database: Database
  let app: FastifyInstance
  let ada: BinsClient
  let bob: BinsClient
  const guest = () => binsClient(app)

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

  async function edit(id: string, fields: Record<string, unknown>) {
    const { version } = (await ada.get(id)).json()
    const response = await ada.patch(id, { version, ...fields })
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as { id: string }
  }

  /** A private bin that held a token, redacted and then shared: revisions 1 and 2 are private. */
  async function redactedAndShared(visibility: 'public' | 'unlisted' = 'public') {
    const made = await ada.create({ title: 'env', content: `${SECRET}mode=live\n`, visibility: 'private' })
    expect(made.statusCode, made.body).toBe(201)
    const { id } = made.json() as { id: string }
    await edit(id, { content: `${REDACTED}mode=live\n` })
    // Made unlisted, the bin takes a new id.
    const shared = await edit(id, { visibility })
    await edit(shared.id, { content: `${REDACTED}mode=live\nregion=eu\n` })
    return shared.id
  }

  const numbers = async (client: BinsClient, id: string, query = '') => {
    const response = await client.revisions(id, query)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.body).not.toContain('sk_live_123')
    return response.json() as { revisions: Summary[]; next: number | null }
  }

  it('others list only the revisions since it was last private; the owner lists them all', async () => {
    const id = await redactedAndShared()
    for (const reader of [guest(), bob]) {
      const { revisions, next } = await numbers(reader, id)
      expect(revisions.map((revision) => revision.number)).toEqual([4, 3])
      expect(revisions.every((revision) => revision.visibility === 'public')).toBe(true)
      // Sharing starts a new history: its first revision counts its own lines, as revision 1 does.
      expect(revisions[1]).toMatchObject({ linesAdded: 2, linesRemoved: 0 })
      expect(next).toBeNull()
    }
    const own = await ada.revisions(id)
    expect(own.json().revisions.map((revision: Summary) => revision.number)).toEqual([4, 3, 2, 1])
    expect(own.json().revisions[1]).toMatchObject({ number: 3, linesAdded: 0, linesRemoved: 0 })
  })

  it('a private revision answers others 404 exactly as an unknown number does; the owner reads it', async () => {
    const id = await redactedAndShared()
    const unknown = await bob.revision(id, 99)
    for (const reader of [guest(), bob]) {
      for (const number of [1, 2]) {
        const hidden = await reader.revision(id, number)
        expect(hidden.statusCode).toBe(404)
        expect(hidden.body).toBe(unknown.body)
      }
      const first = await reader.revision(id, 3)
      expect(first.statusCode, first.body).toBe(200)
      expect(first.json()).toMatchObject({ number: 3, content: `${REDACTED}mode=live\n`, linesAdded: 2 })
    }
    expect((await ada.revision(id, 1)).json().content).toBe(`${SECRET}mode=live\n`)
    expect((await ada.revision(id, 3)).json()).toMatchObject({ linesAdded: 0, linesRemoved: 0 })
  })

  it('pages of a shared history end where it starts', async () => {
    const id = await redactedAndShared()
    const first = await numbers(bob, id, '?limit=1')
    expect(first.revisions.map((revision) => revision.number)).toEqual([4])
    expect(first.next).toBe(4)
    const second = await numbers(bob, id, `?limit=1&before=${first.next}`)
    expect(second.revisions.map((revision) => revision.number)).toEqual([3])
    expect(second.next).toBeNull()
    expect((await numbers(bob, id, '?before=3')).revisions).toEqual([])
    expect((await numbers(ada, id, '?before=3')).revisions.map((revision) => revision.number)).toEqual([2, 1])
  })

  it('made private and shared again, a bin’s shared history starts again', async () => {
    const id = await redactedAndShared()
    await edit(id, { visibility: 'private' })
    await edit(id, { visibility: 'public' })
    expect((await numbers(guest(), id)).revisions.map((revision) => revision.number)).toEqual([6])
    expect((await bob.revision(id, 4)).statusCode).toBe(404)
  })

  it('an unlisted bin that was private shows its link’s readers only what came after', async () => {
    const id = await redactedAndShared('unlisted')
    expect((await numbers(guest(), id)).revisions.map((revision) => revision.number)).toEqual([4, 3])
    expect((await guest().revision(id, 1)).statusCode).toBe(404)
  })

  it('the data export holds no one else’s past, and its owner’s bins as they are now', async () => {
    const id = await redactedAndShared()
    const exportOf = async (client: BinsClient) => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/one/account/export',
        headers: { origin: site, ...client.jar.header() },
      })
      expect(response.statusCode, response.body).toBe(200)
      return response
    }
    const bobs = await exportOf(bob)
    expect(bobs.body).not.toContain('sk_live_123')
    expect(bobs.body).not.toContain(id)
    const adas = (await exportOf(ada)).json() as { bins: { id: string; content: string }[] }
    expect(adas.bins.find((bin) => bin.id === id)?.content).toBe(`${REDACTED}mode=live\nregion=eu\n`)
  })
})
