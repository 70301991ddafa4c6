// docs/decisions/0020: axe-core finds no serious or critical violation on any dashboard tab, in the dark,
// light and high-contrast themes.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { openTab, own, TABS } from './dashboard-helpers.ts'
import { expect, test } from './fixtures.ts'
import { teamOwner } from './team-helpers.ts'

const THEMES = [
  { id: 'dark', radio: 'Dark' },
  { id: 'light', radio: 'Light' },
  { id: 'highContrast', radio: 'High Contrast' },
] as const

/** The serious and critical violations on the page, each with where it is. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

for (const theme of THEMES) {
  test(`every tab in the ${theme.id} theme has no serious or critical axe violation`, async ({ page }) => {
    test.setTimeout(120_000) // a checkout, then axe over eight tabs (about 60 s here)
    // The owner of a team is a subscriber: every tab is theirs, and so is the high-contrast theme.
    await teamOwner(page, own(`a11y-${theme.id}`))
    await openTab(page, 'settings', 'Settings')
    await page.getByRole('radio', { name: theme.radio, exact: true }).check()
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme.id)
    for (const tab of TABS) {
      await openTab(page, tab.id, tab.name)
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme.id)
      expect(await seriousViolations(page), `${tab.name} in ${theme.id}`).toEqual([])
    }
  })
}
