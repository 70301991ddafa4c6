// docs/decisions/0020: below 900 px the dashboard navigation opens from a menu button and
// closes once a tab is chosen; from 900 px it sits beside the page.
import { dashboardNav, expectHeading, own } from './dashboard-helpers.ts'
import { expect, test } from './fixtures.ts'
import { signInQuickly } from './quick-session.ts'

test('on a phone the dashboard navigation opens from a menu button, and closes once a tab is chosen', async ({
  page,
}) => {
  await signInQuickly(page, own('nav-phone'))
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/user/dashboard')
  await expectHeading(page, 'Overview')
  const navigation = dashboardNav(page)
  const menu = page.getByRole('button', { name: 'Menu' })
  await expect(navigation).toBeHidden()
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
  await menu.click()
  await expect(navigation.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page')
  await navigation.getByRole('link', { name: 'Settings' }).click()
  await expectHeading(page, 'Settings')
  await expect(page).toHaveURL(/\/user\/dashboard\?tab=settings$/)
  await expect(navigation).toBeHidden()
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
})

test('from 900 px up the navigation sits beside the page, with no menu button', async ({ page }) => {
  await signInQuickly(page, own('nav-desktop'))
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.goto('/user/dashboard')
  await expectHeading(page, 'Overview')
  await expect(dashboardNav(page).getByRole('link', { name: 'Overview' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden()
})
