// docs/decisions/0005: the bin editor on /, saving, the bin page, forks, guests' share links and delete with Undo.
import type { Page } from '@playwright/test'
import {
  binAddressOtherThan,
  editor,
  editorText,
  otherPerson,
  pasteIntoEditor,
  saveBin,
  signIn,
  storedDraft,
} from './bins-helpers.ts'
import { expect, test } from './fixtures.ts'

const vueSnippet = `<template>
  <v-btn color="primary" @click="count++">Clicked {{ count }} times</v-btn>
</template>

<script setup lang="ts">
import { ref } from 'vue'
const count = ref(0)
</script>
`

test.describe('a signed-in user saves a bin (docs/decisions/0005)', () => {
  test('writes Vue, saves, lands on /bins/{id}, and after a reload sees it highlighted', async ({
    page,
    browserErrors,
  }) => {
    await signIn(page, 'bins-author-e2e')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const id = await saveBin(page, 'Counter.vue', vueSnippet)
    expect(id).toMatch(/^[A-Za-z0-9]{12}$/)

    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Counter.vue' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Language' }).locator('option:checked')).toHaveText('Vue')
    await expect.poll(() => editorText(page)).toBe(vueSnippet)
    await expect.poll(() => editor(page).locator('span[class]').count()).toBeGreaterThan(5)
    expect(browserErrors).toEqual([])
  })

  test('the draft survives a reload, and Ctrl+S saves it', async ({ page }) => {
    await signIn(page, 'bins-drafter-e2e')
    await pasteIntoEditor(page, 'echo "kept across a reload"\n')
    await expect.poll(() => storedDraft(page)).toMatchObject({ content: 'echo "kept across a reload"\n' })
    await page.reload()
    await expect.poll(() => editorText(page)).toBe('echo "kept across a reload"\n')
    await editor(page).click()
    await page.keyboard.press('Control+s')
    await expect(page).toHaveURL(/\/bins\/[A-Za-z0-9]{12}$/)
    await expect(page.getByRole('combobox', { name: 'Language' }).locator('option:checked')).toHaveText(
      'Shell',
    )
  })
})

test.describe('two tabs edit one bin (docs/decisions/0005)', () => {
  test('the later save is refused with a message, and its text can be saved as a new bin', async ({
    page,
  }) => {
    await signIn(page, 'bins-two-tabs-e2e')
    const id = await saveBin(page, 'shared.ts', 'export const tab = 0\n')
    const other = await page.context().newPage()
    await other.goto(`/bins/${id}`)
    await expect.poll(() => editorText(other)).toBe('export const tab = 0\n')

    const replaceText = async (tab: Page, text: string) => {
      await tab.bringToFront()
      await pasteIntoEditor(tab, text, { replace: true })
      await expect.poll(() => editorText(tab)).toBe(text)
    }
    await replaceText(page, 'export const tab = 1\n')
    await replaceText(other, 'export const tab = 2\n')

    await page.bringToFront()
    await page.keyboard.press('Control+s')
    await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeHidden()
    await other.bringToFront()
    await other.keyboard.press('Control+s')
    const conflict = other.getByRole('dialog', { name: 'This bin changed elsewhere' })
    await expect(conflict).toContainText('changed in another tab or window')
    await conflict.getByRole('button', { name: 'Save as a new bin' }).click()
    // docs/decisions/0010: the old address is a bin address too; only a different id shows the new bin.
    await expect(other).toHaveURL(binAddressOtherThan(id))
    await expect.poll(() => editorText(other)).toBe('export const tab = 2\n')

    await page.reload()
    await expect.poll(() => editorText(page)).toBe('export const tab = 1\n')
    await other.close()
  })
})

test.describe('other people and bins (docs/decisions/0005)', () => {
  test('another user views and forks a public bin, and gets "Page not found" for a private one', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow() // two people sign in and three bins are saved
    await signIn(page, 'bins-owner-e2e')
    const publicId = await saveBin(page, 'shared.ts', 'export const answer: number = 42\n')
    await page.goto('/')
    const privateId = await saveBin(page, 'secret.txt', 'only mine', 'Private')

    const reader = await otherPerson(browser, baseURL ?? '')
    try {
      await signIn(reader.page, 'bins-reader-e2e')
      await reader.page.goto(`/bins/${publicId}`)
      await expect(reader.page.getByRole('heading', { level: 1, name: 'shared.ts' })).toBeVisible()
      await expect(reader.page.getByText('bins-owner-e2e')).toBeVisible()
      await expect.poll(() => editorText(reader.page)).toBe('export const answer: number = 42\n')
      await expect(reader.page.getByRole('button', { name: 'Delete bin' })).toHaveCount(0)
      await expect(reader.page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0)
      await expect(reader.page.getByRole('link', { name: 'Raw' })).toHaveAttribute(
        'href',
        `/api/one/bins/${publicId}/raw`,
      )

      await reader.page.getByRole('button', { name: 'Fork' }).click()
      await expect(reader.page).toHaveURL(binAddressOtherThan(publicId))
      await expect(reader.page.getByRole('button', { name: 'Delete bin' })).toBeVisible()
      await expect.poll(() => editorText(reader.page)).toBe('export const answer: number = 42\n')

      await reader.page.goto(`/bins/${privateId}`)
      await expect(reader.page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    } finally {
      await reader.close()
    }
  })

  test('a guest forks a public bin into the home editor', async ({ page, browser, baseURL }) => {
    await signIn(page, 'bins-giver-e2e')
    const id = await saveBin(page, 'style.css', 'body { margin: 0; }\n')
    const guest = await otherPerson(browser, baseURL ?? '')
    try {
      await guest.page.goto(`/bins/${id}`)
      await guest.page.getByRole('button', { name: 'Fork' }).click()
      await expect(guest.page).toHaveURL(/\/$/)
      await expect(guest.page.getByLabel('Title')).toHaveValue('style.css')
      await expect.poll(() => editorText(guest.page)).toBe('body { margin: 0; }\n')
      await expect(guest.page.getByRole('button', { name: 'Share link' })).toBeVisible()
    } finally {
      await guest.close()
    }
  })
})

