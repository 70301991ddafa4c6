// The footer reads right in right-to-left mode.
import { expect, test } from './fixtures.ts'

test('in right-to-left mode the copyright still reads "© 2016-<year> Vuetify, LLC", left to right', async ({
  page,
  browserErrors,
}) => {
  await page.goto('/?one=settings')
  await page.getByRole('switch', { name: 'Right-to-left Layout' }).click()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await page.getByRole('button', { name: 'Close' }).click()
  const copyright = page.getByRole('contentinfo').getByText(/^© 2016-\d{4} Vuetify, LLC$/)
  /** Where each piece of the line is drawn, from the left. */
  const leftOf = (piece: string) =>
    copyright.evaluate((element, text) => {
      const node = element.firstChild!
      const range = document.createRange()
      const start = node.textContent!.indexOf(text)
      range.setStart(node, start)
      range.setEnd(node, start + text.length)
      return range.getBoundingClientRect().left
    }, piece)
  await expect.poll(async () => (await leftOf('©')) < (await leftOf('2016'))).toBe(true)
  expect(await leftOf('2016')).toBeLessThan(await leftOf('Vuetify'))

  // The prerendered footer hydrates without a mismatch in this mode too.
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  expect(await leftOf('©')).toBeLessThan(await leftOf('Vuetify'))
  expect(browserErrors).toEqual([])
})
