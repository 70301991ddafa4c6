// docs/decisions/0010: what a first user of the bins trips over (double saves, lost edits, an ended session,
// titles counted in code units, a hidden size hint, unmarked private bins, tab titles, My bins on phones).
import type { Page, Request } from '@playwright/test'
import { editorText, pasteIntoEditor, saveBin, signIn } from './bins-helpers.ts'
import { expect, test } from './fixtures.ts'

const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true })
const unsaved = (page: Page) => page.getByRole('status').filter({ hasText: 'Unsaved changes' })

/** The requests of `method` to the bins API that the page sends from now on. */
function binWrites(page: Page, method: 'POST' | 'PATCH'): Request[] {
  const sent: Request[] = []
  page.on('request', (request) => {
    if (request.method() === method && /\/api\/one\/bins(\/|$)/.test(request.url())) sent.push(request)
  })
  return sent
}

async function binsTitled(page: Page, title: string): Promise<number> {
  const { bins } = (await (await page.request.get('/api/one/bins')).json()) as { bins: { title: string }[] }
  return bins.filter((bin) => bin.title === title).length
}

test.describe('a double click on Save saves once (docs/decisions/0010)', () => {
  test('on /, one POST goes out and one bin is made', async ({ page }) => {
    await signIn(page, 'bins-double-new-e2e')
    const title = `once-${Date.now()}.txt`
    await page.getByLabel('Title').fill(title)
    await pasteIntoEditor(page, 'saved once\n')
    const posts = binWrites(page, 'POST')
    await saveButton(page).dblclick()
    await expect(page).toHaveURL(/\/bins\/[A-Za-z0-9]{12}$/)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    expect(posts).toHaveLength(1)
    expect(await binsTitled(page, title)).toBe(1)
  })

  test('on a bin, one PATCH goes out: no false "changed elsewhere", no "Unsaved changes"', async ({
    page,
  }) => {
    await signIn(page, 'bins-double-edit-e2e')
    await saveBin(page, 'twice.txt', 'first text\n')
    await pasteIntoEditor(page, 'second text\n', { replace: true })
    await expect(unsaved(page)).toBeVisible()
    const patches = binWrites(page, 'PATCH')
    const answered = page.waitForResponse((response) => response.request().method() === 'PATCH')
    // Both clicks before the page can draw again: a busy machine makes a real double click this fast.
    await saveButton(page).evaluate((button: HTMLElement) => {
      button.click()
      button.click()
    })
    expect((await answered).status()).toBe(200)
    await expect(unsaved(page)).toBeHidden()
    expect(patches).toHaveLength(1)
    await expect(page.getByRole('dialog', { name: 'This bin changed elsewhere' })).toHaveCount(0)
  })
})

test.describe('an unsaved edit survives leaving the page inside the app (docs/decisions/0010)', () => {
  test('edit, click the logo, press Back: the edit is there, still unsaved, and can be saved', async ({
    page,
  }) => {
    test.slow() // a save, a way out and back, a save and a reload
    await signIn(page, 'bins-leaver-e2e')
    const id = await saveBin(page, 'leave.txt', 'saved text\n')
    await pasteIntoEditor(page, 'edited, not saved\n', { replace: true })
    await expect(unsaved(page)).toBeVisible()

    await page.getByRole('link', { name: 'Vuetify Bin home' }).click()
    await expect(page).toHaveURL(/\/$/)
    await page.goBack({ waitUntil: 'commit' })
    await expect(page).toHaveURL(new RegExp(`/bins/${id}$`))
    await expect.poll(() => editorText(page)).toBe('edited, not saved\n')
    await expect(unsaved(page)).toBeVisible()
    await expect(page.getByText('Your unsaved changes to this bin are back in the editor.')).toBeVisible()

    await saveButton(page).click()
    await expect(unsaved(page)).toBeHidden()
    await page.reload()
    await expect.poll(() => editorText(page)).toBe('edited, not saved\n')
    await expect(unsaved(page)).toHaveCount(0)
  })
})

test.describe('an ended session (docs/decisions/0010)', () => {
  test('a save answers 401, not "not the owner", and the edit is back after signing in again', async ({
    page,
    baseURL,
  }) => {
    test.slow() // signs in twice
    await signIn(page, 'bins-ended-e2e')
    const id = await saveBin(page, 'ended.txt', 'before the session ended\n')
    await pasteIntoEditor(page, 'typed while the session ended\n', { replace: true })
    await expect(unsaved(page)).toBeVisible()

    // The session ends elsewhere; this browser still sends its cookie.
    const cookies = await page.context().cookies()
    const logout = await page.request.post('/api/auth/logout', { headers: { origin: baseURL ?? '' } })
    expect(logout.status()).toBe(204)
    await page.context().addCookies(cookies)

    const answered = page.waitForResponse((response) => response.request().method() === 'PATCH')
    await saveButton(page).click()
    const answer = await answered
    expect(answer.status()).toBe(401)
    expect((await answer.json()).message).toBe('Sign in to change bins.')
    await expect(page.getByText('Only the owner can change this bin.')).toHaveCount(0)

    await page.reload()
    await signIn(page, 'bins-ended-e2e')
    await page.goto(`/bins/${id}`)
    await expect.poll(() => editorText(page)).toBe('typed while the session ended\n')
    await expect(unsaved(page)).toBeVisible()
    await saveButton(page).click()
    await expect(unsaved(page)).toBeHidden()
  })
})

