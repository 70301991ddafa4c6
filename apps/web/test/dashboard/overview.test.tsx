import type { ActivityItem, ActivityPage } from '@one/contract/activity'
import { relativeTime } from '@one/contract/dates'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { activityLine } from '../../src/features/dashboard/overview/activity-line.ts'
import { OverviewTab } from '../../src/features/dashboard/overview/OverviewTab.tsx'
import { planSummary } from '../../src/features/dashboard/overview/plan-summary.ts'
import { queryClient } from '../../src/lib/query-client.tsx'
import { useContent } from '../../src/stores/content-store.ts'
import { makeUser, renderWithApp, resetStores, signIn } from '../user-menu/menu-harness.tsx'

const at = '2026-11-26T10:00:00.000Z'
const created = (id: number, title: string): ActivityItem => ({
  id: String(id),
  type: 'bin.created',
  at,
  binId: `Bin${String(id).padStart(9, '0')}`,
  title,
})

describe('an event as a readable line (docs/decisions/0020)', () => {
  it('a bin event links to its bin, unless the bin is gone', () => {
    expect(activityLine(created(1, 'Notes'))).toEqual({
      text: 'You created the bin “Notes”',
      to: '/bins/Bin000000001',
    })
    expect(
      activityLine({ id: '2', type: 'bin.updated', at, binId: 'AbC', title: '', fields: ['visibility'] }),
    ).toEqual({ text: 'You changed who can see the bin “Untitled”', to: '/bins/AbC' })
    expect(activityLine({ id: '3', type: 'bin.deleted', at, binId: 'AbC', title: 'Old' })).toEqual({
      text: 'You deleted the bin “Old”',
    })
  })

  it('a subscription event names the plan and links to the subscription tab', () => {
    const plan = { subscriptionId: 'sub_1', plan: 'solo', interval: 'month' } as const
    expect(activityLine({ id: '1', type: 'subscription.activated', at, ...plan })).toEqual({
      text: 'Your Solo monthly plan started',
      to: '/user/dashboard?tab=subscription',
    })
    const changed = activityLine({
      id: '2',
      type: 'subscription.changed',
      at,
      ...plan,
      plan: 'team',
      interval: 'year',
      from: { plan: 'solo', interval: 'month' },
    })
    expect(changed.text).toBe('You changed your plan from the Solo monthly plan to the Team yearly plan')
    const ends = Date.UTC(2027, 0, 15, 12) / 1000
    expect(
      activityLine({ id: '3', type: 'subscription.canceled', at, ...plan, endsAt: ends, ended: false }).text,
    ).toBe('You canceled your Solo monthly plan: it ends on Jan 15, 2027')
    expect(
      activityLine({ id: '4', type: 'subscription.canceled', at, ...plan, endsAt: ends, ended: true }).text,
    ).toBe('Your Solo monthly plan ended')
  })

  it('a sign-in says the provider, browser and system; team and client events their names', () => {
    expect(
      activityLine({
        id: '1',
        type: 'session.signed_in',
        at,
        provider: 'github',
        browser: 'Firefox',
        os: 'Linux',
      }),
    ).toEqual({ text: 'You signed in with GitHub on Firefox, Linux' })
    const team = { teamId: 't', teamName: "Ada's team" }
    expect(activityLine({ id: '2', type: 'team.member_removed', at, ...team, memberName: 'Bob' }).text).toBe(
      "You removed Bob from Ada's team",
    )
    expect(activityLine({ id: '3', type: 'team.member_removed', at, ...team, memberName: null }).text).toBe(
      "You were removed from Ada's team",
    )
    expect(
      activityLine({ id: '4', type: 'mcp_client.revoked', at, clientId: 'c', clientName: 'Editor' }).text,
    ).toBe('You revoked the MCP client “Editor”')
  })

  it('times read relative to now, and as the day from 30 days on', () => {
    const now = Date.parse(at)
    expect(relativeTime(at, now + 20_000)).toBe('just now')
    expect(relativeTime(at, now + 60_000)).toBe('1 minute ago')
    expect(relativeTime(at, now + 5 * 3_600_000)).toBe('5 hours ago')
    expect(relativeTime(at, now + 30 * 3_600_000)).toBe('yesterday')
    expect(relativeTime(at, now + 3 * 86_400_000)).toBe('3 days ago')
    expect(relativeTime(at, now + 14 * 86_400_000)).toBe('2 weeks ago')
    expect(relativeTime('2026-01-02T12:00:00.000Z', now)).toBe('Jan 2, 2026')
  })
})

