// Sign-in through the local emulators, sessions, linking, logout and settings sync (spec
// sections 2, 4, 6 and 7; FACTS 2, 3 and 9).
import type { Browser, BrowserContext } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { loginButton, openMenu, signIn, signInWithPopup, userMenu } from './sign-in.ts'

test.describe('sign-in through the GitHub emulator popup (spec section 4)', () => {
  test('the menu then shows the name, the signed-in entries and Logout; the session cookie is httpOnly', async ({
    page,
    context,
    browserErrors,
  }) => {
    await signIn(page, 'ada-e2e')
    const menu = userMenu(page)
    for (const entry of ['Dashboard', 'Subscriptions', 'Settings', 'Logout']) {
      await expect(menu.getByRole('button', { name: entry })).toBeVisible()
    }
    await expect(menu.getByText('Sync is on')).toBeVisible()
    const cookies = await context.cookies()
    expect(cookies.find((c) => c.name === 'one_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
    expect(cookies.find((c) => c.name === 'sx')).toMatchObject({ value: '1', httpOnly: false })
    expect(await page.evaluate(() => localStorage.getItem('vuetify@lastLoginProvider'))).toBe('github')
    expect(browserErrors).toEqual([])
  })

  test('a reload keeps the session', async ({ page }) => {
    await signIn(page, 'stays-e2e')
    await page.reload()
    await openMenu(page)
    await expect(userMenu(page).getByText('stays-e2e', { exact: true })).toBeVisible()
    await expect(userMenu(page).getByRole('button', { name: 'Logout' })).toBeVisible()
  })

  test('the login card welcomes back the provider used last', async ({ page }) => {
    await signIn(page, 'returning-e2e')
    await userMenu(page).getByRole('button', { name: 'Logout' }).click()
    await page.goto('/?one=subscribe')
    const dialog = page.getByRole('dialog', { name: 'Login' })
    await expect(dialog.getByText('Welcome back to')).toBeVisible()
    await expect(dialog.getByText('Last Used')).toBeVisible()
  })
})

test.describe('linking providers', () => {
  test('Discord links to the same user and the buttons then read "Connected to"', async ({ page }) => {
    await signIn(page, 'linker-e2e')
    const menu = userMenu(page)
    await menu.getByText('Sync is on').click()
    await signInWithPopup(page, 'Connect Discord', 'linker-discord')
    await openMenu(page)
    await expect(menu.getByText('linker-e2e', { exact: true })).toBeVisible()
    if (!(await menu.getByRole('button', { name: 'Connected to Discord' }).isVisible())) {
      await menu.getByText('Sync is on').click()
    }
    await expect(menu.getByRole('button', { name: 'Connected to Discord' })).toBeVisible()
    await expect(menu.getByRole('button', { name: 'Connected to GitHub' })).toBeVisible()
    await expect(menu.getByRole('button', { name: 'Connect Shopify' })).toBeVisible()
  })

  test('an account linked to someone else is refused with a message the user sees', async ({
    browser,
    page,
  }) => {
    test.slow() // Two users sign in through the popup.
    const other = await browser.newContext()
    const otherPage = await other.newPage()
    await signIn(otherPage, 'owner-e2e')
    await otherPage.close()
    await other.close()

    await page.goto('/')
    await openMenu(page)
    await signInWithPopup(page, 'Login with Discord', 'intruder-e2e')
    await expect(userMenu(page).getByText('intruder-e2e', { exact: true })).toBeVisible()
    await userMenu(page).getByText('Sync is on').click()
    const popupOpened = page.waitForEvent('popup')
    await userMenu(page).getByRole('button', { name: 'Connect GitHub' }).click()
    const popup = await popupOpened
    await popup.getByLabel('Username').fill('owner-e2e')
    const closed = popup.waitForEvent('close', { timeout: 20_000 })
    await popup.getByRole('button', { name: 'Authorize' }).click()
    await closed
    await expect(page.getByRole('alert')).toContainText(
      'This GitHub account is already linked to another user. Sign in with it to use that account.',
    )
  })
})

/**
 * The attacker's half of a login CSRF: in a browser of his own he signs in at the provider as himself
 * and stops before our callback. Gives the callback link he would send to his victim.
 */
async function callbackLinkOf(browser: Browser, provider: 'github' | 'shopify', username: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  // The provider's answer is a redirect to our callback; it is read here instead of followed.
  const link = new Promise<string>((resolve) => {
    void page.route('**/_emulators/**', async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      const answer = await route.fetch({ maxRedirects: 0 })
      resolve(answer.headers().location ?? '')
      await route.abort()
    })
  })
  await page.goto(`/api/auth/${provider}/redirect`)
  await page.getByLabel('Username').fill(username)
  await page.getByRole('button', { name: 'Authorize' }).click()
  const url = await link
  await context.close()
  expect(url).toContain(`/api/auth/${provider}/callback?code=`)
  return url
}

test.describe('a sign-in belongs to the browser that began it (docs/decisions/0008: login CSRF)', () => {
  test("a signed-in user who opens someone else's callback link stays themselves", async ({
    browser,
    page,
  }) => {
    const link = await callbackLinkOf(browser, 'github', 'mallory-e2e')
    await signIn(page, 'victim-e2e')
    await page.goto(link)
    // Opened as a tab, the sign-in page goes back home by itself.
    await expect(page).toHaveURL(/\/$/)
    await openMenu(page)
    await expect(userMenu(page).getByText('victim-e2e', { exact: true })).toBeVisible()
    await expect(userMenu(page).getByText('mallory-e2e', { exact: true })).toBeHidden()
    const verify = await (await page.request.get('/api/auth/verify')).json()
    expect(verify.user.name).toBe('victim-e2e')
  })

  test('a guest who opens it is told so and is signed in as no one', async ({ browser, page }) => {
    const link = await callbackLinkOf(browser, 'shopify', 'mallory-shop-e2e')
    await page.goto(link)
    await expect(page.getByRole('alert')).toContainText(
      'This sign-in was started in another browser. Please sign in again.',
    )
    await expect(page).toHaveURL(/\/$/)
    await expect(loginButton(page)).toBeVisible()
    expect((await page.request.get('/api/auth/verify')).status()).toBe(401)
  })
})

test('logout returns to / keeping the query (spec section 2)', async ({ page }) => {
  await signIn(page, 'leaver-e2e')
  await page.goto('/user/dashboard?x=1')
  await openMenu(page)
  await userMenu(page).getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/\?x=1$/)
  await expect(loginButton(page)).toBeVisible()
  await page.reload()
  await expect(loginButton(page)).toBeVisible()
  expect((await page.request.get('/api/auth/verify')).status()).toBe(401)
})

