import type { MembershipInfo } from '@one/contract/membership'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { membershipKeys } from '../../src/features/subscription/api/membership-keys.ts'
import type { SubscriptionTab } from '../../src/features/subscription/plan-rules.ts'
import { SubscriptionsDialog } from '../../src/features/subscription/SubscriptionsDialog.tsx'
import { queryClient } from '../../src/lib/query-client.tsx'
import { makeUser, renderWithApp, resetStores, signIn } from '../user-menu/menu-harness.tsx'
import { holderOf, makeInfo, makeInvoice, makeSubscription, teamMember } from './membership-fixtures.ts'

const dialog = () => screen.getByRole('dialog', { name: 'Subscriptions' })
const button = (name: string) => within(dialog()).getByRole('button', { name })
const footerButtons = ['Modify Subscription', 'Success', 'Activate Subscription', 'Manage Subscription']
const shownFooter = () =>
  footerButtons.filter((name) => within(dialog()).queryByRole('button', { name }) !== null)

/** Opens the dialog on `tab` with the info already fetched (null: nothing fetched yet). */
function openWith(tab: SubscriptionTab, info: MembershipInfo | null) {
  if (info) queryClient.setQueryData(membershipKeys.info, info)
  return renderWithApp(<SubscriptionsDialog open onClose={() => {}} tab={tab} />)
}

beforeEach(() => {
  resetStores()
  // Nothing here may reach a server: the info is in the cache, or is never answered.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  )
})
afterEach(() => {
  queryClient.clear()
  vi.unstubAllGlobals()
})

describe('the subscribe tab (FACTS 5.3, 5.4, 5.6)', () => {
  it('titles, the two plans priced yearly by default with solo chosen, and the switch on', async () => {
    signIn(makeUser())
    openWith('subscribe', makeInfo({ subscription: null, invoices: [] }))
    expect(within(dialog()).getByText('Vuetify One')).toBeTruthy()
    expect(
      within(dialog()).getByText(
        'The Vuetify One subscription is a great way to support the Vuetify team and get access to exclusive features and content.',
      ),
    ).toBeTruthy()
    const solo = within(dialog()).getByRole('radio', { name: 'Solo Developer $29.99 /year' })
    const team = within(dialog()).getByRole('radio', { name: 'Team Access $299.99 /year' })
    expect((solo as HTMLInputElement).checked).toBe(true)
    expect((team as HTMLInputElement).checked).toBe(false)
    const yearly = within(dialog()).getByRole('switch', { name: 'Yearly Billing (save 20%)' })
    expect((yearly as HTMLInputElement).checked).toBe(true)
    expect(shownFooter()).toEqual(['Activate Subscription'])
    expect((button('Activate Subscription') as HTMLButtonElement).disabled).toBe(false)

    await userEvent.click(yearly)
    expect(within(dialog()).getByRole('radio', { name: 'Solo Developer $2.99 /month' })).toBeTruthy()
    expect(within(dialog()).getByRole('radio', { name: 'Team Access $29.99 /month' })).toBeTruthy()
  })

  it('the perks and what is up next, the tools linked in new tabs; team adds its members line', async () => {
    signIn(makeUser())
    openWith('subscribe', makeInfo({ subscription: null, invoices: [] }))
    const perks = within(dialog()).getByRole('list', { name: 'Perks' })
    expect(
      within(perks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Ad Free Experience on all Vuetify properties',
      'Save and share across our platforms VPlay, VBin, and VStudio',
      'Pinned Navigation Items and Rail drawer in Documentation',
      'Customize Navigation components with Page Suits',
      'Custom Vuetify One menu avatar',
    ])
    for (const name of ['VPlay', 'VBin', 'VStudio', 'Documentation']) {
      const link = within(perks).getByRole('link', { name })
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toContain('noopener')
    }
    const upNext = within(dialog()).getByRole('list', { name: 'Up Next' })
    expect(within(upNext).getAllByRole('listitem')).toHaveLength(3)

    await userEvent.click(within(dialog()).getByRole('radio', { name: /Team Access/ }))
    expect(within(perks).getAllByRole('listitem')[0]!.textContent).toBe('Invite up to 25 team members')
  })

  it('Team Access is disabled for a member of someone else’s team', () => {
    signIn(teamMember(), ['one/team'])
    openWith('subscribe', makeInfo({ subscription: null, invoices: [] }))
    expect((within(dialog()).getByRole('radio', { name: /Team Access/ }) as HTMLInputElement).disabled).toBe(
      true,
    )
    expect(
      (within(dialog()).getByRole('radio', { name: /Solo Developer/ }) as HTMLInputElement).disabled,
    ).toBe(false)
  })

  it('the holder starts from the current plan; Manage until the pick differs, then Modify', async () => {
    signIn(holderOf(), ['one'])
    openWith('subscribe', makeInfo({ subscription: makeSubscription({ interval: 'month' }) }))
    expect(
      (within(dialog()).getByRole('radio', { name: /Solo Developer/ }) as HTMLInputElement).checked,
    ).toBe(true)
    const yearly = within(dialog()).getByRole('switch', { name: 'Yearly Billing (save 20%)' })
    expect((yearly as HTMLInputElement).checked).toBe(false)
    expect(shownFooter()).toEqual(['Manage Subscription'])

    await userEvent.click(yearly)
    expect(shownFooter()).toEqual(['Modify Subscription'])
    await userEvent.click(yearly)
    expect(shownFooter()).toEqual(['Manage Subscription'])
    await userEvent.click(within(dialog()).getByRole('radio', { name: /Team Access/ }))
    expect(shownFooter()).toEqual(['Modify Subscription'])
  })

  it('Manage Subscription shows the status tab and puts the keyboard there', async () => {
    signIn(holderOf(), ['one'])
    openWith('subscribe', makeInfo())
    await userEvent.click(button('Manage Subscription'))
    const status = within(dialog()).getByRole('region', { name: 'Status' })
    expect(within(status).getByText('Subscription Status')).toBeTruthy()
    expect(document.activeElement).toBe(status)
  })
})

