// Publishing content as an admin from a browser test: `ada` is the admin the e2e server is started with.
import type { Browser, Page } from '@playwright/test'
import { expect } from './fixtures.ts'
import { signIn } from './sign-in.ts'

export const ADMIN = 'ada'

export const bannerMetadata = (change: Record<string, unknown> = {}) => ({
  site: ['*'],
  active: true,
  color: '#1867c0',
  text: 'A banner',
  subtext: '',
  link: '',
  link_text: '',
  link_color: '',
  closable: true,
  height: null,
  bg_blur: null,
  images: { bg: null, logo: null },
  attributes: {},
  ...change,
})

export const notificationMetadata = (change: Record<string, unknown> = {}) => ({
  emoji: '🎉',
  text: 'Something new',
  action: '',
  action_text: '',
  attributes: {},
  ...change,
})

export const promotionMetadata = (change: Record<string, unknown> = {}) => ({
  active: true,
  discoverable: false,
  url: 'https://promotion.example/theme',
  short_text: 'A promotion',
  text: 'A promotion, at length',
  color: '#1867c0',
  advertisement: false,
  images: { default: null, logodark: null, logolight: null, bgdark: null, bglight: null },
  ...change,
})

/** The admin signed in, in a browser of their own, calling the admin API the console uses. */
export async function adminSession(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await signIn(page, ADMIN)
  const call = async (method: 'POST' | 'PATCH' | 'DELETE' | 'GET', path: string, data?: unknown) => {
    const response = await page.request.fetch(`/api${path}`, {
      method,
      headers: { origin: baseURL },
      ...(data === undefined ? {} : { data }),
    })
    return response
  }
  return {
    page,
    async publish(kind: string, slug: string, metadata: Record<string, unknown>, title = slug) {
      const response = await call('POST', `/one/admin/${kind}`, { slug, title, metadata, published: true })
      expect(response.status(), await response.text()).toBe(201)
    },
    /** An edit of the item as it is now: its ETag read, then sent back as If-Match. */
    async edit(kind: string, slug: string, change: Record<string, unknown>) {
      const read = await call('GET', `/one/admin/${kind}/${slug}`)
      expect(read.status(), await read.text()).toBe(200)
      const response = await page.request.fetch(`/api/one/admin/${kind}/${slug}`, {
        method: 'PATCH',
        headers: { origin: baseURL, 'if-match': read.headers().etag! },
        data: change,
      })
      expect(response.status(), await response.text()).toBe(200)
      return (await response.json()).item as { title: string; metadata: Record<string, unknown> }
    },
    async read(kind: string, slug: string) {
      const response = await call('GET', `/one/admin/${kind}/${slug}`)
      return (await response.json()).item as { title: string; metadata: Record<string, unknown> }
    },
    /** Removes every item these tests made, so no other test meets them. */
    async cleanUp(prefix: string) {
      for (const kind of ['notifications', 'banners', 'promotions', 'spots']) {
        const { items } = (await (await call('GET', `/one/admin/${kind}`)).json()) as {
          items: { slug: string }[]
        }
        for (const { slug } of items.filter((item) => item.slug.startsWith(prefix))) {
          await call('DELETE', `/one/admin/${kind}/${slug}`)
        }
      }
    },
    async close() {
      await page.waitForLoadState('load')
      await context.close()
    },
  }
}

export type AdminSession = Awaited<ReturnType<typeof adminSession>>

export const announcement = (page: Page) => page.getByRole('complementary', { name: 'Announcement' })

/**
 * Tests in other files (and other runs of the same test) publish at the same time, and a visitor sees
 * only the newest banner that fits, or a random promotion: this page is served only the published items
 * of `kind` whose slug starts with `prefix`, as the server lists them.
 */
export async function onlyListedStartingWith(
  page: Page,
  kind: 'banners' | 'promotions',
  prefix: string,
  before?: () => Promise<void>,
) {
  await page.route(`**/api/one/${kind}`, async (route) => {
    await before?.()
    const { 'if-none-match': _cached, ...headers } = route.request().headers()
    const response = await route.fetch({ headers })
    const listed = (await response.json()) as Record<string, { slug: string }[]>
    await route.fulfill({
      status: response.status(),
      contentType: 'application/json',
      headers: { 'cache-control': 'no-store' },
      body: JSON.stringify({ [kind]: listed[kind]!.filter((item) => item.slug.startsWith(prefix)) }),
    })
  })
}

export const onlyBannersStartingWith = (page: Page, prefix: string, before?: () => Promise<void>) =>
  onlyListedStartingWith(page, 'banners', prefix, before)
