// OEmbed for bin pages (GET /oembed, type rich, the embed's iframe as html), and the
// discovery link in a shared bin's page that leads chat tools and blogs to it.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { embedHeight } from '@one/contract/bin-embeds'
import { type RunningEmulators, startEmulators } from '@one/emulators/standalone'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Database } from '../src/db/database.ts'
import { buildTestApp } from './support/app.ts'
import { type BinsClient, signedIn, site } from './support/bins-client.ts'
import { testDatabases } from './support/databases.ts'
import { emulatorEnv } from './support/sign-in.ts'

let emulators: RunningEmulators
beforeAll(async () => {
  emulators = await startEmulators()
})
afterAll(async () => {
  await emulators.close()
})
afterEach(() => {
  vi.useRealTimers()
})

const configElement = '<script type="application/json" id="one-config"></script>'
const shellHtml =
  `<!doctype html><html><head><title>Vuetify Bin</title>${configElement}</head>` +
  '<body><div id="root"><main><div id="page-preview"></div></main></div></body></html>'

const tenLines = Array.from({ length: 10 }, (_, i) => `line ${i + 1}`).join('\n')

describe.each(testDatabases())('oEmbed on $name', ({ open }) => {
  let database: Database
  let app: FastifyInstance
  let owner: BinsClient

  beforeAll(async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'one-web-'))
    writeFileSync(join(webDist, 'index.html'), shellHtml)
    writeFileSync(join(webDist, 'shell.html'), shellHtml)
    database = await open()
    app = await buildTestApp(database, {
      ...emulatorEnv(emulators),
      BIN_WRITE_LIMIT: '1000',
      SERVE_WEB: 'on',
      WEB_DIST: webDist,
    })
    await app.ready()
    owner = await signedIn(app, 'oembed-owner')
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  async function saved(fields: Record<string, unknown> = {}) {
    const response = await owner.create({
      title: 'ten.txt',
      content: tenLines,
      language: 'text',
      visibility: 'public',
      ...fields,
    })
    expect(response.statusCode, response.body).toBe(201)
    return response.json<{ id: string }>().id
  }
  const oembed = (params: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({ url: `/api/oembed?${new URLSearchParams(params)}`, headers })

  describe("a bin page's address", () => {
    it('is answered with a rich oEmbed: the embed in an iframe, its size, title, author and provider', async () => {
      const id = await saved()
      const response = await oembed({ url: `${site}/bins/${id}`, format: 'json' })
      expect(response.statusCode, response.body).toBe(200)
      expect(response.headers['content-type']).toContain('application/json')
      // Any page may ask: it tells only what the bin's own page shows anyone.
      expect(response.headers['access-control-allow-origin']).toBe('*')
      expect(response.headers['set-cookie']).toBeUndefined()
      const height = embedHeight(10)
      expect(response.json()).toEqual({
        type: 'rich',
        version: '1.0',
        title: 'ten.txt',
        author_name: 'oembed-owner',
        provider_name: 'Vuetify Bin',
        provider_url: site,
        html: `<iframe src="${site}/bins/${id}/embed" title="ten.txt" width="640" height="${height}" style="border:0;max-width:100%" loading="lazy"></iframe>`,
        width: 640,
        height,
        cache_age: 3600,
      })
      // The iframe shows the bin.
      expect((await app.inject(`/bins/${id}/embed`)).statusCode).toBe(200)
    })

    it('keeps to maxwidth and maxheight, and takes a range in the address (or the embed address itself)', async () => {
      const id = await saved()
      const small = (await oembed({ url: `${site}/bins/${id}`, maxwidth: '300', maxheight: '100' })).json()
      expect(small).toMatchObject({ width: 300, height: 100 })
      expect(small.html).toContain('width="300" height="100"')
      // Larger bounds than the embed needs change nothing.
      expect((await oembed({ url: `${site}/bins/${id}`, maxwidth: '5000' })).json().width).toBe(640)
      const range = (await oembed({ url: `${site}/bins/${id}/embed?lines=2-3` })).json()
      expect(range.html).toContain(`src="${site}/bins/${id}/embed?lines=2-3"`)
      expect(range.height).toBe(embedHeight(2))
      expect((await oembed({ url: `${site}/bins/${id}?lines=4` })).json().height).toBe(embedHeight(1))
    })

    it('escapes the title in the iframe', async () => {
      const id = await saved({ title: '"><script>alert(1)</script>' })
      const { html, title } = (await oembed({ url: `${site}/bins/${id}` })).json()
      expect(title).toBe('"><script>alert(1)</script>')
      expect(html).toContain('title="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"')
      expect(html).not.toContain('<script')
    })

    it('of an unlisted bin is answered too', async () => {
      const id = await saved({ visibility: 'unlisted' })
      expect((await oembed({ url: `${site}/bins/${id}` })).statusCode).toBe(200)
    })

    it('answers a bin that expires no longer than it lives', async () => {
      const id = await saved({ expires: '10m' })
      const { cache_age } = (await oembed({ url: `${site}/bins/${id}` })).json()
      expect(cache_age).toBeGreaterThan(590)
      expect(cache_age).toBeLessThanOrEqual(600)
    })
  })

  describe('refusals', () => {
    it('404 for an unknown, private, burning or expired bin, and for a page of the site that is no bin', async () => {
      const expiring = await saved({ expires: '10m' })
      const ids = [
        'AbCdEfGhIjKl',
        'not-an-id',
        await saved({ visibility: 'private' }),
        await saved({ burn: true }),
      ]
      for (const id of ids) {
        // Its owner's session changes nothing: the route reads no cookie.
        const response = await oembed({ url: `${site}/bins/${id}` }, owner.jar.header())
        expect(response.statusCode, id).toBe(404)
        expect(response.json()).toEqual({
          code: 'not_found',
          message: 'This bin does not exist, or it is not shared.',
        })
      }
      const page = await oembed({ url: `${site}/dashboard` })
      expect(page.statusCode).toBe(404)
      expect(page.json().message).toBe('There is no bin at /dashboard.')
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 + 1_000 })
      expect((await oembed({ url: `${site}/bins/${expiring}` })).statusCode).toBe(404)
    })

    it('501 for any format but json', async () => {
      const id = await saved()
      for (const format of ['xml', 'yaml']) {
        const response = await oembed({ url: `${site}/bins/${id}`, format })
        expect(response.statusCode).toBe(501)
        expect(response.json()).toEqual({
          code: 'not_implemented',
          message: 'Only format=json is offered here.',
        })
      }
    })

    it("400 for an address of another site, whatever Host the request names: only PUBLIC_URL's are ours", async () => {
      const id = await saved()
      for (const url of [
        `http://evil.test/bins/${id}`,
        `https://one.test/bins/${id}`,
        `http://localhost/bins/${id}`,
      ]) {
        // The request's own Host is localhost (a loopback name this server answers to).
        const response = await oembed({ url }, { host: 'localhost' })
        expect(response.statusCode, url).toBe(400)
        expect(response.json().message).toBe(
          `Only bins of ${site} are embedded here, like ${site}/bins/AbCdEfGhIjKl.`,
        )
      }
    })

    it('400 with a message for a missing or broken url, a bad size and a bad range', async () => {
      const id = await saved()
      const cases: [Record<string, string>, string][] = [
        [{}, 'url'],
        [{ url: 'bins/abc' }, 'The url is not a web address.'],
        [{ url: `${site}/bins/${id}`, maxwidth: '0' }, 'maxwidth is a whole number of pixels, at least 1.'],
        [
          { url: `${site}/bins/${id}`, maxheight: 'tall' },
          'maxheight is a whole number of pixels, at least 1.',
        ],
        [{ url: `${site}/bins/${id}?lines=3-1` }, 'The range 3-1 ends before it starts.'],
        [{ url: `${site}/bins/${id}?lines=11` }, 'This bin has 10 lines: there is no line 11 to show.'],
      ]
      for (const [params, message] of cases) {
        const response = await oembed(params)
        expect(response.statusCode, JSON.stringify(params)).toBe(400)
        expect(response.json().message).toContain(message)
      }
    })
  })

  describe('discovery', () => {
    const discovery = (html: string) =>
      html.match(/<link rel="alternate" type="application\/json\+oembed" href="([^"]+)" title="([^"]*)">/)

    it("a shared bin's page names its oEmbed address in its head, which answers for it", async () => {
      const id = await saved({ title: 'ten & more' })
      const page = await app.inject(`/bins/${id}`)
      expect(page.statusCode).toBe(200)
      const link = discovery(page.body)
      expect(link, page.body.slice(0, 400)).not.toBeNull()
      expect(page.body.indexOf(link![0])).toBeLessThan(page.body.indexOf('</head>'))
      expect(link![2]).toBe('ten &#38; more')
      const href = link![1]!.replaceAll('&#38;', '&')
      expect(href).toBe(`${site}/api/oembed?url=${encodeURIComponent(`${site}/bins/${id}`)}&format=json`)
      const answer = await app.inject(href.slice(site.length))
      expect(answer.statusCode).toBe(200)
      expect(answer.json().html).toContain(`${site}/bins/${id}/embed`)
      const unlisted = await saved({ visibility: 'unlisted' })
      expect(discovery((await app.inject(`/bins/${unlisted}`)).body)).not.toBeNull()
    })

    it('a private or burning bin, an unknown one and the home page name none', async () => {
      for (const path of [
        `/bins/${await saved({ visibility: 'private' })}`,
        `/bins/${await saved({ burn: true })}`,
        '/bins/AbCdEfGhIjKl',
        '/',
      ]) {
        const page = await app.inject(path)
        expect(page.statusCode).toBe(200)
        expect(page.body, path).not.toContain('json+oembed')
      }
    })

    it('keeps $& and $` in a title and text as text in the page (no replacement patterns)', async () => {
      const id = await saved({ title: 'cost $& more', content: "a $` b $' c $& d $$ e" })
      const { body } = await app.inject(`/bins/${id}`)
      expect(body.match(/<head>/g)).toHaveLength(1)
      expect(body.match(/id="page-preview"/g)).toHaveLength(1)
      expect(body.match(/<\/body>/g)).toHaveLength(1)
      expect(body).toContain('<title>cost $&#38; more · Vuetify Bin</title>')
      expect(body).toContain('a $` b $&#39; c $&#38; d $$ e')
      expect(body).toContain('"content":"a $` b $\' c $& d $$ e"')
      expect(discovery(body)![2]).toBe('cost $&#38; more')
    })
  })
})
