// docs/decisions/0020: a checkout started on the dashboard's Subscription tab comes back to that tab, whether the
// user cancels on Stripe's page or pays; the subscribe dialog's own case is in subscription.spec.ts.
import { own } from './dashboard-helpers.ts'
import { expect, test } from './fixtures.ts'
import { signInQuickly } from './quick-session.ts'

const TAB = '/user/dashboard?tab=subscription'

test('checkout from the Subscription tab returns to it, after Cancel and after paying', async ({
  page,
  baseURL,
  browserErrors,
}) => {
  await signInQuickly(page, own('dash-checkout'))
  await page.goto(TAB)
  const tab = page.getByRole('region', { name: 'Subscription', exact: true })
  const activate = tab.getByRole('button', { name: 'Activate Subscription' })

  // Cancel on Stripe's page: back on the tab, the plans still offered.
  await activate.click()
  await expect(page).toHaveTitle(/^Pay .*\(local Stripe emulator\)$/)
  await page.getByRole('link', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(`${baseURL}${TAB}`)
  await expect(activate).toBeEnabled()

  // Pay: back on the tab, which shows the plan now active, and no dialog over it.
  await activate.click()
  await expect(page).toHaveTitle(/^Pay .*\(local Stripe emulator\)$/)
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(tab.getByText('Your plan renews on', { exact: false })).toBeVisible()
  await expect(page).toHaveURL(`${baseURL}${TAB}`)
  await expect(tab.getByRole('region', { name: 'Subscription Status' })).toContainText('Active')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(browserErrors).toEqual([])
})
