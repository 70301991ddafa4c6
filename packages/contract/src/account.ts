import { z } from 'zod/mini'
import { activityTypes } from './activity.ts'
import { providerId } from './auth.ts'
import { binLanguage, binVisibility } from './bins.ts'
import { endpoints } from './endpoint.ts'
import { planInterval, planType } from './membership.ts'

/** The longest name a user can have is far shorter; more than this is no name at all. */
const MAX_CONFIRM_LENGTH = 1000

/**
 * "Download my data" (docs/decisions/0020): everything the site keeps about the user, as a file. No
 * tokens, keys or card data: those are secrets, not the user's data. Times are ISO 8601.
 */
export const accountExport = z.object({
  exportedAt: z.string(),
  user: z.object({ id: z.string(), name: z.string(), picture: z.string(), createdAt: z.string() }),
  identities: z.array(
    z.object({
      provider: providerId,
      handle: z.string(),
      emails: z.array(z.string()),
      linkedAt: z.string(),
    }),
  ),
  /** The synced settings as stored; null when sync never ran. */
  settings: z.nullable(z.record(z.string(), z.unknown())),
  bins: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      content: z.string(),
      language: binLanguage,
      visibility: binVisibility,
      favorite: z.boolean(),
      pinned: z.boolean(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  /** The team the user owns and the one they are a member of; the member list only to the owner. */
  teams: z.array(
    z.object({
      name: z.string(),
      role: z.enum(['owner', 'member']),
      members: z.optional(z.array(z.string())),
    }),
  ),
  /** Newest first. */
  subscriptions: z.array(
    z.object({
      plan: planType,
      interval: planInterval,
      status: z.string(),
      currentPeriodEnd: z.string(),
      cancelAtPeriodEnd: z.boolean(),
    }),
  ),
  /** Newest first. */
  activity: z.array(
    z.object({ type: z.enum(activityTypes), at: z.string(), data: z.record(z.string(), z.unknown()) }),
  ),
})
export type AccountExport = z.infer<typeof accountExport>

/** Deleting an account asks for the user's name, typed: nothing else deletes it. */
export const deleteAccountBody = z.object({
  confirm: z.string().check(z.maxLength(MAX_CONFIRM_LENGTH)),
})
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>

/** What a refused confirmation says: what to type, so the dialog can show it as it is. */
export const confirmMessage = (name: string) =>
  `To delete your account, type your name exactly as it is shown: ${name}`

/** The name of the file the export downloads as, on the day it is made (YYYY-MM-DD). */
export const exportFileName = (day: string) => `one-account-${day}.json`

export const accountEndpoints = endpoints('account', {
  export: {
    method: 'GET',
    path: '/one/account/export',
    summary: 'Download my data: the account, its identities, settings, bins, team, plan and activity',
    response: accountExport,
  },
  delete: {
    method: 'DELETE',
    path: '/one/account',
    summary:
      'Delete my account: cancels the plan at period end, leaves or dissolves the team, deletes everything and signs out everywhere',
    body: deleteAccountBody,
    status: 204,
  },
})
