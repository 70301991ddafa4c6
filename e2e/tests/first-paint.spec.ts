// docs/decisions/0007: a phone sees the first screen before any script runs (the prerendered home page and shell),
// and the app then takes that HTML over by hydrating it, with no mismatch, or renders anew when its
// first render would draw something else (another theme).
import type { ConsoleMessage, Locator, Page } from '@playwright/test'
import { signIn } from '../../scripts/sign-in.mjs'
import { expect, test } from './fixtures.ts'

const title = 'Vuetify Bin'

/** Signs `username` in through the GitHub emulator, as a browser would, and saves a public bin; gives its id. */
async function publicBin(baseURL: string, username: string): Promise<string> {
  const session = await signIn(baseURL, username)
  const created = await fetch(`${baseURL}/api/one/bins`, {
    method: 'POST',
    headers: { cookie: session, origin: baseURL, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'Prerendered shell',
      content: 'const answer = 42\n',
      language: 'javascript',
    }),
  })
  expect(created.status).toBe(201)
  return ((await created.json()) as { id: string }).id
}

// The page's and the editor's code arrive after the first screen, and slowly on a busy machine.
const editorArrives = { timeout: 15_000 }

// React's words for a mismatch, and the production build's numbered errors for the same.
const hydrationTrouble =
  /hydrat|mismatch|did ?n[o']t match|server rendered|client rendering|recoverable|react\.dev\/errors\/(418|419|421|422|423|425)\b/i

/** Console errors and warnings, and uncaught exceptions, that speak of hydration. */
function hydrationMessages(page: Page): string[] {
  const messages: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (['error', 'warning'].includes(message.type()) && hydrationTrouble.test(message.text())) {
      messages.push(message.text())
    }
  })
  page.on('pageerror', (error) => {
    if (hydrationTrouble.test(`${error.message} ${error.stack}`)) messages.push(error.message)
  })
  return messages
}

/** The app has taken the page over (app/App.tsx marks the document). */
async function appReady(page: Page) {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', ...editorArrives })
}

/**
 * Opens `path` with the app's entry held back, so the prerendered HTML is on screen alone, and takes
 * hold of the elements `parts` finds there; then lets the app start. Gives, for each, whether it is still
 * the one on screen once the app runs: true when the app hydrated it, false when it drew it anew.
 */
async function keptOnScreen(
  page: Page,
  path: string,
  parts: Record<string, Locator>,
  appIsLive: () => Promise<void>,
): Promise<Record<string, boolean>> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto(path, { waitUntil: 'commit' })
  const handles = await Promise.all(Object.values(parts).map((part) => part.elementHandle()))
  release()
  await appIsLive()
  const kept = await Promise.all(handles.map((handle) => handle.evaluate((element) => element.isConnected)))
  return Object.fromEntries(Object.keys(parts).map((name, i) => [name, kept[i] ?? false]))
}

/**
 * Opens `path` with its reading held for a second right after `holdAfter` (by a script that is slow to
 * come), and tells which of `parts` the first frame had: an animation callback asked for before the
 * page exists sees the document as that frame drew it.
 */
async function firstFrame(page: Page, path: string, holdAfter: string, parts: Record<string, string>) {
  await page.addInitScript((selectors) => {
    requestAnimationFrame(() => {
      const found = Object.entries(selectors).map(([name, selector]) => [
        name,
        document.querySelector(selector) !== null,
      ])
      Object.assign(window, { firstFrame: Object.fromEntries(found) })
    })
  }, parts)
  await page.route('/slow-part.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    await route.fulfill({ contentType: 'text/javascript', body: '' })
  })
  await page.route(path, async (route) => {
    const response = await route.fetch()
    const html = await response.text()
    const at = html.indexOf(holdAfter)
    expect(at, `${path} has ${holdAfter}`).toBeGreaterThan(0)
    const held = at + holdAfter.length
    const { 'content-encoding': _, 'content-length': __, ...headers } = response.headers()
    await route.fulfill({
      response,
      headers,
      body: `${html.slice(0, held)}<script src="/slow-part.js"></script>${html.slice(held)}`,
    })
  })
  await page.goto(path)
  return page.evaluate(() => (window as unknown as { firstFrame: Record<string, boolean> }).firstFrame)
}

test.describe('with JavaScript off, the first screen is there (docs/decisions/0007)', () => {
  test.use({ javaScriptEnabled: false })

  test('/ shows the app bar, the page title and the editor as a text field', async ({ page }) => {
    await page.goto('/')

    await expect(page.getByRole('banner').getByText(title, { exact: true })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(main.getByText('Paste code, save it, and share the link.')).toBeVisible()
    // A real text field, drawn as the editor; typing in it needs no script.
    await main.getByRole('textbox', { name: 'Bin content' }).fill('typed with no script')
    await expect(main.getByRole('textbox', { name: 'Bin content' })).toHaveValue('typed with no script')
    await expect(main.getByRole('textbox', { name: 'Title' })).toBeVisible()
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Vuetify GitHub' })).toBeVisible()
  })

  test('the fields are where they will stay even when the page is painted before its HTML is all read', async ({
    page,
  }) => {
    // A slow phone paints what it has read so far; the language select must not move when the
    // visibility select arrives beside it (a layout shift the CI saw once on a busy machine).
    const language = page.getByRole('combobox', { name: 'Language' })
    await page.goto('/')
    const whole = await language.boundingBox()
    await expect(page.getByRole('combobox', { name: 'Visibility' })).toBeVisible()

    await page.route('/', async (route) => {
      const html = await (await route.fetch()).text()
      const cut = html.indexOf('</select></div>', html.indexOf('-language"')) + '</select></div>'.length
      await route.fulfill({ status: 200, contentType: 'text/html', body: html.slice(0, cut) })
    })
    await page.goto('/')
    await expect(page.getByRole('combobox', { name: 'Visibility' })).toHaveCount(0)
    expect(await language.boundingBox()).toEqual(whole)
  })

  test('any other address shows the app bar and the footer around a neutral main area', async ({ page }) => {
    await page.goto('/bins/unknown-bin')

    await expect(page.getByRole('banner').getByText(title, { exact: true })).toBeVisible()
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeAttached()
    await expect(page.getByRole('main').getByRole('heading')).toHaveCount(0)
    await expect(page.getByRole('contentinfo')).toContainText('Vuetify, LLC')
  })

  test("a shared bin's address shows the bin: its title, its owner and its text, and the tab's name", async ({
    page,
    baseURL,
  }) => {
    const id = await publicBin(baseURL ?? '', 'first-paint-no-js-e2e')
    await page.goto(`/bins/${id}`)

    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: 'Prerendered shell' })).toBeVisible()
    await expect(main.getByText('first-paint-no-js-e2e')).toBeVisible()
    await expect(main.getByText('const answer = 42')).toBeVisible()
    await expect(page).toHaveTitle('Prerendered shell · Vuetify Bin')
  })
})

