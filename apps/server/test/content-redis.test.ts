// docs/decisions/0014: an admin's change reaches every instance's cached public lists through Redis pub/sub.
import { describe, expect, it } from 'vitest'
import { bannerMetadata } from './support/content-samples.ts'
import { sharedInstances } from './support/instances.ts'
import { CookieJar, signInThrough } from './support/sign-in.ts'

const redisUrl = process.env.TEST_REDIS_URL
// The account id the GitHub emulator gives ada (packages/emulators/src/oauth/providers.ts).
const ADMINS = { ONE_ADMINS: 'github:2051899610' }
const { instance } = await sharedInstances()

describe.skipIf(!redisUrl)('content lists on many instances (runs when TEST_REDIS_URL is set)', () => {
  it('a banner published on one instance is listed at once by another that had cached the list', async () => {
    const first = await instance({ REDIS_URL: redisUrl!, ...ADMINS })
    const second = await instance({ REDIS_URL: redisUrl!, ...ADMINS })
    const slugs = async () =>
      ((await second.inject({ url: '/api/one/banners' })).json().banners as { slug: string }[]).map(
        (b) => b.slug,
      )
    const before = await slugs()
    const ada = new CookieJar()
    await signInThrough(first, ada, 'github', 'ada')
    const slug = `redis-${Date.now()}`
    const created = await first.inject({
      method: 'POST',
      url: '/api/one/admin/banners',
      headers: { ...ada.header(), origin: 'http://one.test', 'content-type': 'application/json' },
      payload: JSON.stringify({ slug, title: slug, metadata: bannerMetadata, published: true }),
    })
    expect(created.statusCode, created.body).toBe(201)
    await expect.poll(slugs, { timeout: 3000 }).toEqual([slug, ...before])
  })
})
