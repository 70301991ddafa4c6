// docs/decisions/0022: an unlisted link opened in another browser, expiry chosen and seen to pass
// with the clock advanced, and a bin burned by its first reader.
import type { Page } from '@playwright/test'
import { editorText, otherPerson, pasteIntoEditor } from './bins-helpers.ts'
import { expect, test } from './fixtures.ts'
import { signInQuickly } from './quick-session.ts'

// Two browsers, a dashboard and many page loads each: slow on a busy machine.
test.slow()

/** A user and a title of this run alone: a repeated run on one server meets none of the last one's. */
const stamp = () =>
  `${test.info().repeatEachIndex}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

const LONG_ID = /\/bins\/([A-Za-z0-9]{22})$/

async function openHome(page: Page, username: string) {
  await signInQuickly(page, username)
  await page.goto('/')
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 15_000 })
}

/** Saves what the home editor holds with its choices, and gives the id from the new address. */
async function save(page: Page, title: string, content: string) {
  await page.getByLabel('Title').fill(title)
  await pasteIntoEditor(page, content)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page).toHaveURL(/\/bins\/[A-Za-z0-9]{12,22}$/, { timeout: 15_000 })
  return new URL(page.url()).pathname.split('/').pop() ?? ''
}

test('a public bin made unlisted moves to a new, long link that a guest reads and no one else finds', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  const run = stamp()
  const title = `unlisted-${run}`
  await openHome(page, `opts-u-${run}`)
  const publicId = await save(page, title, `seen only through its link ${run}`)
  expect(publicId).toHaveLength(12)

  const entries = await page.evaluate(() => window.history.length)
  await page.getByLabel('Visibility').selectOption('Unlisted')
  await expect(page).toHaveURL(LONG_ID, { timeout: 15_000 })
  const unlistedId = new URL(page.url()).pathname.split('/').pop() ?? ''
  await expect(page.getByLabel('Visibility')).toHaveValue('unlisted', { timeout: 15_000 })
  await expect(
    page
      .getByRole('main')
      .locator('.MuiChip-root')
      .filter({ hasText: /^Unlisted$/ }),
  ).toBeVisible({ timeout: 15_000 })
  // The page moved in place: Back does not lead to the old address.
  expect(await page.evaluate(() => window.history.length)).toBe(entries)

  // The link copied is the new one; the old one leads nowhere.
  await page.getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByText('Link copied')).toBeVisible({ timeout: 10_000 })
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/bins/${unlistedId}`)
  expect((await page.request.get(`/api/one/bins/${publicId}`)).status()).toBe(404)

  // A guest with the link reads it.
  const guest = await otherPerson(browser, baseURL ?? '')
  await guest.page.goto(`/bins/${unlistedId}`)
  await expect(guest.page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 })
  await expect.poll(() => editorText(guest.page)).toBe(`seen only through its link ${run}`)

  // Another user finds it nowhere: not by its title, not in their list.
  await signInQuickly(guest.page, `opts-other-${run}`)
  const found = await guest.page.request.get(`/api/one/bins?q=${encodeURIComponent(title)}`)
  expect(found.status()).toBe(200)
  expect(JSON.stringify(await found.json())).not.toContain(unlistedId)
  await guest.close()

  // The owner's dashboard lists it, marked Unlisted, at its new address.
  await page.goto('/user/dashboard?tab=bins')
  const row = page.getByRole('list', { name: 'Your bins' }).getByRole('listitem').filter({ hasText: title })
  await expect(row.getByRole('button', { name: 'Visibility: Unlisted' })).toBeVisible({ timeout: 15_000 })
  await expect(row.getByRole('link')).toHaveAttribute('href', `/bins/${unlistedId}`)
})

test('a bin saved to expire in 10 minutes says so, and that it has expired once the clock passes it', async ({
  page,
}) => {
  await page.clock.install()
  const run = stamp()
  await openHome(page, `opts-e-${run}`)
  await page.getByLabel('Expires').selectOption('10m')
  await save(page, `expiring-${run}`, 'gone soon')

  const main = page.getByRole('main')
  await expect(main.getByText('Expires in 10 minutes')).toBeVisible({ timeout: 15_000 })
  // The owner can still change it: the select names the time left.
  await expect(main.getByLabel('Expires')).toHaveValue('keep', { timeout: 15_000 })

  await page.clock.fastForward('05:00')
  await expect(main.getByText('Expires in 5 minutes')).toBeVisible({ timeout: 15_000 })
  await page.clock.fastForward('05:30')
  await expect(main.getByRole('alert').filter({ hasText: 'This bin has expired' })).toBeVisible({
    timeout: 15_000,
  })
})

test('a burn-after-reading bin: its owner is told so, its first reader sees it once, then it is gone', async ({
  page,
  browser,
  baseURL,
}) => {
  const run = stamp()
  const title = `burn-${run}`
  await openHome(page, `opts-b-${run}`)
  await page.getByRole('checkbox', { name: 'Burn after reading' }).check()
  const id = await save(page, title, `read me once ${run}`)
  await expect(page.getByText('Burns after the first reader')).toBeVisible({ timeout: 15_000 })
  // The owner's own reads do not burn it.
  await page.reload()
  await expect(page.getByText('Burns after the first reader')).toBeVisible({ timeout: 15_000 })

  const reader = await otherPerson(browser, baseURL ?? '')
  await reader.page.goto(`/bins/${id}`)
  await expect(reader.page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 })
  await expect.poll(() => editorText(reader.page)).toBe(`read me once ${run}`)
  await expect(reader.page.getByText(/deleted as you opened it/)).toBeVisible({ timeout: 15_000 })

  await reader.page.reload()
  await expect(reader.page.getByRole('heading', { name: 'Page not found' })).toBeVisible({ timeout: 15_000 })
  expect((await page.request.get(`/api/one/bins/${id}`)).status()).toBe(404)
  await reader.close()
})
