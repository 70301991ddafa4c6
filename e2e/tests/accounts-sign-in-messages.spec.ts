// docs/decisions/0010: what a failed or cancelled sign-in tells the user.
import { expect, test } from './fixtures.ts'
import { loginButton, openMenu } from './sign-in.ts'

test.describe('?auth_error= shows only texts the app knows (docs/decisions/0010)', () => {
  test('a known code reads as its text, naming the provider, and leaves the address', async ({ page }) => {
    await page.goto('/?x=1&auth_error=not_confirmed&auth_provider=shopify')
    await expect(page.getByRole('alert')).toHaveText('Shopify did not confirm the sign-in. Please try again.')
    await expect(page).toHaveURL(/\/\?x=1$/)
  })

  const hostile: [string, string][] = [
    ['words of its own', 'Your account is locked. Call +1 555 0100 to unlock it.'],
    ['HTML', '<img src=x onerror=alert(1)><b>Hacked</b>'],
    ['a long string', 'a'.repeat(4000)],
  ]
  for (const [name, value] of hostile) {
    test(`a link carrying ${name} shows the generic message instead`, async ({ page }) => {
      await page.goto(`/?auth_error=${encodeURIComponent(value)}`)
      await expect(page.getByRole('alert')).toHaveText('Sign-in failed. Please try again.')
      await expect(page).toHaveURL(/\/$/)
      await expect(page.locator('b', { hasText: 'Hacked' })).toHaveCount(0)
    })
  }
})

test.describe('cancelling sign-in is not an error (FACTS 3.3, spec section 8; docs/decisions/0010)', () => {
  test('Cancel in the GitHub popup goes to the console, with no red snackbar', async ({ page }) => {
    await page.goto('/')
    await openMenu(page)
    const logged = page.waitForEvent('console', (m) => m.text() === 'Sign-in with GitHub was cancelled.')
    const popupOpened = page.waitForEvent('popup')
    await page.getByRole('button', { name: 'Login with GitHub' }).click()
    const popup = await popupOpened
    await popup.getByLabel('Username').fill('quitter-e2e')
    await popup.getByRole('button', { name: 'Cancel' }).click()
    expect((await logged).type()).toBe('info')
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

  test('Cancel at Shopify comes back to the page with no red snackbar', async ({ page }) => {
    await page.goto('/user/dashboard?x=1')
    // The dashboard asks a guest to sign in at once (docs/decisions/0020).
    await page
      .getByRole('dialog', { name: 'Login' })
      .getByRole('button', { name: 'Login with Shopify' })
      .click()
    await expect(page).toHaveTitle('Sign in to Shopify (local emulator)')
    const logged = page.waitForEvent('console', (m) => m.text() === 'Sign-in with Shopify was cancelled.')
    await page.getByRole('button', { name: 'Cancel' }).click()
    expect((await logged).type()).toBe('info')
    await expect(page).toHaveURL(/\/user\/dashboard\?x=1$/)
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(loginButton(page)).toBeVisible()
  })
})
