// docs/decisions/0024: the dashboard's Bins tab searches titles and texts by word: the best matches first,
// the matching line under the title with the words marked, and "No bins match “…”" when none do.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { signInQuickly } from './quick-session.ts'

const TAB = '/user/dashboard?tab=bins'

const ownUser = () =>
  `dsearch-${test.info().repeatEachIndex}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`

async function seed(page: Page, bins: { title: string; content: string; visibility?: string }[]) {
  for (const bin of bins) {
    const response = await page.request.post('/api/one/bins', {
      headers: { origin: new URL(test.info().project.use.baseURL!).origin },
      data: bin,
    })
    expect(response.status()).toBe(201)
  }
}

const list = (page: Page) => page.getByRole('list', { name: 'Your bins' })
const titles = async (page: Page) =>
  (
    await list(page)
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label')))
  ).map((label) => label?.replace(/^Select “(.*)”$/, '$1'))

test('a search by word ranks title matches first and shows the matching line, words marked', async ({
  page,
  browserErrors,
}) => {
  await signInQuickly(page, ownUser())
  await seed(page, [
    { title: 'Counter component', content: 'export default {}\n' },
    { title: 'notes', content: 'first line\nthe counter goes up\nlast line\n' },
    { title: 'hidden counter', content: 'x\n', visibility: 'unlisted' },
    { title: 'router', content: 'nothing to see\n' },
  ])
  await page.goto(TAB)
  const search = page.getByRole('searchbox', { name: 'Search bins' })
  await expect(search).toBeVisible()

  await search.fill('count')
  await expect.poll(async () => (await titles(page)).length).toBe(3)
  // The two title matches (one unlisted: its owner finds it) before the match in the text.
  expect((await titles(page)).slice(0, 2).sort()).toEqual(['Counter component', 'hidden counter'])
  expect((await titles(page))[2]).toBe('notes')
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Best match')

  const notes = list(page).getByRole('listitem').filter({ hasText: 'notes' })
  const line = notes.getByLabel('Line 2: the counter goes up')
  await expect(line).toBeVisible()
  await expect(line.locator('mark')).toHaveText(['count'])

  await search.fill('count nowhere')
  await expect(page.getByText('No bins match “count nowhere”')).toBeVisible()
  await page.getByRole('button', { name: 'Show all bins' }).click()
  await expect.poll(async () => (await titles(page)).length).toBe(4)
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Last updated')
  expect(browserErrors).toEqual([])
})