test.describe("a guest's share link (docs/decisions/0005)", () => {
  test('reproduces title and content exactly, unicode and 200 KB included', async ({
    page,
    browser,
    baseURL,
  }) => {
    let content = 'Grüße aus Köln — 日本語のテキスト — emoji 🚀👩‍💻 — \t tabs and "quotes" \\ \n'
    for (let i = 0; content.length < 200_000; i++)
      content += `line ${i} ${((i * 2654435761) % 2 ** 32).toString(36)} ✓\n`
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Share link' })).toBeVisible()
    await page.getByLabel('Title').fill('notes 🚀.md')
    await pasteIntoEditor(page, content)
    await expect.poll(() => editorText(page)).toBe(content)
    await page.getByRole('button', { name: 'Share link' }).click()
    const link = await page.getByTestId('share-link').inputValue()
    expect(link).toMatch(/\/#bin=[A-Za-z0-9_-]+$/)
    await expect(page.getByRole('button', { name: 'Sign in to save' })).toBeVisible()

    // A fresh context: nothing can come from this browser's stored draft.
    const receiver = await otherPerson(browser, baseURL ?? '')
    try {
      await receiver.page.goto(link)
      await expect(receiver.page.getByLabel('Title')).toHaveValue('notes 🚀.md')
      await expect.poll(() => editorText(receiver.page), { timeout: 10_000 }).toBe(content)
    } finally {
      await receiver.close()
    }
  })

  test('a damaged link says so and leaves an empty editor', async ({ page, browserErrors }) => {
    await page.goto('/#bin=ThisIsNotAValidLink')
    await expect(page.getByRole('alert').filter({ hasText: 'share link' })).toBeVisible()
    await expect.poll(() => editorText(page)).toBe('')
    expect(browserErrors).toEqual([])
  })

  test('"Sign in to save" opens the login dialog', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Sign in to save' }).click()
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible()
  })
})

test.describe('the owner deletes a bin (docs/decisions/0005)', () => {
  test('after a confirmation, Undo brings it back; without Undo it is gone', async ({ page }) => {
    await signIn(page, 'bins-deleter-e2e')
    const id = await saveBin(page, 'doomed.txt', 'short-lived')

    await page.getByRole('button', { name: 'Delete bin' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete this bin?' })
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByText('Bin deleted')).toBeVisible()
    await page.getByRole('button', { name: 'Undo' }).click()
    await expect(page).toHaveURL(new RegExp(`/bins/${id}$`))
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'doomed.txt' })).toBeVisible()

    await page.getByRole('button', { name: 'Delete bin' }).click()
    await page
      .getByRole('dialog', { name: 'Delete this bin?' })
      .getByRole('button', { name: 'Delete' })
      .click()
    await expect(page.getByText('Bin deleted')).toBeVisible()
    await expect(page.getByText('Bin deleted')).toBeHidden({ timeout: 10_000 })
    await expect
      .poll(async () => (await page.request.get(`/api/one/bins/${id}`)).status(), { timeout: 5_000 })
      .toBe(404)
    await page.goto(`/bins/${id}`)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  })

  test('favorite and pin show at once and appear in "My bins"', async ({ page }) => {
    await signIn(page, 'bins-collector-e2e')
    // A title of this run's own: the same user may have saved one in an earlier run on this server.
    const title = `keeper-${Date.now()}.json`
    await saveBin(page, title, '{ "keep": true }')
    await page.getByRole('button', { name: 'Add to favorites' }).click()
    await expect(page.getByRole('button', { name: 'Remove from favorites' })).toBeVisible()
    await page.getByRole('button', { name: 'Pin', exact: true }).click()
    await expect(page.getByRole('button', { name: 'Unpin' })).toBeVisible()

    await page.getByRole('button', { name: 'My bins' }).click()
    const dialog = page.getByRole('dialog', { name: 'My bins' })
    await expect(dialog.getByRole('list', { name: 'All bins' }).getByText(title)).toBeVisible()
    await dialog.getByRole('tab', { name: 'Favorites' }).click()
    await expect(dialog.getByRole('list', { name: 'Favorite bins' }).getByText(title)).toBeVisible()
    await dialog.getByRole('tab', { name: 'Pinned' }).click()
    await dialog.getByRole('list', { name: 'Pinned bins' }).getByText(title).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  })
})
