// docs/decisions/0020: the dashboard's subscription, sponsorships, team and API access tabs show what the
// dialogs show, with their actions, from the dialogs' own components; at 360 px none scrolls sideways.
import type { Locator, Page } from '@playwright/test'
import { otherPerson } from './bins-helpers.ts'
import { expect, test } from './fixtures.ts'
import { PHONE } from './phone-checks.ts'
import { quickTeamOwner, signInQuickly } from './quick-session.ts'
import { inviteLinkField, invitePopover, invitePrompt } from './team-helpers.ts'

/** A name of this run's own: a run repeated on one server (--repeat-each) meets none of the last one's data. */
const own = (name: string) => `${name}-${test.info().repeatEachIndex}-${Date.now().toString(36)}`

/** The tab's content: a section named by its h2. */
const tab = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

async function openTab(page: Page, id: string, name: string): Promise<Locator> {
  await page.goto(`/user/dashboard?tab=${id}`)
  const section = tab(page, name)
  await expect(section.getByRole('heading', { level: 2, name })).toBeVisible()
  return section
}

/** How far the page scrolls sideways: nothing may stick out past the window. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

const masked = (key: string) => `${key.slice(0, 6)}...${key.slice(-6)}`

test('a subscriber who owns a team: members, invite, reset and revoke; a key; the sponsorship rows; status, invoices and cancel', async ({
  page,
  context,
  browser,
  baseURL,
  browserErrors,
}) => {
  test.slow() // Two people, then every tab twice.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const owner = own('tabs-owner')
  await quickTeamOwner(page, baseURL!, owner)

  // Team: the members, the invite link copied and reset.
  let team = await openTab(page, 'team', 'Team')
  await expect(team.getByText('Team - 1 member(s)')).toBeVisible()
  await expect(team.getByRole('row', { name: new RegExp(owner) })).toContainText('Team owner')
  await team.getByRole('button', { name: 'Add member' }).click()
  const old = await inviteLinkField(page).inputValue()
  await page.getByRole('button', { name: 'Copy Team link' }).click()
  // What was copied, rather than the check that shows for a second (a busy machine can miss it).
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(old)
  const reset = invitePopover(page).getByRole('button', { name: 'Reset' })
  await reset.click()
  await expect(inviteLinkField(page)).not.toHaveValue(old)
  await expect(reset).toBeEnabled()
  const link = await inviteLinkField(page).inputValue()
  expect(link).toMatch(new RegExp(`^${baseURL}/\\?invite=[A-Za-z0-9_-]{32}$`))
  await page.keyboard.press('Escape')
  await expect(invitePopover(page)).toBeHidden()

  // Someone joins with the new link; the tab, shown again, lists them; revoking asks first.
  const member = own('tabs-member')
  const other = await otherPerson(browser, baseURL!)
  await signInQuickly(other.page, member)
  await other.page.goto(link)
  // Their page is not the fixture's, whose goto waits for the app: the prompt comes after it.
  await other.page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
  await invitePrompt(other.page).getByRole('button', { name: 'Accept' }).click()
  await expect(invitePrompt(other.page)).toBeHidden()
  await other.close()
  team = await openTab(page, 'team', 'Team')
  await expect(team.getByText('Team - 2 member(s)')).toBeVisible()
  await team.getByRole('button', { name: `Revoke ${member}` }).click()
  const revoke = page.getByRole('dialog', { name: 'Revoke this member?' })
  await revoke.getByRole('button', { name: 'Revoke' }).click()
  await expect(revoke).toBeHidden()
  await expect(team.getByText('Team - 1 member(s)')).toBeVisible()
  await expect(team.getByRole('row', { name: new RegExp(member) })).toHaveCount(0)

  // API access: no key yet, Generate shows it once, Regenerate asks and replaces it.
  const api = await openTab(page, 'api', 'API access')
  await expect(api.getByText('You have no API key yet.')).toBeVisible()
  await expect(api.getByText('No client is connected.')).toBeVisible()
  await api.getByRole('button', { name: 'Generate API Key' }).click()
  const save = page.getByRole('dialog', { name: 'Save your Key' })
  const first = await save.getByRole('textbox', { name: 'Secret key' }).inputValue()
  expect(first).toMatch(/^one_/)
  await save.getByRole('button', { name: 'Done' }).click()
  await expect(api.getByRole('table', { name: 'Your API key' })).toContainText(masked(first))
  await api.getByRole('button', { name: 'Regenerate API Key' }).click()
  await page
    .getByRole('dialog', { name: 'Regenerate your API key?' })
    .getByRole('button', { name: 'Regenerate' })
    .click()
  const second = await save.getByRole('textbox', { name: 'Secret key' }).inputValue()
  expect(second).not.toBe(first)
  await save.getByRole('button', { name: 'Done' }).click()
  await expect(api.getByRole('table', { name: 'Your API key' })).toContainText(masked(second))

  // Sponsorships: the three rows, the subscription active among them.
  const sponsorships = await openTab(page, 'sponsorships', 'Sponsorships')
  await expect(sponsorships.getByRole('listitem')).toHaveCount(3)
  await expect(sponsorships.getByTestId('sponsorship-one')).toHaveAttribute('data-active', 'true')
  await expect(sponsorships.getByTestId('sponsorship-one')).toContainText('$299.99 /year')
  await expect(sponsorships.getByRole('link', { name: 'Info: GitHub Sponsor' })).toBeVisible()
  await expect(sponsorships.getByText('One Status: Active')).toBeVisible()

  // Subscription: a failed load offers Retry; then the status, the invoice, and cancelling after asking.
  await page.route('**/api/one/info', (route) => route.fulfill({ status: 503, body: '{}' }))
  let subscription = await openTab(page, 'subscription', 'Subscription')
  // The retries wait 1 s, 2 s and 4 s (the query client's backoff) before the error shows.
  await expect(subscription.getByText('The subscription could not be loaded.')).toBeVisible({
    timeout: 15_000,
  })
  await page.unroute('**/api/one/info')
  await subscription.getByRole('button', { name: 'Retry' }).click()
  const status = subscription.getByRole('region', { name: 'Subscription Status' })
  await expect(status).toContainText('Active')
  await expect(subscription.getByText('Your plan renews on', { exact: false })).toBeVisible()
  await expect(subscription.getByRole('table', { name: 'Invoice History' }).getByText('Paid')).toBeVisible()
  browserErrors.length = 0 // The refused loads above, and nothing else, may have been logged.
  await status.getByRole('button', { name: 'Cancel', exact: true }).click()
  const cancel = page.getByRole('dialog', { name: 'Cancel your subscription?' })
  await cancel.getByRole('button', { name: 'Cancel subscription' }).click()
  await expect(cancel).toBeHidden()
  await expect(subscription.getByText('Your plan ends on', { exact: false })).toBeVisible()
  await expect(status.getByRole('button', { name: 'Cancel', exact: true })).toBeHidden()

  // On a phone, each tab keeps to the window's width.
  await page.setViewportSize(PHONE)
  subscription = await openTab(page, 'subscription', 'Subscription')
  await expect(subscription.getByRole('table', { name: 'Invoice History' }).getByText('Paid')).toBeVisible()
  expect(await sidewaysScroll(page)).toBe(0)
  team = await openTab(page, 'team', 'Team')
  await expect(team.getByText('Team - 1 member(s)')).toBeVisible()
  expect(await sidewaysScroll(page)).toBe(0)
  await team.getByRole('button', { name: 'Add member' }).click()
  await expect(inviteLinkField(page)).toHaveValue(link)
  expect(await sidewaysScroll(page)).toBe(0)
  await page.keyboard.press('Escape')
  await openTab(page, 'api', 'API access').then((section) =>
    expect(section.getByRole('table', { name: 'Your API key' })).toContainText(masked(second)),
  )
  expect(await sidewaysScroll(page)).toBe(0)
  await openTab(page, 'sponsorships', 'Sponsorships').then((section) =>
    expect(section.getByText('One Status: Active')).toBeVisible(),
  )
  expect(await sidewaysScroll(page)).toBe(0)
  expect(browserErrors).toEqual([])
})

