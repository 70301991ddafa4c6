// docs/decisions/0019: "Phones (360-390 px wide)": every dialog opened on a 360 × 740 phone, with real data
// (a subscriber with an invoice and a key, a team whose members have long names, orders with long
// items, notifications and banners), fits the phone, and every button in it takes its own taps.
import type { Browser, Page } from '@playwright/test'
import {
  type AdminSession,
  adminSession,
  bannerMetadata,
  notificationMetadata,
  onlyBannersStartingWith,
} from './content-helpers.ts'
import { expect, test } from './fixtures.ts'
import { expectFitsThePhone, PHONE } from './phone-checks.ts'
import { openMenu, signIn, userMenu } from './sign-in.ts'
import { statusCard, subscribedUser, subscriptions } from './subscription-helpers.ts'
import { invitePopover, invitePrompt, teamDialog, teamOwner } from './team-helpers.ts'

test.use({ viewport: PHONE })

const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true })
/** A name of this run's own: a run repeated on one server (--repeat-each) meets none of the last one's data. */
const own = (name: string) => `${name}${test.info().repeatEachIndex || ''}`

/** Someone else, on a phone of their own. */
async function phoneOf(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: PHONE })
  const page = await context.newPage()
  return {
    page,
    close: async () => {
      await page.waitForLoadState('load')
      await context.close()
    },
  }
}

test('a guest: the login dialog', async ({ page }) => {
  await page.goto('/?one=subscribe')
  await expectFitsThePhone(dialogNamed(page, 'Login'), 'login')
})

test("a subscriber's dialogs: subscriptions with an invoice, settings, sponsorships, API key, bins, and the questions they ask", async ({
  page,
  context,
  baseURL,
  browserErrors,
}) => {
  test.slow() // Sign-in, checkout and activation, then a dozen dialogs, on two cores.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await subscribedUser(page, own('phone-subscriber-e2e'))
  const plans = subscriptions(page)
  await expect(plans.getByRole('table', { name: 'Invoice History' }).getByText('Paid')).toBeVisible()
  await expectFitsThePhone(plans, 'status')
  await statusCard(page).getByRole('button', { name: 'Cancel' }).click()
  const cancel = dialogNamed(page, 'Cancel your subscription?')
  await expectFitsThePhone(cancel, 'cancel-subscription')
  await cancel.getByRole('button', { name: 'Keep subscription' }).click()

  await page.goto('/?one=subscribe')
  await expect(plans.getByRole('button', { name: 'Manage Subscription' })).toBeVisible()
  await expectFitsThePhone(plans, 'subscribe')

  await page.goto('/?one=settings')
  await expectFitsThePhone(dialogNamed(page, 'Settings'), 'settings')

  await page.goto('/?one=sponsorships')
  await expect(dialogNamed(page, 'Sponsorships').getByText('One Status: Active')).toBeVisible()
  await expectFitsThePhone(dialogNamed(page, 'Sponsorships'), 'sponsorships')

  await page.goto('/?one=api-key')
  const apiKey = dialogNamed(page, 'API Key')
  await expect(apiKey.getByText('You have no API key yet.')).toBeVisible()
  await expectFitsThePhone(apiKey, 'api-key-none')
  await apiKey.getByRole('button', { name: 'Generate API Key' }).click()
  const save = dialogNamed(page, 'Save your Key')
  const key = await save.getByRole('textbox', { name: 'Secret key' }).inputValue()
  await expectFitsThePhone(save, 'api-key-save')
  await save.getByRole('button', { name: 'Copy', exact: true }).click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key)
  await save.getByRole('button', { name: 'Done' }).click()
  await expect(save).toBeHidden()
  // The table holds only the masked key, says so, and offers nothing to copy.
  const table = apiKey.getByRole('table', { name: 'Your API key' })
  await expect(table).toContainText(`${key.slice(0, 6)}...${key.slice(-6)}`)
  await expect(table).toContainText('cannot be copied from here')
  await expect(table.getByRole('button')).toHaveCount(0)
  await expectFitsThePhone(apiKey, 'api-key-table')
  await apiKey.getByRole('button', { name: 'Regenerate API Key' }).click()
  const regenerate = dialogNamed(page, 'Regenerate your API key?')
  await expectFitsThePhone(regenerate, 'regenerate-key')
  await regenerate.getByRole('button', { name: 'Cancel' }).click()
  await expect(regenerate).toBeHidden()

  const created = await page.request.post('/api/one/bins', {
    headers: { origin: baseURL! },
    data: { title: 'A bin whose title goes on and on, well past the width of any phone', content: 'x' },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: string }
  await page.goto('/?one=bins')
  const bins = dialogNamed(page, 'My bins')
  await expect(bins.getByText('A bin whose title goes on')).toBeVisible()
  await expectFitsThePhone(bins, 'bins')
  await page.goto(`/bins/${id}`)
  await page.getByRole('button', { name: 'Delete bin' }).click()
  const remove = dialogNamed(page, 'Delete this bin?')
  await expectFitsThePhone(remove, 'delete-bin')
  await remove.getByRole('button', { name: 'Cancel' }).click()

  await openMenu(page)
  await userMenu(page).getByRole('button', { name: 'Sign out everywhere' }).click()
  const everywhere = dialogNamed(page, 'Sign out of every browser?')
  await expectFitsThePhone(everywhere, 'sign-out-everywhere')
  await everywhere.getByRole('button', { name: 'Cancel' }).click()
  expect(browserErrors).toEqual([])
})

