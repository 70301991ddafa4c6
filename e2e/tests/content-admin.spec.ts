// docs/decisions/0014: the admin console at /admin (spec section 6: admins only). An admin publishes a banner for
// every site from the console and a guest sees it; anyone else finds no console at all.
import { otherPerson } from './bins-helpers.ts'
import {
  ADMIN,
  adminSession,
  announcement,
  bannerMetadata,
  onlyBannersStartingWith,
} from './content-helpers.ts'
import { expect, test } from './fixtures.ts'
import { signIn } from './sign-in.ts'

// A 1 x 1 PNG, and an SVG that would run script if it were served as one.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'

test.describe('the admin console (docs/decisions/0014)', () => {
  // Each test removes only what it made: this file's tests run in parallel, and removing every item
  // of the file after one test would take another's banner away while that test still reads it.
  let made: string | undefined
  test.afterEach(async ({ browser, baseURL }) => {
    if (!made) return
    const admin = await adminSession(browser, baseURL!)
    await admin.cleanUp(made)
    await admin.close()
    made = undefined
  })

  test('an admin publishes a banner for * with a live preview; a guest sees it; the history says who did it', async ({
    page,
    browser,
    baseURL,
    browserErrors,
  }) => {
    test.slow()
    made = 'admin-e2e-console'
    await signIn(page, ADMIN)
    await page.goto('/admin?tab=content')
    await expect(page.getByRole('heading', { name: 'Site content' })).toBeVisible()
    await page.getByRole('button', { name: 'New banner' }).click()
    const form = page.getByRole('dialog', { name: 'New banner' })
    await form.getByLabel('Slug').fill('admin-e2e-console')
    await form.getByLabel('Title').fill('From the console')
    await form.getByLabel('Text', { exact: true }).fill('Hello from the console')
    await form.getByLabel('Published').check()
    // The preview follows the form as it is typed.
    await expect(form.getByRole('region', { name: 'Preview' })).toContainText('Hello from the console')
    await form.getByRole('button', { name: 'Create' }).click()
    await expect(form).toBeHidden()
    const table = page.getByRole('table', { name: 'Banners' })
    await expect(table.getByRole('row', { name: /admin-e2e-console/ })).toContainText('From the console')

    const guest = await otherPerson(browser, baseURL!)
    try {
      await onlyBannersStartingWith(guest.page, 'admin-e2e-console')
      await guest.page.goto('/')
      await expect(announcement(guest.page)).toContainText('Hello from the console', { timeout: 15_000 })
    } finally {
      await guest.close()
    }

    // A slug already taken is refused with the server's message.
    await page.getByRole('button', { name: 'New banner' }).click()
    await form.getByLabel('Slug').fill('admin-e2e-console')
    await form.getByLabel('Title').fill('Again')
    await form.getByRole('button', { name: 'Create' }).click()
    await expect(page.getByText('There is already a banner with the slug "admin-e2e-console".')).toBeVisible()
    await form.getByRole('button', { name: 'Cancel' }).click()

    // Unpublish, then delete after confirming.
    await table.getByRole('switch', { name: 'Published: admin-e2e-console' }).click()
    await expect(table.getByRole('switch', { name: 'Published: admin-e2e-console' })).not.toBeChecked()
    await table.getByRole('button', { name: 'Delete admin-e2e-console' }).click()
    await page
      .getByRole('dialog', { name: 'Delete this banner?' })
      .getByRole('button', { name: 'Delete' })
      .click()
    await expect(table.getByRole('row', { name: /admin-e2e-console/ })).toHaveCount(0)

    await page.getByRole('tab', { name: 'History' }).click()
    const history = page.getByRole('table', { name: 'Change history' })
    const rows = history.getByRole('row', { name: /admin-e2e-console/ })
    await expect(rows).toHaveCount(3)
    await expect(rows.nth(0)).toContainText('delete')
    await expect(rows.nth(1)).toContainText('unpublish')
    await expect(rows.nth(2)).toContainText('create')
    expect(browserErrors.filter((e) => !e.includes('409'))).toEqual([])
  })

  test('an admin uploads a banner image: its address is by content hash, the preview and a guest show it, and an SVG is refused', async ({
    page,
    browser,
    baseURL,
    browserErrors,
  }) => {
    test.slow()
    made = 'admin-e2e-upload'
    await signIn(page, ADMIN)
    await page.goto('/admin?tab=content')
    await page.getByRole('button', { name: 'New banner' }).click()
    const form = page.getByRole('dialog', { name: 'New banner' })
    await form.getByLabel('Slug').fill('admin-e2e-upload')
    await form.getByLabel('Title').fill('With an image')
    await form.getByLabel('Text', { exact: true }).fill('Look at this background')
    await form.getByLabel('Published').check()

    // The image fields come in the order of the form: the background image first, then the logo.
    const background = form.getByLabel('Background image')
    const backgroundFile = form.locator('input[type=file]').first()
    await backgroundFile.setInputFiles({
      name: 'drawing.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(SVG),
    })
    await expect(page.getByText('Only PNG, JPEG, WebP and GIF images can be uploaded')).toBeVisible()
    await expect(background).toHaveValue('')

    // A PNG claimed to be a JPEG: the server goes by the bytes.
    await backgroundFile.setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: PNG })
    await expect(background).toHaveValue(/^\/one\/images\/[0-9a-f]{64}\.png$/)
    const address = await background.inputValue()
    const preview = form
      .getByRole('region', { name: 'Preview' })
      .getByRole('complementary', { name: 'Announcement' })
    await expect(preview).toHaveCSS('background-image', new RegExp(`/api${address.replaceAll('.', '\\.')}`))
    await form.getByRole('button', { name: 'Create' }).click()
    await expect(form).toBeHidden()

    const served = await page.request.get(`/api${address}`)
    expect(served.status()).toBe(200)
    expect(served.headers()['content-type']).toBe('image/png')
    expect(served.headers()['cache-control']).toContain('immutable')
    expect(Buffer.compare(await served.body(), PNG)).toBe(0)

    const guest = await otherPerson(browser, baseURL!)
    try {
      await onlyBannersStartingWith(guest.page, 'admin-e2e-upload')
      await guest.page.goto('/')
      const bar = announcement(guest.page)
      await expect(bar).toContainText('Look at this background', { timeout: 15_000 })
      await expect(bar).toHaveCSS('background-image', new RegExp(`/api${address.replaceAll('.', '\\.')}`))
      // The image really arrives in the guest's browser.
      const loaded = await guest.page.evaluate(async (src) => {
        const image = new Image()
        image.src = src
        await image.decode()
        return image.naturalWidth
      }, `/api${address}`)
      expect(loaded).toBe(1)
    } finally {
      await guest.close()
    }
    expect(browserErrors.filter((e) => !e.includes('415') && !e.includes('400'))).toEqual([])
  })

  test('an edit saved over a version someone else changed is refused in the dialog, which keeps what was typed', async ({
    page,
    browser,
    baseURL,
    browserErrors,
  }) => {
    test.slow()
    made = 'admin-e2e-race'
    const other = await adminSession(browser, baseURL!)
    try {
      await other.publish('banners', 'admin-e2e-race', bannerMetadata({ text: 'The first text' }))
      await signIn(page, ADMIN)
      await page.goto('/admin?tab=content')
      const table = page.getByRole('table', { name: 'Banners' })
      await table.getByRole('button', { name: 'Edit admin-e2e-race' }).click()
      const form = page.getByRole('dialog', { name: 'Edit banner' })
      await form.getByLabel('Text', { exact: true }).fill('My text')

      // Another admin saves the banner while this form is open.
      await other.edit('banners', 'admin-e2e-race', {
        title: 'Their title',
        metadata: bannerMetadata({ text: 'Their text' }),
      })
      await form.getByRole('button', { name: 'Save' }).click()
      const warning = form.getByRole('alert').filter({ hasText: 'Someone else changed this banner' })
      await expect(warning).toContainText('your changes were not saved')
      await expect(form.getByLabel('Text', { exact: true })).toHaveValue('My text')
      expect((await other.read('banners', 'admin-e2e-race')).metadata.text).toBe('Their text')

      // Their version loaded: the form still holds what was typed, and says where the two differ.
      await warning.getByRole('button', { name: 'Load their version' }).click()
      const loaded = form.getByRole('alert').filter({ hasText: 'Their version is loaded' })
      await expect(loaded).toContainText('What you typed differs from it in: Title, Text.')
      await expect(form.getByLabel('Text', { exact: true })).toHaveValue('My text')
      await form.getByRole('button', { name: 'Save' }).click()
      await expect(form).toBeHidden()
      const saved = await other.read('banners', 'admin-e2e-race')
      expect(saved.metadata.text).toBe('My text')
      expect(saved.title).toBe('admin-e2e-race')
    } finally {
      await other.close()
    }
    expect(browserErrors.filter((e) => !e.includes('412'))).toEqual([])
  })

  test('a signed-in user who is not an admin, and a guest, get the not-found page at /admin', async ({
    page,
  }) => {
    test.slow()
    await page.goto('/admin')
    await expect(page.getByText('Page not found')).toBeVisible()
    await signIn(page, 'not-an-admin')
    await page.goto('/admin')
    await expect(page.getByText('Page not found')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Site content' })).toHaveCount(0)
  })
})
