import { usernamePattern } from '../oauth/identity.ts'
import type { SponsorsState } from './sponsorships.ts'

/**
 * The one query the server sends, as GitHub answers it: the sponsorship of the user `$login` to the
 * token's owner (the sponsored account), past ones included:
 *   user(login: $login) { sponsorshipForViewerAsSponsorable(activeOnly: false) { ... } }
 * Anything else is an error a GraphQL client can read.
 */
export function answerGraphql(body: unknown, state: SponsorsState): { status: number; body: unknown } {
  const { query, variables } = (typeof body === 'object' && body !== null ? body : {}) as {
    query?: unknown
    variables?: { login?: unknown }
  }
  if (typeof query !== 'string') {
    return { status: 400, body: { message: 'Problems parsing JSON' } }
  }
  if (!query.includes('sponsorshipForViewerAsSponsorable')) {
    return {
      status: 200,
      body: { errors: [{ message: 'The local emulator answers only the sponsorship query.' }] },
    }
  }
  const login = variables?.login
  if (typeof login !== 'string') {
    return {
      status: 200,
      body: { errors: [{ message: 'Variable $login of type String! was provided invalid value' }] },
    }
  }
  if (!usernamePattern.test(login)) {
    return {
      status: 200,
      body: {
        data: { user: null },
        errors: [
          {
            type: 'NOT_FOUND',
            path: ['user'],
            message: `Could not resolve to a User with the login of '${login}'.`,
          },
        ],
      },
    }
  }
  const found = state.sponsorships[login.toLowerCase()]
  const sponsorship = found && {
    createdAt: found.createdAt,
    isActive: found.isActive,
    isOneTimePayment: found.interval === 'once',
    tier: { name: found.tierName, monthlyPriceInCents: found.amount, isOneTime: found.interval === 'once' },
  }
  return { status: 200, body: { data: { user: { sponsorshipForViewerAsSponsorable: sponsorship ?? null } } } }
}
