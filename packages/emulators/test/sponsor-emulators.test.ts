// Issue 17: the GitHub Sponsors, Discord guild and SendOwl emulators speak their services' protocols,
// take test data through their control APIs (JSON and the page's form) and keep it under DATA_DIR.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { discordUserId, emulatedGuild } from '../src/discord/guild.ts'
import { type RunningEmulators, startEmulators } from '../src/standalone.ts'

const running: RunningEmulators[] = []
afterEach(async () => {
  for (const emulators of running.splice(0)) await emulators.close()
})

async function start(dataDir?: string) {
  const emulators = await startEmulators({ dataDir })
  running.push(emulators)
  return emulators
}

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

const sponsorshipQuery =
  'query($login: String!) { user(login: $login) { sponsorshipForViewerAsSponsorable(activeOnly: false) { isActive isOneTimePayment createdAt tier { name monthlyPriceInCents isOneTime } } } }'

const graphql = (api: string, login: unknown, token: string | null = 'ghp_local') =>
  fetch(`${api}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: sponsorshipQuery, variables: { login } }),
  })

describe('GitHub Sponsors emulator', () => {
  it('answers the sponsorship query for a sponsor put in through the control API, and null for others', async () => {
    const { urls } = await start()
    const saved = await post(urls.githubSponsors.control, {
      login: 'Ada',
      tierName: 'Gold',
      amount: 1000,
      interval: 'month',
      isActive: true,
    })
    expect(saved.status).toBe(200)
    const answer = await (await graphql(urls.githubSponsors.api, 'ada')).json()
    expect(answer.data.user.sponsorshipForViewerAsSponsorable).toMatchObject({
      isActive: true,
      isOneTimePayment: false,
      tier: { name: 'Gold', monthlyPriceInCents: 1000, isOneTime: false },
    })
    const none = await (await graphql(urls.githubSponsors.api, 'grace')).json()
    expect(none).toEqual({ data: { user: { sponsorshipForViewerAsSponsorable: null } } })
  })

  it('needs a token, and refuses bad control input with a message', async () => {
    const { urls } = await start()
    expect((await graphql(urls.githubSponsors.api, 'ada', null)).status).toBe(401)
    const good = { login: 'ada', tierName: 'Gold', amount: 1000, interval: 'month', isActive: true }
    for (const bad of [
      { ...good, login: 'a\u0000b' },
      { ...good, tierName: '\ud800' },
      { ...good, amount: 1e300 },
      { ...good, amount: -1 },
      { ...good, interval: 'year' },
      { ...good, isActive: 'yes' },
      { ...good, login: { deep: [[[]]] } },
    ]) {
      const response = await post(urls.githubSponsors.control, bad)
      expect(response.status).toBe(400)
      expect((await response.json()).message).toEqual(expect.any(String))
    }
  })

  it('takes the page form, and keeps its sponsorships under the data folder across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sponsors-emulator-'))
    const first = await start(dataDir)
    const page = await fetch(first.urls.githubSponsors.control)
    expect(await page.text()).toContain('GitHub Sponsors (local emulator)')
    const form = await fetch(first.urls.githubSponsors.control, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'login=grace&tierName=Once&amount=2500&interval=once',
    })
    expect(form.status).toBe(200)
    expect(await form.text()).toContain('grace: Once, 2500 cents / once, inactive')
    await first.close()
    running.pop()
    const second = await start(dataDir)
    const answer = await (await graphql(second.urls.githubSponsors.api, 'grace')).json()
    expect(answer.data.user.sponsorshipForViewerAsSponsorable).toMatchObject({
      isActive: false,
      isOneTimePayment: true,
    })
  })

  it('can be made slow or failing for tests of a remote that is down', async () => {
    const { urls, origin } = await start()
    const fault = `${origin}/_emulators/github/_control/fault`
    expect((await post(fault, { status: 503 })).status).toBe(200)
    expect((await graphql(urls.githubSponsors.api, 'ada')).status).toBe(503)
    expect((await post(fault, { delayMs: 'slow' })).status).toBe(400)
    await post(fault, {})
    expect((await graphql(urls.githubSponsors.api, 'ada')).status).toBe(200)
  })
})

describe('Discord guild emulator', () => {
  const member = (api: string, userId: string, token: string | null = 'local-bot') =>
    fetch(`${api}/guilds/${emulatedGuild.id}/members/${userId}`, {
      headers: token ? { authorization: `Bot ${token}` } : {},
    })

  it('shows a subscriber with the premium role, a lapsed one without, and 404 for others', async () => {
    const { urls } = await start()
    expect((await post(urls.discordGuild.control, { username: 'Ada', isActive: true })).status).toBe(200)
    expect((await post(urls.discordGuild.control, { username: 'grace', isActive: false })).status).toBe(200)
    const ada = await (await member(urls.discordGuild.api, discordUserId('ada'))).json()
    expect(ada.roles).toEqual([emulatedGuild.premiumRoleId])
    const grace = await (await member(urls.discordGuild.api, discordUserId('grace'))).json()
    expect(grace.roles).toEqual([])
    const stranger = await member(urls.discordGuild.api, discordUserId('linus'))
    expect(stranger.status).toBe(404)
    expect(await stranger.json()).toEqual({ message: 'Unknown Member', code: 10007 })
    expect((await member(urls.discordGuild.api, discordUserId('ada'), null)).status).toBe(401)
    expect((await post(urls.discordGuild.control, { username: 'x\ud800', isActive: true })).status).toBe(400)
  })
})

describe('SendOwl emulator', () => {
  const search = (api: string, email: string, headers: Record<string, string>) =>
    fetch(`${api}/api/v1_3/orders/search?email=${encodeURIComponent(email)}`, { headers })
  const auth = {
    authorization: `Basic ${Buffer.from('key:secret').toString('base64')}`,
    accept: 'application/json',
  }

  it("lists an email's orders with their download link and items, behind basic auth and JSON only", async () => {
    const { urls } = await start()
    const email = 'ada@shopify.emulator.test'
    const saved = await post(urls.sendowl.control, { email, order_name: '1001', items: [{ name: 'Theme' }] })
    expect(saved.status).toBe(200)
    await post(urls.sendowl.control, { email: 'other@shopify.emulator.test', items: [{ name: 'Other' }] })
    const orders = await (await search(urls.sendowl.api, 'ADA@shopify.emulator.test', auth)).json()
    expect(orders).toHaveLength(1)
    expect(orders[0].order).toMatchObject({
      order_name: '1001',
      buyer_email: email,
      download_items: [{ name: 'Theme', type: 'product', accessible: true, downloadable: true }],
    })
    const download = await fetch(orders[0].order.download_url)
    expect(download.status).toBe(200)
    expect(await download.text()).toContain('Theme')
    expect((await search(urls.sendowl.api, email, { accept: 'application/json' })).status).toBe(401)
    expect((await search(urls.sendowl.api, email, { authorization: auth.authorization })).status).toBe(415)
  })

  it('refuses hostile orders with a message', async () => {
    const { urls } = await start()
    for (const bad of [
      { email: 'nobody', items: [{ name: 'x' }] },
      { email: 'a@b.c', items: [] },
      { email: 'a@b.c', items: [{ name: 'a\u0000' }] },
      { email: 'a@b.c', items: Array.from({ length: 51 }, () => ({ name: 'x' })) },
      { email: 'a@b.c', items: [{ name: 'x' }], order_name: '\udc00' },
    ]) {
      const response = await post(urls.sendowl.control, bad)
      expect(response.status).toBe(400)
      expect((await response.json()).message).toEqual(expect.any(String))
    }
  })
})
