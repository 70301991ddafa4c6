// docs/decisions/0014: banners and notifications as visitors see them (spec sections 2, 4 and 9), published by an
// admin through the admin API. Each test removes what it made, so other tests never meet it.
import type { Page } from '@playwright/test'
import {
  type AdminSession,
  adminSession,
  announcement,
  bannerMetadata,
  notificationMetadata,
  onlyBannersStartingWith,
  onlyListedStartingWith,
  promotionMetadata,
} from './content-helpers.ts'
import { expect, test } from './fixtures.ts'
import { signIn } from './sign-in.ts'

const MINUTE = 60_000

/** Reloads and waits until the banners have come and been rendered, so an absent banner means absent. */
async function reloadAndFetchBanners(page: Page) {
  const fetched = page.waitForResponse((response) => response.url().endsWith('/api/one/banners'))
  await page.reload()
  await fetched
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)))
}

test.describe.configure({ mode: 'serial' })

test.describe('content for visitors (docs/decisions/0014)', () => {
  let admin: AdminSession

  test.beforeAll(async ({ browser, baseURL }) => {
    admin = await adminSession(browser, baseURL!)
  })

  test.beforeEach(async ({ page }) => {
    await onlyBannersStartingWith(page, 'e2e-')
  })

  test.afterEach(async () => {
    await admin.cleanUp('e2e-')
  })

  test.afterAll(async () => {
    await admin.close()
  })

  test('a guest sees a banner for *, dismisses it, does not see it after a reload, and sees a new one once 4320 minutes have passed', async ({
    page,
    browserErrors,
  }) => {
    await admin.publish('banners', 'e2e-first', bannerMetadata({ text: 'The first banner' }))
    await page.clock.install()
    await page.goto('/')
    const bar = announcement(page)
    await expect(bar).toContainText('The first banner')

    await bar.getByRole('button', { name: 'Dismiss banner' }).click()
    await expect(bar).toHaveCount(0)
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('vuetify@user') ?? '{}'))
    expect(stored.one.banners.read).toEqual(['e2e-first'])
    expect(Date.parse(stored.one.banners.last)).toBeGreaterThan(0)

    await reloadAndFetchBanners(page)
    await expect(bar).toHaveCount(0)

    // A new banner is published, but the last dismissal is recent: still nothing.
    await admin.publish('banners', 'e2e-second', bannerMetadata({ text: 'The second banner' }))
    await page.clock.fastForward(4319 * MINUTE)
    await reloadAndFetchBanners(page)
    await expect(bar).toHaveCount(0)

    await page.clock.fastForward(2 * MINUTE)
    await page.reload()
    await expect(bar).toContainText('The second banner')
    expect(browserErrors).toEqual([])
  })

  test('a server banner always shows, even while others wait out the 4320 minutes, until it is closed', async ({
    page,
  }) => {
    await admin.publish('banners', 'e2e-site', bannerMetadata({ text: 'A site banner' }))
    await page.goto('/')
    const bar = announcement(page)
    await expect(bar).toContainText('A site banner')
    await bar.getByRole('button', { name: 'Dismiss banner' }).click()
    await expect(bar).toHaveCount(0)

    await admin.publish(
      'banners',
      'e2e-server',
      bannerMetadata({ site: ['server'], text: 'Maintenance tonight' }),
    )
    await page.reload()
    await expect(bar).toContainText('Maintenance tonight')
    await bar.getByRole('button', { name: 'Dismiss banner' }).click()
    await expect(bar).toHaveCount(0)
    await reloadAndFetchBanners(page)
    await expect(bar).toHaveCount(0)
  })

  test('a banner link with ?one= opens that dialog inside the app', async ({ page }) => {
    await admin.publish(
      'banners',
      'e2e-link',
      bannerMetadata({ text: 'Tune your site', link: '?one=settings', link_text: 'Open settings' }),
    )
    await page.goto('/?keep=1')
    await announcement(page).getByRole('link', { name: 'Open settings' }).click()
    await expect(page).toHaveURL(/\/\?one=settings$/)
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible()
  })

  test('a notification appears under Unread, is marked read, moves to Read, and Unread is all caught up', async ({
    page,
  }) => {
    await admin.publish(
      'notifications',
      'e2e-note',
      notificationMetadata({ text: 'Version 4 is out' }),
      'Release',
    )
    await page.goto('/?one=notifications')
    const dialog = page.getByRole('dialog', { name: 'Notifications' })
    await expect(dialog.getByRole('tab', { name: 'Unread (1)' })).toBeVisible()
    const unread = dialog.getByRole('list', { name: 'Unread' })
    await expect(unread.getByRole('heading', { name: 'Release' })).toBeVisible()
    await expect(unread).toContainText('Version 4 is out')

    await unread.getByRole('button', { name: 'Mark as read' }).click()
    await expect(dialog.getByText('All caught up')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Mark All as Read' })).toBeDisabled()

    await dialog.getByRole('tab', { name: 'Read (1)' }).click()
    await expect(
      dialog.getByRole('list', { name: 'Read' }).getByRole('heading', { name: 'Release' }),
    ).toBeVisible()
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('vuetify@user') ?? '{}'))
    expect(stored.one.notifications.read).toEqual(['e2e-note'])

    await dialog.getByRole('button', { name: 'Mark All as Unread' }).click()
    await dialog.getByRole('tab', { name: 'Unread (1)' }).click()
    await expect(dialog.getByRole('list', { name: 'Unread' })).toContainText('Release')
  })

  test('the Login button and the menu show the unread count on Notifications (FACTS 7.2)', async ({
    page,
  }) => {
    await admin.publish('notifications', 'e2e-badge', notificationMetadata(), 'Badge')
    await page.goto('/')
    const badge = page.getByRole('banner').getByRole('status', { name: '1 unread notification' })
    await expect(badge).toHaveText('1')
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    const menu = page.getByRole('dialog', { name: 'User menu' })
    await expect(menu.getByRole('button', { name: /Notifications/ })).toContainText('1')
    await menu.getByRole('button', { name: /Notifications/ }).click()
    await page
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('button', { name: 'Mark as read' })
      .click()
    await expect(badge).toHaveCount(0)
  })

  test('a signed-in user with ads on sees the highlight card and the "ads via" card under the dashboard (FACTS 7.4)', async ({
    page,
    browserErrors,
  }) => {
    test.slow()
    // Its own slug, outside the other tests' `e2e-` clean-up, so runs of it side by side each see theirs.
    const slug = `promo-e2e-${test.info().repeatEachIndex}`
    await onlyListedStartingWith(page, 'promotions', slug)
    await admin.publish(
      'promotions',
      slug,
      promotionMetadata({ short_text: 'Try the theme', text: 'A theme for your next app' }),
    )
    try {
      await signIn(page, 'promotion-viewer-e2e')
      await page.goto('/user/dashboard')
      const highlight = page.getByRole('link', { name: 'Promotion: Try the theme' })
      await expect(highlight).toHaveAttribute('href', 'https://promotion.example/theme')
      await expect(highlight).toHaveAttribute('target', '_blank')
      const ad = page.getByRole('link', { name: 'A theme for your next app ads via vuetify' })
      await expect(ad).toHaveAttribute('href', 'https://promotion.example/theme')
      await expect(ad.getByText('ads via vuetify')).toHaveCSS('text-transform', 'uppercase')
      expect(browserErrors).toEqual([])
    } finally {
      await admin.cleanUp(slug)
    }
  })
})
