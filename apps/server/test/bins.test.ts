import { type RunningEmulators, startEmulators } from '@one/emulators/standalone'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/database.ts'
import { bins } from '../src/db/schema/bins.ts'
import { users } from '../src/db/schema/users.ts'
import { buildTestApp } from './support/app.ts'
import { type BinsClient, binsClient, signedIn, site } from './support/bins-client.ts'
import { testDatabases } from './support/databases.ts'
import { emulatorEnv } from './support/sign-in.ts'

let emulators: RunningEmulators
beforeAll(async () => {
  emulators = await startEmulators()
})
afterAll(async () => {
  await emulators.close()
})

const notFound = { message: 'This bin does not exist.', code: 'not_found' }

describe.each(testDatabases())('bins on $name', ({ open }) => {
  let database: Database
  let app: FastifyInstance
  let ada: BinsClient
  let bob: BinsClient
  let guest: BinsClient

  beforeAll(async () => {
    database = await open()
    app = await buildTestApp(database, { ...emulatorEnv(emulators), BIN_WRITE_LIMIT: '1000' })
    await app.ready()
    ada = await signedIn(app, 'ada')
    bob = await signedIn(app, 'bob')
    guest = binsClient(app)
  })

  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const create = async (client: BinsClient, body: Record<string, unknown>) => {
    const response = await client.create({ content: 'hello', ...body })
    expect(response.statusCode).toBe(201)
    return response.json()
  }

  describe('an owner saves, reads, lists, changes and deletes bins', () => {
    it('POST /one/bins answers 201 with the whole bin, version 1 and a 12-character id', async () => {
      const response = await ada.create({ title: 'Counter', content: '<template />', language: 'vue' })
      expect(response.statusCode).toBe(201)
      const saved = response.json()
      expect(saved).toMatchObject({
        title: 'Counter',
        content: '<template />',
        language: 'vue',
        visibility: 'public',
        favorite: false,
        pinned: false,
        owner: { name: 'ada' },
        mine: true,
        version: 1,
      })
      expect(saved.id).toMatch(/^[A-Za-z0-9]{12}$/)
      expect(Date.parse(saved.createdAt)).not.toBeNaN()
    })

    it('missing title, language and visibility take the contract defaults', async () => {
      const saved = await create(ada, { content: 'plain' })
      expect(saved).toMatchObject({ title: '', language: 'text', visibility: 'public' })
    })

    it('GET /one/bins/:id gives the bin; mine is true only for its owner', async () => {
      const saved = await create(ada, { title: 'Shared' })
      expect((await ada.get(saved.id)).json()).toEqual(saved)
      expect((await bob.get(saved.id)).json()).toEqual({ ...saved, mine: false })
      const asGuest = await guest.get(saved.id)
      expect(asGuest.statusCode).toBe(200)
      expect(asGuest.json()).toMatchObject({ id: saved.id, mine: false, owner: { name: 'ada' } })
    })

    it('a guest cannot save a bin', async () => {
      const response = await guest.create({ content: 'x' })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ message: 'Sign in to save bins.', code: 'unauthorized' })
    })

    it('PATCH changes the text and makes a new version; DELETE removes the bin', async () => {
      const saved = await create(ada, { title: 'Draft' })
      const changed = await ada.patch(saved.id, { version: 1, content: 'second', title: 'Final' })
      expect(changed.statusCode).toBe(200)
      expect(changed.json()).toMatchObject({ content: 'second', title: 'Final', version: 2, mine: true })
      expect((await ada.get(saved.id)).json()).toMatchObject({ content: 'second', version: 2 })

      const removed = await ada.remove(saved.id)
      expect(removed.statusCode).toBe(204)
      expect(removed.body).toBe('')
      expect((await ada.get(saved.id)).json()).toEqual(notFound)
      expect((await ada.remove(saved.id)).statusCode).toBe(404)
    })

    it('favorite, pinned and visibility change without a version and keep the version', async () => {
      const saved = await create(ada, {})
      const marked = await ada.patch(saved.id, { favorite: true, pinned: true, visibility: 'private' })
      expect(marked.statusCode).toBe(200)
      expect(marked.json()).toMatchObject({ favorite: true, pinned: true, visibility: 'private', version: 1 })
    })

    it('a text change without a version is refused with a clear message', async () => {
      const saved = await create(ada, {})
      const response = await ada.patch(saved.id, { content: 'no version' })
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toMatch(/version/)
      expect((await ada.get(saved.id)).json().content).toBe('hello')
    })

    it('a PATCH with nothing to change is a 400', async () => {
      const saved = await create(ada, {})
      expect((await ada.patch(saved.id, { version: 1 })).statusCode).toBe(400)
    })
  })

  describe('the listing shows the signed-in user their own bins only', () => {
    it('pinned first, then the most recently changed; previews cut to 200 characters', async () => {
      const carol = await signedIn(app, 'carol')
      const first = await create(carol, { title: 'first', content: 'x'.repeat(500) })
      const second = await create(carol, { title: 'second', visibility: 'private' })
      const third = await create(carol, { title: 'third' })
      await carol.patch(first.id, { pinned: true })
      await carol.patch(second.id, { version: 1, content: 'edited' })
      await create(bob, { title: 'not carol' })

      const response = await carol.list()
      expect(response.statusCode).toBe(200)
      const { bins } = response.json()
      expect(bins.map((b: { title: string }) => b.title)).toEqual(['first', 'second', 'third'])
      expect(bins[0].preview).toBe('x'.repeat(200))
      expect(bins[0]).not.toHaveProperty('content')
      expect(bins[1]).toMatchObject({ visibility: 'private', version: 2, preview: 'edited' })
      expect(third.id).toBe(bins[2].id)
    })

    it('filter=favorites and filter=pinned narrow the list', async () => {
      const dan = await signedIn(app, 'dan')
      const liked = await create(dan, { title: 'liked' })
      const pinned = await create(dan, { title: 'pinned' })
      await create(dan, { title: 'plain' })
      await dan.patch(liked.id, { favorite: true })
      await dan.patch(pinned.id, { pinned: true })
      const titles = async (filter: string) =>
        (await dan.list(`?filter=${filter}`)).json().bins.map((b: { title: string }) => b.title)
      expect(await titles('favorites')).toEqual(['liked'])
      expect(await titles('pinned')).toEqual(['pinned'])
      expect(await titles('all')).toHaveLength(3)
      expect((await dan.list('?filter=nonsense')).statusCode).toBe(400)
    })

    it('a guest gets 401 with a message', async () => {
      const response = await guest.list()
      expect(response.statusCode).toBe(401)
      expect(response.json()).toMatchObject({ code: 'unauthorized', message: expect.any(String) })
    })
  })

  describe('privacy: a private bin exists only for its owner', () => {
    it('a guest and another user get the same 404 as for an unknown id', async () => {
      const secret = await create(ada, { content: 'secret', visibility: 'private' })
      expect((await ada.get(secret.id)).statusCode).toBe(200)
      for (const other of [guest, bob]) {
        for (const response of [await other.get(secret.id), await other.raw(secret.id)]) {
          expect(response.statusCode).toBe(404)
          expect(response.json()).toEqual(notFound)
        }
      }
      const unknown = await guest.get('AAAAAAAAAAAA')
      expect(unknown.statusCode).toBe(404)
      expect(unknown.json()).toEqual(notFound)
    })

    it('another user can neither change nor delete a private bin, and learns nothing (404)', async () => {
      const secret = await create(ada, { content: 'secret', visibility: 'private' })
      expect((await bob.patch(secret.id, { favorite: true })).json()).toEqual(notFound)
      expect((await bob.remove(secret.id)).json()).toEqual(notFound)
      expect((await ada.get(secret.id)).json()).toMatchObject({ content: 'secret', favorite: false })
    })

    it('a malformed id is simply not found', async () => {
      for (const id of ['short', 'has-dashes-12', 'x'.repeat(40), '%27%20or%201%3D1']) {
        const response = await guest.get(id)
        expect(response.statusCode).toBe(404)
        expect(response.json()).toEqual(notFound)
      }
    })
  })

  describe('ownership: only the owner changes a public bin', () => {
    it('another user gets 403 on PATCH and DELETE, and the bin stays as it was', async () => {
      const open = await create(ada, { content: 'mine' })
      const patched = await bob.patch(open.id, { version: 1, content: 'hijacked' })
      expect(patched.statusCode).toBe(403)
      expect(patched.json()).toEqual({ message: 'Only the owner can change this bin.', code: 'forbidden' })
      expect((await bob.remove(open.id)).statusCode).toBe(403)
      expect((await ada.get(open.id)).json()).toMatchObject({ content: 'mine', version: 1 })
    })
  })

  describe('docs/decisions/0010: without a session, PATCH and DELETE answer 401 like POST, not "not the owner"', () => {
    const signInToChange = { message: 'Sign in to change bins.', code: 'unauthorized' }
    const signInToDelete = { message: 'Sign in to delete bins.', code: 'unauthorized' }

    it('a guest (no cookie) gets 401 on PATCH and DELETE, for a public, a private or an unknown bin', async () => {
      const open = await create(ada, { content: 'mine' })
      const secret = await create(ada, { content: 'secret', visibility: 'private' })
      for (const id of [open.id, secret.id, 'AAAAAAAAAAAA']) {
        const patched = await guest.patch(id, { version: 1, content: 'guest edit' })
        expect(patched.statusCode).toBe(401)
        expect(patched.json()).toEqual(signInToChange)
        const removed = await guest.remove(id)
        expect(removed.statusCode).toBe(401)
        expect(removed.json()).toEqual(signInToDelete)
      }
      expect((await ada.get(open.id)).json()).toMatchObject({ content: 'mine', version: 1 })
    })

    it("the owner's ended session (a stale cookie) gets 401, and the bin stays as it was", async () => {
      const fay = await signedIn(app, 'fay')
      const saved = await create(fay, { content: 'before' })
      const logout = await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { origin: site, ...fay.jar.header() },
      })
      expect(logout.statusCode).toBe(204)
      // The jar did not take the answer: it still sends the cookie of the session that ended.
      const patched = await fay.patch(saved.id, { version: 1, content: 'after' })
      expect(patched.statusCode).toBe(401)
      expect(patched.json()).toEqual(signInToChange)
      expect((await fay.remove(saved.id)).statusCode).toBe(401)
      expect((await ada.get(saved.id)).json()).toMatchObject({ content: 'before', version: 1 })
    })
  })

  describe('docs/decisions/0010: titles are one line, counted in characters people see', () => {
    const family = '👨‍👩‍👧‍👦'

    it('30 family emoji are a 30-character title, saved and changed as they are', async () => {
      const saved = await create(ada, { title: family.repeat(30) })
      expect(saved.title).toBe(family.repeat(30))
      const changed = await ada.patch(saved.id, { version: 1, title: `${family.repeat(200)}` })
      expect(changed.statusCode).toBe(200)
    })

    it('201 characters, or a title over 8 KiB however few characters, is refused with 400', async () => {
      for (const [title, message] of [
        [family.repeat(201), 'The title can be at most 200 characters long.'],
        [`a${'\u0301'.repeat(5000)}`, 'The title is too long: it can be at most 8 KiB of text.'],
        ['x'.repeat(2_000_000), 'The title is too long: it can be at most 8 KiB of text.'],
      ]) {
        const response = await ada.create({ title, content: 'x' })
        expect(response.statusCode).toBe(400)
        expect(response.json()).toEqual({
          code: 'bad_request',
          message: `Invalid request: body.title: ${message}`,
        })
      }
    })

    it('line breaks, tabs and control characters in a title become one space each run, on save and change', async () => {
      const saved = await create(ada, { title: 'line one\r\nline two\tend\u0001' })
      expect(saved.title).toBe('line one line two end ')
      const changed = await ada.patch(saved.id, { version: 1, title: 'a\n\n\u2028b' })
      expect(changed.json().title).toBe('a b')
      expect((await ada.get(saved.id)).json().title).toBe('a b')
    })
  })

  describe('a bin needs some text', () => {
    it('empty or whitespace-only content is refused with 400 and a clear message, on save and change', async () => {
      const refused = {
        code: 'bad_request',
        message: 'Invalid request: body.content: A bin needs some text: it cannot be empty or only spaces.',
      }
      for (const content of ['', ' ', '\n\t \r\n', '\u00a0\u2003\ufeff']) {
        const response = await ada.create({ content })
        expect(response.statusCode, JSON.stringify(content)).toBe(400)
        expect(response.json()).toEqual(refused)
      }
      const saved = await create(ada, { content: 'kept' })
      const changed = await ada.patch(saved.id, { version: 1, content: '   ' })
      expect(changed.json()).toEqual(refused)
      expect((await ada.get(saved.id)).json()).toMatchObject({ content: 'kept', version: 1 })
    })
  })

  describe('versions: a save over a newer text is refused (409)', () => {
    it('a stale version gets 409 with a readable message, and the newer save is kept', async () => {
      const saved = await create(ada, { content: 'v1' })
      expect((await ada.patch(saved.id, { version: 1, content: 'from tab A' })).statusCode).toBe(200)
      const stale = await ada.patch(saved.id, { version: 1, content: 'from tab B' })
      expect(stale.statusCode).toBe(409)
      expect(stale.json()).toMatchObject({ code: 'conflict', message: expect.stringMatching(/another tab/) })
      expect((await ada.get(saved.id)).json()).toMatchObject({ content: 'from tab A', version: 2 })
    })

    it('a stale version with only a flag change is refused too', async () => {
      const saved = await create(ada, {})
      await ada.patch(saved.id, { version: 1, title: 'renamed' })
      expect((await ada.patch(saved.id, { version: 1, favorite: true })).statusCode).toBe(409)
      expect((await ada.patch(saved.id, { version: 2, favorite: true })).statusCode).toBe(200)
    })

    it('of two saves on the same version at the same time, exactly one wins', async () => {
      const saved = await create(ada, { content: 'base' })
      const [a, b] = await Promise.all([
        ada.patch(saved.id, { version: 1, content: 'first writer' }),
        ada.patch(saved.id, { version: 1, content: 'second writer' }),
      ])
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
      const winner = a.statusCode === 200 ? a : b
      expect((await ada.get(saved.id)).json()).toMatchObject({
        content: winner.json().content,
        version: 2,
      })
    })
  })

  describe('raw text: never a page', () => {
    it('answers text/plain with nosniff and a sandboxing CSP, the content verbatim', async () => {
      const html = '<script>alert(document.cookie)</script>\n<h1>hi</h1>'
      const saved = await create(ada, { content: html, language: 'html' })
      const response = await guest.raw(saved.id)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox")
      expect(response.headers['content-disposition']).toBe('inline')
      expect(response.body).toBe(html)
    })

    it('?download=1 saves it as a file named after the title with the language extension', async () => {
      const saved = await create(ada, {
        title: 'My "great" café/app',
        content: 'let a = 1',
        language: 'typescript',
      })
      const response = await guest.raw(saved.id, '?download=1')
      expect(response.headers['content-disposition']).toBe('attachment; filename="My-great-cafe-app.ts"')
      const untitled = await create(ada, { content: 'x', language: 'shell' })
      expect((await guest.raw(untitled.id, '?download=1')).headers['content-disposition']).toBe(
        `attachment; filename="${untitled.id}.sh"`,
      )
    })

    it('keeps multibyte text intact', async () => {
      const text = 'Grüße, 世界 🌍'
      const saved = await create(ada, { content: text })
      expect((await guest.raw(saved.id)).body).toBe(text)
    })
  })

  describe('docs/decisions/0008: text the database cannot keep is refused with a 400 naming the field', () => {
    const refused = (field: string, message: string) => ({
      code: 'bad_request',
      message: `Invalid request: body.${field}: ${message}`,
    })
    const nulTitle = refused('title', 'A title cannot hold the NUL character (U+0000).')
    const nulContent = refused('content', 'A bin cannot hold the NUL character (U+0000).')
    const lone = 'a lone surrogate (U+D800 to U+DFFF without its other half).'

    it('U+0000 in a title or in the content, on save and on change; the bin stays as it was', async () => {
      for (const [body, answer] of [
        [{ title: 'a\u0000b', content: 'x' }, nulTitle],
        [{ content: '\u0000' }, nulContent],
        [{ content: `${'x'.repeat(1000)}\u0000` }, nulContent],
      ] as const) {
        const response = await ada.create(body)
        expect(response.statusCode).toBe(400)
        expect(response.json()).toEqual(answer)
      }
      const saved = await create(ada, { title: 'kept', content: 'kept' })
      for (const [body, answer] of [
        [{ version: 1, title: '\u0000' }, nulTitle],
        [{ version: 1, content: 'a\u0000' }, nulContent],
      ] as const) {
        const response = await ada.patch(saved.id, body)
        expect(response.statusCode).toBe(400)
        expect(response.json()).toEqual(answer)
      }
      expect((await ada.get(saved.id)).json()).toMatchObject({ title: 'kept', content: 'kept', version: 1 })
    })

    it('a lone surrogate in a title or in the content, rather than a silent U+FFFD', async () => {
      for (const [body, field, holder] of [
        [{ title: 'a\ud800', content: 'x' }, 'title', 'A title'],
        [{ content: '\udfffz' }, 'content', 'A bin'],
        [{ content: 'pair reversed \ude00\ud83d' }, 'content', 'A bin'],
      ] as const) {
        const response = await ada.create(body)
        expect(response.statusCode).toBe(400)
        expect(response.json()).toEqual(refused(field, `${holder} cannot hold ${lone}`))
      }
      const saved = await create(ada, {})
      const changed = await ada.patch(saved.id, { version: 1, content: 'x\ud83d' })
      expect(changed.json()).toEqual(refused('content', `A bin cannot hold ${lone}`))
    })

    it('whole surrogate pairs and the other control characters are kept exactly in the content', async () => {
      const text = 'emoji 😀 \u0001\u001f\u007f\ufffe\u202e end'
      const saved = await create(ada, { title: text, content: text })
      // A title is one line (docs/decisions/0010): its run of control characters is one space.
      expect(saved).toMatchObject({ title: 'emoji 😀  \ufffe\u202e end', content: text })
      expect((await guest.raw(saved.id)).body).toBe(text)
    })

    it('a version outside the 32-bit range of its column', async () => {
      const saved = await create(ada, {})
      for (const version of [2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, 1e308]) {
        const response = await ada.patch(saved.id, { version, content: 'y' })
        expect(response.statusCode, String(version)).toBe(400)
        expect(response.json().message).toMatch(/^Invalid request: body\.version: /)
      }
      // The largest that fits is simply not the bin's version.
      expect((await ada.patch(saved.id, { version: 2 ** 31 - 1, content: 'y' })).statusCode).toBe(409)
      expect((await ada.get(saved.id)).json()).toMatchObject({ content: 'hello', version: 1 })
    })
  })

  it('removing a user removes their bins (the owner foreign key cascades)', async () => {
    const eve = await signedIn(app, 'eve')
    const saved = await create(eve, {})
    const owner = (await eve.get(saved.id)).json().owner.id
    await database.db.delete(users).where(eq(users.id, owner))
    expect(await database.db.select().from(bins).where(eq(bins.id, saved.id))).toEqual([])
  })
})
