// docs/decisions/0021: the bytes budget (apps/web/test/bytes-budget.test.ts) weighs a list of files,
// apps/web/build/page-assets.mjs's `pageLoads`. This checks in a browser that the list is the whole of
// what / fetches before the visitor acts: the boot script's chunks and what the page fetches by itself
// once idle (the content store, the banner's and promotion's pickers, the unread badge).
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { type Page as BuiltPage, type Manifest, pageLoads } from '../../apps/web/build/page-assets.mjs'
import { signIn } from '../../scripts/sign-in.mjs'
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

/** A public bin saved by a new user, as a shared link's reader finds it; gives its address. */
async function sharedBinAddress(baseURL: string): Promise<string> {
  const session = await signIn(baseURL, `loads-${Math.random().toString(36).slice(2, 8)}`)
  const created = await fetch(`${baseURL}/api/one/bins`, {
    method: 'POST',
    headers: { cookie: session, origin: baseURL, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Loads', content: 'const a = 1\n', language: 'javascript' }),
  })
  expect(created.status).toBe(201)
  return `/bins/${((await created.json()) as { id: string }).id}`
}

const pages: { name: string; page: BuiltPage; address: (baseURL: string) => Promise<string> }[] = [
  { name: '/', page: 'home', address: async () => '/' },
  { name: "a reader's bin page", page: 'shell', address: sharedBinAddress },
]

for (const { name, page: built, address } of pages) {
  test(`${name} fetches nothing before the visitor acts beyond what the bytes budget counts`, async ({
    page,
    baseURL,
  }) => {
    const manifest: Manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
    const { scripts, styles, fonts } = pageLoads(manifest, built)
    const counted = new Set([...scripts, ...styles, ...fonts])
    const path = await address(baseURL ?? '')
    const fetched = fetchedAssets(page)
    await page.goto(path)
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
}
