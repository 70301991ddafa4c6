// What the bins browser tests share: signing in, the editor, saving a bin.
import type { Browser, Page } from '@playwright/test'
import { expect } from './fixtures.ts'

export const userMenu = (page: Page) => page.getByRole('dialog', { name: 'User menu' })

/** Signs in through the GitHub emulator popup from the home page, then closes the menu. */
export async function signIn(page: Page, username: string) {
  await page.goto('/')
  // The prerendered Login button (and title field) are on the page before the app: a click on a busy
  // machine can reach them before the app does, so wait for the app to say it is running.
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 15_000 })
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(userMenu(page)).toBeVisible()
  const popupOpened = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'Login with GitHub' }).click()
  const popup = await popupOpened
  await popup.getByLabel('Username').fill(username)
  const closed = popup.waitForEvent('close', { timeout: 20_000 })
  await popup.getByRole('button', { name: 'Authorize' }).click()
  await closed
  await expect(userMenu(page).getByText(username, { exact: true })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(userMenu(page)).toBeHidden()
}

/** A second person, in a browser context of their own. */
export async function otherPerson(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  return {
    page,
    close: async () => {
      await page.waitForLoadState('load')
      await context.close()
    },
  }
}

/**
 * The editor's text area: CodeMirror's, or on / the plain field drawn as the editor that stands in for
 * it until the visitor reaches for it.
 */
export const editor = (page: Page) =>
  page.locator('[data-testid="bin-editor"] .cm-content, [data-testid="code-field"] textarea')

/** Clicks into the editor and waits for CodeMirror, which on / is fetched on that click. */
export async function openEditor(page: Page) {
  await editor(page).click()
  await expect(page.getByTestId('bin-editor').locator('.cm-content')).toBeFocused({ timeout: 15_000 })
}

/** Puts text into the editor as a paste does: one change, whatever its size; `replace` pastes over all. */
export async function pasteIntoEditor(page: Page, text: string, { replace = false } = {}) {
  await openEditor(page)
  if (replace) await page.keyboard.press('Control+a')
  await editor(page).evaluate((content, pasted) => {
    const data = new DataTransfer()
    data.setData('text/plain', pasted)
    content.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    )
  }, text)
}

/**
 * The bin's whole text: the editor's document (CodeMirror only renders the visible lines), on a
 * reader's page the lines of the code view, or on / the plain field before CodeMirror came.
 */
export function editorText(page: Page): Promise<string> {
  return page
    .locator(
      '[data-testid="bin-editor"] .cm-content, [data-testid="bin-code"], [data-testid="code-field"] textarea',
    )
    .first()
    .evaluate((element) => {
      if (element instanceof HTMLTextAreaElement) return element.value
      if (element.matches('[data-testid="bin-code"]'))
        return Array.from(element.querySelectorAll('[data-line]'), (line) => line.textContent).join('\n')
      type View = { state: { doc: { toString(): string } } }
      const node = element as unknown as { cmTile?: { root?: { view?: View } }; cmView?: { view?: View } }
      const view = node.cmTile?.root?.view ?? node.cmView?.view
      if (!view) throw new Error('No CodeMirror view on .cm-content')
      return view.state.doc.toString()
    })
}

/** The home editor's draft as kept for the next visit (the key of apps/web's bin-draft.ts). */
export async function storedDraft(page: Page): Promise<unknown> {
  const stored = await page.evaluate(() => window.localStorage.getItem('one:bin-draft'))
  return stored === null ? null : JSON.parse(stored)
}

/**
 * The address of a bin page other than `/bins/{oldId}`. Waiting for any bin address after a save on a
 * bin page would pass at once on the old address (docs/decisions/0010).
 */
export function binAddressOtherThan(oldId = ''): RegExp {
  return oldId
    ? new RegExp(`/bins/(?!${oldId}$)[A-Za-z0-9]{12}(?:[A-Za-z0-9]{10})?$`)
    : /\/bins\/[A-Za-z0-9]{12}(?:[A-Za-z0-9]{10})?$/
}

/** Saves what the home editor holds and gives the new bin's id from the address it lands on. */
export async function saveBin(
  page: Page,
  title: string,
  content: string,
  visibility: 'Public' | 'Unlisted' | 'Private' = 'Public',
) {
  await page.getByLabel('Title').fill(title)
  await pasteIntoEditor(page, content)
  if (visibility !== 'Public') await page.getByLabel('Visibility').selectOption(visibility)
  const before = new URL(page.url()).pathname.match(/^\/bins\/([A-Za-z0-9]{12,22})$/)?.[1]
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page).toHaveURL(binAddressOtherThan(before))
  return new URL(page.url()).pathname.split('/').pop() ?? ''
}