describe('the plan at a glance, from verify', () => {
  const stripe = (amount: number, interval: 'month' | 'year', isActive: boolean) => ({
    id: 's',
    platform: 'stripe' as const,
    interval,
    target: '',
    tierName: 'sub_1',
    amount,
    isActive,
    createdAt: at,
  })

  it('names the plan and its price, or says there is none', () => {
    expect(planSummary(makeUser({ sponsorships: [stripe(299, 'month', true)] }), ['one'])).toEqual({
      kind: 'plan',
      name: 'Solo plan',
      price: '$2.99 /month',
      active: true,
    })
    expect(planSummary(makeUser({ sponsorships: [stripe(29999, 'year', false)] }), [])).toMatchObject({
      name: 'Team plan',
      active: false,
    })
    expect(planSummary(makeUser(), [])).toEqual({ kind: 'none' })
  })
})

// Rendering MUI under jsdom on a busy machine takes seconds: these wait longer than the default.
describe('the overview tab (docs/decisions/0020)', { timeout: 60_000 }, () => {
  const pages: Record<string, ActivityPage> = {
    first: { items: Array.from({ length: 20 }, (_, i) => created(40 - i, `bin ${40 - i}`)), next: '21' },
    second: { items: [created(20, 'the oldest')], next: null },
  }

  function serve(answer: (url: URL) => { status: number; body: unknown }) {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://one.test')
      if (url.pathname.endsWith('/one/notifications')) {
        return new Response(JSON.stringify({ notifications: [] }), { status: 200 })
      }
      const { status, body } = answer(url)
      return new Response(JSON.stringify(body), { status })
    })
    vi.stubGlobal('fetch', fetch)
    return fetch
  }

  beforeEach(() => {
    resetStores()
    useContent.setState({ lists: { notifications: [] }, loading: {} })
    signIn(makeUser())
  })
  afterEach(() => {
    queryClient.clear()
    vi.unstubAllGlobals()
  })

  it('shows a skeleton, then the feed newest first, and Load more reads the next page', async () => {
    const fetch = serve((url) => ({
      status: 200,
      body: url.searchParams.get('cursor') === '21' ? pages.second : pages.first,
    }))
    renderWithApp(<OverviewTab />, '/user/dashboard?tab=overview')
    expect(screen.getByLabelText('Loading your activity')).toBeTruthy()
    const list = await screen.findByRole('list', { name: 'Recent activity' }, { timeout: 15_000 })
    expect(within(list).getAllByRole('listitem')).toHaveLength(20)
    const first = within(list).getByRole('link', { name: /You created the bin “bin 40”/ })
    expect(first.getAttribute('href')).toBe('/bins/Bin000000040')
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await within(list).findByText('You created the bin “the oldest”')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    const asked = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://one.test'))
    expect(asked.filter((url) => url.pathname.endsWith('/one/activity')).map((url) => url.search)).toEqual([
      '',
      '?cursor=21',
    ])
    expect(screen.getByRole('heading', { level: 2, name: 'Recent activity' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Your plan' })).toBeTruthy()
    expect(screen.getByText('You are all caught up.')).toBeTruthy()
  })

  it('an empty feed says "No activity yet" with a next step', async () => {
    serve(() => ({ status: 200, body: { items: [], next: null } }))
    renderWithApp(<OverviewTab />, '/user/dashboard')
    expect(await screen.findByText('No activity yet', {}, { timeout: 15_000 })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Create a bin' }).getAttribute('href')).toBe('/')
  })

  it('a failure shows the message with Retry, and Retry loads it', async () => {
    let fail = true
    serve(() =>
      fail
        ? { status: 503, body: { message: 'The database is not answering.', code: 'unavailable' } }
        : { status: 200, body: pages.second },
    )
    renderWithApp(<OverviewTab />, '/user/dashboard')
    // The query client retries a 5xx twice before it gives up.
    expect(await screen.findByText('The database is not answering.', {}, { timeout: 15_000 })).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.getByText('You created the bin “the oldest”')).toBeTruthy())
  })

  it('counts unread notifications as the badge does, and opens them over the tab', async () => {
    serve(() => ({ status: 200, body: { items: [], next: null } }))
    const notification = (slug: string) => ({
      slug,
      title: slug,
      created_at: at,
      metadata: { emoji: '', text: '', action: '', action_text: '', attributes: {} },
    })
    useContent.setState({ lists: { notifications: [notification('a'), notification('b')] } as never })
    renderWithApp(<OverviewTab />, '/user/dashboard?tab=overview')
    expect(await screen.findByText('2 unread notifications')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open notifications' }).getAttribute('href')).toBe(
      '/user/dashboard?tab=overview&one=notifications',
    )
  })
})
