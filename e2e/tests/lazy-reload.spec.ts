// Spec section 2: "If a lazily loaded page fails to load, the app reloads once (tracked by a local
// flag) and logs an error if that does not help." FACTS 11.2 and decision 14 name the flag and message.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

const reloadFlag = 'vuetify:dynamic-reload'
const giveUpMessage = 'Dynamic import error, reloading page did not fix it'
const dashboardChunk = /\/assets\/DashboardPage-[\w-]+\.js$/

/**
 * Counts the loads of /user/dashboard's document. A third load would be a reload loop, so it gets a
 * stand-in page that stops the loop and lets the test report the count.
 */
async function countDashboardLoads(page: Page) {
  const loads = { count: 0 }
  await page.route(
    (url) => url.pathname === '/user/dashboard',
    (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback()
      loads.count += 1
      if (loads.count > 2) {
        return route.fulfill({ contentType: 'text/html', body: '<p>Reload loop stopped by the test</p>' })
      }
      return route.fallback()
    },
  )
  return loads
}

/** Fails the first `failures` requests for the dashboard page's code as a network error. */
async function breakDashboardChunk(page: Page, failures: number) {
  const requests = { count: 0 }
  await page.route(dashboardChunk, (route) => {
    requests.count += 1
    return requests.count <= failures ? route.abort('failed') : route.fallback()
  })
  return requests
}

/** The dashboard's heading; a guest's sign-in dialog over it hides it from roles, not from sight. */
const dashboardHeading = (page: Page) => page.locator('h1', { hasText: 'Overview' })

const readFlag = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), reloadFlag)

test('a page whose code never loads reloads once, then logs the error and shows it', async ({
  page,
  browserErrors,
}) => {
  const loads = await countDashboardLoads(page)
  const chunkRequests = await breakDashboardChunk(page, Number.POSITIVE_INFINITY)

  await page.goto('/user/dashboard')

  const failure = page.getByText('This page could not be loaded')
  // Both outcomes come after a reload: on a busy machine that takes longer than one expectation's default.
  await expect(failure.or(page.getByText('Reload loop stopped by the test'))).toBeVisible({ timeout: 15_000 })
  await page.waitForLoadState('load')
  expect(loads.count, 'document loads').toBe(2)
  await expect(failure).toBeVisible()
  expect(chunkRequests.count, 'requests for the page code').toBe(2)
  expect(browserErrors.filter((text) => text.startsWith(giveUpMessage))).toHaveLength(1)
  expect(await readFlag(page)).toBe('true')
  await expect(dashboardHeading(page)).toHaveCount(0)
})

test('a page whose code loads after one reload is shown and clears the flag', async ({
  page,
  browserErrors,
}) => {
  const loads = await countDashboardLoads(page)
  const chunkRequests = await breakDashboardChunk(page, 1)

  await page.goto('/user/dashboard')

  await expect(dashboardHeading(page)).toBeVisible({ timeout: 15_000 })
  await page.waitForLoadState('load')
  expect(loads.count, 'document loads').toBe(2)
  expect(chunkRequests.count, 'requests for the page code').toBe(2)
  await expect.poll(() => readFlag(page)).toBeNull()
  expect(browserErrors.filter((text) => text.startsWith(giveUpMessage))).toEqual([])
  await expect(page.getByText('This page could not be loaded')).toHaveCount(0)
})

test('a page that loads at once leaves no flag and loads its document once', async ({
  page,
  browserErrors,
}) => {
  const loads = await countDashboardLoads(page)

  await page.goto('/user/dashboard')

  await expect(dashboardHeading(page)).toBeVisible()
  expect(loads.count, 'document loads').toBe(1)
  expect(await readFlag(page)).toBeNull()
  expect(browserErrors).toEqual([])
})
