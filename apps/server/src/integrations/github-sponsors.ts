import { z } from 'zod'
import { RemoteError, remoteJson } from './remote-json.ts'

export type GithubSponsorsLink = { apiUrl: string; token: string }

/** A sponsorship as a sponsor source reports it, before it becomes one of the user's. */
export type FoundSponsorship = {
  tierName: string
  /** In cents. */
  amount: number
  interval: 'month' | 'year' | 'once'
  isActive: boolean
  startedAt: Date
}

// Asked with the sponsored account's token: the sponsorship of `login` to the token's owner, past ones too.
const query = `query($login: String!) {
  user(login: $login) {
    sponsorshipForViewerAsSponsorable(activeOnly: false) {
      createdAt
      isActive
      isOneTimePayment
      tier { name monthlyPriceInCents isOneTime }
    }
  }
}`

const answer = z.object({
  data: z
    .object({
      user: z
        .object({
          sponsorshipForViewerAsSponsorable: z
            .object({
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
            })
            .nullable(),
        })
        .nullable(),
    })
    .nullish(),
  errors: z.array(z.object({ type: z.string().optional(), message: z.string() })).optional(),
})

/** The GitHub user `login`'s sponsorship of the account whose token the link holds, or null. */
export async function githubSponsorshipOf(
  link: GithubSponsorsLink,
  login: string,
  signal: AbortSignal,
): Promise<FoundSponsorship | null> {
  const { body } = await remoteJson('GitHub Sponsors', `${link.apiUrl}/graphql`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${link.token}`,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: JSON.stringify({ query, variables: { login } }),
    signal,
  })
  const parsed = answer.safeParse(body)
  if (!parsed.success) throw new RemoteError('GitHub Sponsors', 200, 'answered in an unexpected shape')
  const { data, errors = [] } = parsed.data
  // A renamed or deleted account is not found: it sponsors nothing.
  const failures = errors.filter((error) => error.type !== 'NOT_FOUND')
  if (failures.length > 0) throw new RemoteError('GitHub Sponsors', 200, failures[0]!.message)
  const sponsorship = data?.user?.sponsorshipForViewerAsSponsorable
  if (!sponsorship) return null
  const once = sponsorship.isOneTimePayment || !!sponsorship.tier?.isOneTime
  return {
    tierName: sponsorship.tier?.name ?? 'Custom',
    amount: sponsorship.tier?.monthlyPriceInCents ?? 0,
    interval: once ? 'once' : 'month',
    isActive: sponsorship.isActive,
    startedAt: new Date(sponsorship.createdAt),
  }
}
