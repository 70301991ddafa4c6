import { z } from 'zod/mini'
import { providerId } from './auth.ts'
import { endpoints } from './endpoint.ts'
import { planInterval, planType } from './membership.ts'

/** The kinds of event a user's activity feed holds (docs/decisions/0020). */
export const activityTypes = [
  'bin.created',
  'bin.updated',
  'bin.deleted',
  'subscription.activated',
  'subscription.changed',
  'subscription.canceled',
  'subscription.renewed',
  'team.joined',
  'team.left',
  'team.member_removed',
  'team.invite_reset',
  'api_key.generated',
  'mcp_client.connected',
  'mcp_client.revoked',
  'identity.linked',
  'identity.unlinked',
  'session.signed_in',
  'session.signed_out_everywhere',
] as const

export type ActivityType = (typeof activityTypes)[number]

/** A page of the feed holds this many events. */
export const ACTIVITY_PAGE_SIZE = 20

const bin = { binId: z.string(), title: z.string() }
const plan = { subscriptionId: z.string(), plan: planType, interval: planInterval }
const team = { teamId: z.string(), teamName: z.string() }
const client = { clientId: z.string(), clientName: z.string() }

/** What each type keeps beside its id, type and time: enough to write its line and its link. */
export const activityData = {
  'bin.created': z.object(bin),
  /** `fields`: the names of what changed (content, title, visibility...). */
  'bin.updated': z.object({ ...bin, fields: z.array(z.string()) }),
  'bin.deleted': z.object(bin),
  'subscription.activated': z.object(plan),
  /** `from`: the plan before; null when a cancellation was taken back and the plan renews again. */
  'subscription.changed': z.object({
    ...plan,
    from: z.nullable(z.object({ plan: planType, interval: planInterval })),
  }),
  /** `endsAt` (epoch seconds): when access stops; `ended`: it has stopped. */
  'subscription.canceled': z.object({ ...plan, endsAt: z.number(), ended: z.boolean() }),
  /** `periodEnd` (epoch seconds): the end of the new period. */
  'subscription.renewed': z.object({ ...plan, periodEnd: z.number() }),
  'team.joined': z.object(team),
  'team.left': z.object(team),
  /** To the owner with the member's name; to the member who was removed with `memberName` null. */
  'team.member_removed': z.object({ ...team, memberName: z.nullable(z.string()) }),
  'team.invite_reset': z.object(team),
  'api_key.generated': z.object({ regenerated: z.boolean() }),
  'mcp_client.connected': z.object(client),
  'mcp_client.revoked': z.object(client),
  'identity.linked': z.object({ provider: providerId }),
  'identity.unlinked': z.object({ provider: providerId }),
  /** The browser family and operating system read from the User-Agent; never an address. */
  'session.signed_in': z.object({ provider: providerId, browser: z.string(), os: z.string() }),
  'session.signed_out_everywhere': z.object({}),
} satisfies Record<ActivityType, z.ZodMiniObject>

export type ActivityData<T extends ActivityType> = z.infer<(typeof activityData)[T]>

/** One event of the feed: its id, type and time, and its type's data beside them. */
export type ActivityItem = {
  [T in ActivityType]: { id: string; type: T; at: string } & ActivityData<T>
}[ActivityType]

// Built from the table above; its type is written out as ActivityItem, which the compiler can hold.
const itemOf = (type: ActivityType): z.ZodMiniObject =>
  z.object({
    /** The feed's order: a later event has a larger id. */
    id: z.string(),
    type: z.literal(type),
    at: z.iso.datetime(),
    ...activityData[type].shape,
  })
const [first, ...rest] = activityTypes.map(itemOf)
export const activityItem = z.discriminatedUnion('type', [
  first!,
  ...rest,
]) as unknown as z.ZodMiniType<ActivityItem>

/** GET /one/activity: newest first; `next` is the cursor of the following page, null on the last. */
export const activityPage = z.object({ items: z.array(activityItem), next: z.nullable(z.string()) })
export type ActivityPage = { items: ActivityItem[]; next: string | null }

/** A cursor is the id of the last event of the page before: a whole number. */
export const activityCursor = z
  .string()
  .check(
    z.regex(
      /^[1-9][0-9]{0,14}$/,
      'must be the `next` cursor of an earlier page of your activity (a whole number)',
    ),
  )

export const activityEndpoints = endpoints('activity', {
  list: {
    method: 'GET',
    path: '/one/activity',
    summary: "The signed-in user's own activity, newest first, 20 events a page",
    query: z.object({ cursor: z.optional(activityCursor) }),
    response: activityPage,
  },
})
