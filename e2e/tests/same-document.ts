// Whether the page is still the same document: a marker on `window` that only a new load removes.
import type { Page } from '@playwright/test'

export async function markDocument(page: Page) {
  await page.evaluate(() => {
    ;(window as unknown as { e2eMarker?: string }).e2eMarker = 'same document'
  })
}

export const readMarker = (page: Page) =>
  page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker ?? null)
