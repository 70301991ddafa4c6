// A sibling site of the ecosystem (docs, playground ...) on an origin of its own, calling the account
// API with credentials the way the spec's client does (FACTS 0.1, 3.1, 3.3, 8 and 13): the page is
// e2e/sibling/, listed in both servers' WEB_ORIGINS as http://127.0.0.1:<port> and unlisted as
// http://localhost:<port>. The flow runs against the API under /api on the site's server and against
// a server of the API alone at its root (playwright.config.ts starts all three).
import type { Browser, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { PHONE } from './phone-checks.ts'

type Settings = { version: number; one: Record<string, unknown>; ecosystem: Record<string, unknown> }
type User = { id: string; name: string; settings: Settings | null; identities: { provider: string }[] }
type Answer = {
  user?: User | null
  access?: string[]
  id?: string
  apiKey?: string
  createdAt?: unknown
  updatedAt?: unknown
  downloads?: unknown[]
}
/** One call the page made: answered (status, body) or failed in the browser (error). */
type Call = { method: string; path: string; status?: number; body?: Answer | null; error?: string }
type Action<Result> = { name: string; calls: Call[]; result: Result }
type LoginResult = { status: string; user?: User; access?: string[] }
type PushResult = { settings: Settings; saved: Call }
type ActivateResult = { activated: Call; verified: Call }

declare global {
  interface Window {
    sibling?: { base: string; arrival: string; calls: Call[]; actions: Action<unknown>[]; user: User | null }
  }
}

const siblingPort = process.env.E2E_SIBLING_PORT ?? '3102'
const listed = `http://127.0.0.1:${siblingPort}`
const unlisted = `http://localhost:${siblingPort}`
const apiOnly = process.env.E2E_API_ONLY_ORIGIN ?? 'http://127.0.0.1:3101'

/** The two ways the API is served: its base as the sibling site is configured with it. */
const apis = [
  { name: 'the API under /api', id: 'api', base: (site: string) => `${site}/api` },
  { name: 'an API-only server at its root', id: 'root', base: () => apiOnly },
]

const masked = (key: string) => `${key.slice(0, 6)}...${key.slice(-6)}`
const summary = (calls: Call[]) => calls.map((c) => `${c.method} ${c.path} ${c.error ?? c.status}`)
const who = (page: Page) => page.locator('#who')

/** Waits for the page's action number `index` (from 0, in this document) to finish. */
async function finished<Result>(page: Page, index: number): Promise<Action<Result>> {
  await expect
    .poll(() => page.evaluate(() => window.sibling?.actions.length ?? 0), { timeout: 20_000 })
    .toBeGreaterThan(index)
  return (await page.evaluate((i) => window.sibling!.actions[i], index)) as Action<Result>
}

const actionsSoFar = (page: Page) => page.evaluate(() => window.sibling!.actions.length)

/** Opens the sibling page configured with `base`; gives what it did at start (a verify). */
async function openSibling(page: Page, origin: string, base: string) {
  await page.goto(`${origin}/?api=${encodeURIComponent(base)}`)
  return finished<Call>(page, 0)
}

/** Presses one of the page's buttons and gives what that action did. */
async function press<Result = Call>(page: Page, button: string): Promise<Action<Result>> {
  const index = await actionsSoFar(page)
  await page.getByRole('button', { name: button, exact: true }).click()
  return finished<Result>(page, index)
}

/**
 * After a form on another origin (checkout's Pay, a provider's Authorize): waits for the window to be
 * back on the sibling page, and says what the browser reported when it is not.
 */
async function backOnSibling(page: Page, browserErrors: string[]) {
  try {
    await page.waitForURL((url) => url.origin === listed, { timeout: 15_000 })
  } catch {
    throw new Error(
      `Not back on ${listed}, still at ${page.url()}; the browser said: ${browserErrors.join(' | ')}`,
    )
  }
}

/** FACTS 3.1: a guest's verify is a 401 with no user and no access. */
function expectGuest(call: Call) {
  expect(call).toMatchObject({ method: 'GET', path: '/auth/verify', status: 401 })
  expect(call.body).toMatchObject({ user: null, access: [] })
}

/** Login with GitHub on the sibling page, through the emulator's page in the popup (FACTS 3.3). */
async function signInOnSibling(page: Page, username: string) {
  const index = await actionsSoFar(page)
  const popupOpened = page.waitForEvent('popup', { timeout: 20_000 })
  await page.getByRole('button', { name: 'Login with GitHub', exact: true }).click()
  const popup = await popupOpened
  await expect(popup).toHaveTitle(/\(local emulator\)$/)
  await popup.getByLabel('Username').fill(username)
  // The page closes the popup once it has the answer, possibly before the click returns.
  const closed = popup.waitForEvent('close', { timeout: 20_000 })
  await popup.getByRole('button', { name: 'Authorize' }).click()
  await closed
  return finished<LoginResult>(page, index)
}

/** A second browser, signed in on the sibling page as the same user: what verify gives it. */
async function verifiedElsewhere(browser: Browser, base: string, username: string) {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    expectGuest((await openSibling(page, listed, base)).result)
    const login = await signInOnSibling(page, username)
    expect(login.result.status).toBe('success')
    const verified = await press(page, 'Verify')
    expect(verified.result.status).toBe(200)
    const theme = await page.getByLabel('Theme').inputValue()
    const wordWrap = await page.getByLabel('Wrap long lines in bins').isChecked()
    return { login: login.result, verified: verified.result, shown: { theme, wordWrap } }
  } finally {
    await context.close()
  }
}

