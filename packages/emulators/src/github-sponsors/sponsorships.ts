import { usernamePattern } from '../oauth/identity.ts'
import { checked, printable, text, whole } from '../shared/control-form.ts'

/** One sponsorship of the emulated sponsored account, by the GitHub user `login`. */
export type EmulatedSponsorship = {
  login: string
  tierName: string
  /** In cents a month, or once for a one-time tier. */
  amount: number
  interval: 'month' | 'once'
  isActive: boolean
  createdAt: string
}

export type SponsorsState = { sponsorships: Record<string, EmulatedSponsorship> }

// A million dollars: more than any tier, small enough for every JSON parser.
const MAX_AMOUNT = 100_000_000

/** The control API's body as a sponsorship, or what is wrong with it. */
export function readSponsorship(
  body: Record<string, unknown>,
  fromForm: boolean,
  now: () => number,
): EmulatedSponsorship | { problem: string } {
  const login = text(body.login)?.trim()
  if (!login || !usernamePattern.test(login)) return { problem: 'login must be a GitHub username.' }
  const tierName = text(body.tierName)?.trim()
  if (!printable(tierName, 100)) return { problem: 'tierName must be 1 to 100 printable characters.' }
  const amount = whole(body.amount)
  if (amount === undefined || amount < 0 || amount > MAX_AMOUNT)
    return { problem: `amount must be a whole number of cents from 0 to ${MAX_AMOUNT}.` }
  const interval = body.interval
  if (interval !== 'month' && interval !== 'once') return { problem: 'interval must be month or once.' }
  const isActive = checked(body.isActive, fromForm)
  if (isActive === undefined) return { problem: 'isActive must be true or false.' }
  return { login, tierName, amount, interval, isActive, createdAt: new Date(now()).toISOString() }
}
