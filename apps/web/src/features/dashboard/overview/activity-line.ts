import type { ActivityItem } from '@one/contract/activity'
import { providerLabels } from '@one/contract/auth'
import { calendarDay, fromEpochSeconds } from '@one/contract/dates'
import type { PlanInterval, PlanType } from '@one/contract/membership'

/** An event as the feed reads it, and where it leads (nowhere for what is gone). */
export type ActivityLine = { text: string; to?: string }

export const SUBSCRIPTION_TAB = '/user/dashboard?tab=subscription'
const binPath = (binId: string) => `/bins/${encodeURIComponent(binId)}`
const quoted = (title: string) => `“${title.trim() || 'Untitled'}”`
const planName = (plan: PlanType, interval: PlanInterval) =>
  `${plan === 'team' ? 'Team' : 'Solo'} ${interval === 'year' ? 'yearly' : 'monthly'} plan`

// What a bin edit changed, by the fields the server names: the text first, then who sees it.
function binUpdate(fields: string[]): string {
  if (fields.some((field) => ['content', 'title', 'language'].includes(field))) return 'You edited the bin'
  if (fields.includes('visibility')) return 'You changed who can see the bin'
  return 'You updated your bookmarks of the bin'
}

/** The sentence of an event, in the product's words, with its link. */
export function activityLine(item: ActivityItem): ActivityLine {
  switch (item.type) {
    case 'bin.created':
      return { text: `You created the bin ${quoted(item.title)}`, to: binPath(item.binId) }
    case 'bin.updated':
      return { text: `${binUpdate(item.fields)} ${quoted(item.title)}`, to: binPath(item.binId) }
    case 'bin.deleted':
      return { text: `You deleted the bin ${quoted(item.title)}` }
    case 'subscription.activated':
      return { text: `Your ${planName(item.plan, item.interval)} started`, to: SUBSCRIPTION_TAB }
    case 'subscription.changed':
      return {
        text: item.from
          ? `You changed your plan from the ${planName(item.from.plan, item.from.interval)} to the ${planName(item.plan, item.interval)}`
          : `You kept your ${planName(item.plan, item.interval)}: it renews again`,
        to: SUBSCRIPTION_TAB,
      }
    case 'subscription.canceled':
      return {
        text: item.ended
          ? `Your ${planName(item.plan, item.interval)} ended`
          : `You canceled your ${planName(item.plan, item.interval)}: it ends on ${calendarDay(fromEpochSeconds(item.endsAt))}`,
        to: SUBSCRIPTION_TAB,
      }
    case 'subscription.renewed':
      return {
        text: `Your ${planName(item.plan, item.interval)} renewed until ${calendarDay(fromEpochSeconds(item.periodEnd))}`,
        to: SUBSCRIPTION_TAB,
      }
    case 'team.joined':
      return { text: `You joined ${item.teamName}` }
    case 'team.left':
      return { text: `You left ${item.teamName}` }
    case 'team.member_removed':
      return {
        text:
          item.memberName === null
            ? `You were removed from ${item.teamName}`
            : `You removed ${item.memberName || 'a member'} from ${item.teamName}`,
      }
    case 'team.invite_reset':
      return { text: `You reset the invite link of ${item.teamName}` }
    case 'api_key.generated':
      return {
        text: item.regenerated
          ? 'You regenerated your API key: the old one stopped working'
          : 'You generated an API key',
      }
    case 'mcp_client.connected':
      return { text: `You connected the MCP client ${quoted(item.clientName)}` }
    case 'mcp_client.revoked':
      return { text: `You revoked the MCP client ${quoted(item.clientName)}` }
    case 'identity.linked':
      return { text: `You connected ${providerLabels[item.provider]}` }
    case 'identity.unlinked':
      return { text: `You disconnected ${providerLabels[item.provider]}` }
    case 'session.signed_in':
      return { text: `You signed in with ${providerLabels[item.provider]} on ${item.browser}, ${item.os}` }
    case 'session.signed_out_everywhere':
      return { text: 'You signed out everywhere' }
  }
}
