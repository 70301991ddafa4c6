// Spec sections 3 (local user settings), 4 (themes, migration) and 5 (subscriber-only options);
// FACTS decisions 1, 2 and 15, sections 1.1-1.7 and 10.6.
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { markDocument, readMarker } from './same-document.ts'
import { openMenu, signIn } from './sign-in.ts'

const SETTINGS_KEY = 'vuetify@user'
const UNLOCK_TEXT = 'Unlock with Vuetify One'

type Settings = {
  version: number
  ecosystem: { docs: Record<string, unknown> } & Record<string, unknown>
  one: {
    theme: string
    direction: string
    notifications: { enabled: boolean; read: string[]; last: string }
    banners: { enabled: boolean; read: string[]; last: string }
  } & Record<string, unknown>
}

const readJson = (relative: string): unknown =>
  JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8'))

/** The complete v6 defaults (FACTS 1.2 with decision 1's dark theme). */
const v6Defaults = () => readJson('./fixtures/settings-v6-defaults.json') as Settings
/** A v1 store as the original site wrote it (shared with the contract's unit tests). */
const v1Fixture = readFileSync(
  new URL('../../packages/contract/test/settings/fixtures/v1.json', import.meta.url),
  'utf8',
)

/**
 * Puts `value` under `vuetify@user` before the app's code runs, on the first document load of this tab
 * only: a reload must show what the app saved, not the seed again.
 */
async function seedSettingsOnFirstLoad(page: Page, value: string) {
  await page.addInitScript(
    ({ key, seed }) => {
      if (window.sessionStorage.getItem('e2e:settings-seeded')) return
      window.sessionStorage.setItem('e2e:settings-seeded', '1')
      window.localStorage.setItem(key, seed)
    },
    { key: SETTINGS_KEY, seed: value },
  )
}

const storedText = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), SETTINGS_KEY)

async function storedSettings(page: Page): Promise<Settings | null> {
  const text = await storedText(page)
  return text === null ? null : (JSON.parse(text) as Settings)
}

/** Relative luminance (WCAG) of a computed `rgb(...)` / `rgba(...)` colour. */
function luminance(cssColor: string): number {
  const parts = cssColor
    .match(/[\d.]+/g)
    ?.slice(0, 3)
    .map(Number)
  if (parts?.length !== 3) throw new Error(`not an rgb colour: ${cssColor}`)
  const [r, g, b] = parts.map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

const settingsDialog = (page: Page) => page.getByRole('dialog', { name: 'Settings' })
const themeRadio = (page: Page, name: string) =>
  settingsDialog(page).getByRole('radio', { name, exact: true })
const html = (page: Page) => page.locator('html')

test.describe('local user settings', () => {
  test('a first visit uses the dark theme and stores version 6 under vuetify@user', async ({
    page,
    browserErrors,
  }) => {
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()

    await expect(html(page)).toHaveAttribute('data-theme', 'dark')
    await expect(html(page)).toHaveAttribute('dir', 'ltr')
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(luminance(background), `body background ${background}`).toBeLessThan(0.05)

    await expect.poll(() => storedText(page)).not.toBeNull()
    const text = (await storedText(page)) as string
    const stored = JSON.parse(text) as Settings
    expect(stored.version).toBe(6)
    expect(stored.one.theme).toBe('dark')
    expect(stored.one.sync).toBe(true)
    expect(stored.one.colors).toEqual({ primary: 'surface-light' })
    expect((stored.one.suits as { elements: string[] }).elements).toEqual(['app-bar'])
    expect(stored).toEqual(v6Defaults())
    // FACTS 1.1: pretty-printed with 2-space indentation, top-level keys version, ecosystem, one.
    expect(text).toBe(JSON.stringify(stored, null, 2))
    expect(Object.keys(stored)).toEqual(['version', 'ecosystem', 'one'])

    expect(browserErrors).toEqual([])
  })

  test('settings stored at version 1 load migrated to version 6 with the user’s values', async ({
    page,
    browserErrors,
  }) => {
    await seedSettingsOnFirstLoad(page, v1Fixture)
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()

    // FACTS 1.4: v1 → v6 keeps theme, direction, the notification switch, read slugs and the old
    // read-banner list; an array composition becomes 'composition'; everything else is a default.
    const expected = v6Defaults()
    expected.ecosystem.docs.api = 'inline'
    expected.ecosystem.docs.mixedTheme = false
    expected.one.theme = 'light'
    expected.one.direction = 'rtl'
    expected.one.notifications = { enabled: false, read: ['vuetify-3-beta', 'v3-alpha-docs'], last: '' }
    expected.one.banners = { enabled: true, read: ['vuetify-3-launch'], last: '' }
    expected.one.devmode = true

    await expect.poll(() => storedSettings(page)).toEqual(expected)
    expect(await storedText(page)).toBe(JSON.stringify(expected, null, 2))
    await expect(html(page)).toHaveAttribute('data-theme', 'light')
    await expect(html(page)).toHaveAttribute('dir', 'rtl')

    await page.reload()
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
    await expect(html(page)).toHaveAttribute('data-theme', 'light')
    await expect(html(page)).toHaveAttribute('dir', 'rtl')
    expect(await storedSettings(page)).toEqual(expected)

    expect(browserErrors).toEqual([])
  })

  test('a v5 pinned entry without a name survives the migration, with no warning (FACTS 1.4)', async ({
    page,
  }) => {
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    const v5 = { v: 5, pins: true, pinned: [{ name: 'components/cards' }, { to: '/en/about/' }] }
    await seedSettingsOnFirstLoad(page, JSON.stringify(v5))
    await page.goto('/')
    await expect
      .poll(async () => (await storedSettings(page))?.ecosystem.docs.pins)
      .toEqual({ enabled: true, pinned: ['components/cards', { to: '/en/about/' }] })
    expect(warnings.filter((text) => text.includes('pinned'))).toEqual([])
  })

  test('corrupt stored settings fall back to the defaults with a console message and nothing for the user', async ({
    page,
    browserErrors,
  }) => {
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await seedSettingsOnFirstLoad(page, '{not json')
    await page.goto('/')

    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('heading', { name: 'Vuetify Bin' })).toBeVisible()
    await expect(html(page)).toHaveAttribute('data-theme', 'dark')
    await expect(page.getByRole('alert')).toHaveCount(0)
    expect(warnings.filter((text) => text.startsWith('Failed to load user settings:'))).toHaveLength(1)
    await expect.poll(() => storedSettings(page)).toEqual(v6Defaults())

    expect(browserErrors).toEqual([])
  })
})

