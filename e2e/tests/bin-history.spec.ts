// docs/decisions/0022: a bin's History on its page: the revisions, a diff between any two, unified or side by
// side, and Restore, which makes an old revision the bin's text again as a new revision.
import type { Page } from '@playwright/test'
import { editorText, pasteIntoEditor, saveBin, signIn } from './bins-helpers.ts'
import { expect, test } from './fixtures.ts'
import { expectFitsThePhone, PHONE } from './phone-checks.ts'

const first = 'one\ntwo\nthree\n'
const second = 'one\nTWO\nthree\n'
const third = 'one\nTWO\nthree\nfour\n'

/** Replaces the owner's editor text and saves it, waiting for the server's answer. */
async function saveEdit(page: Page, id: string, text: string) {
  await pasteIntoEditor(page, text, { replace: true })
  await expect.poll(() => editorText(page)).toBe(text)
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().endsWith(`/one/bins/${id}`),
  )
  await page.keyboard.press('Control+s')
  expect((await saved).ok()).toBe(true)
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeHidden()
}

async function openHistory(page: Page) {
  await page.getByRole('button', { name: 'History' }).click()
  const dialog = page.getByRole('dialog', { name: 'History of history.txt' })
  // The dialog is a chunk of its own, fetched on the click, and then the revisions.
  await expect(dialog.getByRole('list', { name: 'Revisions' })).toBeVisible({ timeout: 15_000 })
  return dialog
}

/** The diff's rows, each as its cells' texts joined by |. */
const rowsOf = (region: ReturnType<Page['getByRole']>) =>
  region
    .locator('tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent).join('|')),
    )

test('a bin edited twice: History compares revisions 1 and 3 both ways, and restores 1', async ({
  page,
  browserErrors,
}) => {
  // Three saves, two dialogs and a reload.
  test.slow()
  await signIn(page, 'bin-history-e2e')
  const id = await saveBin(page, 'history.txt', first)
  await saveEdit(page, id, second)
  await saveEdit(page, id, third)

  const dialog = await openHistory(page)
  const revisions = dialog.getByRole('list', { name: 'Revisions' }).getByRole('listitem')
  await expect(revisions).toHaveCount(3)
  await expect(revisions.first()).toContainText('Revision 3')
  await expect(revisions.first()).toContainText('Current')
  await expect(revisions.first()).toContainText('bin-history-e2e')

  await dialog.getByLabel('From', { exact: true }).selectOption({ label: 'Revision 1' })
  await dialog.getByLabel('To', { exact: true }).selectOption({ label: 'Revision 3' })
  const diff = dialog.getByRole('region', { name: 'Changes from revision 1 to revision 3' })
  await expect(diff).toBeVisible({ timeout: 10_000 })
  await expect(dialog.getByText('2 lines added, 1 removed')).toBeVisible()
  expect(await rowsOf(diff)).toEqual([
    '1|1||one',
    '2||−Removed|two',
    '|2|+Added|TWO',
    '3|3||three',
    '|4|+Added|four',
  ])

  await dialog.getByRole('button', { name: 'Side by side' }).click()
  await expect(dialog.getByRole('button', { name: 'Side by side' })).toHaveAttribute('aria-pressed', 'true')
  expect(await rowsOf(diff)).toEqual([
    '1||one|1||one',
    '2|−Removed|two|2|+Added|TWO',
    '3||three|3||three',
    '|||4|+Added|four',
  ])

  await dialog.getByRole('button', { name: 'Restore revision 1' }).click()
  const confirm = page.getByRole('dialog', { name: 'Restore revision 1?' })
  await confirm.getByRole('button', { name: 'Restore' }).click()
  await expect(dialog).toBeHidden()
  await expect.poll(() => editorText(page)).toBe(first)
  await expect(page.getByText('Revision 1 restored')).toBeVisible()

  const again = await openHistory(page)
  const listed = again.getByRole('list', { name: 'Revisions' }).getByRole('listitem')
  await expect(listed).toHaveCount(4)
  await expect(listed.first()).toContainText('Revision 4')
  await expect(listed.first()).toContainText('Current')
  await page.keyboard.press('Escape')
  await expect(again).toBeHidden()

  // The restore is the bin's: a reload shows it.
  await page.reload()
  await expect.poll(() => editorText(page)).toBe(first)
  expect(browserErrors).toEqual([])
})

test('on a 360 px phone the History fills the screen and fits it, unified', async ({ page }) => {
  test.slow()
  await page.setViewportSize(PHONE)
  await signIn(page, 'bin-history-phone-e2e')
  const id = await saveBin(page, 'history.txt', first)
  await saveEdit(page, id, `${second}a line long enough to wrap at least once on a phone-sized screen\n`)

  const dialog = await openHistory(page)
  await expect(dialog.getByRole('region', { name: 'Changes from revision 1 to revision 2' })).toBeVisible({
    timeout: 10_000,
  })
  await expect(dialog.getByRole('button', { name: 'Side by side' })).toBeDisabled()
  await expect(dialog.getByRole('button', { name: 'Unified' })).toHaveAttribute('aria-pressed', 'true')
  const box = await dialog.boundingBox()
  expect(box?.width).toBe(PHONE.width)
  await expectFitsThePhone(dialog, 'bin-history')
})
