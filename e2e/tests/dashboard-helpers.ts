// What the dashboard's browser tests share: its tabs, their headings, and who is signed in.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/** The tabs in the navigation's order, with the heading and document title each shows. */
export const TABS = [
  { id: 'overview', name: 'Overview' },
  { id: 'bins', name: 'Bins' },
  { id: 'subscription', name: 'Subscription' },
  { id: 'sponsorships', name: 'Sponsorships' },
  { id: 'team', name: 'Team' },
  { id: 'api', name: 'API Access' },
  { id: 'settings', name: 'Settings' },
  { id: 'account', name: 'Account' },
] as const

export const titleOf = (name: string) => `${name} · Dashboard · Vuetify Bin`

/** A user name of this test and this repetition: a repeated run on one server meets no one it made. */
export const own = (name: string) => `${name}-${test.info().repeatEachIndex}`

export const dashboardNav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' })
export const heading = (page: Page) => page.getByRole('heading', { level: 1 })

/** The page's heading reads `name`. */
export async function expectHeading(page: Page, name: string) {
  await expect(heading(page)).toHaveText(name)
}

/** Opens a tab by its address and waits for its heading. */
export async function openTab(page: Page, id: string, name: string) {
  await page.goto(`/user/dashboard?tab=${id}`)
  await expectHeading(page, name)
}
