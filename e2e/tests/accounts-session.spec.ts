// A session that ends elsewhere is told as such, with a way back in.
import { expect, test } from './fixtures.ts'
import { openMenu, signIn, userMenu } from './sign-in.ts'

test('after the session ends elsewhere, the next refused call signs the header out and offers sign-in (docs/decisions/0010)', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  // A user of its own per repeat: another repeat's logout everywhere would end this one's session.
  await signIn(page, `ended-e2e-${test.info().repeatEachIndex}`)
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

  // The refused push finds the session gone, or a check on focus (the sign-in popup closing) found it
  // already, before the Settings dialog opened: either way the message stays readable over the dialog.
  const message = page.getByRole('alert').filter({ hasText: 'Your session has ended.' })
  // A debounced push, its refusal, a verify and the snackbar's own chunk: slow on a loaded machine.
  await expect(message).toHaveText(/Your session has ended\. Sign in again to continue\./, {
    timeout: 15_000,
  })
  // The header under the open Settings dialog, hidden from assistive technology while it is open.
  await expect(page.getByRole('button', { name: 'Login', exact: true, includeHidden: true })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'Not signed in' })).toHaveCount(0)
  await message.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible()
})

test('a server that cannot be reached reads like a product message, never "Failed to fetch" (docs/decisions/0010)', async ({
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

test('settings synced from another device arrive on focus and on route change, without a reload', async ({
  page,
  browser,
}) => {
  test.slow() // Two browsers sign in through the popup.
  await page.clock.install()
  await signIn(page, 'focus-e2e')
  await page.keyboard.press('Escape')
  const theme = page.locator('html')
  await expect(theme).toHaveAttribute('data-theme', 'dark')

  const phone = await browser.newContext()
  const phonePage = await phone.newPage()
  const chooseOnPhone = async (name: string, value: string) => {
    await phonePage.goto('/?one=settings')
    await phonePage.getByRole('radio', { name }).click()
    await expect
      .poll(async () =>
        (await phonePage.request.get('/api/auth/verify')).json().then((b) => b.user.settings?.one.theme),
      )
      .toBe(value)
  }
  await signIn(phonePage, 'focus-e2e')
  await chooseOnPhone('Light', 'light')

  await page.clock.fastForward('01:01')
  await page.evaluate(() => window.dispatchEvent(new Event('focus')))
  await expect(theme).toHaveAttribute('data-theme', 'light')

  await chooseOnPhone('Dark', 'dark')
  await page.clock.fastForward('01:01')
  await openMenu(page)
  await userMenu(page).getByRole('button', { name: 'Dashboard' }).click()
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible()
  await expect(theme).toHaveAttribute('data-theme', 'dark')
  await phonePage.waitForLoadState('load')
  await phone.close()
})