test.describe('titles (docs/decisions/0010)', () => {
  const family = '👨‍👩‍👧‍👦'

  test('30 family emoji read 30/200, leave Save enabled, and are saved as they are', async ({ page }) => {
    await signIn(page, 'bins-emoji-e2e')
    await page.getByLabel('Title').fill(family.repeat(30))
    await expect(page.getByText('30/200', { exact: true })).toBeVisible()
    await pasteIntoEditor(page, 'a family\n')
    await expect(saveButton(page)).toBeEnabled()
    await saveButton(page).click()
    await expect(page.getByRole('heading', { level: 1, name: family.repeat(30) })).toBeVisible()
  })

  test('a pasted title of several lines becomes one line, its breaks and tabs spaces', async ({ page }) => {
    await page.goto('/')
    const title = page.getByLabel('Title')
    await title.click()
    await title.evaluate((input) => {
      const data = new DataTransfer()
      data.setData('text/plain', 'first line\r\nsecond\tpart')
      input.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      )
    })
    await expect(title).toHaveValue('first line second part')
  })
})

test('over 1 MiB, the size hint shows beside the disabled Save', async ({ page }) => {
  await signIn(page, 'bins-large-e2e')
  await pasteIntoEditor(page, 'x'.repeat(1024 * 1024 + 1))
  const hint = page.getByText('A bin can hold at most 1 MiB of text.')
  await expect(hint).toBeVisible()
  await expect(saveButton(page)).toBeDisabled()
  await saveButton(page).scrollIntoViewIfNeeded()
  await expect(hint).toBeInViewport()
  const [save, beside] = [await saveButton(page).boundingBox(), await hint.boundingBox()]
  expect(Math.abs(save!.y + save!.height / 2 - (beside!.y + beside!.height / 2))).toBeLessThan(12)
  expect(beside!.x).toBeGreaterThan(save!.x + save!.width)
  await expect(saveButton(page)).toHaveAccessibleDescription('A bin can hold at most 1 MiB of text.')
})

test.describe('My bins', () => {
  test('a private bin is marked with the lock, named "Private"; a public one is not', async ({ page }) => {
    test.slow() // two bins are saved
    await signIn(page, 'bins-private-e2e')
    const stamp = Date.now()
    await saveBin(page, `open-${stamp}.txt`, 'for everyone')
    await page.goto('/')
    await saveBin(page, `secret-${stamp}.txt`, 'only mine', 'Private')
    await page.getByRole('button', { name: 'My bins' }).click()
    const list = page.getByRole('dialog', { name: 'My bins' }).getByRole('list', { name: 'All bins' })
    const row = (title: string) => list.getByRole('button').filter({ hasText: title })
    await expect(row(`secret-${stamp}.txt`).getByRole('img', { name: 'Private' })).toBeVisible()
    await expect(row(`open-${stamp}.txt`)).toBeVisible()
    await expect(row(`open-${stamp}.txt`).getByRole('img', { name: 'Private' })).toHaveCount(0)
  })

  test('below 900 px wide it fills the screen', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 700 })
    await signIn(page, 'bins-phone-e2e')
    await page.getByRole('button', { name: 'My bins' }).click()
    const dialog = page.getByRole('dialog', { name: 'My bins' })
    await expect(dialog).toBeVisible()
    await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(800)
    expect((await dialog.boundingBox())?.height).toBe(700)
  })
})

test('every page names its tab; a bin page by its title', async ({ page }) => {
  await signIn(page, 'bins-titles-e2e')
  await expect(page).toHaveTitle('Vuetify Bin')
  await saveBin(page, 'Tabbed.vue', '<template />\n')
  await expect(page).toHaveTitle('Tabbed.vue · Vuetify Bin')
  await page.getByLabel('Title').fill('Renamed.vue')
  await saveButton(page).click()
  await expect(page).toHaveTitle('Renamed.vue · Vuetify Bin')
  await page.getByRole('link', { name: 'Vuetify Bin home' }).click()
  await expect(page).toHaveTitle('Vuetify Bin')
  await page.goto('/bins/abcdefghijkl')
  await expect(page).toHaveTitle('Page not found · Vuetify Bin')
  await page.goto('/user/dashboard')
  await expect(page).toHaveTitle('Overview · Dashboard · Vuetify Bin')
})