for (const api of apis) {
  test.describe(`a sibling site with ${api.name} (FACTS 13)`, () => {
    test('on a listed origin it verifies as a guest, signs in through the popup, pushes settings, subscribes, makes a key, connects the store, lists downloads and logs out', async ({
      page,
      browser,
      baseURL,
      browserErrors,
    }) => {
      test.slow() // Three sign-ins' worth of popups, a checkout and its activation, on two cores.
      const base = api.base(baseURL!)
      const username = `sibling-${api.id}-${test.info().repeatEachIndex}`

      // 1. FACTS 3.1: a credentialed verify from the sibling origin answers, as a guest.
      const start = await openSibling(page, listed, base)
      expect(summary(start.calls)).toEqual(['GET /auth/verify 401'])
      expectGuest(start.result)
      await expect(who(page)).toHaveText('Guest')

      // 2. FACTS 3.3: the popup's answer comes to the opener from the API's origin.
      const login = await signInOnSibling(page, username)
      expect(login.result).toMatchObject({ status: 'success', user: { name: username } })
      expect(login.result.access).toEqual(expect.any(Array))

      // 3. The user, read again with the session cookie the popup set.
      await expect(who(page)).toHaveText(`Signed in as ${username}`)
      const verified = await press(page, 'Verify')
      expect(verified.result).toMatchObject({ status: 200, body: { user: { name: username } } })

      // 4. FACTS 2.1: the whole local state is pushed, then verify is forced; another browser reads it.
      await page.getByLabel('Theme').selectOption('light')
      await page.getByLabel('Wrap long lines in bins').check()
      const pushed = await press<PushResult>(page, 'Push settings')
      expect(summary(pushed.calls)).toEqual(['POST /user/settings 200', 'GET /auth/verify 200'])
      const settings = pushed.result.settings
      expect(settings).toMatchObject({
        version: 6,
        one: { theme: 'light' },
        ecosystem: { bin: { wordWrap: true } },
      })
      expect(pushed.calls[1]!.body?.user?.settings).toEqual(settings)
      const elsewhere = await verifiedElsewhere(browser, base, username)
      expect(elsewhere.login.user?.settings).toEqual(settings)
      expect(elsewhere.verified.body?.user?.settings).toEqual(settings)
      expect(elsewhere.shown).toEqual({ theme: 'light', wordWrap: true })

      // 5. FACTS 13: checkout comes back to the sibling page, which activates the session it brings.
      await page.getByRole('button', { name: 'Subscribe', exact: true }).click()
      await expect(page).toHaveTitle(/^Pay .*\(local Stripe emulator\)$/)
      await page.getByRole('button', { name: 'Pay' }).click()
      await backOnSibling(page, browserErrors)
      const back = await finished<ActivateResult>(page, 0)
      const arrival = new URL(await page.evaluate(() => window.sibling!.arrival))
      expect(arrival.searchParams.get('api')).toBe(base)
      expect(arrival.searchParams.get('session_id')).toMatch(/^cs_/)
      expect(arrival.searchParams.get('one')).toBe('subscribe')
      expect(summary(back.calls)).toEqual([
        'GET /auth/verify 200',
        'POST /one/activate 200',
        'GET /auth/verify 200',
      ])
      expect(back.result.verified.body?.access).toContain('one')
      await expect(who(page)).toHaveText(`Signed in as ${username} · Vuetify One subscriber`)

      // 6. FACTS 8 and 13: GET generates, and answers one flat record with the whole key; getToken
      // answers the same record with the key masked.
      const generated = await press(page, 'Generate API key')
      expect(generated.result).toMatchObject({ method: 'GET', path: '/one/mcp/generate' })
      expect([200, 201]).toContain(generated.result.status)
      const record = generated.result.body!
      expect(record).toMatchObject({
        id: expect.any(String),
        apiKey: expect.stringMatching(/^one_.{12,}$/),
        createdAt: expect.anything(),
        updatedAt: expect.anything(),
      })
      const token = await press(page, 'Show API key')
      expect(token.result.status).toBe(200)
      expect(token.result.body).toMatchObject({
        id: record.id,
        apiKey: masked(record.apiKey!),
        createdAt: record.createdAt,
      })

      // 7. FACTS 9.5 and 13: downloads belong to a store-linked account. Without Shopify the server
      // says so; once Shopify is connected (the whole window, FACTS 3.3) they are a list under `downloads`.
      const unlinked = await press(page, 'Downloads')
      expect(unlinked.result).toMatchObject({ status: 404, body: { code: 'not_linked' } })
      await page.getByRole('button', { name: 'Connect Shopify', exact: true }).click()
      await expect(page).toHaveTitle('Sign in to Shopify (local emulator)')
      await page.getByLabel('Username').fill(`${username}-shop`)
      await page.getByRole('button', { name: 'Authorize' }).click()
      await backOnSibling(page, browserErrors)
      const linked = await finished<Call>(page, 0)
      expect(linked.result.body?.user?.name).toBe(username)
      expect(linked.result.body?.user?.identities.map((identity) => identity.provider).sort()).toEqual([
        'github',
        'shopify',
      ])
      const downloads = await press(page, 'Downloads')
      expect(downloads.result).toMatchObject({ status: 200, body: { downloads: [] } })

      // 8. FACTS 0.1: logout is a POST that says JSON and sends no body; verify then answers 401.
      const logoutRequest = page.waitForRequest(
        (r) => r.url() === `${base}/auth/logout` && r.method() === 'POST',
      )
      const logout = await press(page, 'Logout')
      const sent = await logoutRequest
      expect(sent.headers()['content-type']).toBe('application/json')
      expect(sent.postData()).toBeNull()
      expect(summary(logout.calls)).toEqual(['POST /auth/logout 204', 'GET /auth/verify 401'])
      expectGuest(logout.calls[1]!)
      await expect(who(page)).toHaveText('Guest')
    })

    test('on an unlisted origin it gets nothing: no answers, and no user from the popup', async ({
      page,
      request,
      baseURL,
    }) => {
      test.slow()
      const base = api.base(baseURL!)

      // The browser blocks what the server answers without Access-Control-Allow-Origin.
      const start = await openSibling(page, unlisted, base)
      expect(summary(start.calls)).toEqual(['GET /auth/verify Failed to fetch'])
      await expect(who(page)).toHaveText('Guest')
      const headers = async (origin: string) =>
        (await request.get(`${base}/auth/verify`, { headers: { origin } })).headers()
      expect(await headers(unlisted)).not.toHaveProperty('access-control-allow-origin')
      expect(await headers(listed)).toMatchObject({
        'access-control-allow-origin': listed,
        'access-control-allow-credentials': 'true',
      })
      const pushed = await press<PushResult>(page, 'Push settings')
      expect(summary(pushed.calls)).toEqual([
        'POST /user/settings Failed to fetch',
        'GET /auth/verify Failed to fetch',
      ])

      // FACTS 3.3: the popup answers only listed origins, so the page polls on and never gets a user.
      const index = await actionsSoFar(page)
      const popupOpened = page.waitForEvent('popup', { timeout: 20_000 })
      await page.getByRole('button', { name: 'Login with GitHub', exact: true }).click()
      const popup = await popupOpened
      await expect(popup).toHaveTitle(/\(local emulator\)$/)
      await popup.getByLabel('Username').fill(`sibling-unlisted-${api.id}`)
      const callback = popup.waitForResponse((r) => r.url().includes('/auth/github/callback'))
      await popup.getByRole('button', { name: 'Authorize' }).click()
      await callback
      // Three of the page's auth-requests, each a chance for an answer that must not come. The page
      // then stops when the popup is closed, by itself or by the user.
      await page.waitForTimeout(3_500)
      if (!popup.isClosed()) await popup.close()
      const login = await finished<LoginResult>(page, index)
      expect(login.result.status).not.toBe('success')
      expect(await page.evaluate(() => window.sibling!.user)).toBeNull()
      await expect(who(page)).toHaveText('Guest')
      const again = await press(page, 'Verify')
      expect(summary(again.calls)).toEqual(['GET /auth/verify Failed to fetch'])
    })
  })
}

