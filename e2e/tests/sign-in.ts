// Signing in through the emulator popup, as the browser tests of accounts do it.
import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'

export const loginButton = (page: Page) => page.getByRole('button', { name: 'Login', exact: true })
export const userMenu = (page: Page) => page.getByRole('dialog', { name: 'User menu' })

export async function openMenu(page: Page) {
  if (await userMenu(page).isVisible()) return
  // Signed in the app bar holds the avatar, signed out the Login button; wait for whichever comes.
  const button = page.getByRole('button', { name: 'User avatar' }).or(loginButton(page))
  // A click before hydration meets the prerendered button, which does nothing yet: click again.
  await expect(async () => {
    if (!(await userMenu(page).isVisible())) await button.click()
    await expect(userMenu(page)).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
}

/** Clicks a provider button and completes the emulator's page in the popup it opens. */
export async function signInWithPopup(page: Page, button: string, username: string) {
  const popupOpened = page.waitForEvent('popup', { timeout: 20_000 })
  await page.getByRole('button', { name: button }).click()
  const popup = await popupOpened
  await expect(popup).toHaveTitle(/\(local emulator\)$/)
  await popup.getByLabel('Username').fill(username)
  // The popup closes itself once the app has its answer, possibly before a click returns.
  const closed = popup.waitForEvent('close', { timeout: 20_000 })
  await popup.getByRole('button', { name: 'Authorize' }).click()
  await closed
}

export async function signIn(page: Page, username: string) {
  await page.goto('/')
  await openMenu(page)
  await signInWithPopup(page, 'Login with GitHub', username)
  await expect(userMenu(page).getByText(username, { exact: true })).toBeVisible()
}
