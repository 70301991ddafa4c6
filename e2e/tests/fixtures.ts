import { test as base } from '@playwright/test'

export { expect } from '@playwright/test'

type Fixtures = {
  /** Console errors and uncaught exceptions of the page, in the order they happened. */
  browserErrors: string[]
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
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