test('a team whose members have long names: the table as cards, the invite popover, the join prompt, and leaving', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow() // Three sign-ins, a checkout and an activation, on two cores.
  const long = own('a-member-whose-github-name-is-39-chars')
  const ownerName = own('phone-team-owner-e2e')
  await teamOwner(page, ownerName)
  await teamDialog(page).getByRole('button', { name: 'Add member' }).click()
  const popover = invitePopover(page)
  const link = await popover.getByRole('textbox', { name: 'Invite link' }).inputValue()
  await expectFitsThePhone(popover, 'team-invite')
  // All the phone's width, less a margin, and the whole link in sight.
  expect((await popover.boundingBox())!.width).toBeGreaterThanOrEqual(PHONE.width - 32 - 1)
  await page.keyboard.press('Escape')

  const member = await phoneOf(browser, baseURL!)
  await signIn(member.page, long)
  await member.page.goto(link)
  await expect(invitePrompt(member.page)).toContainText(`${ownerName}'s team`)
  await expectFitsThePhone(invitePrompt(member.page), 'join-prompt')
  await invitePrompt(member.page).getByRole('button', { name: 'Accept' }).click()
  await expect(invitePrompt(member.page)).toBeHidden()

  await member.page.goto('/?team=1')
  const memberView = teamDialog(member.page)
  await expect(memberView.getByText('Team - 2 member(s)')).toBeVisible()
  await expectFitsThePhone(memberView, 'team-member')
  const leave = memberView.getByRole('button', { name: 'Leave team' })
  // One line: as tall as any one-line button.
  expect((await leave.boundingBox())!.height).toBeLessThanOrEqual(40)
  await leave.click()
  await expectFitsThePhone(dialogNamed(member.page, 'Leave this team?'), 'leave-team')
  await dialogNamed(member.page, 'Leave this team?').getByRole('button', { name: 'Cancel' }).click()
  await member.close()

  await page.reload()
  const owner = teamDialog(page)
  await expect(owner.getByText('Team - 2 member(s)')).toBeVisible()
  await expectFitsThePhone(owner, 'team-owner')
  // The long name is cut with an ellipsis, and whole on hover or focus.
  const name = owner.getByText(long, { exact: true })
  expect(await name.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
  await name.hover()
  await expect(page.getByRole('tooltip')).toHaveText(long)
  await owner.getByRole('button', { name: `Revoke ${long}` }).click()
  await expectFitsThePhone(dialogNamed(page, 'Revoke this member?'), 'revoke-member')
})

