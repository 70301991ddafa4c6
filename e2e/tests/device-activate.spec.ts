// docs/decisions/0023: the command line's device sign-in (RFC 8628) in a real browser. The test plays the
// command line with fetch (the device authorization, then the token poll); the browser is the signed-in
// person at /activate and on the consent page, on a phone-wide window. Then the dashboard's API tab
// lists the command line under Connected clients, and Revoke there ends its tokens.
import type { Page } from '@playwright/test'
import { own } from './dashboard-helpers.ts'
import { expect, test } from './fixtures.ts'
import { PHONE } from './phone-checks.ts'
import { signInQuickly } from './quick-session.ts'

const DEVICE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code'

type Device = { device_code: string; user_code: string; verification_uri: string }

/** The command line's first step: the metadata (RFC 8414), then a device authorization for one-cli. */
async function startDevice(baseURL: string) {
  const metadata = (await (
    await fetch(`${baseURL}/.well-known/oauth-authorization-server/api/oauth`)
  ).json()) as { device_authorization_endpoint: string; token_endpoint: string }
  const started = await fetch(metadata.device_authorization_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: 'one-cli', scope: 'bins' }),
  })
  expect(started.status).toBe(200)
  const device = (await started.json()) as Device
  expect(device.verification_uri).toBe(`${baseURL}/activate`)
  /** One poll of the token endpoint, as the command line does it. */
  const poll = async () => {
    const response = await fetch(metadata.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: DEVICE_GRANT,
        device_code: device.device_code,
        client_id: 'one-cli',
      }),
    })
    return { status: response.status, body: (await response.json()) as Record<string, string> }
  }
  return { device, poll }
}

/** Nothing on the page is wider than the phone: no sideways scrolling. */
async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
}

async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Code' }).fill(code)
  await page.getByRole('button', { name: 'Continue' }).click()
}

test.use({ viewport: PHONE })

test('a code typed at /activate leads to the consent page showing it; Allow gives the command line its tokens, and Revoke on the API tab ends them', async ({
  page,
  baseURL,
  browserErrors,
}) => {
  test.slow() // A sign-in, the device grant through three pages, then the dashboard.
  await signInQuickly(page, own('device-person'))
  const { device, poll } = await startDevice(baseURL!)

  await page.goto('/activate')
  await expect(page.getByRole('heading', { name: 'Sign in a device' })).toBeVisible()
  await fitsThePhone(page)

  // A code no device is waiting with: said so, and the form is there to try again.
  await typeCode(page, 'BCDF-GHJK')
  await expect(page.getByRole('heading', { name: 'Code not found' })).toBeVisible()
  await expect(page.getByText('No sign-in is waiting for that code.')).toBeVisible()
  await fitsThePhone(page)

  // As a person might type it: lower case, no dash.
  await typeCode(page, device.user_code.replace('-', '').toLowerCase())
  const consent = page.getByRole('region', { name: 'Connect One command line' })
  await expect(consent).toBeVisible()
  await expect(consent.getByTestId('user-code')).toHaveText(device.user_code)
  // Who asked, and when: here the test's own fetch, from this machine, naming no browser.
  await expect(consent.getByTestId('device-requester')).toHaveText(
    /^Requested (just now|\d+ minutes? ago) from this computer, Unknown browser on Unknown OS\.$/,
  )
  await expect(consent.getByText('If someone sent you this link, choose Deny.')).toBeVisible()
  await fitsThePhone(page)
  await consent.getByRole('button', { name: 'Allow' }).click()
  await expect(page.getByRole('heading', { name: 'Device signed in' })).toBeVisible()
  await fitsThePhone(page)

  const answered = await poll()
  expect(answered.status).toBe(200)
  expect(answered.body.refresh_token).toBeTruthy()
  const bins = () =>
    fetch(`${baseURL}/api/one/bins`, { headers: { authorization: `Bearer ${answered.body.access_token}` } })
  expect((await bins()).status).toBe(200)

  // Not a subscriber: the API tab is locked, yet it lists the command line where clients are revoked.
  await page.goto('/user/dashboard?tab=api')
  await expect(page.getByText('API access is for subscribers.')).toBeVisible()
  const clients = page.getByRole('main').getByRole('list', { name: 'Connected clients' })
  await expect(clients.getByRole('listitem')).toHaveCount(1)
  await expect(clients).toContainText('One command line')
  await fitsThePhone(page)
  await clients.getByRole('button', { name: 'Revoke One command line' }).click()
  const confirm = page.getByRole('dialog', { name: 'Revoke One command line?' })
  await confirm.getByRole('button', { name: 'Revoke' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByText('No client is connected.')).toBeVisible()
  expect((await bins()).status).toBe(401)
  // The one error the browser logs: the wrong code's page, sent with 404.
  expect(browserErrors).toEqual([expect.stringContaining('status of 404')])
})

test('Deny on the consent page: the command line is told access_denied, the person sees it was denied', async ({
  page,
  baseURL,
  browserErrors,
}) => {
  await signInQuickly(page, own('device-denier'))
  const { device, poll } = await startDevice(baseURL!)

  // The complete address fills the code in; the person still presses Continue.
  await page.goto(`/activate?user_code=${device.user_code}`)
  await expect(page.getByRole('textbox', { name: 'Code' })).toHaveValue(device.user_code)
  await page.getByRole('button', { name: 'Continue' }).click()
  const consent = page.getByRole('region', { name: 'Connect One command line' })
  await expect(consent.getByTestId('user-code')).toHaveText(device.user_code)
  await consent.getByRole('button', { name: 'Deny' }).click()
  await expect(page.getByRole('heading', { name: 'Sign-in denied' })).toBeVisible()
  await fitsThePhone(page)

  expect(await poll()).toMatchObject({ status: 400, body: { error: 'access_denied' } })
  expect(browserErrors).toEqual([])
})
