// docs/decisions/0020: the dashboard's tabs, its navigation, the way back to a tool,
// guests, the Settings tab, phones and keyboards.
import type { Page } from '@playwright/test'
import { dashboardNav, expectHeading, openTab, own, TABS, titleOf } from './dashboard-helpers.ts'
import { expect, test } from './fixtures.ts'
import { quickTeamOwner, signInQuickly } from './quick-session.ts'
import { openMenu, signInWithPopup, userMenu } from './sign-in.ts'

const PHONE = { width: 360, height: 740 }

const search = (page: Page) => new URL(page.url()).search

test.describe('a subscriber who owns a team', () => {
  test('reaches every tab from the navigation, each with its heading and title; Back and Forward move between them', async ({
    page,
    baseURL,
  }) => {
    await quickTeamOwner(page, baseURL!, own('dash-owner'))
    await page.goto('/user/dashboard')
    await expectHeading(page, 'Overview')
    await expect(page).toHaveTitle(titleOf('Overview'))
    const nav = dashboardNav(page)
    await expect(nav.getByRole('link')).toHaveText(TABS.map((tab) => tab.name))
    for (const tab of TABS) {
      await nav.getByRole('link', { name: tab.name, exact: true }).click()
      await expectHeading(page, tab.name)
      await expect(page).toHaveTitle(titleOf(tab.name))
      expect(search(page)).toBe(`?tab=${tab.id}`)
      await expect(nav.getByRole('link', { name: tab.name, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
    }
    await page.goBack()
    await expectHeading(page, 'Settings')
    await page.goBack()
    await expectHeading(page, 'API Access')
    await expect(page).toHaveTitle(titleOf('API Access'))
    await page.goForward()
    await expectHeading(page, 'Settings')
    await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page')
  })

  test('on a 360 px phone, no tab scrolls the page sideways, and the menu button opens the navigation', async ({
    page,
    baseURL,
  }) => {
    await quickTeamOwner(page, baseURL!, own('dash-phone-owner'))
    await page.setViewportSize(PHONE)
    for (const tab of TABS) {
      await openTab(page, tab.id, tab.name)
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width, `${tab.name} is no wider than the phone`).toBeLessThanOrEqual(PHONE.width)
    }
    const menu = page.getByRole('button', { name: 'Menu' })
    await menu.click()
    const nav = dashboardNav(page)
    await expect(nav.getByRole('link', { name: 'Team', exact: true })).toBeVisible()
    await nav.getByRole('link', { name: 'Team', exact: true }).click()
    await expectHeading(page, 'Team')
    await expect(nav).toBeHidden()
  })
})

test.describe('a signed-in user', () => {
  test('opens tabs by address: an unknown one is the overview, and one they lack says how to unlock it', async ({
    page,
  }) => {
    await signInQuickly(page, own('dash-deep'))
    await openTab(page, 'bins', 'Bins')
    await expect(page).toHaveTitle(titleOf('Bins'))
    await openTab(page, 'no-such-tab', 'Overview')
    await expect(dashboardNav(page).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    // Neither team nor API access: not in the navigation, and a note with the way in when asked for.
    await expect(dashboardNav(page).getByRole('link', { name: 'Team', exact: true })).toHaveCount(0)
    await expect(dashboardNav(page).getByRole('link', { name: 'API Access' })).toHaveCount(0)
    await openTab(page, 'team', 'Team')
    await expect(page.getByText('The team tab is for members of a team.')).toBeVisible()
    await openTab(page, 'api', 'API Access')
    await expect(page.getByText('API access is for subscribers.')).toBeVisible()
    await expect(page.getByText('Unlock with Vuetify One')).toBeVisible()
    await page.getByRole('link', { name: 'See plans' }).click()
    await expectHeading(page, 'Subscription')
    expect(search(page)).toBe('?tab=subscription')
  })

  test('the original one= values open their tabs on the dashboard, and their dialogs elsewhere', async ({
    page,
  }) => {
    await signInQuickly(page, own('dash-legacy'))
    const cases = [
      ['settings', 'settings', 'Settings'],
      ['subscribe', 'subscription', 'Subscription'],
      ['status', 'subscription', 'Subscription'],
      ['sponsorships', 'sponsorships', 'Sponsorships'],
    ] as const
    for (const [one, tab, name] of cases) {
      await page.goto(`/user/dashboard?one=${one}&from=play`)
      await expectHeading(page, name)
      await expect(page).toHaveURL(`/user/dashboard?from=play&tab=${tab}`)
      await expect(page.getByRole('dialog')).toHaveCount(0)
    }
    // The address was replaced, not pushed: Back leaves the dashboard's last tab for the one before.
    await page.goBack()
    await expect(page).toHaveURL(/\/user\/dashboard\?from=play&tab=subscription$/)
    await page.goto('/?one=settings')
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible()
  })

  test('Return to <tool> leads to the configured address of a known tool only, and stays across tabs', async ({
    page,
  }) => {
    await signInQuickly(page, own('dash-return'))
    await page.goto('/user/dashboard?from=studio')
    const back = page.getByRole('link', { name: /^Return to / })
    await expect(back).toHaveText('Return to Vuetify Studio')
    await expect(back).toHaveAttribute('href', 'https://studio.vuetifyjs.com')
    await dashboardNav(page).getByRole('link', { name: 'Bins' }).click()
    await expectHeading(page, 'Bins')
    expect(search(page)).toBe('?tab=bins&from=studio')
    await expect(back).toHaveAttribute('href', 'https://studio.vuetifyjs.com')
    for (const from of ['nowhere', 'https://evil.example/', '//evil.example', 'javascript:alert(1)']) {
      await page.goto(`/user/dashboard?from=${encodeURIComponent(from)}`)
      await expectHeading(page, 'Overview')
      await expect(back).toHaveCount(0)
    }
  })

  test('logging out from the dashboard goes to / with the query kept, and asks nobody to sign in', async ({
    page,
  }) => {
    await signInQuickly(page, own('dash-logout'))
    await page.goto('/user/dashboard?tab=bins&from=play')
    await expectHeading(page, 'Bins')
    await openMenu(page)
    await userMenu(page).getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL('/?tab=bins&from=play')
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Login' })).toHaveCount(0)
  })

  test('the Settings tab shows the settings inline, and Debug Utilities only in developer mode', async ({
    page,
  }) => {
    await signInQuickly(page, own('dash-settings'))
    await openTab(page, 'settings', 'Settings')
    await expect(page.getByRole('radio', { name: 'Light', exact: true })).toBeVisible()
    await expect(page.getByRole('switch', { name: 'Enable Quick Actions' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Debug Utilities' })).toHaveCount(0)

    // Developer mode comes with the settings: here from the server's copy, which wins at the next verify.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('vuetify@user') ?? '{}'))
    stored.one.devmode = true
    const saved = await page.request.post('/api/user/settings', {
      data: { settings: stored },
      headers: { origin: new URL(page.url()).origin },
    })
    expect(saved.status()).toBe(200)
    await openTab(page, 'settings', 'Settings')
    const debug = page.getByRole('region', { name: 'Debug Utilities' })
    await expect(debug.getByRole('button')).toHaveText([
      'Clear Notifications Read',
      'Clear Notifications Last',
      'Clear Banners Read',
      'Clear Banners Last',
    ])
  })

  test('every tab can be reached and opened from the keyboard, with a visible focus', async ({ page }) => {
    await signInQuickly(page, own('dash-keys'))
    await page.goto('/user/dashboard')
    await expectHeading(page, 'Overview')
    const bins = dashboardNav(page).getByRole('link', { name: 'Bins' })
    // Tab along from the top of the page until the Bins link has the focus.
    await expect(async () => {
      await page.keyboard.press('Tab')
      await expect(bins).toBeFocused({ timeout: 100 })
    }).toPass({ timeout: 15_000, intervals: [0] })
    expect(await bins.evaluate((el) => el.matches(':focus-visible'))).toBe(true)
    await page.keyboard.press('Enter')
    await expectHeading(page, 'Bins')

    await page.setViewportSize(PHONE)
    const menu = page.getByRole('button', { name: 'Menu' })
    await menu.focus()
    await page.keyboard.press('Enter')
    const settings = dashboardNav(page).getByRole('link', { name: 'Settings' })
    await expect(settings).toBeVisible()
    await expect(async () => {
      await page.keyboard.press('Tab')
      await expect(settings).toBeFocused({ timeout: 100 })
    }).toPass({ timeout: 15_000, intervals: [0] })
    await page.keyboard.press('Enter')
    await expectHeading(page, 'Settings')
    await expect(dashboardNav(page)).toBeHidden()
  })
})

test('a guest gets the sign-in dialog over the dashboard, and once signed in is on the tab they asked for', async ({
  page,
}) => {
  await page.goto('/user/dashboard?tab=settings&from=bin')
  const login = page.getByRole('dialog', { name: 'Login' })
  await expect(login).toBeVisible()
  await signInWithPopup(page, 'Login with GitHub', own('dash-guest'))
  await expect(login).toBeHidden()
  await expectHeading(page, 'Settings')
  await expect(page).toHaveURL('/user/dashboard?tab=settings&from=bin')
  await expect(page.getByRole('radio', { name: 'Light', exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Return to Vuetify Bin' })).toBeVisible()
})

test('a guest who closes the sign-in dialog sees why the page is empty, with a way to sign in', async ({
  page,
}) => {
  await page.goto('/user/dashboard?tab=bins')
  const login = page.getByRole('dialog', { name: 'Login' })
  await expect(login).toBeVisible()
  await login.getByRole('button', { name: 'Close' }).click()
  await expect(login).toBeHidden()
  await expect(page.getByText('Sign in to see your dashboard.')).toBeVisible()
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(login).toBeVisible()
})
