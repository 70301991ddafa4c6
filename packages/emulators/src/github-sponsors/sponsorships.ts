import { githubUserId as idOfUser } from '../oauth/github-user.ts'
import { emulatedUser, usernamePattern } from '../oauth/identity.ts'
import { checked, printable, text, whole } from '../shared/control-form.ts'

/** One sponsorship of the emulated sponsored account, by the GitHub account `databaseId` (now `login`). */
export type EmulatedSponsorship = {
  /** The sponsor's account id: what GitHub keeps when its login changes. */
  databaseId: number
  login: string
  tierName: string
  /** In cents a month, or once for a one-time tier. */
  amount: number
  interval: 'month' | 'once'
  isActive: boolean
  createdAt: string
}

/** Keyed by the sponsor's account id, as a string. */
export type SponsorsState = { sponsorships: Record<string, EmulatedSponsorship> }

// A million dollars: more than any tier, small enough for every JSON parser.
const MAX_AMOUNT = 100_000_000
// GitHub account ids are positive 32-bit integers.
const MAX_ACCOUNT_ID = 2 ** 31 - 1

/** The account id the GitHub sign-in emulator gives `login`, so both emulators agree on who it is. */
export function githubUserId(login: string): number {
  return idOfUser(emulatedUser('github', login))
}

/**
 * The control API's body as a sponsorship, or what is wrong with it. A login is enough: its account
 * id is the one sign-in gives it. A `databaseId` names the account instead, so a test can rename a
 * sponsor (same id, new login) or give an old login to another account.
 */
export function readSponsorship(
  body: Record<string, unknown>,
  fromForm: boolean,
  now: () => number,
): EmulatedSponsorship | { problem: string } {
  const login = text(body.login)?.trim()
  if (!login || !usernamePattern.test(login)) return { problem: 'login must be a GitHub username.' }
  const givenId = body.databaseId === undefined || body.databaseId === '' ? undefined : whole(body.databaseId)
  if (body.databaseId !== undefined && body.databaseId !== '' && (!givenId || givenId > MAX_ACCOUNT_ID))
    return { problem: `databaseId must be a GitHub account id: a whole number from 1 to ${MAX_ACCOUNT_ID}.` }
  const tierName = text(body.tierName)?.trim()
  if (!printable(tierName, 100)) return { problem: 'tierName must be 1 to 100 printable characters.' }
  const amount = whole(body.amount)
  if (amount === undefined || amount < 0 || amount > MAX_AMOUNT)
    return { problem: `amount must be a whole number of cents from 0 to ${MAX_AMOUNT}.` }
  const interval = body.interval
  if (interval !== 'month' && interval !== 'once') return { problem: 'interval must be month or once.' }
  const isActive = checked(body.isActive, fromForm)
  if (isActive === undefined) return { problem: 'isActive must be true or false.' }
  return {
    databaseId: givenId ?? githubUserId(login),
    login,
    tierName,
    amount,
    interval,
    isActive,
    createdAt: new Date(now()).toISOString(),
  }
}

/** Sponsorships kept before they carried an account id (keyed by login) get the login's id. */
export function withAccountIds(state: SponsorsState): SponsorsState {
  const sponsorships: SponsorsState['sponsorships'] = {}
  for (const kept of Object.values(state.sponsorships)) {
    const sponsorship = { ...kept, databaseId: kept.databaseId ?? githubUserId(kept.login) }
    sponsorships[String(sponsorship.databaseId)] = sponsorship
  }
  return { sponsorships }
}
