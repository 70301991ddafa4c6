// Issue 12, point 18: below 900 px the dashboard navigation opens from a menu button.
import { expect, test } from './fixtures.ts'

test('on a phone the dashboard navigation opens from a menu button, and closes once a link is chosen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/user/dashboard')
  const navigation = page.getByRole('navigation', { name: 'Dashboard' })
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible()
  await expect(navigation).toBeHidden()
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(navigation.getByRole('link', { name: 'Dashboard' })).toBeVisible()
  await navigation.getByRole('link', { name: 'Settings' }).click()
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible()
  await expect(navigation).toBeHidden()
})

test('from 900 px up the navigation sits beside the page, with no menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.goto('/user/dashboard')
  await expect(
    page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Dashboard' }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden()
})
