// Issue 26 item 1: the bytes budget (apps/web/test/bytes-budget.test.ts) weighs a list of files,
// apps/web/build/page-assets.mjs's `pageLoads`. This checks in a browser that the list is the whole of
// what / fetches before the visitor acts: the boot script's chunks and what the page fetches by itself
// once idle (the content store, the banner's and promotion's pickers, the unread badge).
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { type Manifest, pageLoads } from '../../apps/web/build/page-assets.mjs'
import { expect, test } from './fixtures.ts'

const manifestFile = fileURLToPath(new URL('../../apps/web/dist/.vite/manifest.json', import.meta.url))

/** Paths of the scripts, style sheets and fonts the page asks for from now on. */
function fetchedAssets(page: Page): Set<string> {
  const files = new Set<string>()
  page.on('request', (request) => {
    if (['script', 'stylesheet', 'font'].includes(request.resourceType()))
      files.add(new URL(request.url()).pathname.slice(1))
  })
  return files
}

/** Until the app runs, the page has fallen idle (lib/use-idle.ts) and what that fetches has come. */
async function quiet(page: Page) {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 15_000 })
  await page.waitForLoadState('networkidle')
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 100), { timeout: 3000 })),
  )
  await page.waitForLoadState('networkidle')
}

test('/ fetches nothing before the visitor acts beyond what the bytes budget counts', async ({ page }) => {
  const manifest: Manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
  const { scripts, styles, fonts } = pageLoads(manifest, 'home')
  const counted = new Set([...scripts, ...styles, ...fonts])
  const fetched = fetchedAssets(page)
  await page.goto('/')
  await quiet(page)

  const uncounted = [...fetched].filter((file) => !counted.has(file))
  // A banner or promotion an admin published (another test's, for a moment) brings the bar that draws
  // it: content the operator chose, fetched only then, and outside the budget.
  const bars = Object.values(manifest).find((chunk) => chunk.name === 'idle-bars')?.file
  const drawn = await page.locator('[data-banner], a[aria-label^="Promotion:"]').count()
  expect(uncounted.filter((file) => !(drawn > 0 && file === bars))).toEqual([])
  // The list is not padded: the page did fetch every file counted.
  expect([...counted].filter((file) => !fetched.has(file))).toEqual([])
})
