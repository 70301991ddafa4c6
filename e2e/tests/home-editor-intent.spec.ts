// docs/decisions/0021: the home page's editor is a plain text field drawn as the editor until the visitor
// reaches for it; CodeMirror is fetched then and takes over the text, the caret and the scroll position
// without a jump and without losing a key typed while it loads.
import type { Page, Route } from '@playwright/test'
import { editorText, storedDraft } from './bins-helpers.ts'
import { expect, test } from './fixtures.ts'

const codeMirrorChunk = /\/assets\/(cm-[a-z]+|editor)-[^/]+\.js$/

/** Holds CodeMirror's chunks back until `release` is called; `asked` resolves on the first request. */
async function holdCodeMirror(page: Page) {
  const held: Route[] = []
  let released = false
  let asked = () => {}
  const firstAsked = new Promise<void>((resolve) => {
    asked = resolve
  })
  await page.route(codeMirrorChunk, async (route) => {
    asked()
    if (released) return route.continue()
    held.push(route)
  })
  return {
    firstAsked,
    release: async () => {
      released = true
      await Promise.all(held.map((route) => route.continue()))
    },
  }
}

/** The sum of the layout shifts the page has had, as the browser counts them for CLS. */
function layoutShifts(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as (PerformanceEntry & {
            value: number
            hadRecentInput: boolean
          })[]
          resolve(
            shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0),
          )
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(0), 500)
      }),
  )
}

test.describe('the home editor on intent (docs/decisions/0021)', () => {
  test('keys typed before and while CodeMirror loads all reach the bin, in order, with no jump', async ({
    page,
    browserErrors,
  }) => {
    const codeMirror = await holdCodeMirror(page)
    let askedEarly = false
    void codeMirror.firstAsked.then(() => {
      askedEarly = true
    })
    await page.goto('/')
    const field = page.getByRole('textbox', { name: 'Bin content' })
    await expect(field).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(askedEarly, 'CodeMirror is not fetched before the visitor reaches for the editor').toBe(false)
    const before = await page.getByTestId('code-field').boundingBox()

    await field.click()
    await codeMirror.firstAsked
    let typed = 'const before = 1\n'
    await page.keyboard.type(typed)
    await expect(field).toHaveValue(typed)

    await codeMirror.release()
    // Typing on through the swap: one key at a time until CodeMirror is there, then a few more.
    const content = page.getByTestId('bin-editor').locator('.cm-content')
    for (let key = 0; key < 200 && (await content.count()) === 0; key++) {
      const char = String.fromCharCode(97 + (key % 26))
      await page.keyboard.type(char)
      typed += char
    }
    await expect(content).toBeVisible()
    await expect(content).toBeFocused()
    await page.keyboard.type(' // after')
    typed += ' // after'

    await expect.poll(() => editorText(page)).toBe(typed)
    await expect.poll(async () => (await storedDraft(page)) as unknown).toMatchObject({ content: typed })
    const after = await page.getByTestId('bin-editor').boundingBox()
    expect(after?.y).toBeCloseTo(before?.y ?? 0, 0)
    expect(after?.height).toBeCloseTo(before?.height ?? 0, 0)
    expect(await layoutShifts(page)).toBe(0)
    expect(browserErrors).toEqual([])
  })

  test('the caret and the scroll position carry over to CodeMirror', async ({ page }) => {
    const codeMirror = await holdCodeMirror(page)
    await page.goto('/')
    const field = page.getByRole('textbox', { name: 'Bin content' })
    const lines = Array.from({ length: 80 }, (_, i) => `line ${i + 1}`).join('\n')
    await field.fill(lines)
    await codeMirror.firstAsked
    await field.evaluate((text: HTMLTextAreaElement) => {
      text.setSelectionRange(7, 7)
      text.scrollTop = 300
    })

    await codeMirror.release()
    const content = page.getByTestId('bin-editor').locator('.cm-content')
    await expect(content).toBeVisible()
    const scroller = page.getByTestId('bin-editor').locator('.cm-scroller')
    await expect.poll(() => scroller.evaluate((element) => Math.round(element.scrollTop))).toBe(300)
    await page.keyboard.type('X')
    await expect.poll(() => editorText(page)).toBe(lines.replace('line 1\nline 2', 'line 1\nXline 2'))
  })

  test('before CodeMirror arrives, pasting and Ctrl+S work with the plain field', async ({ page }) => {
    await page.route(codeMirrorChunk, () => {})
    await page.goto('/')
    const field = page.getByRole('textbox', { name: 'Bin content' })
    await field.click()
    await page.keyboard.insertText('echo "pasted"\n')
    await expect(page.getByRole('combobox', { name: 'Language' }).locator('option:checked')).toHaveText(
      'Auto (Shell)',
    )
    await page.keyboard.press('Control+s')
    await expect(page.getByTestId('share-link')).toHaveValue(/#bin=/)
    await expect(page.getByTestId('bin-editor').locator('.cm-content')).toHaveCount(0)
    await expect(field).toHaveValue('echo "pasted"\n')
  })
})

test.describe('what is typed into the prerendered page before the app starts is kept', () => {
  for (const theme of ['dark', 'light'] as const) {
    test(`with the ${theme} theme (${theme === 'dark' ? 'the app hydrates the page' : 'the app renders anew'})`, async ({
      page,
    }) => {
      if (theme === 'light')
        await page.addInitScript(() =>
          localStorage.setItem('vuetify@user', JSON.stringify({ version: 6, one: { theme: 'light' } })),
        )
      let release = () => {}
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await held
        await route.continue()
      })
      await page.goto('/', { waitUntil: 'commit' })
      await page.getByRole('textbox', { name: 'Title' }).fill('early.sh')
      await page.getByRole('textbox', { name: 'Bin content' }).fill('echo "before the app"')
      release()
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 15_000 })

      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      await expect
        .poll(async () => (await storedDraft(page)) as unknown)
        .toMatchObject({ title: 'early.sh', content: 'echo "before the app"' })
      await expect(page.getByRole('textbox', { name: 'Bin content' })).toHaveValue('echo "before the app"')
      await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('early.sh')
    })
  }
})