test('someone without a plan: each tab says what comes next and leads to the plans, by keyboard too', async ({
  page,
  browserErrors,
}) => {
  await signInQuickly(page, own('tabs-newcomer'))
  await page.setViewportSize(PHONE)

  const subscription = await openTab(page, 'subscription', 'Subscription')
  await expect(subscription.getByRole('region', { name: 'Plans' })).toBeVisible()
  await expect(subscription.getByRole('button', { name: 'Activate Subscription' })).toBeEnabled()
  expect(await sidewaysScroll(page)).toBe(0)

  // Team and API access are not theirs: opened by address, each says what unlocks it and leads to the plans.
  const main = page.getByRole('main')
  await page.goto('/user/dashboard?tab=team')
  await expect(main.getByText('The team tab is for members of a team.')).toBeVisible()
  expect(await sidewaysScroll(page)).toBe(0)
  const plans = main.getByRole('link', { name: 'See plans' })
  await plans.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/user\/dashboard\?tab=subscription$/)
  await expect(tab(page, 'Subscription').getByRole('region', { name: 'Plans' })).toBeVisible()

  await page.goto('/user/dashboard?tab=api')
  await expect(main.getByText('API access is for subscribers.')).toBeVisible()
  await expect(main.getByText('Unlock with Vuetify One', { exact: false })).toBeVisible()
  expect(await sidewaysScroll(page)).toBe(0)
  await main.getByRole('link', { name: 'See plans' }).click()
  await expect(page).toHaveURL(/\/user\/dashboard\?tab=subscription$/)

  const sponsorships = await openTab(page, 'sponsorships', 'Sponsorships')
  await expect(sponsorships.getByText('One Status: Inactive')).toBeVisible()
  expect(await sidewaysScroll(page)).toBe(0)
  await sponsorships.getByRole('button', { name: 'Info: Vuetify One Subscriber' }).click()
  await expect(page).toHaveURL(/\/user\/dashboard\?tab=subscription$/)
  await expect(tab(page, 'Subscription').getByRole('region', { name: 'Plans' })).toBeVisible()
  // Back returns to the rows the Info was pressed on.
  await page.goBack()
  await expect(tab(page, 'Sponsorships').getByText('One Status: Inactive')).toBeVisible()
  expect(browserErrors).toEqual([])
})
