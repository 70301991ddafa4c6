import type { DialogId } from '@one/contract/dialogs'
import { site } from '../../lib/site.ts'

export const DASHBOARD_PATH = '/user/dashboard'

/** Whether a path is the dashboard's (route paths match regardless of case and a trailing slash). */
export function isDashboardPath(pathname: string): boolean {
  return pathname.toLowerCase().replace(/\/+$/, '') === DASHBOARD_PATH
}

/** The dashboard's tabs (docs/decisions/0020), in the navigation's order; `?tab=` names one. */
export const tabIds = [
  'overview',
  'bins',
  'subscription',
  'sponsorships',
  'team',
  'api',
  'settings',
  'account',
] as const
export type TabId = (typeof tabIds)[number]

const DEFAULT_TAB: TabId = 'overview'

/** What a tab needs of its user: team access, or being a subscriber. */
export type TabNeed = 'team' | 'subscriber'

export interface TabFacts {
  team: boolean
  subscriber: boolean
}

export const tabLabels: Record<TabId, string> = {
  overview: 'Overview',
  bins: 'Bins',
  subscription: 'Subscription',
  sponsorships: 'Sponsorships',
  team: 'Team',
  api: 'API Access',
  settings: 'Settings',
  account: 'Account',
}

const needs: Partial<Record<TabId, TabNeed>> = { team: 'team', api: 'subscriber' }

export const tabNeed = (tab: TabId): TabNeed | undefined => needs[tab]

export function isTabOpenTo(tab: TabId, facts: TabFacts): boolean {
  const need = needs[tab]
  return need === undefined || facts[need]
}

const isTabId = (value: string | null): value is TabId => tabIds.includes(value as TabId)

/** The tab an address asks for; a missing or unknown one is the overview. */
export function tabOf(params: URLSearchParams): TabId {
  const tab = params.get('tab')
  return isTabId(tab) ? tab : DEFAULT_TAB
}

/** The original's `?one=` values that became tabs: on the dashboard they open the tab, not a dialog. */
const legacyTabs: Partial<Record<DialogId, TabId>> = {
  subscribe: 'subscription',
  status: 'subscription',
  sponsorships: 'sponsorships',
  settings: 'settings',
}

export function legacyTabOf(one: string | null): TabId | undefined {
  return one ? legacyTabs[one as DialogId] : undefined
}

/** The query of a link to `tab`: the tool the user came from (`from`) stays with them. */
export function tabSearch(tab: TabId, current: URLSearchParams): string {
  const next = new URLSearchParams({ tab })
  const from = current.get('from')
  if (from !== null) next.set('from', from)
  return `?${next}`
}

export type Tool = (typeof site.quickActions)[number]

/**
 * The tool a `?from=` names, among the configured sibling tools; anything else (an address, an
 * unknown id) names none, so the way back never leads where the query says (no open redirect).
 */
export function toolOf(from: string | null): Tool | undefined {
  return site.quickActions.find((tool) => tool.id === from)
}
