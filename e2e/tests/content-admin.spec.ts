// Issue 16: the admin console at /admin (spec section 6: admins only). An admin publishes a banner for
// every site from the console and a guest sees it; anyone else finds no console at all.
import { otherPerson } from './bins-helpers.ts'
import { ADMIN, adminSession, announcement } from './content-helpers.ts'
import { expect, test } from './fixtures.ts'
import { signIn } from './sign-in.ts'

test.describe('the admin console (issue 16)', () => {
  test('an admin publishes a banner for * with a live preview; a guest sees it; the history says who did it', async ({
    page,
    browser,
    baseURL,
    browserErrors,
  }) => {
    test.slow()
    await signIn(page, ADMIN)
    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'Site content' })).toBeVisible()
    await page.getByRole('button', { name: 'New banner' }).click()
    const form = page.getByRole('dialog', { name: 'New banner' })
    await form.getByLabel('Slug').fill('e2e-console')
    await form.getByLabel('Title').fill('From the console')
    await form.getByLabel('Text', { exact: true }).fill('Hello from the console')
    await form.getByLabel('Published').check()
    // The preview follows the form as it is typed.
    await expect(form.getByRole('region', { name: 'Preview' })).toContainText('Hello from the console')
    await form.getByRole('button', { name: 'Create' }).click()
    await expect(form).toBeHidden()
    const table = page.getByRole('table', { name: 'Banners' })
    await expect(table.getByRole('row', { name: /e2e-console/ })).toContainText('From the console')

    const guest = await otherPerson(browser, baseURL!)
    try {
      await guest.page.goto('/')
      await expect(announcement(guest.page)).toContainText('Hello from the console', { timeout: 15_000 })
    } finally {
      await guest.close()
    }

    // A slug already taken is refused with the server's message.
    await page.getByRole('button', { name: 'New banner' }).click()
    await form.getByLabel('Slug').fill('e2e-console')
    await form.getByLabel('Title').fill('Again')
    await form.getByRole('button', { name: 'Create' }).click()
    await expect(page.getByText('There is already a banner with the slug "e2e-console".')).toBeVisible()
    await form.getByRole('button', { name: 'Cancel' }).click()

    // Unpublish, then delete after confirming.
    await table.getByRole('switch', { name: 'Published: e2e-console' }).click()
    await expect(table.getByRole('switch', { name: 'Published: e2e-console' })).not.toBeChecked()
    await table.getByRole('button', { name: 'Delete e2e-console' }).click()
    await page
      .getByRole('dialog', { name: 'Delete this banner?' })
      .getByRole('button', { name: 'Delete' })
      .click()
    await expect(table.getByRole('row', { name: /e2e-console/ })).toHaveCount(0)

    await page.getByRole('tab', { name: 'History' }).click()
    const history = page.getByRole('table', { name: 'Change history' })
    const rows = history.getByRole('row', { name: /e2e-console/ })
    await expect(rows).toHaveCount(3)
    await expect(rows.nth(0)).toContainText('delete')
    await expect(rows.nth(1)).toContainText('unpublish')
    await expect(rows.nth(2)).toContainText('create')
    expect(browserErrors.filter((e) => !e.includes('409'))).toEqual([])
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

  test.afterAll(async ({ browser, baseURL }) => {
    const admin = await adminSession(browser, baseURL!)
    await admin.cleanUp('e2e-')
    await admin.close()
  })
})
