// What the team browser tests share: the dialogs, and an owner who has bought the team plan.
import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'
import { signInAndOpenPlans, subscriptions } from './subscription-helpers.ts'

export const teamDialog = (page: Page) => page.getByRole('dialog', { name: 'Team', exact: true })
export const invitePrompt = (page: Page) => page.getByRole('dialog', { name: 'Join a Team' })
export const invitePopover = (page: Page) => page.getByRole('dialog', { name: 'Member invite link' })
export const inviteLinkField = (page: Page) =>
  invitePopover(page).getByRole('textbox', { name: 'Invite link' })

/** Signs in, buys the team plan on the emulator's checkout, and lands on the team dialog. */
export async function teamOwner(page: Page, username: string) {
  await signInAndOpenPlans(page, username)
  const plans = subscriptions(page)
  await plans.getByRole('radio', { name: 'Team Access $299.99 /year' }).check()
  await plans.getByRole('button', { name: 'Activate Subscription' }).click()
  await expect(page).toHaveTitle(/^Pay .*\(local Stripe emulator\)$/)
  await page.getByRole('button', { name: 'Pay' }).click()
  // Back on the site: the activation leaves the team flag, which opens the team dialog.
  await expect(page).toHaveURL(/\/\?team=1$/, { timeout: 15_000 })
  const dialog = teamDialog(page)
  await expect(dialog.getByText('Team - 1 member(s)')).toBeVisible()
  await expect(dialog.getByRole('row', { name: new RegExp(username) })).toContainText('Team owner')
}
