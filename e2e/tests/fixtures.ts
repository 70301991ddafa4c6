import { test as base, type Page, type Response } from '@playwright/test'

export { expect } from '@playwright/test'

type Fixtures = {
  /** Console errors and uncaught exceptions of the page, in the order they happened. */
  browserErrors: string[]
}

/**
 * After a navigation that waits for `load`, waits for the app to be live too: the pages' scripts are
 * asked for after the first frame, so `load` can come while the prerendered page is on screen and
 * not yet answering clicks. Pages that are not the app (the emulators, the API) are left as they are.
 */
async function untilAppIsLive(page: Page, response: Response | null) {
  if (!response?.headers()['content-type']?.startsWith('text/html')) return
  if ((await page.locator('#root').count()) === 0) return
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 15_000 })
}

type Navigation = { waitUntil?: string } | undefined

export const test = base.extend<Fixtures>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page)
      const reload = page.reload.bind(page)
      const settle = async (response: Response | null, options: Navigation) => {
        if (!options?.waitUntil || options.waitUntil === 'load') await untilAppIsLive(page, response)
        return response
      }
      page.goto = async (url, options) => settle(await goto(url, options), options)
      page.reload = async (options) => settle(await reload(options), options)
    }
    await use(page)
    // Debian's Chromium can hang closing a page that is still loading, so let it finish first.
    await page.waitForLoadState('load')
  },
  browserErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
    await use(errors)
  },
})
