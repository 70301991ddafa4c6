// docs/decisions/0010: messages never cover what they talk about, nor the sign-in button.
import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { loginButton, openMenu, userMenu } from './sign-in.ts'

const phone = { width: 390, height: 844 }

/** Waits until the message has finished coming in: mid-way it is smaller than it will be. */
async function settled(message: Locator) {
  await expect(message).toBeVisible()
  // An animation another one replaces is cancelled, and its `finished` rejects: that one is done too.
  await message.evaluate((element) =>
    Promise.all(
      element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => {})),
    ),
  )
  await message.evaluate((element) =>
    Promise.all(
      (element.closest('.MuiSnackbar-root') ?? element)
        .getAnimations({ subtree: true })
        .map((a) => a.finished.catch(() => {})),
    ),
  )
}

async function overlap(a: Locator, b: Locator) {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()]
  if (!x || !y) throw new Error('both must be on screen')
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height
}

const screens = [
  ['a phone', phone],
  ['a desktop', { width: 1280, height: 800 }],
] as const

for (const [name, viewport] of screens) {
  test(`on ${name}, an error snackbar sits below the app bar, off the sign-in button`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto('/?auth_error=expired')
    const alert = page.getByRole('alert')
    await expect(alert).toHaveText('This sign-in has expired or was already used. Please sign in again.')
    await settled(alert)
    await expect(alert).toBeInViewport()
    expect(await overlap(alert, loginButton(page))).toBe(false)
    expect(await overlap(alert, page.getByRole('banner'))).toBe(false)
  })
}

for (const [name, viewport] of screens) {
  test(`on ${name}, "Share link copied" does not cover the share link`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.setViewportSize(viewport)
    await page.goto('/')
    await page.getByRole('textbox', { name: 'Bin content' }).fill('console.log("shared")')
    await page.getByRole('button', { name: 'Share link' }).click()
    const toast = page.getByRole('alert').filter({ hasText: 'Share link copied' })
    await settled(toast)
    const link = page.getByRole('textbox', { name: 'Share link' })
    await expect(link).toBeInViewport()
    expect(await overlap(toast, link)).toBe(false)
  })
}

test('a message already on screen stays readable by assistive technology when a dialog opens over it', async ({
  page,
}) => {
  await page.goto('/?auth_error=expired')
  const message = page.getByRole('alert')
  await expect(message).toBeVisible()
  await openMenu(page)
  // The menu hides the rest of the page from assistive technology: the button that opened it...
  await expect(loginButton(page)).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Login', exact: true, includeHidden: true })).toBeVisible()
  // ...but not the message, which is still on screen.
  await expect(message).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(userMenu(page)).toHaveCount(0)
  await expect(message).toBeVisible()
})
