// docs/decisions/0020: the admin overview, the first tab of /admin. An admin sees the business at a glance
// (recurring revenue, subscribers by plan, team seats, charts of sign-ups and cancellations), on a
// phone too; anyone else finds no admin page at all.
import type { Page } from '@playwright/test'
import { ADMIN } from './content-helpers.ts'
import { expect, test } from './fixtures.ts'
import { PHONE } from './phone-checks.ts'
import { signInQuickly } from './quick-session.ts'

const OVERVIEW = '**/api/one/admin/overview'

const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100)

const card = (page: Page, title: string) => page.getByRole('region', { name: title })

test.describe('the admin overview (docs/decisions/0020)', () => {
  test('an admin sees the figures the server counted and the charts, with no sideways scroll at 360 px', async ({
    page,
    browserErrors,
  }) => {
    await signInQuickly(page, ADMIN)
    await page.setViewportSize(PHONE)
    // Other tests subscribe at the same time: the figures to expect are the ones this page was sent.
    const answer = page.waitForResponse(OVERVIEW)
    await page.goto('/admin')
    const overview = await (await answer).json()
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true')

    await expect(card(page, 'Monthly recurring revenue')).toContainText(dollars(overview.mrr))
    const subscribers = card(page, 'Subscribers')
    for (const [label, count] of [
      ['Solo monthly', overview.subscribers.solo.month],
      ['Solo yearly', overview.subscribers.solo.year],
      ['Team monthly', overview.subscribers.team.month],
      ['Team yearly', overview.subscribers.team.year],
    ]) {
      const term = subscribers.getByRole('term').filter({ hasText: label })
      await expect(term.locator('xpath=following-sibling::dd[1]')).toHaveText(String(count))
    }
    const seats = card(page, 'Team seats used')
    await expect(seats).toContainText(String(overview.seats.used))
    await expect(seats).toContainText(`of ${overview.seats.cap} in ${overview.seats.teams} team`)

    // The charts arrive with their own code, each titled, their figures in a table for screen readers.
    const signups = page.getByRole('figure', { name: 'Sign-ups per day, last 90 days' })
    const cancellations = page.getByRole('figure', { name: 'Cancellations per month, last 12 months' })
    await expect(signups.locator('svg').first()).toBeVisible()
    await expect(cancellations.locator('svg').first()).toBeVisible()
    await expect(signups.getByRole('table')).toHaveAccessibleName('Sign-ups per day, last 90 days')
    await expect(signups.getByRole('row')).toHaveCount(1 + 90)
    await expect(cancellations.getByRole('row')).toHaveCount(1 + 12)
    const today = overview.signups.at(-1)
    await expect(signups.getByRole('row').last().getByRole('cell')).toHaveText(String(today.count))

    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(sideways).toBeLessThanOrEqual(0)
    expect(browserErrors).toEqual([])
  })

  test('revenue is written in dollars and cents; a failed load offers Retry, which loads it', async ({
    page,
  }) => {
    await signInQuickly(page, ADMIN)
    // The app tries a failed load three times before it says so.
    let calls = 0
    await page.route(OVERVIEW, async (route) => {
      calls++
      if (calls <= 3) {
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'unavailable', message: 'The database is not answering.' }),
        })
        return
      }
      const response = await route.fetch()
      await route.fulfill({ response, json: { ...(await response.json()), mrr: 299 } })
    })
    await page.goto('/admin')
    const alert = page.getByRole('alert').filter({ hasText: 'The database is not answering.' })
    // The retries wait 1 s, 2 s and 4 s (the query client's backoff) before the error shows.
    await expect(alert).toBeVisible({ timeout: 15_000 })
    await alert.getByRole('button', { name: 'Retry' }).click()
    await expect(card(page, 'Monthly recurring revenue')).toContainText('$2.99')
  })

  test('the content console is the second tab', async ({ page }) => {
    await signInQuickly(page, ADMIN)
    await page.goto('/admin')
    await page.getByRole('tab', { name: 'Content' }).click()
    await expect(page.getByRole('heading', { name: 'Site content' })).toBeVisible()
    await expect(page).toHaveURL(/\/admin\?tab=content$/)
    await page.goBack()
    await expect(card(page, 'Monthly recurring revenue')).toBeVisible()
  })

  test('a signed-in user who is not an admin gets the not-found page', async ({ page }) => {
    await signInQuickly(page, `overview-visitor-${test.info().repeatEachIndex}`)
    await page.goto('/admin')
    await expect(page.getByText('Page not found')).toBeVisible()
    await expect(page.getByText('Monthly recurring revenue')).toHaveCount(0)
  })
})