test('sign out everywhere asks first, then signs the user out of every browser (docs/decisions/0008)', async ({
  browser,
  page,
}) => {
  test.slow() // Two browsers sign in through the popup.
  const phone = await browser.newContext()
  const phonePage = await phone.newPage()
  await signIn(phonePage, 'everywhere-e2e')
  await signIn(page, 'everywhere-e2e')

  await userMenu(page).getByRole('button', { name: 'Sign out everywhere' }).click()
  const question = page.getByRole('dialog', { name: 'Sign out of every browser?' })
  await expect(question.getByText('You will need to sign in again everywhere.')).toBeVisible()
  await question.getByRole('button', { name: 'Sign out everywhere' }).click()
  await expect(question).toBeHidden()
  await expect(userMenu(page).getByText('Guest', { exact: true })).toBeVisible()
  expect((await page.request.get('/api/auth/verify')).status()).toBe(401)

  expect((await phonePage.request.get('/api/auth/verify')).status()).toBe(401)
  await phonePage.reload()
  await expect(loginButton(phonePage)).toBeVisible()
  await phonePage.waitForLoadState('load')
  await phone.close()
})

test('a setting changed in one browser appears in another once the same user signs in there', async ({
  browser,
  page,
}) => {
  test.slow() // Two browsers sign in through the popup.
  await signIn(page, 'two-browsers-e2e')
  await page.goto('/?one=settings')
  await page.getByRole('radio', { name: 'Light' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  // The push is debounced: wait until the account holds it.
  await expect
    .poll(async () =>
      (await page.request.get('/api/auth/verify')).json().then((b) => b.user.settings?.one.theme),
    )
    .toBe('light')

  const second: BrowserContext = await browser.newContext()
  const other = await second.newPage()
  await other.goto('/')
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark')
  await signIn(other, 'two-browsers-e2e')
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'light')
  await other.waitForLoadState('load')
  await second.close()
})

test('Shopify sign-in redirects the whole window and comes back to where it left', async ({ page }) => {
  await page.goto('/user/dashboard?x=1')
  // The dashboard asks a guest to sign in at once (docs/decisions/0020).
  await page
    .getByRole('dialog', { name: 'Login' })
    .getByRole('button', { name: 'Login with Shopify' })
    .click()
  await expect(page).toHaveTitle('Sign in to Shopify (local emulator)')
  await page.getByLabel('Username').fill('shopper-e2e')
  await page.getByRole('button', { name: 'Authorize' }).click()
  await expect(page).toHaveURL(/\/user\/dashboard\?x=1$/)
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible()
  await openMenu(page)
  await expect(userMenu(page).getByText('shopper-e2e', { exact: true })).toBeVisible()
  await expect(userMenu(page).getByRole('button', { name: 'Downloads' })).toBeVisible()
})

test('one=subscribe while signed out asks for a sign-in, then the dialog closes (spec section 2)', async ({
  page,
}) => {
  await page.goto('/?one=subscribe')
  const login = page.getByRole('dialog', { name: 'Login' })
  await expect(
    login.getByText('Login to save your settings and gain access to exclusive subscriber perks.'),
  ).toBeVisible()
  await signInWithPopup(page, 'Login with GitHub', 'subscriber-e2e')
  await expect(login).toBeHidden()
  await expect(page.getByRole('dialog', { name: 'Subscriptions' })).toBeVisible()
})
