import { z } from 'zod'
import { RemoteError, remoteJson } from './remote-json.ts'

export type GithubSponsorsLink = { apiUrl: string; token: string; userAgent: string }

/** A sponsorship as a sponsor source reports it, before it becomes one of the user's. */
export type FoundSponsorship = {
  tierName: string
  /** In cents. */
  amount: number
  interval: 'month' | 'year' | 'once'
  isActive: boolean
  startedAt: Date
}

const PAGE = 100
// 10,000 sponsorships, past ones included: far more than the account has; a guard against a cursor loop.
const MAX_PAGES = 100

// Asked with the sponsored account's token: its sponsorships, past ones too, each with the sponsor's
// account id. Logins can be renamed and then taken by someone else; the id stays with the person.
export const sponsorshipsQuery = `query($after: String) {
  viewer {
    sponsorshipsAsMaintainer(first: ${PAGE}, after: $after, activeOnly: false, includePrivate: true) {
      pageInfo { hasNextPage endCursor }
      nodes {
        createdAt
        isActive
        isOneTimePayment
        tier { name monthlyPriceInCents isOneTime }
        sponsorEntity { __typename ... on User { databaseId } }
      }
    }
  }
}`

const sponsorshipNode = z.object({
  createdAt: z.iso.datetime({ offset: true }),
  isActive: z.boolean(),
  isOneTimePayment: z.boolean(),
  tier: z
    .object({
      name: z.string().max(200),
      monthlyPriceInCents: z.number().int().min(0).max(100_000_000),
      isOneTime: z.boolean(),
    })
    .nullable(),
  // An organization sponsors too; it has no account a person signs in with.
  sponsorEntity: z.object({ databaseId: z.number().int().positive().optional() }).nullable(),
})

const answer = z.object({
  data: z
    .object({
      viewer: z.object({
        sponsorshipsAsMaintainer: z.object({
          pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().max(1000).nullable() }),
          nodes: z.array(sponsorshipNode.nullable()).max(PAGE),
        }),
      }),
    })
    .nullish(),
  errors: z.array(z.object({ type: z.string().optional(), message: z.string() })).optional(),
})

function toFound(node: z.infer<typeof sponsorshipNode>): FoundSponsorship {
  const once = node.isOneTimePayment || !!node.tier?.isOneTime
  return {
    tierName: node.tier?.name ?? 'Custom',
    amount: node.tier?.monthlyPriceInCents ?? 0,
    interval: once ? 'once' : 'month',
    isActive: node.isActive,
    startedAt: new Date(node.createdAt),
  }
}

/** The one to keep of a sponsor's sponsorships: an active one, else the latest. */
const better = (a: FoundSponsorship, b: FoundSponsorship) =>
  a.isActive !== b.isActive ? (a.isActive ? a : b) : a.startedAt >= b.startedAt ? a : b

/**
 * Every sponsorship of the account whose token the link holds, past ones included, by the sponsor's
 * GitHub account id (as a string: the id an identity keeps).
 */
export async function githubSponsorshipsByAccount(
  link: GithubSponsorsLink,
  signal: AbortSignal,
): Promise<Map<string, FoundSponsorship>> {
  const byAccount = new Map<string, FoundSponsorship>()
  let after: string | null = null
  for (let page = 0; page < MAX_PAGES; page++) {
    const { body } = await remoteJson('GitHub Sponsors', `${link.apiUrl}/graphql`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${link.token}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({ query: sponsorshipsQuery, variables: { after } }),
      signal,
      userAgent: link.userAgent,
    })
    const parsed = answer.safeParse(body)
    if (!parsed.success) throw new RemoteError('GitHub Sponsors', 200, 'answered in an unexpected shape')
    const { data, errors = [] } = parsed.data
    if (errors.length > 0 || !data) {
      throw new RemoteError('GitHub Sponsors', 200, errors[0]?.message ?? 'answered without data')
    }
    const { pageInfo, nodes } = data.viewer.sponsorshipsAsMaintainer
    for (const node of nodes) {
      const id = node?.sponsorEntity?.databaseId
      if (!node || id === undefined) continue
      const found = toFound(node)
      const kept = byAccount.get(String(id))
      byAccount.set(String(id), kept ? better(kept, found) : found)
    }
    if (!pageInfo.hasNextPage || !pageInfo.endCursor) return byAccount
    after = pageInfo.endCursor
  }
  throw new RemoteError('GitHub Sponsors', 200, `listed more than ${MAX_PAGES * PAGE} sponsorships`)
}
