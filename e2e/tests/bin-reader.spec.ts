// docs/decisions/0021: a reader's bin page needs no framework to read. The server writes the title, metadata and
// highlighted code; selecting, the raw link and line links work with JavaScript off, and with it on the
// app adopts that code instead of loading a parser.
import type { Page } from '@playwright/test'
import { signIn } from '../../scripts/sign-in.mjs'
import { editorText } from './bins-helpers.ts'
import { expect, test } from './fixtures.ts'

const content = [
  '// a reader needs no script',
  'const answer = 42',
  '',
  ...Array.from({ length: 80 }, (_, i) => `let v${i} = ${i}`),
  'export default answer',
].join('\n')

async function publicBin(baseURL: string): Promise<string> {
  const session = await signIn(baseURL, `reader-${Math.random().toString(36).slice(2, 8)}`)
  const created = await fetch(`${baseURL}/api/one/bins`, {
    method: 'POST',
    headers: { cookie: session, origin: baseURL, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Read me', content, language: 'javascript', visibility: 'public' }),
  })
  expect(created.status).toBe(201)
  return ((await created.json()) as { id: string }).id
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('a reader reads a bin, selects its code, follows a line link and finds the raw text', async ({
    page,
    baseURL,
  }) => {
    const id = await publicBin(baseURL ?? '')
    await page.goto(`/bins/${id}`)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: 'Read me' })).toBeVisible()
    await expect(main.getByText('JavaScript', { exact: true })).toBeVisible()
    // The app's actions hold their place while it loads; without it there is nothing to hold.
    await expect(main.getByRole('button', { name: 'Fork' })).toBeHidden()
    const code = main
      .getByRole('generic', { name: 'Bin content' })
      .or(main.locator('pre[aria-label="Bin content"]'))
    await expect(code).toContainText('const answer = 42')
    // Highlighted as the app highlights it.
    await expect(code.locator('.tok-keyword').first()).toHaveText('const')
    await expect(code.locator('.tok-keyword').first()).toHaveCSS('color', 'rgb(198, 120, 221)')

    // Selecting: a triple click selects a line's text, without its number.
    await code.locator('#L2').click({ clickCount: 3, position: { x: 200, y: 5 } })
    const selected = await page.evaluate(() => window.getSelection()?.toString() ?? '')
    expect(selected.trim()).toBe('const answer = 42')

    // A line's number is a link to it: the address names the line, which is scrolled to and marked.
    const last = code.locator('#L84')
    await code.getByRole('link', { name: 'Line 84' }).click()
    await expect(page).toHaveURL(new RegExp(`/bins/${id}#L84$`))
    await expect(last).toBeInViewport()
    await expect(last).toHaveCSS('background-color', 'rgba(144, 202, 249, 0.16)')

    // Opening a line's address directly shows that line.
    await page.goto(`/bins/${id}#L80`)
    await expect(code.locator('#L80')).toBeInViewport()

    const raw = main.getByRole('link', { name: 'Raw' })
    const rawUrl = new URL((await raw.getAttribute('href')) ?? '', baseURL)
    expect(await (await fetch(rawUrl)).text()).toBe(content)
  })
})

/** The sum of the layout shifts the page has had, as the browser counts them for CLS. */
function layoutShifts(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as (PerformanceEntry & { value: number })[]
          resolve(shifts.reduce((sum, shift) => sum + shift.value, 0))
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(0), 500)
      }),
  )
}

test("with JavaScript on, a reader keeps the server's page: no parser, editor or app bin page, nothing moves", async ({
  page,
  baseURL,
  browserErrors,
}) => {
  const id = await publicBin(baseURL ?? '')
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  // The code as the browser parsed it from the server's HTML, before any of the app's scripts ran.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { sentCode: document.querySelector('[data-testid="bin-code"]') })
    })
  })
  await page.goto(`/bins/${id}`)
  // The app has started: the reader's actions work, and the preview has made way for the page.
  await expect(page.getByRole('button', { name: 'Fork' })).toBeEnabled({ timeout: 15_000 })
  await expect(page.locator('#page-preview')).toHaveCount(0)
  // It kept those very nodes, never parsing the markup again (docs/decisions/0017: a second parse is a long task).
  expect(
    await page.evaluate(() => {
      const sent = (window as unknown as { sentCode?: Element }).sentCode
      return sent?.isConnected === true && sent === document.querySelector('[data-testid="bin-code"]')
    }),
  ).toBe(true)
  await expect(page).toHaveTitle(/^Read me/)
  const code = page.getByTestId('bin-code')
  await expect(code).toHaveCount(1)
  await expect(code.locator('#L2')).toHaveText('const answer = 42')
  await page.waitForTimeout(1000)
  expect(scripts.filter((path) => /cm-|editor|lang-|javascript|bin-screen|controls/i.test(path))).toEqual([])
  // The app's buttons took the place of the server's, the same size: CLS 0.
  expect(await layoutShifts(page)).toBe(0)
  expect(browserErrors).toEqual([])
})

test('a reader copies the link and forks the bin into the home editor as a guest', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const id = await publicBin(baseURL ?? '')
  await page.goto(`/bins/${id}`)
  const copyLink = page.getByRole('button', { name: 'Copy link' })
  await expect(copyLink).toBeEnabled({ timeout: 15_000 })
  await copyLink.click()
  await expect(page.getByText('Link copied')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/bins/${id}`)
  // Nobody signed in: no bins of their own to list.
  await expect(page.getByRole('button', { name: 'My bins' })).toHaveCount(0)

  await page.getByRole('button', { name: 'Fork' }).click()
  await expect(page).toHaveURL(`${baseURL}/`)
  await expect.poll(() => editorText(page)).toBe(content)
})

test("a reader opens the bin's Embed snippet and its History, without Restore", async ({ page, baseURL }) => {
  test.setTimeout(90_000)
  const id = await publicBin(baseURL ?? '')
  await page.goto(`/bins/${id}`)
  const embed = page.getByRole('button', { name: 'Embed', exact: true })
  await expect(embed).toBeEnabled({ timeout: 15_000 })
  await embed.click()
  const embedDialog = page.getByRole('dialog', { name: 'Embed this bin' })
  await expect(embedDialog.getByTestId('embed-snippet')).toContainText(`/bins/${id}/embed`, {
    timeout: 15_000,
  })
  await page.keyboard.press('Escape')
  await expect(embedDialog).toBeHidden()

  await page.getByRole('button', { name: 'History' }).click()
  const history = page.getByRole('dialog', { name: 'History of Read me' })
  await expect(history.getByRole('list', { name: 'Revisions' }).getByRole('listitem')).toHaveCount(1, {
    timeout: 15_000,
  })
  await expect(history.getByRole('button', { name: /Restore/ })).toHaveCount(0)
})
