// docs/decisions/0009: the Subscriptions dialog and the money path through the local Stripe
// emulator (spec sections 2, 4, 5, 8, 9; FACTS 5).
import type { Page } from '@playwright/test'
import { otherPerson } from './bins-helpers.ts'
import { expect, test } from './fixtures.ts'
import { markDocument, readMarker } from './same-document.ts'
import { signIn, signInWithPopup } from './sign-in.ts'
import {
  openSettingsFromMenu,
  paidSessionIdOf,
  settingsSwitch,
  signInAndOpenPlans,
  statusCard,
  subscribedUser,
  subscriptions,
} from './subscription-helpers.ts'

const ACTIVATE_ERROR = 'Error activating subscription, Please contact support'

/** Counts the requests the page sends to an API path. */
function countRequests(page: Page, path: string) {
  const seen: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request.method())
  })
  return seen
}

test.describe('subscribing through checkout (spec section 4)', () => {
  test('solo yearly: pay on the checkout, come back, the status renews, and premium settings unlock', async ({
    page,
    browserErrors,
  }) => {
    test.slow() // Sign-in, checkout and activation, on two cores.
    await signIn(page, 'subscriber-solo-e2e')
    await openSettingsFromMenu(page)
    await expect(settingsSwitch(page, 'Disable Ads')).toBeDisabled()

    await page.goto('/?one=subscribe')
    const dialog = subscriptions(page)
    await expect(dialog.getByRole('radio', { name: 'Solo Developer $29.99 /year' })).toBeChecked()
    await expect(dialog.getByRole('radio', { name: 'Team Access $299.99 /year' })).not.toBeChecked()
    await expect(dialog.getByRole('switch', { name: 'Yearly Billing (save 20%)' })).toBeChecked()

    await dialog.getByRole('button', { name: 'Activate Subscription' }).click()
    await expect(page).toHaveTitle(/^Pay .*\(local Stripe emulator\)$/)
    await expect(page.getByText('$29.99')).toBeVisible()
    await page.getByRole('button', { name: 'Pay' }).click()

    await expect(page).toHaveURL(/\/\?one=status$/, { timeout: 15_000 })
    const renews = dialog.getByText('Your plan renews on', { exact: false })
    await expect(renews).toHaveText(/^Your plan renews on [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/)
    const card = statusCard(page)
    await expect(card.getByText('Active', { exact: true })).toBeVisible()
    await expect(card.getByText('$29.99', { exact: true })).toBeVisible()
    await expect(card.getByText('/year', { exact: true })).toBeVisible()
    const invoices = dialog.getByRole('table', { name: 'Invoice History' })
    await expect(invoices.getByRole('row')).toHaveCount(2)
    await expect(invoices.getByRole('row').nth(1)).toContainText('$29.99')
    await expect(invoices.getByRole('row').nth(1)).toContainText('Paid')
    const pdf = invoices.getByRole('link', { name: /^Invoice of .* \(PDF\)$/ })
    await expect(pdf).toHaveAttribute('target', '_blank')
    expect((await page.request.get((await pdf.getAttribute('href'))!)).headers()['content-type']).toBe(
      'application/pdf',
    )

    // The page was loaded before the activation: the perks arrive with it, without a reload.
    await markDocument(page)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await openSettingsFromMenu(page)
    await expect(settingsSwitch(page, 'Disable Ads')).toBeEnabled()
    expect(await readMarker(page)).toBe('same document')
    expect(browserErrors).toEqual([])
  })

  test('Cancel on the checkout comes back to the plans with nothing activated', async ({ page }) => {
    await signInAndOpenPlans(page, 'checkout-cancel-e2e')
    await subscriptions(page).getByRole('button', { name: 'Activate Subscription' }).click()
    await expect(page).toHaveTitle(/\(local Stripe emulator\)$/)
    await page.getByRole('link', { name: 'Cancel' }).click()

    await expect(page).toHaveURL(/\/\?one=subscribe$/)
    await expect(subscriptions(page).getByRole('button', { name: 'Activate Subscription' })).toBeEnabled()
    await page.goto('/?one=status')
    await expect(subscriptions(page).getByText('No subscription yet', { exact: false })).toBeVisible()
    await expect(subscriptions(page).getByText('No invoices yet.')).toBeVisible()
  })

  test('a guest at ?one=subscribe is asked to sign in, then sees the plans', async ({ page }) => {
    await page.goto('/?one=subscribe')
    const login = page.getByRole('dialog', { name: 'Login' })
    await expect(login).toBeVisible()
    await expect(subscriptions(page)).toBeHidden()
    await signInWithPopup(page, 'Login with GitHub', 'guest-subscribe-e2e')
    await expect(subscriptions(page).getByRole('button', { name: 'Activate Subscription' })).toBeVisible()
    await expect(login).toBeHidden()
  })
})

test.describe('the holder modifies and cancels (FACTS 5.4, 5.5)', () => {
  test('switch to monthly: Modify, Success, then the status tab at /month; cancel asks, then the plan ends', async ({
    page,
  }) => {
    test.slow()
    await subscribedUser(page, 'modify-cancel-e2e')
    const dialog = subscriptions(page)
    await markDocument(page)

    await dialog.getByRole('button', { name: '(Change Subscription)' }).click()
    await expect(dialog.getByRole('button', { name: 'Manage Subscription' })).toBeVisible()
    const yearly = dialog.getByRole('switch', { name: 'Yearly Billing (save 20%)' })
    await yearly.click()
    await expect(dialog.getByRole('radio', { name: 'Solo Developer $2.99 /month' })).toBeChecked()
    const modifies = countRequests(page, '/api/one/modify')
    // A double click sends one request: the button turns busy on the first.
    await dialog.getByRole('button', { name: 'Modify Subscription' }).dblclick()
    await expect(dialog.getByRole('button', { name: 'Success' })).toBeVisible()
    // About 3 s later the status tab shows the new plan.
    await expect(statusCard(page).getByText('/month', { exact: true })).toBeVisible({ timeout: 8_000 })
    await expect(statusCard(page).getByText('$2.99', { exact: true })).toBeVisible()
    expect(modifies).toEqual(['POST'])

    // Cancelling asks first; keeping it changes nothing.
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click()
    const confirm = page.getByRole('dialog', { name: 'Cancel your subscription?' })
    await confirm.getByRole('button', { name: 'Keep subscription' }).click()
    await expect(confirm).toBeHidden()
    await expect(dialog.getByText('Your plan renews on', { exact: false })).toBeVisible()

    const cancels = countRequests(page, '/api/one/cancel')
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click()
    await confirm.getByRole('button', { name: 'Cancel subscription' }).dblclick()
    await expect(confirm).toBeHidden()
    await expect(dialog.getByText('Your plan ends on', { exact: false })).toHaveText(
      /^Your plan ends on [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/,
    )
    await expect(dialog.getByRole('button', { name: 'Cancel', exact: true })).toBeHidden()
    expect(cancels).toEqual(['POST'])

    // The payments: the first year, then the switch (its proration credited the unused year).
    const rows = dialog.getByRole('table', { name: 'Invoice History' }).getByRole('row')
    await expect(rows).toHaveCount(3)
    await expect(rows.filter({ hasText: '$29.99' })).toHaveCount(1)
    await expect(rows.filter({ hasText: 'Paid' })).toHaveCount(2)
    // Still a subscriber until the period ends; nothing needed a reload.
    await dialog.getByRole('button', { name: 'Close' }).click()
    await openSettingsFromMenu(page)
    await expect(settingsSwitch(page, 'Disable Ads')).toBeEnabled()
    expect(await readMarker(page)).toBe('same document')
  })

  test('Billing opens the billing portal in a new tab', async ({ page, context }) => {
    test.slow()
    await subscribedUser(page, 'billing-portal-e2e')
    const opened = context.waitForEvent('page')
    await subscriptions(page).getByRole('link', { name: 'Billing' }).click()
    const portal = await opened
    await expect(portal).toHaveTitle('Billing (local Stripe emulator)')
    await expect(portal.getByText('active, renews', { exact: false })).toBeVisible()
    await portal.close()
  })
})

test.describe('a session_id nobody should activate (hostile input)', () => {
  test('garbage: an error the user can read, the address cleaned, nothing broken', async ({
    page,
    browserErrors,
  }) => {
    await signIn(page, 'garbage-session-e2e')
    await page.goto('/?session_id=%3Cimg%20src%3Dx%3E&x=1')
    await expect(page.getByRole('alert')).toContainText(ACTIVATE_ERROR)
    await expect(page).toHaveURL(/\/\?x=1$/)
    await expect(subscriptions(page)).toBeHidden()
    expect(browserErrors).toEqual([])

    // A well-formed id Stripe never issued: the server's own words.
    await page.getByRole('alert').getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('alert')).toBeHidden()
    await page.goto('/?session_id=cs_test_doesnotexist')
    await expect(page.getByRole('alert')).toContainText('There is no such checkout.')
    await expect(page).toHaveURL(/\/$/)
  })

  test("someone else's paid checkout is refused, and grants nothing", async ({ page, browser, baseURL }) => {
    test.slow()
    const payer = await otherPerson(browser, baseURL!)
    await signIn(payer.page, 'session-owner-e2e')
    const sessionId = await paidSessionIdOf(payer.page)
    await payer.close()

    await signIn(page, 'session-thief-e2e')
    await page.goto(`/?session_id=${sessionId}`)
    await expect(page.getByRole('alert')).toContainText('This checkout was made by another account.')
    await expect(page).toHaveURL(/\/$/)
    await page.goto('/?one=status')
    await expect(subscriptions(page).getByText('No subscription yet', { exact: false })).toBeVisible()
  })

  test('the same checkout again activates nothing twice: one subscription, one payment', async ({ page }) => {
    test.slow()
    await subscribedUser(page, 'session-replay-e2e')
    const url = new URL(page.url())
    expect(url.searchParams.has('session_id')).toBe(false)
    // The address it came back with, replayed (from history, a bookmark, a shared link).
    const back = await page.evaluate(() => performance.getEntriesByType('navigation')[0]!.name)
    expect(back).toContain('session_id=cs_')
    await page.goto(back)
    await expect(page).toHaveURL(/\/\?one=status$/)
    const dialog = subscriptions(page)
    await expect(dialog.getByText('Your plan renews on', { exact: false })).toBeVisible()
    await expect(dialog.getByRole('table', { name: 'Invoice History' }).getByRole('row')).toHaveCount(2)
    await expect(page.getByRole('alert')).toBeHidden()
  })
})
