// What the subscription browser tests share: the dialog, and paying on the Stripe emulator's page.
import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'
import { openMenu, signIn, userMenu } from './sign-in.ts'

export const subscriptions = (page: Page) => page.getByRole('dialog', { name: 'Subscriptions' })
export const statusCard = (page: Page) =>
  subscriptions(page).getByRole('region', { name: 'Subscription Status' })

/** Signs in, then opens the subscribe tab the way a link to it does. */
export async function signInAndOpenPlans(page: Page, username: string) {
  await signIn(page, username)
  await page.goto('/?one=subscribe')
  await expect(subscriptions(page).getByRole('button', { name: 'Activate Subscription' })).toBeEnabled()
}

/** Activate Subscription, then Pay on the emulator's checkout: the site activates what comes back. */
export async function subscribeAndPay(page: Page) {
  await subscriptions(page).getByRole('button', { name: 'Activate Subscription' }).click()
  await expect(page).toHaveTitle(/^Pay .*\(local Stripe emulator\)$/)
  await page.getByRole('button', { name: 'Pay' }).click()
  // Back on the site: the activation takes session_id out of the address and shows the status tab.
  await expect(page).toHaveURL(/\/\?one=status$/, { timeout: 15_000 })
  await expect(subscriptions(page).getByText('Your plan renews on', { exact: false })).toBeVisible()
}

/** A subscriber: signed in, subscribed to solo yearly through the emulator, on the status tab. */
export async function subscribedUser(page: Page, username: string) {
  await signInAndOpenPlans(page, username)
  await subscribeAndPay(page)
}

/**
 * A checkout paid without the browser following it back: what an attacker holds after paying in his
 * own session. Gives the session id the site would come back with.
 */
export async function paidSessionIdOf(page: Page): Promise<string> {
  const subscribe = await page.request.get('/api/one/subscribe?interval=month&type=solo', { maxRedirects: 0 })
  expect(subscribe.status()).toBe(302)
  const checkout = await page.request.get(subscribe.headers().location!)
  const action = (await checkout.text()).match(/<form method="post" action="([^"]+)"/)![1]!
  // The Pay form's post, as the checkout page sends it (the server refuses a cookie's post without an Origin).
  const paid = await page.request.post(action.replaceAll('&amp;', '&'), {
    maxRedirects: 0,
    headers: { origin: new URL(page.url()).origin },
  })
  expect(paid.status()).toBe(303)
  const sessionId = new URL(paid.headers().location!).searchParams.get('session_id')
  expect(sessionId).toMatch(/^cs_/)
  return sessionId!
}

export const settingsSwitch = (page: Page, name: string) =>
  page.getByRole('dialog', { name: 'Settings' }).getByRole('switch', { name })

/** Opens Settings from the menu, in the same document (no reload). */
export async function openSettingsFromMenu(page: Page) {
  await openMenu(page)
  await userMenu(page).getByRole('button', { name: 'Settings' }).click()
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible()
}
