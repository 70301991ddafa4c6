// docs/decisions/0020: the dashboard's Account tab. "Download my data" gives a JSON file holding the
// user's bin; "Delete my account" asks for the user's name, then signs out, goes home, and the bin's
// address is a "Page not found". Each run signs in people of its own.
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { signInQuickly } from './quick-session.ts'

let people = 0
const unique = (name: string) => `${name}-${process.pid}-${Date.now().toString(36)}-${++people}`.slice(0, 38)

/** A bin of the signed-in user, saved through the API the app uses (the session's cookies). */
async function saveBin(page: Page, baseURL: string, title: string) {
  const saved = await page.request.post('/api/one/bins', {
    headers: { origin: baseURL },
    data: { title, content: `# ${title}`, language: 'markdown', visibility: 'public' },
  })
  expect(saved.status()).toBe(201)
  return (await saved.json()) as { id: string }
}

async function nameOf(page: Page) {
  return ((await (await page.request.get('/api/auth/verify')).json()) as { user: { name: string } }).user.name
}

const account = (page: Page) => page.getByRole('main')

async function openAccountTab(page: Page) {
  await page.goto('/user/dashboard?tab=account')
  await expect(account(page).getByRole('heading', { name: 'Delete account', level: 2 })).toBeVisible()
}

test('Download my data gives a JSON file with the user and their bin', async ({ page, baseURL }) => {
  const username = unique('acct-dl')
  await signInQuickly(page, username)
  const title = unique('Exported bin')
  const bin = await saveBin(page, baseURL!, title)
  await openAccountTab(page)

  const button = account(page).getByRole('button', { name: 'Download my data' })
  const downloading = page.waitForEvent('download')
  await button.click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^one-account-\d{4}-\d{2}-\d{2}\.json$/)
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    user: { name: string }
    bins: { id: string; title: string; content: string }[]
  }
  expect(data.user.name).toBe(await nameOf(page))
  expect(data.bins).toEqual([expect.objectContaining({ id: bin.id, title, content: `# ${title}` })])
  await expect(button).toBeEnabled()
})

test('Delete my account: only the typed name enables Delete; then signed out at / and the bin is gone', async ({
  page,
  baseURL,
}) => {
  const username = unique('acct-del')
  await signInQuickly(page, username)
  const bin = await saveBin(page, baseURL!, unique('Doomed bin'))
  const name = await nameOf(page)
  await openAccountTab(page)

  await account(page).getByRole('button', { name: 'Delete my account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
  await expect(dialog).toBeVisible()
  const confirm = dialog.getByRole('button', { name: 'Delete my account' })
  const field = dialog.getByLabel('Your name')
  await expect(confirm).toBeDisabled()
  await field.fill(`${name}x`)
  await expect(confirm).toBeDisabled()
  await field.fill(name.toUpperCase() === name ? name.toLowerCase() : name.toUpperCase())
  await expect(confirm).toBeDisabled()
  await field.fill(name)
  await expect(confirm).toBeEnabled()
  await confirm.click()

  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('Your account was deleted.')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible()
  expect((await page.request.get('/api/auth/verify')).status()).toBe(401)

  expect((await page.request.get(`/api/one/bins/${bin.id}`)).status()).toBe(404)
  await page.goto(`/bins/${bin.id}`)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

test('at 360 px wide the Account tab fits without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await signInQuickly(page, unique('acct-phone'))
  await openAccountTab(page)
  for (const heading of ['Avatar and name', 'Linked accounts', 'Sync', 'Sessions', 'Your data']) {
    await expect(account(page).getByRole('heading', { name: heading, level: 2 })).toBeVisible()
  }
  // The only linked account cannot be disconnected, and says why.
  await expect(account(page).getByRole('button', { name: 'Disconnect GitHub' })).toBeDisabled()
  await expect(account(page).getByText(/You sign in with this account only/)).toBeVisible()
  await expect(account(page).getByRole('button', { name: 'Connect Discord' })).toBeEnabled()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBe(0)
})
