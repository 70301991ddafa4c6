// docs/decisions/0020: the dashboard's Bins tab. All of the user's bins: search by title, public or private,
// sorted by updated, created or title, a page at a time; open, copy link, choose visibility, delete with
// Undo, select several to delete; the empty states; a 360 px phone.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { PHONE } from './phone-checks.ts'
import { signInQuickly } from './quick-session.ts'

const TAB = '/user/dashboard?tab=bins'

/** A user of this run alone: a repeated run on one server meets none of the last one's bins. */
const ownUser = (what: string) =>
  `dbins-${what}-${test.info().repeatEachIndex}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`

/** Saves bins through the API as the signed-in page, in order (the last is the newest). */
async function seedBins(page: Page, bins: { title: string; visibility?: 'public' | 'private' }[]) {
  const ids: string[] = []
  for (const bin of bins) {
    const response = await page.request.post('/api/one/bins', {
      headers: { origin: new URL(test.info().project.use.baseURL!).origin },
      data: { content: `text of ${bin.title}`, ...bin },
    })
    expect(response.status()).toBe(201)
    ids.push(((await response.json()) as { id: string }).id)
  }
  return ids
}

const list = (page: Page) => page.getByRole('list', { name: 'Your bins' })
const rows = (page: Page) => list(page).getByRole('listitem')
const row = (page: Page, title: string) => rows(page).filter({ hasText: title })
/** The titles in list order, as each row's checkbox names its bin. */
const titles = async (page: Page) =>
  (
    await list(page)
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label')))
  ).map((label) => label?.replace(/^Select “(.*)”$/, '$1'))

async function openTab(page: Page) {
  await page.goto(TAB)
  // The dashboard's page comes as its own chunk, after the app.
  await expect(page.getByRole('searchbox', { name: 'Search bins' })).toBeVisible()
}