test.describe('the app takes the prerendered page over (docs/decisions/0007)', () => {
  test('no frame is drawn before the home page is all read, however slowly it arrives', async ({ page }) => {
    const drawn = await firstFrame(page, '/', '<option value="text">Plain text</option></select></div>', {
      visibility: 'select[id$="-visibility"]',
      footer: 'footer',
    })
    expect(drawn).toEqual({ visibility: true, footer: true })
  })

  test("a bin page's first frame waits for the headers only: a long bin's text is seen arriving", async ({
    page,
    baseURL,
  }) => {
    const id = await publicBin(baseURL ?? '', 'first-paint-frame-e2e')
    // Held right where the bin's text starts (the preview's body element).
    const drawn = await firstFrame(
      page,
      `/bins/${id}`,
      `id="preview-body" data-bin="${id}" data-version="1">`,
      {
        login: 'header button[aria-label="Login"]',
        title: '#page-preview h1',
        footer: 'footer',
      },
    )
    expect(drawn).toEqual({ login: true, title: true, footer: false })
  })

  test('on / it hydrates the HTML it finds, with no mismatch', async ({ page, browserErrors }) => {
    const trouble = hydrationMessages(page)

    const parts = {
      appBar: page.getByRole('banner'),
      title: page.getByRole('heading', { level: 1 }),
      editor: page.getByRole('textbox', { name: 'Bin content' }),
    }
    const kept = await keptOnScreen(page, '/', parts, () => appReady(page))

    expect(kept).toEqual({ appBar: true, title: true, editor: true })
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await expect(page.getByRole('dialog', { name: 'User menu' })).toBeVisible()
    expect(trouble).toEqual([])
    expect(browserErrors).toEqual([])
  })

  test('the prerendered styles stay where they are while the app starts', async ({ page }) => {
    // Moving the page's style element made the browser take all of it in again, inside the first
    // script's task (app/ltr-cache.ts); moving the global ones, the style of the whole page
    // (app/prerendered-globals.ts).
    await page.addInitScript(() => {
      const moved: string[] = []
      Object.assign(window, { movedStyles: moved })
      new MutationObserver((records) => {
        for (const record of records) {
          record.removedNodes.forEach((node) => {
            if (!(node instanceof HTMLStyleElement)) return
            for (const name of ['data-prerendered-styles', 'data-prerendered-globals']) {
              if (node.hasAttribute(name)) moved.push(node.getAttribute(name) ?? '')
            }
          })
        }
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto('/')
    await appReady(page)

    await expect(page.locator('head style[data-prerendered-styles^="mui "]')).toHaveCount(1)
    await expect(page.locator('head style[data-prerendered-globals^="mui-global "]')).not.toHaveCount(0)
    expect(await page.evaluate(() => (window as unknown as { movedStyles: string[] }).movedStyles)).toEqual(
      [],
    )
  })

  test('on a bin page it hydrates the shell, then shows the bin, with no mismatch', async ({
    page,
    baseURL,
  }) => {
    const id = await publicBin(baseURL ?? '', 'first-paint-e2e')
    const trouble = hydrationMessages(page)

    const parts = { appBar: page.getByRole('banner'), footer: page.getByRole('contentinfo') }
    const kept = await keptOnScreen(page, `/bins/${id}`, parts, async () => {
      const bin = page.getByRole('heading', { level: 1, name: 'Prerendered shell' })
      await expect(bin).toBeVisible(editorArrives)
      const code = page.getByTestId('bin-code')
      await expect(code).toContainText('const answer = 42', editorArrives)
    })

    expect(kept).toEqual({ appBar: true, footer: true })
    // The server's preview made way for the page: one title, and the owner's name once.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.locator('#page-preview')).toHaveCount(0)
    expect(trouble).toEqual([])
  })

  test('a user who chose the light theme gets a fresh render in it, with no mismatch', async ({
    page,
    browserErrors,
  }) => {
    await page.addInitScript(() =>
      localStorage.setItem('vuetify@user', JSON.stringify({ version: 6, one: { theme: 'light' } })),
    )
    const trouble = hydrationMessages(page)

    const kept = await keptOnScreen(page, '/', { appBar: page.getByRole('banner') }, async () => {
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
      await appReady(page)
    })

    expect(kept).toEqual({ appBar: false })
    expect(trouble).toEqual([])
    expect(browserErrors).toEqual([])
  })
})
