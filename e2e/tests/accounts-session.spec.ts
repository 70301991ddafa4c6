// Issue 12, point 3: a session that ends elsewhere is told as such, with a way back in.
import { expect, test } from './fixtures.ts'
import { signIn, userMenu } from './sign-in.ts'

test('after the session ends elsewhere, the next refused call signs the header out and offers sign-in (issue 12)', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  await signIn(page, 'ended-e2e')
  // Another browser of the same user signs out everywhere; this page's cookie stays, its session is gone.
  const elsewhere = await playwright.request.newContext({
    baseURL,
    storageState: await context.storageState(),
  })
  const ended = await elsewhere.post('/api/auth/logout-everywhere', { headers: { origin: baseURL! } })
  expect(ended.status()).toBe(204)
  await elsewhere.dispose()

  // No reload: the page still believes in its session until the server refuses a call.
  await userMenu(page).getByRole('button', { name: 'Settings' }).click()
  await page.getByRole('radio', { name: 'Light' }).click()

  const message = page.getByRole('alert').filter({ hasText: 'Your session has ended.' })
  await expect(message).toHaveText(/Your session has ended\. Sign in again to continue\./)
  // The header under the open Settings dialog, hidden from assistive technology while it is open.
  await expect(page.getByRole('button', { name: 'Login', exact: true, includeHidden: true })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'Not signed in' })).toHaveCount(0)
  await message.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible()
})

test('a server that cannot be reached reads like a product message, never "Failed to fetch" (issue 12)', async ({
  page,
}) => {
  await signIn(page, 'offline-e2e')
  await userMenu(page).getByRole('button', { name: 'Settings' }).click()
  await page.route('**/api/user/settings', (route) => route.abort('internetdisconnected'))
  await page.getByRole('radio', { name: 'Light' }).click()
  await expect(page.getByRole('alert')).toContainText(
    'Could not reach the server. Check your connection and try again.',
  )
  await expect(page.getByText('Failed to fetch')).toHaveCount(0)
})
