import type { EmulatedSponsorship, SponsorsState } from './sponsorships.ts'

const MAX_PAGE = 100

/** GitHub's cursors are opaque; here one is the position after which a page starts. */
const cursorOf = (position: number) => Buffer.from(`cursor:v2:${position}`).toString('base64')
function positionOf(cursor: string): number | undefined {
  const match = /^cursor:v2:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64').toString())
  return match ? Number(match[1]) : undefined
}

const error = (message: string) => ({ status: 200, body: { errors: [{ message }] } })

const node = (s: EmulatedSponsorship) => ({
  createdAt: s.createdAt,
  isActive: s.isActive,
  isOneTimePayment: s.interval === 'once',
  tier: { name: s.tierName, monthlyPriceInCents: s.amount, isOneTime: s.interval === 'once' },
  sponsorEntity: { __typename: 'User', databaseId: s.databaseId },
})

/**
 * The one query the server sends, as GitHub answers it: the sponsored account's (the token owner's)
 * sponsorships, past ones included, a page at a time, each with its sponsor's account id:
 *   viewer { sponsorshipsAsMaintainer(first: $n, after: $after, activeOnly: false, includePrivate: true) {
 *     pageInfo { hasNextPage endCursor } nodes { ... sponsorEntity { ... on User { databaseId } } } } }
 * Anything else is an error a GraphQL client can read. The answer holds the fields that query selects
 * and no other, as GitHub's would.
 */
export function answerGraphql(body: unknown, state: SponsorsState): { status: number; body: unknown } {
  const { query, variables = {} } = (typeof body === 'object' && body !== null ? body : {}) as {
    query?: unknown
    variables?: { first?: unknown; after?: unknown }
  }
  if (typeof query !== 'string') {
    return { status: 400, body: { message: 'Problems parsing JSON' } }
  }
  if (!query.includes('sponsorshipsAsMaintainer')) {
    return error('The local emulator answers only the sponsorshipsAsMaintainer query.')
  }
  // `first` may be written in the query or passed as a variable; GitHub requires it (or `last`).
  const first = variables.first ?? Number(/sponsorshipsAsMaintainer\([^)]*first:\s*(\d+)/.exec(query)?.[1])
  if (typeof first !== 'number' || !Number.isInteger(first) || first < 1 || first > MAX_PAGE) {
    return error(
      `You must provide a \`first\` or \`last\` value to properly paginate the \`sponsorshipsAsMaintainer\` connection, from 1 to ${MAX_PAGE}.`,
    )
  }
  const { after } = variables
  const start =
    after === undefined || after === null ? 0 : typeof after === 'string' ? positionOf(after) : undefined
  if (start === undefined) return error('`after` is not a valid cursor.')
  const all = Object.values(state.sponsorships).sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.databaseId - b.databaseId,
  )
  const page = all.slice(start, start + first)
  const end = start + page.length
  return {
    status: 200,
    body: {
      data: {
        viewer: {
          sponsorshipsAsMaintainer: {
            pageInfo: { hasNextPage: end < all.length, endCursor: page.length > 0 ? cursorOf(end) : null },
            nodes: page.map(node),
          },
        },
      },
    },
  }
}
