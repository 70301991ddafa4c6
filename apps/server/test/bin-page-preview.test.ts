import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunningEmulators, startEmulators } from '@one/emulators/standalone'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decompress } from '../../../scripts/compression.mjs'
import { type Database, openDatabase } from '../src/db/database.ts'
import { buildTestApp } from './support/app.ts'
import { type BinsClient, signedIn } from './support/bins-client.ts'
import { emulatorEnv } from './support/sign-in.ts'

// docs/decisions/0011: a shared bin's page paints its title and text before any script runs, so its largest paint
// does not wait for the app, its chunks and an API call.
let emulators: RunningEmulators
let database: Database
let app: FastifyInstance
let owner: BinsClient

const configElement = '<script type="application/json" id="one-config"></script>'
const shellHtml =
  `<!doctype html><html><head><title>Vuetify Bin</title>${configElement}</head>` +
  '<body><div id="root"><header>One</header><main><div id="page-preview"></div></main></div></body></html>'

beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), 'one-web-'))
  writeFileSync(join(webDist, 'index.html'), shellHtml.replace('<main>', '<main>home'))
  writeFileSync(join(webDist, 'shell.html'), shellHtml)
  emulators = await startEmulators()
  database = await openDatabase({})
  app = await buildTestApp(database, { ...emulatorEnv(emulators), SERVE_WEB: 'on', WEB_DIST: webDist })
  await app.ready()
  owner = await signedIn(app, 'preview-owner')
})

afterAll(async () => {
  await app.close()
  await database.close()
  await emulators.close()
})

async function saved(body: Record<string, unknown>) {
  const response = await owner.create({ language: 'text', visibility: 'public', ...body })
  expect(response.statusCode).toBe(201)
  return response.json<{ id: string }>().id
}

const preview = (html: string) => html.match(/<div id="page-preview">([\s\S]*?)<\/div><\/main>/)?.[1] ?? ''
const sentBin = (html: string) =>
  html.match(/<script type="application\/json" id="one-bin">(.*?)<\/script>/)?.[1]

