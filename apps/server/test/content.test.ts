// docs/decisions/0014: the site's content on the server (spec sections 3, 6 and 7): public lists of what is
// published, the admin calls that publish it, their refusals and validation, and the history of changes;
// on PGlite and (with TEST_DATABASE_URL) on PostgreSQL.

import { adminContentEndpoints, type ContentKind } from '@one/contract/content'
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../src/db/database.ts'
import { bannerMetadata } from './support/content-samples.ts'
import { testDatabases } from './support/databases.ts'
import { contentType, hostileBody, hostileParam } from './support/hostile-requests.ts'
import { listenWithEmulators, signedIn } from './support/listening-app.ts'
import type { CookieJar } from './support/sign-in.ts'

// The account id the GitHub emulator gives ada (packages/emulators/src/oauth/providers.ts).
const ADA = '2051899610'

const samples: Record<ContentKind, Record<string, unknown>> = {
  notifications: {
    emoji: '🎉',
    text: 'Version 3.6 is out.',
    action: 'https://example.com/release',
    action_text: 'Read more',
    attributes: { 'data-kind': 'release' },
  },
  banners: bannerMetadata,
  promotions: {
    active: true,
    discoverable: true,
    url: 'https://example.com/snips',
    short_text: 'Snips',
    text: 'Ready-made snippets',
    color: '',
    advertisement: false,
    images: { default: null, logodark: null, logolight: null, bgdark: null, bglight: null },
  },
  spots: { site: ['vbin'], active: true, href: 'https://example.com/spot', image: null },
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

describe.each(testDatabases())('content (docs/decisions/0014) on $name', ({ open }) => {
  let database: Database
  let app: FastifyInstance
  let base: string
  let ada: CookieJar
  let mallory: CookieJar

  beforeAll(async () => {
    database = await open()
    ;({ app, base } = await listenWithEmulators(database, 'content', { ONE_ADMINS: `github:${ADA}` }))
    ada = await signedIn(app, 'ada')
    mallory = await signedIn(app, 'mallory')
  })

  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const call = (
    jar: CookieJar | undefined,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    {
      origin = base,
      type = 'application/json',
      raw = false,
      ifMatch,
    }: { origin?: string; type?: string; raw?: boolean; ifMatch?: string } = {},
  ) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: {
        ...(jar?.header() ?? {}),
        origin,
        ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }),
        ...(payload === undefined ? {} : { 'content-type': type }),
      },
      payload:
        payload === undefined
          ? undefined
          : raw || Buffer.isBuffer(payload)
            ? (payload as string)
            : JSON.stringify(payload),
      remoteAddress: jar?.address,
    })

  const create = (kind: ContentKind, slug: string, extra: Record<string, unknown> = {}) =>
    call(ada, 'POST', `/one/admin/${kind}`, {
      slug,
      title: `Title of ${slug}`,
      metadata: samples[kind],
      published: true,
      ...extra,
    })

  /** The item's version as a GET of it tells (its ETag). */
  const etagOf = async (kind: ContentKind, slug: string) => {
    const read = await call(ada, 'GET', `/one/admin/${kind}/${slug}`)
    expect(read.statusCode, read.body).toBe(200)
    return String(read.headers.etag)
  }
  /** An admin's edit of the version they just read. */
  const edit = async (kind: ContentKind, slug: string, change: Record<string, unknown>) =>
    call(ada, 'PATCH', `/one/admin/${kind}/${slug}`, change, { ifMatch: await etagOf(kind, slug) })

  describe('public lists (spec section 7)', () => {
    it.each(['notifications', 'banners', 'promotions', 'spots'] as const)(
      'GET /one/%s lists only published items, in the shape of spec section 3, newest first',
      async (kind) => {
        expect((await create(kind, `${kind}-old`)).statusCode).toBe(201)
        expect((await create(kind, `${kind}-draft`, { published: false })).statusCode).toBe(201)
        expect((await create(kind, `${kind}-new`)).statusCode).toBe(201)
        const list = await call(undefined, 'GET', `/one/${kind}`)
        expect(list.statusCode).toBe(200)
        const items = list.json()[kind] as { slug: string }[]
        expect(items.map((item) => item.slug)).toEqual([`${kind}-new`, `${kind}-old`])
        expect(items[0]).toEqual({
          slug: `${kind}-new`,
          title: `Title of ${kind}-new`,
          created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          metadata: samples[kind],
        })
      },
    )

    it('answers 304 to a client holding the current list, and a new ETag after any admin change', async () => {
      const first = await call(undefined, 'GET', '/one/banners')
      const etag = String(first.headers.etag)
      expect(first.headers['cache-control']).toContain('public')
      const again = await app.inject({ url: '/api/one/banners', headers: { 'if-none-match': etag } })
      expect(again.statusCode).toBe(304)
      expect(again.body).toBe('')

      expect((await create('banners', 'etag-change')).statusCode).toBe(201)
      const changed = await app.inject({ url: '/api/one/banners', headers: { 'if-none-match': etag } })
      expect(changed.statusCode).toBe(200)
      expect(changed.headers.etag).not.toBe(etag)
      expect(changed.json().banners[0].slug).toBe('etag-change')

      // Unpublishing takes it off the public list at once (the cache is dropped with the change).
      expect((await edit('banners', 'etag-change', { published: false })).statusCode).toBe(200)
      const after = (await call(undefined, 'GET', '/one/banners')).json().banners as { slug: string }[]
      expect(after.map((b) => b.slug)).not.toContain('etag-change')
    })
  })

  describe('admin refusals (spec section 6: admins only)', () => {
    const attempts = [
      ['GET', '/one/admin/banners', undefined],
      ['GET', '/one/admin/banners/x', undefined],
      ['POST', '/one/admin/banners', { slug: 'x', title: 'x', metadata: bannerMetadata, published: true }],
      ['PATCH', '/one/admin/banners/x', { published: false }],
      ['DELETE', '/one/admin/banners/x', undefined],
      ['GET', '/one/admin/history', undefined],
      ['POST', '/one/admin/images', PNG],
    ] as const

    it.each(attempts)(
      '%s %s: 401 for a guest, 403 for a signed-in user who is not an admin',
      async (method, url, body) => {
        const options = Buffer.isBuffer(body) ? { type: 'image/png' } : {}
        const guest = await call(undefined, method, url, body, options)
        expect(guest.statusCode).toBe(401)
        expect(guest.json()).toEqual({ code: 'unauthorized', message: 'You are not signed in.' })
        const user = await call(mallory, method, url, body, options)
        expect(user.statusCode).toBe(403)
        expect(user.json()).toEqual({ code: 'forbidden', message: 'Only admins can do this.' })
      },
    )

    it('a page on another origin cannot change content with an admin cookie', async () => {
      for (const [method, url, body] of attempts.filter(([method]) => method !== 'GET')) {
        const refused = await call(ada, method, url, body, {
          origin: 'https://evil.example',
          ...(Buffer.isBuffer(body) ? { type: 'image/png' } : {}),
        })
        expect(refused.statusCode, `${method} ${url}`).toBe(403)
        expect(refused.json().code).toBe('forbidden_origin')
      }
    })

    it('a session that ended in another tab is refused with 401', async () => {
      const jar = await signedIn(app, 'ada')
      expect((await call(jar, 'POST', '/auth/logout')).statusCode).toBeLessThan(300)
      const gone = await call(jar, 'POST', '/one/admin/banners', {
        slug: 'after-logout',
        title: 'x',
        metadata: bannerMetadata,
        published: true,
      })
      expect(gone.statusCode).toBe(401)
      expect((await create('banners', 'after-logout')).statusCode).toBe(201)
    })
  })

  describe('admin validation', () => {
    it('a slug is unique within its kind: 409, on create and on rename', async () => {
      expect((await create('notifications', 'unique-one')).statusCode).toBe(201)
      const twice = await create('notifications', 'unique-one')
      expect(twice.statusCode).toBe(409)
      expect(twice.json()).toEqual({
        code: 'conflict',
        message: 'There is already a notification with the slug "unique-one".',
      })
      // Another kind may use the same slug.
      expect((await create('spots', 'unique-one')).statusCode).toBe(201)
      expect((await create('notifications', 'unique-two')).statusCode).toBe(201)
      const rename = await edit('notifications', 'unique-two', { slug: 'unique-one' })
      expect(rename.statusCode).toBe(409)
    })

    const bad: [string, Record<string, unknown>, RegExp][] = [
      ['a javascript: link', { link: 'javascript:alert(1)' }, /metadata\.link/],
      ['a data: link', { link: 'data:text/html,<script>' }, /metadata\.link/],
      ['a protocol-relative link', { link: '//evil.example' }, /metadata\.link/],
      ['a colour that is not one', { color: 'red; background:url(x)' }, /metadata\.color/],
      [
        'an image that is not http(s)',
        { images: { bg: { url: 'file:///etc/passwd' }, logo: null } },
        /images\.bg\.url/,
      ],
      [
        'an svg data image',
        { images: { bg: { url: 'data:image/svg+xml,<svg/>' }, logo: null } },
        /images\.bg/,
      ],
      ['an unknown site', { site: ['elsewhere'] }, /metadata\.site/],
      ['no site at all', { site: [] }, /metadata\.site/],
      ['a text over 200 characters', { text: 'x'.repeat(201) }, /metadata\.text/],
      ['a NUL in the text', { text: 'a\u0000b' }, /NUL/],
      ['a lone surrogate', { subtext: 'x\ud800' }, /surrogate/],
      ['a huge height', { height: 1e308 }, /metadata\.height/],
      ['an event handler attribute', { attributes: { onclick: 'alert(1)' } }, /metadata\.attributes/],
      ['an upper-case event handler', { attributes: { ONMOUSEOVER: 'alert(1)' } }, /metadata\.attributes/],
      ['a style attribute', { attributes: { style: 'position:fixed;inset:0' } }, /metadata\.attributes/],
      ['an href attribute', { attributes: { href: 'javascript:alert(1)' } }, /metadata\.attributes/],
      ['a srcdoc attribute', { attributes: { srcdoc: '<script>alert(1)</script>' } }, /metadata\.attributes/],
      [
        'a formaction attribute',
        { attributes: { formaction: 'javascript:alert(1)' } },
        /metadata\.attributes/,
      ],
      ['an attribute name with a space', { attributes: { 'data-x onclick': '1' } }, /metadata\.attributes/],
      [
        'an attribute that is not text',
        { attributes: { 'data-x': { toString: 1 } } },
        /metadata\.attributes/,
      ],
      [
        'more than 10 attributes',
        { attributes: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`data-a${i}`, 'x'])) },
        /metadata\.attributes/,
      ],
      ['a missing field', { text: undefined }, /missing metadata\.text/],
    ]

    it.each(bad)('refuses %s with 400 and says where', async (_name, change, where) => {
      const response = await call(ada, 'POST', '/one/admin/banners', {
        slug: 'bad-banner',
        title: 'Bad',
        metadata: { ...bannerMetadata, ...change },
        published: true,
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().code).toBe('bad_request')
      expect(response.json().message).toMatch(where)
    })

    it.each([
      ['an upper-case slug', { slug: 'Hello' }],
      ['a slug with a slash', { slug: 'a/b' }],
      ['an empty title', { title: '' }],
      ['a title over 120 characters', { title: 't'.repeat(121) }],
      ['published as a string', { published: 'yes' }],
      ['an unknown field', { extra: 1 }],
    ])('refuses %s with 400', async (_name, change) => {
      const response = await call(ada, 'POST', '/one/admin/banners', {
        slug: 'fine',
        title: 'Fine',
        metadata: bannerMetadata,
        published: true,
        ...change,
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().code).toBe('bad_request')
    })

    it('an unknown kind is 400, an unknown slug 404, an empty edit 400', async () => {
      expect((await call(ada, 'GET', '/one/admin/sponsors')).statusCode).toBe(400)
      const missing = await call(
        ada,
        'PATCH',
        '/one/admin/banners/nobody',
        { published: true },
        { ifMatch: '*' },
      )
      expect(missing.statusCode).toBe(404)
      expect(missing.json().message).toBe('There is no such banner.')
      expect((await call(ada, 'DELETE', '/one/admin/spots/nobody')).statusCode).toBe(404)
      const empty = await call(ada, 'PATCH', '/one/admin/banners/after-logout', {}, { ifMatch: '*' })
      expect(empty.statusCode).toBe(400)
      expect(empty.json().message).toMatch(/must change something/)
    })

    it('hostile bodies get a 4xx JSON answer, never a 500', async () => {
      await fc.assert(
        fc.asyncProperty(
          hostileBody(adminContentEndpoints.create.body),
          contentType,
          fc.constantFrom<ContentKind>('notifications', 'banners', 'promotions', 'spots'),
          async (body, type, kind) => {
            const response = await call(ada, 'POST', `/one/admin/${kind}`, body, { type, raw: true })
            expect(response.statusCode, response.body).toBeLessThan(500)
            if (response.statusCode >= 400) expect(response.json()).toHaveProperty('message')
          },
        ),
        { numRuns: 120 },
      )
      await fc.assert(
        fc.asyncProperty(hostileParam, hostileBody(adminContentEndpoints.update.body), async (slug, body) => {
          const response = await call(ada, 'PATCH', `/one/admin/banners/${slug}`, body, {
            raw: true,
            ifMatch: '*',
          })
          expect(response.statusCode, response.body).toBeLessThan(500)
          expect([200, 400, 404, 409, 412, 413, 415]).toContain(response.statusCode)
        }),
        { numRuns: 80 },
      )
    })

    it('a double click on create makes one item and one 409', async () => {
      const [a, b] = await Promise.all([create('promotions', 'double'), create('promotions', 'double')])
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409])
      const items = (await call(ada, 'GET', '/one/admin/promotions')).json().items as { slug: string }[]
      expect(items.filter((item) => item.slug === 'double')).toHaveLength(1)
    })
  })

  describe('edits, deletion and the history of changes', () => {
    it('edits replace the metadata, publish toggles; delete removes; each change is recorded with who did it', async () => {
      expect((await create('spots', 'history-spot', { published: false })).statusCode).toBe(201)
      const edited = await edit('spots', 'history-spot', {
        title: 'New title',
        metadata: { ...samples.spots, href: 'https://example.com/other' },
      })
      expect(edited.statusCode).toBe(200)
      expect(edited.json().item).toMatchObject({
        slug: 'history-spot',
        title: 'New title',
        published: false,
        metadata: { href: 'https://example.com/other' },
      })
      expect((await edit('spots', 'history-spot', { published: true })).statusCode).toBe(200)
      expect((await edit('spots', 'history-spot', { published: false })).statusCode).toBe(200)
      expect((await call(ada, 'DELETE', '/one/admin/spots/history-spot')).statusCode).toBe(204)
      expect((await call(ada, 'DELETE', '/one/admin/spots/history-spot')).statusCode).toBe(404)

      const history = await call(ada, 'GET', '/one/admin/history')
      expect(history.statusCode).toBe(200)
      expect(history.headers['cache-control']).toBe('no-store')
      const mine = (history.json().changes as { slug: string; action: string; actor: { name: string } }[])
        .filter((change) => change.slug === 'history-spot')
        .map((change) => change.action)
      expect(mine).toEqual(['delete', 'unpublish', 'publish', 'update', 'create'])
      const [latest] = history.json().changes
      expect(latest).toEqual({
        id: expect.any(String),
        at: expect.stringMatching(/^\d{4}-/),
        actor: { id: expect.any(String), name: expect.any(String) },
        action: 'delete',
        kind: 'spots',
        slug: 'history-spot',
      })
    })
  })

  describe('edits of one version never overwrite each other', () => {
    it('GET of an item gives the ETag an edit sends back as If-Match; the list carries the same', async () => {
      expect((await create('banners', 'etag-read')).statusCode).toBe(201)
      const read = await call(ada, 'GET', '/one/admin/banners/etag-read')
      expect(read.headers['cache-control']).toBe('no-store')
      expect(read.json().item).toMatchObject({ slug: 'etag-read', etag: read.headers.etag })
      const listed = (await call(ada, 'GET', '/one/admin/banners')).json().items as {
        slug: string
        etag: string
      }[]
      expect(listed.find((item) => item.slug === 'etag-read')?.etag).toBe(read.headers.etag)
      expect((await call(ada, 'GET', '/one/admin/banners/nobody')).statusCode).toBe(404)
    })

    it('a hostile If-Match (huge or zero versions, a lone surrogate, thousands of tags, an overlong header) is a 4xx and changes nothing', async () => {
      expect((await create('notifications', 'hostile-if-match')).statusCode).toBe(201)
      const current = await etagOf('notifications', 'hostile-if-match')
      const id = current.slice(1, current.indexOf('.'))
      const hostile = [
        `"${id}.99999999999999999999"`,
        `"${id}.0"`,
        `"${id}.-1"`,
        '"\ud800"',
        '"a", '.repeat(190),
        `"${'x'.repeat(5000)}"`,
      ]
      for (const ifMatch of hostile) {
        const answer = await call(
          ada,
          'PATCH',
          '/one/admin/notifications/hostile-if-match',
          { title: 'Hostile' },
          { ifMatch },
        )
        expect([400, 412], ifMatch.slice(0, 40)).toContain(answer.statusCode)
        expect(answer.json().message).toEqual(expect.any(String))
      }
      expect(await etagOf('notifications', 'hostile-if-match')).toBe(current)
    })

    it('an edit of a version that is no longer current is 412 and changes nothing; one without If-Match is 428', async () => {
      expect((await create('notifications', 'stale-edit')).statusCode).toBe(201)
      const opened = await etagOf('notifications', 'stale-edit')
      const first = await call(
        ada,
        'PATCH',
        '/one/admin/notifications/stale-edit',
        { title: 'First' },
        { ifMatch: opened },
      )
      expect(first.statusCode, first.body).toBe(200)
      expect(first.headers.etag).toBe(first.json().item.etag)
      expect(first.headers.etag).not.toBe(opened)

      const stale = await call(
        ada,
        'PATCH',
        '/one/admin/notifications/stale-edit',
        { title: 'Second' },
        { ifMatch: opened },
      )
      expect(stale.statusCode).toBe(412)
      expect(stale.json()).toEqual({
        code: 'precondition_failed',
        message:
          'Someone else changed this notification after you opened it. Load it again to see their version.',
      })
      const unconditional = await call(ada, 'PATCH', '/one/admin/notifications/stale-edit', {
        title: 'Third',
      })
      expect(unconditional.statusCode).toBe(428)
      expect(unconditional.json().code).toBe('precondition_required')
      for (const ifMatch of [`W/${first.headers.etag}`, '"made-up"', 'not a tag']) {
        const refused = await call(
          ada,
          'PATCH',
          '/one/admin/notifications/stale-edit',
          { title: 'Fourth' },
          { ifMatch },
        )
        expect(refused.statusCode, ifMatch).toBe(412)
      }
      expect((await call(ada, 'GET', '/one/admin/notifications/stale-edit')).json().item.title).toBe('First')

      // The current version among several tags is enough; `*` is a deliberate overwrite.
      const listed = await call(
        ada,
        'PATCH',
        '/one/admin/notifications/stale-edit',
        { title: 'Fifth' },
        {
          ifMatch: `${opened}, ${first.headers.etag}`,
        },
      )
      expect(listed.statusCode).toBe(200)
      const any = await call(
        ada,
        'PATCH',
        '/one/admin/notifications/stale-edit',
        { title: 'Sixth' },
        { ifMatch: '*' },
      )
      expect(any.statusCode).toBe(200)
    })

    it('of ten edits of one version sent at once, exactly one lands and nine are 412', async () => {
      expect((await create('banners', 'race-edit')).statusCode).toBe(201)
      const opened = await etagOf('banners', 'race-edit')
      const titles = Array.from({ length: 10 }, (_, i) => `Edit ${i}`)
      const answers = await Promise.all(
        titles.map((title) =>
          call(
            ada,
            'PATCH',
            '/one/admin/banners/race-edit',
            { title, metadata: { ...bannerMetadata, text: title } },
            { ifMatch: opened },
          ),
        ),
      )
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(412)])
      const winner = answers.find((answer) => answer.statusCode === 200)!.json().item
      const stored = (await call(ada, 'GET', '/one/admin/banners/race-edit')).json().item
      // The winner's edit whole, not a mix of two.
      expect(stored.title).toBe(winner.title)
      expect(stored.metadata.text).toBe(winner.title)
      const history = (await call(ada, 'GET', '/one/admin/history')).json().changes as {
        slug: string
        action: string
      }[]
      expect(history.filter((change) => change.slug === 'race-edit').map((change) => change.action)).toEqual([
        'update',
        'create',
      ])
    })

    it('a tag of a deleted item never matches the new item that took its slug; a stale delete is 412', async () => {
      expect((await create('spots', 'reborn')).statusCode).toBe(201)
      const old = await etagOf('spots', 'reborn')
      expect(
        (await call(ada, 'DELETE', '/one/admin/spots/reborn', undefined, { ifMatch: old })).statusCode,
      ).toBe(204)
      expect((await create('spots', 'reborn')).statusCode).toBe(201)
      const edit = await call(ada, 'PATCH', '/one/admin/spots/reborn', { title: 'x' }, { ifMatch: old })
      expect(edit.statusCode).toBe(412)
      expect(
        (await call(ada, 'DELETE', '/one/admin/spots/reborn', undefined, { ifMatch: old })).statusCode,
      ).toBe(412)
      expect((await call(ada, 'GET', '/one/admin/spots/reborn')).statusCode).toBe(200)
    })
  })

  describe('omitted metadata takes its defaults; a 400 names every missing field', () => {
    const minimal: Record<ContentKind, Record<string, unknown>> = {
      notifications: { text: 'Hello' },
      banners: { text: 'Hello', site: ['*'] },
      promotions: { url: 'https://example.com/p', text: 'Hello' },
      spots: { site: ['*'], href: 'https://example.com/s' },
    }

    it.each(Object.entries(minimal))(
      'a %s with only its required metadata is valid and complete',
      async (kind, metadata) => {
        const slug = `minimal-${kind}`
        const created = await call(ada, 'POST', `/one/admin/${kind}`, {
          slug,
          title: 'Minimal',
          published: true,
          metadata,
        })
        expect(created.statusCode, created.body).toBe(201)
        const listed = (await call(undefined, 'GET', `/one/${kind}`)).json()[kind] as {
          slug: string
          metadata: object
        }[]
        const shown = listed.find((item) => item.slug === slug)!
        // Every field of the public record (spec section 3) is there, with the value a blank form has.
        expect(Object.keys(shown.metadata).sort()).toEqual(Object.keys(samples[kind as ContentKind]).sort())
        expect(shown.metadata).toMatchObject(metadata)
      },
    )

    it('the banner of the issue: {slug, title, published, metadata: {text, site}}', async () => {
      const created = await call(ada, 'POST', '/one/admin/banners', {
        slug: 'issue-banner',
        title: 'Issue',
        published: true,
        metadata: { text: 'Hello', site: ['vbin'] },
      })
      expect(created.statusCode, created.body).toBe(201)
      expect(created.json().item.metadata).toEqual({
        site: ['vbin'],
        active: true,
        color: 'primary',
        text: 'Hello',
        subtext: '',
        link: '',
        link_text: '',
        link_color: '',
        closable: true,
        height: null,
        bg_blur: null,
        images: { bg: null, logo: null },
        attributes: {},
      })
      // An edit's metadata is whole too: what it leaves out goes back to its default.
      const edited = await edit('banners', 'issue-banner', {
        metadata: { text: 'Edited', site: ['*'], subtext: 'x' },
      })
      expect(edited.statusCode, edited.body).toBe(200)
      expect(edited.json().item.metadata).toMatchObject({
        text: 'Edited',
        subtext: 'x',
        link: '',
        closable: true,
      })
    })

    it('a body missing required fields, of the item and of its metadata, is one 400 naming them all', async () => {
      const response = await call(ada, 'POST', '/one/admin/banners', {
        slug: 'lacking',
        metadata: { color: 'nope' },
      })
      expect(response.statusCode).toBe(400)
      const { message, code } = response.json()
      expect(code).toBe('bad_request')
      expect(message).toMatch(/^Invalid request: missing /)
      for (const field of ['title', 'published', 'metadata.site', 'metadata.text'])
        expect(message).toContain(field)
      expect(message).toMatch(/metadata\.color: must be a hex colour/)
      const edit = await call(ada, 'PATCH', '/one/admin/banners/lacking', { metadata: {} }, { ifMatch: '*' })
      expect(edit.statusCode).toBe(400)
      expect(edit.json().message).toBe('Invalid request: missing metadata.site, metadata.text')
      const promotion = await call(ada, 'POST', '/one/admin/promotions', {
        slug: 'p',
        title: 'p',
        published: true,
        metadata: {},
      })
      expect(promotion.json().message).toBe('Invalid request: missing metadata.url, metadata.text')
    })
  })

  describe('images (checked by their bytes, at most 2 MB, served by content hash)', () => {
    it('a PNG is kept and served under the hash of its bytes with a year of caching', async () => {
      const uploaded = await call(ada, 'POST', '/one/admin/images', PNG, { type: 'application/octet-stream' })
      expect(uploaded.statusCode, uploaded.body).toBe(201)
      const { url } = uploaded.json() as { url: string }
      expect(url).toMatch(/^\/one\/images\/[0-9a-f]{64}\.png$/)
      const served = await app.inject({ url: `/api${url}` })
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toBe('image/png')
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      // Every site of the ecosystem shows the banners' images (FACTS 13).
      expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin')
      expect(served.rawPayload.equals(PNG)).toBe(true)
      const again = await app.inject({
        url: `/api${url}`,
        headers: { 'if-none-match': String(served.headers.etag) },
      })
      expect(again.statusCode).toBe(304)
      // The same bytes twice are one image.
      expect((await call(ada, 'POST', '/one/admin/images', PNG, { type: 'image/png' })).json().url).toBe(url)
      // It can be used as a banner's image.
      const withImage = await create('banners', 'with-image', {
        metadata: { ...bannerMetadata, images: { bg: { url }, logo: null } },
      })
      expect(withImage.statusCode).toBe(201)
    })

    it.each([
      [
        'an SVG, even called a PNG',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'image/png',
        415,
      ],
      ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>'), 'image/gif', 415],
      ['nothing at all', Buffer.alloc(0), 'image/png', 400],
      ['more than 2 MB', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'image/png', 413],
    ])('refuses %s', async (_name, bytes, type, status) => {
      const response = await call(ada, 'POST', '/one/admin/images', bytes, { type })
      expect(response.statusCode).toBe(status)
      expect(response.json()).toHaveProperty('message')
    })

    it('an unknown image is 404', async () => {
      expect((await app.inject({ url: `/api/one/images/${'0'.repeat(64)}.png` })).statusCode).toBe(404)
      expect((await app.inject({ url: '/api/one/images/..%2F..%2Fetc' })).statusCode).toBe(404)
    })
  })
})
