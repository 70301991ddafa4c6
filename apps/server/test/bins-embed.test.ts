// A bin's embed, `/bins/{id}/embed`, framed by any site: its own policy, no cookie
// read or set, highlighted lines with their numbers, `?lines=` for a range, and nothing of a private,
// burning or expired bin.
import { type RunningEmulators, startEmulators } from '@one/emulators/standalone'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { gzipBytes } from '../../../scripts/compression.mjs'
import { NO_EMBED_MESSAGE } from '../src/bins/embed/embeds.ts'
import type { Database } from '../src/db/database.ts'
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
afterEach(() => {
  vi.useRealTimers()
})

const sample = `// A small module, as people embed them.
/* A comment that starts here
   and goes on here */
export function greet(name: string): string {
  return \`Hello, \${name}!\`
}
`

/** The text a reader sees in the code box: the lines, no numbers, entities read back. */
const shownText = (html: string) =>
  [...html.matchAll(/<span class="l">(.*?)<\/span>(?=<span class="l">|<\/pre>)/g)]
    .map((line) =>
      line[1]!
        .replace(/<br>/g, '')
        .replace(/<[^>]+>/g, '')
        .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
    )
    .join('\n')
const numbers = (html: string) => [...html.matchAll(/data-n="(\d+)"/g)].map((match) => Number(match[1]))