async function choose(page: Page, field: 'Show' | 'Sort by', option: string) {
  await page.getByRole('combobox', { name: field }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('search by title, public or private, and the three sorts', async ({ page, browserErrors }) => {
  await signInQuickly(page, ownUser('find'))
  await seedBins(page, [
    { title: 'alpha notes' },
    { title: 'beta snippet', visibility: 'private' },
    { title: 'gamma snippet' },
    { title: 'delta 100%' },
    { title: 'epsilon', visibility: 'private' },
  ])
  await openTab(page)
  // Newest changed first.
  await expect
    .poll(() => titles(page))
    .toEqual(['epsilon', 'delta 100%', 'gamma snippet', 'beta snippet', 'alpha notes'])

  const search = page.getByRole('searchbox', { name: 'Search bins' })
  await search.fill('SNIPPET')
  // Equally good matches: their order among themselves is not the point here.
  await expect.poll(async () => (await titles(page)).sort()).toEqual(['beta snippet', 'gamma snippet'])
  await search.fill('100')
  await expect.poll(() => titles(page)).toEqual(['delta 100%'])
  await search.fill('nothing like it')
  await expect(page.getByText('No bins match')).toBeVisible()
  await page.getByRole('button', { name: 'Show all bins' }).click()
  await expect(search).toHaveValue('')
  await expect(rows(page)).toHaveCount(5)

  await choose(page, 'Show', 'Private')
  await expect.poll(() => titles(page)).toEqual(['epsilon', 'beta snippet'])
  await choose(page, 'Show', 'Public')
  await expect.poll(() => titles(page)).toEqual(['delta 100%', 'gamma snippet', 'alpha notes'])
  await choose(page, 'Show', 'All bins')

  await choose(page, 'Sort by', 'Title (A to Z)')
  await expect
    .poll(() => titles(page))
    .toEqual(['alpha notes', 'beta snippet', 'delta 100%', 'epsilon', 'gamma snippet'])
  await choose(page, 'Sort by', 'Newest created')
  await expect
    .poll(() => titles(page))
    .toEqual(['epsilon', 'delta 100%', 'gamma snippet', 'beta snippet', 'alpha notes'])

  // A row opens its bin.
  await row(page, 'gamma snippet').getByRole('link').click()
  await expect(page).toHaveURL(/\/bins\/[A-Za-z0-9]{12}$/)
  await expect(page.getByRole('heading', { level: 1, name: 'gamma snippet' })).toBeVisible()
  expect(browserErrors).toEqual([])
})

test('Load more brings the next page by cursor, with no bin twice', async ({ page }) => {
  await signInQuickly(page, ownUser('pages'))
  const names = Array.from({ length: 27 }, (_, i) => `page bin ${String(i).padStart(2, '0')}`)
  await seedBins(
    page,
    names.map((title) => ({ title })),
  )
  await openTab(page)
  await expect(rows(page)).toHaveCount(25)
  await page.getByRole('button', { name: 'Load more' }).click()
  await expect(rows(page)).toHaveCount(27)
  await expect(page.getByRole('button', { name: 'Load more' })).toBeHidden()
  expect(await titles(page)).toEqual([...names].reverse())
})

test('switch visibility, copy the link, delete with Undo, and delete several at once', async ({
  page,
  context,
  baseURL,
}) => {
  // The messages queue, 5 s each: Undo shows after two others, and a delete waits out its own 5 s.
  test.slow()
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  await signInQuickly(page, ownUser('act'))
  const [firstId, secondId, thirdId, fourthId] = await seedBins(page, [
    { title: 'first bin' },
    { title: 'second bin' },
    { title: 'third bin' },
    { title: 'fourth bin' },
  ])
  await openTab(page)
  await expect(rows(page)).toHaveCount(4)
  const api = (id: string) => page.request.get(`/api/one/bins/${id}`)

  // Visibility: shown at once, kept by the server.
  await row(page, 'first bin').getByRole('button', { name: 'Visibility: Public' }).click()
  await page.getByRole('menuitemradio', { name: /^Private/ }).click()
  await expect(page.getByText('“first bin” is now private')).toBeVisible()
  await expect(row(page, 'first bin').getByRole('button', { name: 'Visibility: Private' })).toBeVisible()
  await expect(row(page, 'first bin').getByRole('img', { name: 'Private' })).toBeVisible()
  expect(((await (await api(firstId!)).json()) as { visibility: string }).visibility).toBe('private')

  // Copy link: the bin's address.
  await row(page, 'first bin').getByRole('button', { name: 'Copy link' }).click()
  // Queued behind the visibility message, which shows for 5 s.
  await expect(page.getByText('Link copied')).toBeVisible({ timeout: 10_000 })
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/bins/${firstId}`)

  // Delete asks first; Undo brings the bin back and nothing is deleted.
  await row(page, 'second bin').getByRole('button', { name: 'Delete bin' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete this bin?' })
  await expect(confirm).toContainText('“second bin” will be deleted')
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(row(page, 'second bin')).toHaveCount(0)
  const deleted = page.getByRole('alert').filter({ hasText: 'Bin deleted' })
  await deleted.getByRole('button', { name: 'Undo' }).click()
  await expect(row(page, 'second bin')).toHaveCount(1)
  expect((await api(secondId!)).status()).toBe(200)

  // Without Undo, the bin is gone once the message leaves.
  await row(page, 'second bin').getByRole('button', { name: 'Delete bin' }).click()
  await page.getByRole('dialog', { name: 'Delete this bin?' }).getByRole('button', { name: 'Delete' }).click()
  await expect(row(page, 'second bin')).toHaveCount(0)
  await expect.poll(async () => (await api(secondId!)).status(), { timeout: 15_000 }).toBe(404)

  // Several at once, confirmed.
  await row(page, 'third bin').getByRole('checkbox').check()
  await row(page, 'fourth bin').getByRole('checkbox').check()
  await expect(page.getByText('2 selected')).toBeVisible()
  await page.getByRole('button', { name: 'Delete selected' }).click()
  const several = page.getByRole('dialog', { name: 'Delete 2 bins?' })
  await several.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('2 bins deleted')).toBeVisible()
  await expect.poll(() => titles(page)).toEqual(['first bin'])
  expect((await api(thirdId!)).status()).toBe(404)
  expect((await api(fourthId!)).status()).toBe(404)

  await page.reload()
  await expect.poll(() => titles(page)).toEqual(['first bin'])
})

test.describe('on a 360 px phone', () => {
  test.use({ viewport: PHONE })

  test('no bins yet: a button to create one; with long titles the page never scrolls sideways', async ({
    page,
  }) => {
    await signInQuickly(page, ownUser('phone'))
    await openTab(page)
    await expect(page.getByText('No bins yet')).toBeVisible()
    // Decision 0036: the storage the bins take, of the quota, above the list.
    const storage = page.getByRole('progressbar', { name: /^Storage: / })
    await expect(storage).toHaveAccessibleName('Storage: 0 bytes of 200 MiB')
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(await overflow()).toBeLessThanOrEqual(0)

    await seedBins(page, [
      { title: `A bin whose title goes on and on, ${'well past the width of any phone '.repeat(3)}` },
      { title: 'x'.repeat(150), visibility: 'private' },
    ])
    await page.reload()
    await expect(rows(page)).toHaveCount(2)
    await expect(storage).toHaveAccessibleName(/^Storage: \d+(\.\d)? KiB of 200 MiB$/)
    await expect(page.getByText(/^Storage: /)).toBeInViewport()
    await row(page, 'xxxx').getByRole('checkbox').check()
    await expect(page.getByText('1 selected')).toBeVisible()
    expect(await overflow()).toBeLessThanOrEqual(0)
    for (const button of ['Copy link', 'Visibility: Private', 'Delete bin']) {
      await expect(row(page, 'xxxx').getByRole('button', { name: button })).toBeInViewport()
    }
    await page.screenshot({ path: test.info().outputPath('bins-tab-phone.png') })

    await page.goto(TAB)
    await seedBins(page, [])
    await page.getByRole('searchbox', { name: 'Search bins' }).fill('nothing here')
    await expect(page.getByText('No bins match')).toBeVisible()
  })

  test('the empty state leads to the home page to create a bin', async ({ page }) => {
    await signInQuickly(page, ownUser('empty'))
    await openTab(page)
    await page.getByRole('link', { name: 'Create a bin' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})