test('a Shopify customer: downloads with long item names, as cards', async ({ page }) => {
  const longItem = 'The Complete Vuetify Material Design Theme Bundle, Extended License Edition'
  const order = await page.request.post('/_emulators/sendowl/orders', {
    data: {
      email: `${own('phone-shopper-e2e')}@shopify.emulator.test`,
      order_name: '4001',
      items: [{ name: longItem }, { name: 'Vuetify Snippets' }],
    },
  })
  expect(order.status()).toBe(200)
  await page.goto('/')
  await openMenu(page)
  await page.getByRole('button', { name: 'Login with Shopify' }).click()
  await page.getByLabel('Username').fill(own('phone-shopper-e2e'))
  await page.getByRole('button', { name: 'Authorize' }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/?one=downloads')
  const dialog = dialogNamed(page, 'Downloads')
  await expect(dialog.getByRole('link', { name: 'Download order #4001' })).toBeVisible()
  await expectFitsThePhone(dialog, 'downloads')
  const item = dialog.getByText(longItem, { exact: true })
  await item.focus()
  await expect(page.getByRole('tooltip')).toHaveText(longItem)
})

test.describe('notifications on a phone', () => {
  let admin: AdminSession
  test.beforeAll(async ({ browser, baseURL }) => {
    admin = await adminSession(browser, baseURL!)
  })
  test.afterAll(async () => {
    await admin.cleanUp('phone-')
    await admin.close()
  })

  test('the tabs fit or scroll, Mark all is an icon beside none of them, and a tap on Banners opens the banners', async ({
    page,
  }) => {
    await admin.publish(
      'notifications',
      own('phone-release'),
      notificationMetadata({ text: 'A release with a long description that wraps on a phone' }),
      'A new release, with a title longer than a phone is wide',
    )
    await admin.publish(
      'notifications',
      own('phone-survey'),
      notificationMetadata({ emoji: '📋' }),
      'A survey',
    )
    await admin.publish('banners', own('phone-banner'), bannerMetadata({ text: 'A banner on a phone' }))
    await onlyBannersStartingWith(page, 'phone-')
    await signIn(page, own('phone-reader-e2e'))
    await page.goto('/?one=notifications')
    const dialog = dialogNamed(page, 'Notifications')
    const tabs = dialog.getByRole('tablist', { name: 'Notifications' })
    await expect(tabs.getByRole('tab', { name: /^Unread \(\d+\)$/ })).toBeVisible()
    await expect(dialog.getByText('A survey')).toBeVisible()
    await expectFitsThePhone(dialog, 'notifications-unread')
    const unread = await tabs.getByRole('tab', { name: /^Unread/ }).textContent()

    await tabs.getByRole('tab', { name: 'Banners' }).click()
    await expect(dialog.getByRole('list', { name: 'Banners' })).toContainText('A banner on a phone')
    // The tap opened the banners and marked nothing read.
    await expect(tabs.getByRole('tab', { name: /^Unread/ })).toHaveText(unread!)
    await expectFitsThePhone(dialog, 'notifications-banners')

    await tabs.getByRole('tab', { name: /^Unread/ }).click()
    const markAll = dialog.getByRole('button', { name: 'Mark All as Read' })
    await markAll.hover()
    await expect(page.getByRole('tooltip')).toHaveText('Mark All as Read')
    await markAll.click()
    await tabs.getByRole('tab', { name: /^Read/ }).click()
    await expect(dialog.getByRole('button', { name: 'Mark All as Unread' })).toBeEnabled()
    await expectFitsThePhone(dialog, 'notifications-read')

    // On a wider screen the tabs are FACTS 7.2's side navigation, 168 px wide.
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(tabs).toHaveAttribute('aria-orientation', 'vertical')
    const navWidth = () => tabs.evaluate((el) => el.closest('.MuiTabs-root')?.getBoundingClientRect().width)
    await expect.poll(navWidth).toBe(168)
  })
})
