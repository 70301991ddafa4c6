// docs/decisions/0015: a GitHub sponsor from the emulator is a subscriber with the sponsor badge (spec sections 1,
// 6; FACTS 4.7, 4.8, decision 12), and a Shopify customer sees their downloads (FACTS 10.8).
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { openMenu, signIn, userMenu } from './sign-in.ts'

async function putIn(page: Page, path: string, data: unknown) {
  const response = await page.request.post(`/_emulators${path}`, { data })
  expect(response.status(), await response.text()).toBe(200)
}

test('a GitHub sponsor of 5.00 a month gets subscriber perks, both badges and an active sponsorship', async ({
  page,
  browserErrors,
}) => {
  await putIn(page, '/github/sponsorships', {
    login: 'sponsor-e2e',
    tierName: '$5 a month',
    amount: 500,
    interval: 'month',
    isActive: true,
  })
  await signIn(page, 'sponsor-e2e')
  const menu = userMenu(page)
  await expect(menu.getByRole('img', { name: 'GitHub Sponsor' })).toBeVisible()
  await expect(menu.getByRole('img', { name: 'Vuetify One Subscriber' })).toBeVisible()

  // A subscriber perk: the avatar picker is open to them.
  await menu.getByRole('button', { name: 'Choose avatar' }).click()
  const avatars = menu.getByRole('group', { name: 'Avatars' }).getByRole('button')
  await expect(avatars.first()).toBeEnabled()
  await expect(menu.getByText('Unlock with Vuetify One')).toHaveCount(0)

  await menu.getByRole('button', { name: 'Sponsorships' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sponsorships' })
  const github = dialog.getByTestId('sponsorship-github')
  await expect(github).toHaveAttribute('data-active', 'true')
  await expect(github).toContainText('$5.00 /month')
  await expect(github.getByText('Active')).toBeVisible()
  await expect(dialog.getByText('One Status: Active')).toBeVisible()
  await expect(dialog.getByTestId('monthly-total')).toHaveText('Monthly total: $5.00')
  expect(browserErrors).toEqual([])
})

test('someone who sponsors nothing has no sponsor badge and sees how to support', async ({ page }) => {
  await signIn(page, 'no-sponsor-e2e')
  const menu = userMenu(page)
  await expect(menu.getByText('no-sponsor-e2e', { exact: true })).toBeVisible()
  await expect(menu.getByRole('img', { name: 'GitHub Sponsor' })).toHaveCount(0)
  await menu.getByRole('button', { name: 'Sponsorships' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sponsorships' })
  await expect(dialog.getByText('Support Vuetify through GitHub sponsors.')).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'Info: GitHub Sponsor' })).toHaveAttribute('target', '_blank')
})

test('a Shopify customer opens Downloads and sees their orders with download links', async ({
  page,
  browserErrors,
}) => {
  await putIn(page, '/sendowl/orders', {
    email: 'shopper-dl-e2e@shopify.emulator.test',
    order_name: '2001',
    items: [{ name: 'Vuetify Theme' }, { name: 'Vuetify Snippets' }],
  })
  await page.goto('/')
  await openMenu(page)
  await page.getByRole('button', { name: 'Login with Shopify' }).click()
  await expect(page).toHaveTitle('Sign in to Shopify (local emulator)')
  await page.getByLabel('Username').fill('shopper-dl-e2e')
  await page.getByRole('button', { name: 'Authorize' }).click()
  await expect(page).toHaveURL(/\/$/)
  await openMenu(page)
  await expect(userMenu(page).getByText('shopper-dl-e2e', { exact: true })).toBeVisible()
  await userMenu(page).getByRole('button', { name: 'Downloads' }).click()

  const dialog = page.getByRole('dialog', { name: 'Downloads' })
  const table = dialog.getByRole('table', { name: 'Download history' })
  const row = table.getByRole('row').filter({ hasText: '#2001' })
  await expect(row).toContainText('Vuetify Theme')
  await expect(row).toContainText('Vuetify Snippets')
  const link = row.getByRole('link', { name: 'Download order #2001' })
  await expect(link).toHaveAttribute('href', /\/_emulators\/sendowl\/orders\/\d+\/download\//)
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(dialog.getByTestId('downloads-table')).toHaveCSS('height', '640px')
  expect(browserErrors).toEqual([])
})