describe.each(testDatabases())('bin embeds on $name', ({ open }) => {
  let database: Database
  let app: FastifyInstance
  let owner: BinsClient

  beforeAll(async () => {
    database = await open()
    app = await buildTestApp(database, { ...emulatorEnv(emulators), BIN_WRITE_LIMIT: '1000' })
    await app.ready()
    owner = await signedIn(app, 'embed-owner')
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  async function saved(fields: Record<string, unknown> = {}) {
    const response = await owner.create({
      title: 'greet.ts',
      content: sample,
      language: 'typescript',
      visibility: 'public',
      ...fields,
    })
    expect(response.statusCode, response.body).toBe(201)
    return response.json<{ id: string; version: number }>()
  }
  const embed = (id: string, query = '', headers: Record<string, string> = {}) =>
    app.inject({ url: `/bins/${id}/embed${query}`, headers })

  function expectFrameable(response: LightMyRequestResponse) {
    const policy = String(response.headers['content-security-policy'])
    expect(policy).toContain('frame-ancestors *')
    expect(policy).toContain("default-src 'none'")
    expect(policy).not.toContain('script-src')
    expect(response.headers['x-frame-options']).toBeUndefined()
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin')
    expect(response.headers['set-cookie']).toBeUndefined()
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
  }

  describe('a public bin', () => {
    it('is a page any site may frame: its own policy, no X-Frame-Options, cached as a public bin is', async () => {
      const { id } = await saved()
      const response = await embed(id)
      expect(response.statusCode).toBe(200)
      expectFrameable(response)
      expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=30')
      expect(response.headers['x-robots-tag']).toBe('noindex')
      // The rest of the site still refuses every frame.
      const elsewhere = await app.inject({ url: '/api/healthz' })
      expect(elsewhere.headers['content-security-policy']).toContain("frame-ancestors 'none'")
      // Unchanged, it is not sent again.
      const again = await embed(id, '', { 'if-none-match': String(response.headers.etag) })
      expect(again.statusCode).toBe(304)
      expect(again.body).toBe('')
    })

    it('shows the text highlighted, every line with its number linking to that line of the bin page', async () => {
      const { id } = await saved()
      const { body } = await embed(id)
      expect(shownText(body)).toBe(sample.replace(/\n$/, ''))
      expect(numbers(body)).toEqual([1, 2, 3, 4, 5, 6])
      expect(body).toContain(
        `<a class="n" href="${site}/bins/${id}#L4" target="_blank" rel="noopener" data-n="4"`,
      )
      expect(body).toContain('<span class="tok-keyword">export</span>')
      expect(body).toContain('<span class="tok-comment">/* A comment that starts here</span>')
      // The title links back to the bin's page; the language is named; light and dark both styled.
      expect(body).toContain(
        `<a class="t" href="${site}/bins/${id}" target="_blank" rel="noopener">greet.ts</a>`,
      )
      expect(body).toContain('<span class="m">TypeScript</span>')
      expect(body).toContain('@media (prefers-color-scheme:dark)')
      expect(body).toContain('pre .tok-keyword{color:#708}')
      expect(body).toContain('pre .tok-keyword{color:#c678dd}')
      expect(body).not.toMatch(/<script|<link|<img|<iframe/)
    })

    it("allows its one style element by its hash, so the page's look survives the policy", async () => {
      const { id } = await saved()
      const response = await embed(id)
      const style = response.body.match(/<style>([\s\S]*?)<\/style>/)![1]!
      const { createHash } = await import('node:crypto')
      const hash = createHash('sha256').update(style).digest('base64')
      expect(String(response.headers['content-security-policy'])).toContain(`style-src 'sha256-${hash}'`)
      expect(response.body).not.toContain('style="')
    })

    it('keeps markup in the title and the text as text', async () => {
      const { id } = await saved({
        title: '<img src=x onerror=alert(1)> $& "q"',
        content: "</pre><script>alert(1)</script>\n$` $'",
        language: 'html',
      })
      const { body } = await embed(id)
      expect(body).not.toMatch(/<script|<img src=x|<\/pre><script/)
      expect(body).toContain('&#60;img src=x onerror=alert(1)&#62; $&#38; &#34;q&#34;')
      expect(shownText(body)).toBe("</pre><script>alert(1)</script>\n$` $'")
    })

    it('is the same page whoever asks: a session cookie is neither read nor renewed', async () => {
      const { id } = await saved()
      const guest = await embed(id)
      const withSession = await embed(id, '', owner.jar.header())
      expect(owner.jar.header().cookie).toContain('one_session=')
      expect(withSession.statusCode).toBe(200)
      expect(withSession.headers['set-cookie']).toBeUndefined()
      expect(withSession.body).toBe(guest.body)
      expect(withSession.headers.etag).toBe(guest.headers.etag)
      // Even its owner's cookie does not open a private bin here.
      const secret = await saved({ visibility: 'private' })
      const own = await embed(secret.id, '', owner.jar.header())
      expect(own.statusCode).toBe(404)
      expect(own.headers['set-cookie']).toBeUndefined()
    })

    it('shows the text as it is now after a change', async () => {
      const bin = await saved({ content: 'first\n' })
      expect(shownText((await embed(bin.id)).body)).toBe('first')
      const changed = await owner.patch(bin.id, { version: bin.version, content: 'second\nthird\n' })
      expect(changed.statusCode, changed.body).toBe(200)
      expect(shownText((await embed(bin.id)).body)).toBe('second\nthird')
    })

    it('weighs under 15 KB gzip: the page, its style and a 60-line module', async () => {
      const content = Array.from(
        { length: 60 },
        (_, i) => `export const value${i} = computeSomething(${i}, 'a string of text') // note ${i}`,
      ).join('\n')
      const { id } = await saved({ content })
      const { body } = await embed(id)
      const page = gzipBytes(body)
      const empty = await saved({ content: 'x' })
      const chrome = gzipBytes((await embed(empty.id)).body)
      console.info(
        `embed page gzip: ${page} bytes with 60 lines of TypeScript (${body.length} bytes raw), ${chrome} bytes with one line`,
      )
      expect(page).toBeLessThan(15 * 1024)
      expect(chrome).toBeLessThan(4 * 1024)
    })
  })

  it('an unlisted bin is embedded: anyone with its link may show it', async () => {
    const { id } = await saved({ visibility: 'unlisted' })
    const response = await embed(id)
    expect(response.statusCode).toBe(200)
    expect(shownText(response.body)).toContain('export function greet')
  })

  describe('nothing but public and unlisted bins', () => {
    async function expectNoBin(response: LightMyRequestResponse) {
      expect(response.statusCode).toBe(404)
      // Framed as any embed is, so the frame says why it is empty.
      expectFrameable(response)
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.body).toContain(NO_EMBED_MESSAGE)
      expect(response.body).not.toContain('greet')
    }

    it('a private bin, an unknown id and a malformed one are 404', async () => {
      await expectNoBin(await embed((await saved({ visibility: 'private' })).id))
      await expectNoBin(await embed('AbCdEfGhIjKl'))
      await expectNoBin(await embed('not-a-bin-id'))
    })

    it('a burn-after-reading bin is 404 and is not burned by the asking: its first reader still gets it', async () => {
      const { id } = await saved({ burn: true })
      await expectNoBin(await embed(id))
      await expectNoBin(await embed(id, '', owner.jar.header()))
      const reader = await binsClient(app).get(id)
      expect(reader.statusCode).toBe(200)
      expect(reader.json().content).toBe(sample)
    })

    it('an expired bin is 404 from the moment it expires, though its embed was shown just before', async () => {
      const { id } = await saved({ expires: '10m' })
      const before = await embed(id)
      expect(before.statusCode).toBe(200)
      // A shared cache keeps it no longer than the time it has left.
      expect(before.headers['cache-control']).toBe('public, max-age=0, s-maxage=30')
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 - 10_000 })
      expect((await embed(id)).headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=(9|10)$/)
      vi.setSystemTime(Date.now() + 11_000)
      await expectNoBin(await embed(id))
    })

    it('a deleted bin is 404', async () => {
      const { id } = await saved()
      expect((await embed(id)).statusCode).toBe(200)
      expect((await owner.remove(id)).statusCode).toBe(204)
      await expectNoBin(await embed(id))
    })
  })

  describe('?lines= shows a range', () => {
    it('shows lines 2 to 4 with their own numbers, highlighted as in the whole text', async () => {
      const { id } = await saved()
      const response = await embed(id, '?lines=2-4')
      expect(response.statusCode).toBe(200)
      expect(numbers(response.body)).toEqual([2, 3, 4])
      expect(shownText(response.body)).toBe(sample.split('\n').slice(1, 4).join('\n'))
      // Line 3 is inside a comment opened on line 2: it is coloured as one.
      expect(response.body).toContain('<span class="tok-comment">   and goes on here */</span>')
      expect(response.body).toContain('<span class="m">TypeScript · Lines 2–4</span>')
      // A wider gutter is not needed for small numbers; the last line's digits decide it.
      expect(response.body).toContain('data-digits="1"')
    })

    it('takes one line, and cuts a range that runs past the end there', async () => {
      const { id } = await saved()
      const one = await embed(id, '?lines=5')
      expect(numbers(one.body)).toEqual([5])
      expect(one.body).toContain('TypeScript · Line 5<')
      const past = await embed(id, '?lines=4-900')
      expect(past.statusCode).toBe(200)
      expect(numbers(past.body)).toEqual([4, 5, 6])
    })

    it.each([
      ['abc', 'Give lines as one number or a range, like 12 or 10-20.'],
      ['1-2-3', 'Give lines as one number or a range, like 12 or 10-20.'],
      ['-3', 'Give lines as one number or a range, like 12 or 10-20.'],
      ['12345678', 'Give lines as one number or a range, like 12 or 10-20.'],
      ['0-2', 'Lines are counted from 1.'],
      ['5-3', 'The range 5-3 ends before it starts.'],
      ['7', 'This bin has 6 lines: there is no line 7 to show.'],
      ['10-20', 'This bin has 6 lines: there is no line 10 to show.'],
    ])('refuses lines=%s with 400 and says why', async (lines, message) => {
      const { id } = await saved()
      const response = await embed(id, `?lines=${encodeURIComponent(lines)}`)
      expect(response.statusCode).toBe(400)
      expectFrameable(response)
      expect(response.body).toContain(message)
      expect(response.body).not.toContain('class="l"')
    })

    it('refuses lines given twice', async () => {
      const { id } = await saved()
      const response = await embed(id, '?lines=1&lines=2')
      expect(response.statusCode).toBe(400)
      expect(response.body).toContain('Give lines once, as one number or a range.')
    })

    it('a private bin is 404 whatever the range: the range is never checked against its text', async () => {
      const { id } = await saved({ visibility: 'private' })
      expect((await embed(id, '?lines=99')).statusCode).toBe(404)
    })
  })
})