test.describe('settings dialog', () => {
  test('choosing Light applies at once and survives a reload; closing removes only `one` from the query', async ({
    page,
    browserErrors,
  }) => {
    await page.goto('/?x=1&one=settings')
    const dialog = settingsDialog(page)
    await expect(dialog).toBeVisible()
    await expect(themeRadio(page, 'Dark')).toBeChecked()
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(18, 18, 18)')

    await themeRadio(page, 'Light').click()
    await expect(themeRadio(page, 'Light')).toBeChecked()
    await expect(html(page)).toHaveAttribute('data-theme', 'light')
    // The page's global styles follow, over those the dark page was prerendered with.
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)')
    await expect.poll(async () => (await storedSettings(page))?.one.theme).toBe('light')

    await page.reload()
    await expect(dialog).toBeVisible()
    await expect(html(page)).toHaveAttribute('data-theme', 'light')
    await expect(themeRadio(page, 'Light')).toBeChecked()

    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL('/?x=1')
    await expect(html(page)).toHaveAttribute('data-theme', 'light')

    expect(browserErrors).toEqual([])
  })

  test('Settings in the user menu opens the settings dialog with one=settings', async ({
    page,
    browserErrors,
  }) => {
    await page.goto('/')
    await openMenu(page)
    const menu = page.getByLabel('User menu', { exact: true })
    await menu.getByRole('button', { name: 'Settings' }).click()

    await expect(settingsDialog(page)).toBeVisible()
    await expect(menu).toBeHidden()
    await expect.poll(() => new URL(page.url()).searchParams.get('one')).toBe('settings')
    expect(new URL(page.url()).pathname).toBe('/')

    expect(browserErrors).toEqual([])
  })

  test('right-to-left layout mirrors the app bar and survives a reload', async ({ page, browserErrors }) => {
    const logo = page.getByRole('link', { name: 'Vuetify Bin home' })
    const login = page.getByRole('banner').getByRole('button', { name: 'Login' })
    async function boxes() {
      const [logoBox, loginBox] = await Promise.all([logo.boundingBox(), login.boundingBox()])
      if (!logoBox || !loginBox) throw new Error('the logo or the Login button has no box')
      return { logo: logoBox, login: loginBox }
    }

    await page.goto('/?one=settings')
    await expect(settingsDialog(page)).toBeVisible()
    const rtlSwitch = settingsDialog(page).getByRole('switch', { name: 'Right-to-left Layout' })
    await expect(rtlSwitch).not.toBeChecked()
    await settingsDialog(page).getByRole('button', { name: 'Close' }).click()
    await expect(settingsDialog(page)).toBeHidden()
    await expect(html(page)).toHaveAttribute('dir', 'ltr')
    const ltr = await boxes()
    expect(ltr.logo.x + ltr.logo.width, 'in ltr the logo is left of Login').toBeLessThanOrEqual(ltr.login.x)

    await page.goto('/?one=settings')
    await rtlSwitch.click()
    await expect(rtlSwitch).toBeChecked()
    await expect(html(page)).toHaveAttribute('dir', 'rtl')
    await settingsDialog(page).getByRole('button', { name: 'Close' }).click()
    await expect(settingsDialog(page)).toBeHidden()
    await expect.poll(async () => (await storedSettings(page))?.one.direction).toBe('rtl')

    const expectMirrored = async () => {
      await expect(html(page)).toHaveAttribute('dir', 'rtl')
      await expect(login).toBeVisible()
      await expect
        .poll(
          async () => {
            const { logo: l, login: b } = await boxes()
            return b.x + b.width <= l.x
          },
          { message: 'in rtl Login is left of the logo' },
        )
        .toBe(true)
      const { login: b } = await boxes()
      const width = page.viewportSize()?.width ?? 0
      expect(b.x + b.width / 2, 'Login is on the left half of the app bar').toBeLessThan(width / 2)
    }
    await expectMirrored()

    await page.reload()
    await expectMirrored()

    expect(browserErrors).toEqual([])
  })

  test('a guest sees every subscriber-only option disabled with ‘Unlock with Vuetify One’', async ({
    page,
    browserErrors,
  }) => {
    await page.goto('/?one=settings')
    const dialog = settingsDialog(page)
    await expect(dialog).toBeVisible()

    for (const name of ['High Contrast', 'Blackguard', 'Polaris', 'Nebula', 'Odyssey']) {
      const radio = themeRadio(page, name)
      await expect(radio, name).toBeDisabled()
      const card = dialog.locator('label').filter({ has: page.getByRole('radio', { name, exact: true }) })
      await expect(card, name).toContainText(UNLOCK_TEXT)
      // A real click on the card (Playwright would refuse it: the label's control is disabled) must
      // choose nothing.
      await card.click({ force: true })
      await expect(radio, name).not.toBeChecked()
      await expect(themeRadio(page, 'Dark')).toBeChecked()
      await expect(html(page)).toHaveAttribute('data-theme', 'dark')
    }

    for (const name of ['Enable Page suits', 'Disable Ads', 'Enable Notifications', 'Enable Banners']) {
      const toggle = dialog.getByRole('switch', { name })
      await expect(toggle, name).toBeDisabled()
      const row = dialog.locator('label').filter({ has: page.getByRole('switch', { name }) })
      await expect(row, name).toContainText(UNLOCK_TEXT)
    }

    // Header colour editing is not offered, only the unlock line.
    await expect(dialog.getByText('Header Color', { exact: true })).toBeVisible()
    await expect(dialog.getByRole('radiogroup', { name: 'Header color' })).toHaveCount(0)
    await expect(dialog.getByRole('button', { name: 'Revert to Default' })).toHaveCount(0)
    // Five themes, four switches and the header colour.
    expect(await dialog.getByText(UNLOCK_TEXT).count()).toBeGreaterThanOrEqual(9)

    for (const name of ['Light', 'Dark', 'System']) await expect(themeRadio(page, name), name).toBeEnabled()
    await expect(dialog.getByRole('switch', { name: 'Enable Quick Actions' })).toBeEnabled()
    await expect(dialog.getByRole('switch', { name: 'Right-to-left Layout' })).toBeEnabled()

    const stored = await storedSettings(page)
    expect(stored?.one.theme).toBe('dark')
    expect(stored?.one.suits).toEqual({ enabled: false, elements: ['app-bar'], suit: '' })

    expect(browserErrors).toEqual([])
  })

  test('the locked Header Color row looks locked like its neighbours: dimmed, with the lock icon', async ({
    page,
  }) => {
    /**
     * The opacity a text is drawn with inside the dialog: its own times every ancestor's up to the
     * dialog's paper. The fade-in above the paper is left out, or a row read mid-fade looks dimmer.
     */
    const drawnOpacity = (text: string) =>
      settingsDialog(page)
        .getByText(text, { exact: true })
        .evaluate((element) => {
          let opacity = 1
          for (let e: Element | null = element; e; e = e.parentElement) {
            opacity *= Number(getComputedStyle(e).opacity)
            if (e.getAttribute('role') === 'dialog') break
          }
          return opacity
        })
    await page.goto('/?one=settings')
    const row = settingsDialog(page).getByRole('region', { name: 'Header Color' })
    await expect(row.locator('svg')).toBeVisible()
    await expect(row).toContainText(UNLOCK_TEXT)
    const neighbour = await drawnOpacity('Disable Ads')
    expect(neighbour).toBeLessThan(1)
    expect(await drawnOpacity('Header Color')).toBeCloseTo(neighbour)
  })

  test('System follows the OS colour scheme live, without a reload', async ({ page, browserErrors }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/?one=settings')
    await expect(settingsDialog(page)).toBeVisible()
    await expect(html(page)).toHaveAttribute('data-theme', 'dark')
    await markDocument(page)
    let documentLoads = 0
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documentLoads += 1
    })

    await themeRadio(page, 'System').click()
    await expect(themeRadio(page, 'System')).toBeChecked()
    await expect(html(page)).toHaveAttribute('data-theme', 'light')
    await expect.poll(async () => (await storedSettings(page))?.one.theme).toBe('system')

    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(html(page)).toHaveAttribute('data-theme', 'dark')
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(18, 18, 18)')
    await page.emulateMedia({ colorScheme: 'light' })
    await expect(html(page)).toHaveAttribute('data-theme', 'light')
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)')

    expect(await readMarker(page)).toBe('same document')
    expect(documentLoads).toBe(0)
    expect(browserErrors).toEqual([])
  })

  test('a change in one tab reaches another tab of the same browser', async ({
    page,
    context,
    browserErrors,
  }) => {
    const other = await context.newPage()
    const otherErrors: string[] = []
    other.on('console', (message) => {
      if (message.type() === 'error') otherErrors.push(message.text())
    })
    other.on('pageerror', (error) => otherErrors.push(`uncaught: ${error.message}`))

    await other.goto('/')
    await expect(other.getByRole('button', { name: 'Login' })).toBeVisible()
    await expect(html(other)).toHaveAttribute('data-theme', 'dark')
    await markDocument(other)

    await page.goto('/?one=settings')
    await themeRadio(page, 'Light').click()
    await expect(html(page)).toHaveAttribute('data-theme', 'light')

    await expect(html(other)).toHaveAttribute('data-theme', 'light')
    expect(await readMarker(other)).toBe('same document')
    expect((await storedSettings(other))?.one.theme).toBe('light')

    await other.waitForLoadState('load')
    await other.close()
    expect(otherErrors).toEqual([])
    expect(browserErrors).toEqual([])
  })
})

