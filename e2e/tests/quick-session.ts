// A signed-in user, and their plan, made through the HTTP calls a browser would make, without the
// popup and checkout pages: for tests about what comes after. The pages themselves are tested in
// auth.spec.ts and subscription.spec.ts. The browser context shares these cookies with its pages.
import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'

/** Where a redirect answer sends the browser, as an absolute address. */
function locationOf(response: { headers(): Record<string, string>; url(): string }) {
  const location = response.headers().location
  expect(location, `a redirect from ${response.url()}`).toBeTruthy()
  return new URL(location!, response.url())
}

/**
 * Signs `username` in with the GitHub emulator: our redirect, the emulator's form answered, our
 * callback. The session cookie lands in the page's context; the next page load is signed in.
 */
export async function signInQuickly(page: Page, username: string) {
  const request = page.context().request
  const start = await request.get('/api/auth/github/redirect', { maxRedirects: 0 })
  expect(start.status(), await start.text()).toBe(302)
  const authorize = locationOf(start)
  const form = Object.fromEntries(authorize.searchParams)
  const answered = await request.post(`${authorize.origin}${authorize.pathname}`, {
    form: { ...form, username, action: 'authorize' },
    // The form's post, as the emulator's page sends it (the server refuses a post without an Origin).
    headers: { origin: authorize.origin },
    maxRedirects: 0,
  })
  expect(answered.status(), await answered.text()).toBe(302)
  const callback = await request.get(locationOf(answered).href, { maxRedirects: 0 })
  expect(callback.status(), await callback.text()).toBe(200)
  const verify = await request.get('/api/auth/verify')
  expect(verify.status()).toBe(200)
  expect(((await verify.json()) as { user: { name: string } }).user.name).toBe(username)
}

/** Buys a plan on the Stripe emulator and activates it, as the site does when checkout comes back. */
export async function subscribeQuickly(
  page: Page,
  baseURL: string,
  plan: { type: 'solo' | 'team'; interval: 'month' | 'year' } = { type: 'solo', interval: 'year' },
) {
  const request = page.context().request
  const subscribe = await request.get(`/api/one/subscribe?${new URLSearchParams(plan)}`, { maxRedirects: 0 })
  expect(subscribe.status(), await subscribe.text()).toBe(302)
  const checkout = await request.get(locationOf(subscribe).href)
  const action = (await checkout.text()).match(/<form method="post" action="([^"]+)"/)?.[1]
  expect(action, 'the checkout page has its Pay form').toBeTruthy()
  // The Pay form's post, as the checkout page sends it (a cookie's post needs an Origin).
  const paid = await request.post(new URL(action!.replaceAll('&amp;', '&'), checkout.url()).href, {
    maxRedirects: 0,
    headers: { origin: baseURL },
  })
  expect(paid.status(), await paid.text()).toBe(303)
  const sessionId = locationOf(paid).searchParams.get('session_id')
  expect(sessionId).toMatch(/^cs_/)
  const activated = await page.context().request.post('/api/one/activate', {
    headers: { origin: baseURL },
    data: { sessionId },
  })
  expect(activated.status(), await activated.text()).toBe(200)
}

/** A subscriber who owns a team (the team plan, yearly), signed in, with no page opened yet. */
export async function quickTeamOwner(page: Page, baseURL: string, username: string) {
  await signInQuickly(page, username)
  await subscribeQuickly(page, baseURL, { type: 'team', interval: 'year' })
}
