// docs/decisions/0015: the GitHub Sponsors, Discord guild and SendOwl emulators speak their services' protocols,
// take test data through their control APIs (JSON and the page's form) and keep it under DATA_DIR.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { discordUserId, emulatedGuild } from '../src/discord/guild.ts'
import { emulatedUser } from '../src/oauth/identity.ts'
import { github } from '../src/oauth/providers.ts'
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

const sponsorshipsQuery = `query($after: String) { viewer {
  sponsorshipsAsMaintainer(first: 100, after: $after, activeOnly: false, includePrivate: true) {
    pageInfo { hasNextPage endCursor }
    nodes { isActive isOneTimePayment createdAt tier { name monthlyPriceInCents isOneTime }
      sponsorEntity { __typename ... on User { databaseId } } } } } }`

const graphql = (
  api: string,
  variables: Record<string, unknown> = {},
  token: string | null = 'ghp_local',
  query = sponsorshipsQuery,
) =>
  fetch(`${api}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  })

type Node = { isActive: boolean; sponsorEntity: { databaseId: number } }
type Page = { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: Node[] }
const pageOf = async (response: Response) =>
  (await response.json()).data.viewer.sponsorshipsAsMaintainer as Page

/** The account id the GitHub sign-in emulator's profile (GET /user) gives `login`. */
const signInId = (login: string) => github.profile(emulatedUser('github', login), '', '').id

describe('GitHub Sponsors emulator', () => {
  it("lists the sponsorships put in through the control API with each sponsor's account id, as sign-in gives it", async () => {
    const { urls } = await start()
    const saved = await post(urls.githubSponsors.control, {
      login: 'Ada',
      tierName: 'Gold',
      amount: 1000,
      interval: 'month',
      isActive: true,
    })
    expect(saved.status).toBe(200)
    const page = await pageOf(await graphql(urls.githubSponsors.api))
    expect(page.nodes).toEqual([
      {
        createdAt: expect.any(String),
        isActive: true,
        isOneTimePayment: false,
        tier: { name: 'Gold', monthlyPriceInCents: 1000, isOneTime: false },
        sponsorEntity: { __typename: 'User', databaseId: signInId('ada') },
      },
    ])
    expect(page.pageInfo.hasNextPage).toBe(false)
  })

  it('keeps one sponsorship per account: a rename keeps the id, and an old login can go to another account', async () => {
    const { urls } = await start()
    const good = { tierName: 'Gold', amount: 1000, interval: 'month', isActive: true }
    await post(urls.githubSponsors.control, { ...good, login: 'ada' })
    await post(urls.githubSponsors.control, { ...good, login: 'ada-lovelace', databaseId: signInId('ada') })
    await post(urls.githubSponsors.control, { ...good, login: 'ada', databaseId: 4242, amount: 100 })
    const { nodes } = await pageOf(await graphql(urls.githubSponsors.api))
    expect(nodes.map((n) => n.sponsorEntity)).toHaveLength(2)
    expect(nodes.map((n) => n.sponsorEntity)).toEqual(
      expect.arrayContaining([
        { __typename: 'User', databaseId: signInId('ada') },
        { __typename: 'User', databaseId: 4242 },
      ]),
    )
  })

  it('pages through the list with `first` and the `after` cursor, and refuses other queries', async () => {
    const { urls } = await start()
    for (const login of ['p1', 'p2', 'p3']) {
      await post(urls.githubSponsors.control, {
        login,
        tierName: 'T',
        amount: 500,
        interval: 'month',
        isActive: true,
      })
    }
    const paged = sponsorshipsQuery.replace('first: 100', 'first: 2')
    const first = await pageOf(await graphql(urls.githubSponsors.api, {}, 'ghp_local', paged))
    expect(first.nodes).toHaveLength(2)
    expect(first.pageInfo.hasNextPage).toBe(true)
    const second = await pageOf(
      await graphql(urls.githubSponsors.api, { after: first.pageInfo.endCursor }, 'ghp_local', paged),
    )
    expect([...first.nodes, ...second.nodes].map((n) => n.sponsorEntity.databaseId).sort()).toEqual(
      ['p1', 'p2', 'p3'].map(signInId).sort(),
    )
    expect(second.pageInfo.hasNextPage).toBe(false)
    const noFirst = await graphql(urls.githubSponsors.api, {}, 'ghp_local', paged.replace('first: 2, ', ''))
    expect((await noFirst.json()).errors[0].message).toMatch(/first/)
    const badCursor = await graphql(urls.githubSponsors.api, { after: 'nonsense' })
    expect((await badCursor.json()).errors[0].message).toMatch(/cursor/)
    const other = await graphql(urls.githubSponsors.api, {}, 'ghp_local', '{ viewer { login } }')
    expect((await other.json()).errors).toHaveLength(1)
  })

  it('needs a token, and refuses bad control input with a message', async () => {
    const { urls } = await start()
    expect((await graphql(urls.githubSponsors.api, {}, null)).status).toBe(401)
    const good = { login: 'ada', tierName: 'Gold', amount: 1000, interval: 'month', isActive: true }
    for (const bad of [
      { ...good, login: 'a\u0000b' },
      { ...good, tierName: '\ud800' },
      { ...good, amount: 1e300 },
      { ...good, amount: -1 },
      { ...good, interval: 'year' },
      { ...good, isActive: 'yes' },
      { ...good, login: { deep: [[[]]] } },
      { ...good, databaseId: 0 },
      { ...good, databaseId: 2 ** 31 },
      { ...good, databaseId: 'ada' },
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
    expect(await form.text()).toContain(`grace (#${signInId('grace')}): Once, 2500 cents / once, inactive`)
    await first.close()
    running.pop()
    const second = await start(dataDir)
    const { nodes } = await pageOf(await graphql(second.urls.githubSponsors.api))
    expect(nodes).toMatchObject([
      { isActive: false, isOneTimePayment: true, sponsorEntity: { databaseId: signInId('grace') } },
    ])
  })

  it('can be made slow or failing for tests of a remote that is down', async () => {
    const { urls, origin } = await start()
    const fault = `${origin}/_emulators/github/_control/fault`
    expect((await post(fault, { status: 503 })).status).toBe(200)
    expect((await graphql(urls.githubSponsors.api)).status).toBe(503)
    expect((await post(fault, { delayMs: 'slow' })).status).toBe(400)
    await post(fault, {})
    expect((await graphql(urls.githubSponsors.api)).status).toBe(200)
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