test.describe('settings sync at the edge of a page (docs/decisions/0020)', () => {
  test('a change made just before leaving the page is kept, here and on another device', async ({
    page,
    browser,
    browserErrors,
  }) => {
    test.slow() // two sign-ins
    const username = `leaves-at-once-e2e-${test.info().repeatEachIndex}-${Date.now()}`
    await signIn(page, username)
    await page.goto('/?one=settings')
    // Away within the half-second push delay: the account's older copy must not win on the next page.
    await themeRadio(page, 'Light').evaluate((radio: HTMLElement) => {
      radio.click()
      location.assign('/user/dashboard')
    })
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()
    await expect(html(page)).toHaveAttribute('data-theme', 'light')

    const other = await browser.newContext()
    const device = await other.newPage()
    await signIn(device, username)
    await expect(html(device)).toHaveAttribute('data-theme', 'light')
    await device.waitForLoadState('load')
    await other.close()
    expect(browserErrors).toEqual([])
  })
})

test.describe('dashboard debug utilities', () => {
  test('Clear Banners Read empties the stored read-banner list', async ({ page, browserErrors }) => {
    // Developer mode shows them on the dashboard's Settings tab (docs/decisions/0020); with sync off, this
    // browser's settings are the ones in use after signing in.
    const seeded = v6Defaults()
    seeded.one.banners.read = ['vuetify-3-launch', 'summer-sale']
    seeded.one.devmode = true
    seeded.one.sync = false
    await seedSettingsOnFirstLoad(page, JSON.stringify(seeded, null, 2))
    await signIn(page, `debug-utilities-e2e-${test.info().repeatEachIndex}`)
    await page.goto('/user/dashboard?tab=settings')

    const clear = page.getByRole('button', { name: 'Clear Banners Read' })
    await expect(clear).toBeEnabled({ timeout: 15_000 })
    await expect(page.getByRole('button', { name: 'Clear Notifications Read' })).toBeDisabled()

    await clear.click()
    await expect(clear).toBeDisabled()
    await expect.poll(async () => (await storedSettings(page))?.one.banners.read).toEqual([])
    const stored = (await storedSettings(page)) as Settings
    expect(stored).toEqual({ ...v6Defaults(), one: { ...v6Defaults().one, devmode: true, sync: false } })

    expect(browserErrors).toEqual([])
  })
})