describe('the status tab (FACTS 5.5, 5.7)', () => {
  it('skeletons until the info arrives', () => {
    signIn(holderOf(), ['one'])
    openWith('status', null)
    expect(within(dialog()).getByLabelText('Loading the subscription')).toBeTruthy()
    expect(within(dialog()).getByLabelText('Loading invoices')).toBeTruthy()
  })

  it('an active plan: its status, price per interval, renewal day, Billing in a new tab, and Cancel', async () => {
    signIn(holderOf(), ['one'])
    openWith('status', makeInfo())
    const card = within(dialog()).getByRole('region', { name: 'Subscription Status' })
    expect(within(card).getByText('Active')).toBeTruthy()
    expect(within(card).getByText('$29.99')).toBeTruthy()
    expect(within(card).getByText('/year')).toBeTruthy()
    expect(within(dialog()).getByText('Your plan renews on', { exact: false }).textContent).toBe(
      'Your plan renews on Sep 10, 2025.',
    )
    const billing = within(card).getByRole('link', { name: 'Billing' })
    expect(billing.getAttribute('href')).toBe(
      `/api/one/manage?returnTo=${encodeURIComponent(`${window.location.origin}/?one=status`)}`,
    )
    expect(billing.getAttribute('target')).toBe('_blank')
    expect(within(card).queryByRole('button', { name: 'Activate' })).toBeNull()

    await userEvent.click(within(card).getByRole('button', { name: 'Cancel' }))
    const confirm = screen.getByRole('dialog', { name: 'Cancel your subscription?' })
    expect(confirm.textContent).toContain('Your plan stays active until Sep 10, 2025')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep subscription' }))
    expect(vi.mocked(fetch)).not.toHaveBeenCalled()

    // The confirmation hides the rest from assistive technology until it has gone.
    await userEvent.click(await within(card).findByRole('button', { name: '(Change Subscription)' }))
    expect(within(dialog()).getByRole('region', { name: 'Plans' })).toBeTruthy()
  })

  it('a plan cancelled at the period end says when it ends, and offers no second Cancel', () => {
    signIn(holderOf(), ['one'])
    openWith('status', makeInfo({ subscription: makeSubscription({ cancelAtPeriodEnd: true }) }))
    expect(within(dialog()).getByText('Your plan ends on', { exact: false }).textContent).toBe(
      'Your plan ends on Sep 10, 2025.',
    )
    expect(within(dialog()).queryByRole('button', { name: 'Cancel' })).toBeNull()
  })

  it('a canceled plan with billing offers Activate, and no Cancel', () => {
    signIn(holderOf('sub_123', false))
    openWith('status', makeInfo({ subscription: makeSubscription({ status: 'canceled' }) }))
    expect(within(dialog()).getByText('Canceled')).toBeTruthy()
    expect(button('Activate')).toBeTruthy()
    expect(within(dialog()).queryByRole('button', { name: 'Cancel' })).toBeNull()
    expect(within(dialog()).getByText('Your plan ends on', { exact: false })).toBeTruthy()
  })

  it('someone else’s subscription cannot be cancelled from here', () => {
    signIn(holderOf('sub_other'), ['one'])
    openWith('status', makeInfo())
    expect(within(dialog()).queryByRole('button', { name: 'Cancel' })).toBeNull()
  })

  it('the invoices: date, amount in dollars, a status chip, and the PDF in a new tab', () => {
    signIn(holderOf(), ['one'])
    openWith(
      'status',
      makeInfo({
        invoices: [makeInvoice(), makeInvoice({ id: 'in_2', amount: 299, status: 'open', pdf: null })],
      }),
    )
    const table = within(dialog()).getByRole('table', { name: 'Invoice History' })
    expect(within(dialog()).getByText('View and download your invoice history.')).toBeTruthy()
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Amount', 'Status', 'Pdf'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Sep 10, 2025', '$29.99', 'Paid'],
      ['Sep 10, 2025', '$2.99', 'Open'],
    ])
    const pdf = within(rows[0]!).getByRole('link', { name: 'Invoice of Sep 10, 2025 (PDF)' })
    expect(pdf.getAttribute('href')).toBe('https://stripe.example/invoices/in_1.pdf')
    expect(pdf.getAttribute('target')).toBe('_blank')
    expect(within(rows[1]!).queryByRole('link')).toBeNull()
  })

  it('no invoices: an empty state', () => {
    signIn(makeUser())
    openWith('status', makeInfo({ subscription: null, invoices: [] }))
    expect(within(dialog()).getByText('No invoices yet.')).toBeTruthy()
    expect(within(dialog()).getByText('No subscription yet', { exact: false })).toBeTruthy()
  })
})
