// A bin's embed framed by a page of another origin shows the code, highlighted in the
// reader's colour scheme; the bin page's Embed dialog gives the snippet to copy, with a live preview.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { signIn } from '../../scripts/sign-in.mjs'
import { expect, test } from './fixtures.ts'

const content = [
  '// embedded elsewhere',
  'const answer = 42',
  'export default answer',
  ...Array.from({ length: 30 }, (_, i) => `let v${i} = ${i}`),
].join('\n')

// A sign-in, a page and a lazily loaded dialog: slow on a busy machine.
test.describe.configure({ timeout: 60_000 })

async function publicBin(baseURL: string): Promise<string> {
  const session = await signIn(baseURL, `embed-${Math.random().toString(36).slice(2, 8)}`)
  const created = await fetch(`${baseURL}/api/one/bins`, {
    method: 'POST',
    headers: { cookie: session, origin: baseURL, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Embed me', content, language: 'javascript', visibility: 'public' }),
  })
  expect(created.status).toBe(201)
  return ((await created.json()) as { id: string }).id
}

/** Another site: a page on its own port (so its own origin) that frames `src`. */
async function otherSite(src: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(
      `<!doctype html><title>Another site</title><h1>A blog post</h1>` +
        `<iframe id="embed" src="${src}" width="600" height="200" style="border:0"></iframe>`,
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server }
}

test('a page of another origin frames the embed, which shows the code in its colours and links back', async ({
  page,
  baseURL,
}) => {
  const id = await publicBin(baseURL ?? '')
  const { url, server } = await otherSite(`${baseURL}/bins/${id}/embed?lines=2-3`)
  try {
    expect(new URL(url).origin).not.toBe(new URL(baseURL ?? '').origin)
    await page.goto(url)
    const frame = page.frameLocator('#embed')
    const code = frame.locator('pre[aria-label="Code"]')
    await expect(code).toContainText('const answer = 42')
    await expect(code).toContainText('export default answer')
    await expect(code).not.toContainText('embedded elsewhere')
    await expect(frame.getByRole('link', { name: 'Line 2' })).toHaveAttribute(
      'href',
      `${baseURL}/bins/${id}#L2`,
    )
    await expect(frame.getByRole('link', { name: 'Embed me' })).toHaveAttribute(
      'href',
      `${baseURL}/bins/${id}`,
    )
    // Highlighted, in the light colours, and the dark ones when the reader's system is dark.
    const keyword = code.locator('.tok-keyword').first()
    await expect(keyword).toHaveText('const')
    await expect(keyword).toHaveCSS('color', 'rgb(119, 0, 136)')
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(keyword).toHaveCSS('color', 'rgb(198, 120, 221)')
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
})

test("the bin page's Embed dialog gives the snippet for a range, previews it, and copies it", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  const id = await publicBin(baseURL ?? '')
  await page.goto(`/bins/${id}`)
  await page.getByRole('button', { name: 'Embed', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Embed this bin' })
  await expect(dialog).toBeVisible()
  const snippet = dialog.getByTestId('embed-snippet')
  await expect(snippet).toHaveValue(
    `<iframe src="${baseURL}/bins/${id}/embed" title="Embed me" width="100%" height="550" style="border:0;max-width:100%" loading="lazy"></iframe>`,
  )

  const lines = dialog.getByLabel('Lines (optional)')
  await lines.fill('5-3')
  await expect(dialog.getByText('The range 5-3 ends before it starts.')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Copy' })).toBeDisabled()

  await lines.fill('2-3')
  await expect(snippet).toHaveValue(
    `<iframe src="${baseURL}/bins/${id}/embed?lines=2-3" title="Embed me" width="100%" height="90" style="border:0;max-width:100%" loading="lazy"></iframe>`,
  )
  const preview = dialog.frameLocator('iframe[title="Embed preview"]')
  await expect(preview.locator('pre')).toContainText('const answer = 42')
  await expect(preview.locator('pre')).not.toContainText('embedded elsewhere')

  await dialog.getByRole('button', { name: 'Copy' }).click()
  await expect(page.getByText('Embed code copied')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await snippet.inputValue())
})