test.describe('a sibling site on a phone (360 px wide)', () => {
  test.use({ viewport: PHONE })

  test('fits the screen, signs in through the popup and pushes settings', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow()
    const base = `${baseURL}/api`
    const username = `sibling-phone-${test.info().repeatEachIndex}`
    expectGuest((await openSibling(page, listed, base)).result)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width, 'nothing scrolls sideways').toBeLessThanOrEqual(PHONE.width)
    for (const button of await page.getByRole('button').all()) {
      const box = (await button.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
      expect(box.height, 'a button is big enough to tap').toBeGreaterThanOrEqual(44)
    }

    const login = await signInOnSibling(page, username)
    expect(login.result).toMatchObject({ status: 'success', user: { name: username } })
    await expect(who(page)).toHaveText(`Signed in as ${username}`)
    await page.getByLabel('Wrap long lines in bins').check()
    const pushed = await press<PushResult>(page, 'Push settings')
    expect(summary(pushed.calls)).toEqual(['POST /user/settings 200', 'GET /auth/verify 200'])
    expect(pushed.result.settings).toMatchObject({ ecosystem: { bin: { wordWrap: true } } })
    const elsewhere = await verifiedElsewhere(browser, base, username)
    expect(elsewhere.verified.body?.user?.settings).toEqual(pushed.result.settings)
  })
})