describe("a public bin's page carries the bin (docs/decisions/0011: the largest paint needs no script)", () => {
  it('shows the title, the owner and the text in the main area, names the tab, and sends the bin as JSON', async () => {
    const id = await saved({ title: 'hello.ts', content: 'export const answer = 42\n' })
    const response = await app.inject(`/bins/${id}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.body).toContain('<title>hello.ts · Vuetify Bin</title>')
    const html = preview(response.body)
    expect(html).toContain('<h1>hello.ts</h1>')
    expect(html).toContain('<span class="owner">preview-owner</span>')
    expect(html).toContain('<span>Plain text</span>')
    expect(html).toMatch(
      /Created <time datetime="\d{4}-[^"]+Z" title="\w{3} \d+, \d{4}, \d+:\d{2}\s[AP]M UTC">\w{3} \d+, \d{4}<\/time>/,
    )
    expect(html).toContain(`<a href="/api/one/bins/${id}/raw" target="_blank" rel="noopener">Raw</a>`)
    expect(html).toContain(
      '<span id="L1" data-line=""><a class="n" href="#L1" data-n="1" aria-label="Line 1"></a>export const answer = 42</span>',
    )
    expect(html).toContain(
      '<span id="L2" data-line=""><a class="n" href="#L2" data-n="2" aria-label="Line 2"></a><br></span>',
    )
    const sent = JSON.parse(sentBin(response.body) ?? 'null')
    expect(sent).toMatchObject({ id, title: 'hello.ts', content: 'export const answer = 42\n', mine: false })
    // The bin goes outside the root element, which React hydrates.
    expect(response.body.indexOf('id="one-bin"')).toBeGreaterThan(response.body.indexOf('</main></div>'))
  })

  it('escapes markup in the title and text, and a closing script tag in the JSON', async () => {
    const title = '<img src=x onerror=alert(1)> & "quotes"'
    const content = '</script><script>alert(1)</script>'
    const id = await saved({ title, content })
    const { body } = await app.inject(`/bins/${id}`)
    expect(body).not.toContain('<img src=x')
    expect(body).not.toContain('<script>alert(1)')
    expect(body).toContain(
      '<title>&#60;img src=x onerror=alert(1)&#62; &#38; &#34;quotes&#34; · Vuetify Bin</title>',
    )
    expect(preview(body)).toContain('&#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;</span></pre>')
    expect(JSON.parse(sentBin(body) ?? 'null')).toMatchObject({ title, content })
  })

  it('highlights the code with the classes and colours of the app, every line with its anchor and link', async () => {
    const content = 'const answer = 42 // the answer\nfunction f() {\n  return "hi"\n}'
    const id = await saved({ title: 'a.ts', content, language: 'typescript' })
    const html = preview((await app.inject(`/bins/${id}`)).body)
    expect(html).toContain('<span>TypeScript</span>')
    expect(html).toContain('<span class="tok-keyword">const</span>')
    expect(html).toContain('<span class="tok-number">42</span>')
    expect(html).toContain('<span class="tok-comment">// the answer</span>')
    expect(html).toContain('<span class="tok-string">&#34;hi&#34;</span>')
    for (const n of [1, 2, 3, 4])
      expect(html).toContain(`<span id="L${n}" data-line=""><a class="n" href="#L${n}"`)
    expect(html).not.toContain('id="L5"')
    // The dark theme's colours (One Dark), and the linked line marked.
    expect(html).toContain('.bin-code .tok-keyword{color:#c678dd}')
    expect(html).toContain('.bin-code span[id]:target{')
  })

  it('keeps markup in highlighted code as text: a bin can hold any HTML', async () => {
    const content = '<p>hi</p></script><img src=x onerror="alert(1)">\n<script>alert(2)</script>'
    const id = await saved({ title: 'x.html', content, language: 'html' })
    const html = preview((await app.inject(`/bins/${id}`)).body)
    expect(html).toContain('tok-')
    expect(html).not.toMatch(/<img|<script|<p>hi/)
    const text = html
      .match(/<pre[^>]*>([\s\S]*)<\/pre>/)![1]!
      .replace(/<[^>]+>/g, '')
      .replaceAll('&#60;', '<')
      .replaceAll('&#62;', '>')
      .replaceAll('&#34;', '"')
    expect(text).toBe(content.replace('\n', ''))
  })

  it('an untitled bin is named Untitled; a long text is whole, its first 3000 lines highlighted', async () => {
    const content = Array.from({ length: 3500 }, (_, line) => `let v${line} = ${line}`).join('\n')
    const id = await saved({ title: '', content, language: 'javascript' })
    const { body } = await app.inject(`/bins/${id}`)
    expect(body).toContain('<title>Untitled · Vuetify Bin</title>')
    const html = preview(body)
    expect(html).toContain(
      '<span id="L3000" data-line=""><a class="n" href="#L3000" data-n="3000" aria-label="Line 3000"></a><span class="tok-keyword">let</span>',
    )
    expect(html).toContain(
      '<span id="L3500" data-line=""><a class="n" href="#L3500" data-n="3500" aria-label="Line 3500"></a>let v3499 = 3499</span>',
    )
  })

  it('is made once per version of the bin, and again after a change', async () => {
    const id = await saved({ title: 'once.js', content: 'let a = 1', language: 'javascript' })
    const first = preview((await app.inject(`/bins/${id}`)).body)
    expect(preview((await app.inject(`/bins/${id}`)).body)).toBe(first)
    expect((await owner.patch(id, { content: 'let b = 2', version: 1 })).statusCode).toBe(200)
    const changed = preview((await app.inject(`/bins/${id}`)).body)
    expect(changed).toContain('<span class="tok-variableName tok-definition">b</span>')
    expect(changed).toContain('data-version="2"')
  })

  it('a private bin, an unknown id and a malformed one get the plain shell, which says nothing of them', async () => {
    const secret = await saved({ title: 'secret.txt', content: 'the secret', visibility: 'private' })
    for (const path of [`/bins/${secret}`, '/bins/AAAAAAAAAAAA', `/bins/${'x'.repeat(5000)}`]) {
      const response = await app.inject(path)
      expect(response.statusCode, path).toBe(200)
      expect(preview(response.body), path).toBe('')
      expect(response.body, path).not.toContain('secret')
      expect(response.body, path).toContain('<title>Vuetify Bin</title>')
    }
  })

  it('is compressed for a browser that takes brotli, and answers a repeat visit with 304', async () => {
    const id = await saved({ title: 'cached.txt', content: 'same' })
    const first = await app.inject({ url: `/bins/${id}`, headers: { 'accept-encoding': 'br' } })
    expect(first.headers['content-encoding']).toBe('br')
    expect(decompress(first.rawPayload, 'br').toString()).toContain('<h1>cached.txt</h1>')
    const etag = String(first.headers.etag)
    const again = await app.inject({ url: `/bins/${id}`, headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)

    expect((await owner.patch(id, { title: 'renamed.txt', version: 1 })).statusCode).toBe(200)
    const changed = await app.inject({ url: `/bins/${id}`, headers: { 'if-none-match': etag } })
    expect(changed.statusCode).toBe(200)
    expect(changed.body).toContain('<h1>renamed.txt</h1>')
  })
})
