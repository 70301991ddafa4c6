import type { Sponsorship } from '@one/contract/auth'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { SponsorshipsDialog } from '../../src/features/sponsorships/SponsorshipsDialog.tsx'
import { sponsorshipAmount, sponsorshipEntries } from '../../src/features/sponsorships/sponsorship-entries.ts'
import { location, makeUser, renderWithApp, resetStores, signIn } from '../user-menu/menu-harness.tsx'

const sponsorship = (overrides: Partial<Sponsorship>): Sponsorship => ({
  id: 's',
  platform: 'github',
  interval: 'month',
  target: 'one',
  tierName: 'Gold',
  amount: 500,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
})

beforeEach(() => resetStores())

describe('sponsorship entries (FACTS 4.8)', () => {
  it('one, github and discord in order, each with its active sponsorship only', () => {
    const user = makeUser({
      sponsorships: [
        sponsorship({ platform: 'stripe', tierName: 'sub_1', amount: 299 }),
        sponsorship({ platform: 'github', isActive: false }),
        sponsorship({ platform: 'discord', amount: 499 }),
      ],
    })
    const entries = sponsorshipEntries(user)
    expect(entries.map((e) => e.id)).toEqual(['one', 'github', 'discord'])
    expect(entries[0]?.sponsorship?.amount).toBe(299)
    expect(entries[1]?.sponsorship).toBeUndefined()
    expect(entries[2]?.sponsorship?.amount).toBe(499)
  })

  it('shows amounts as dollars with two decimals and the interval', () => {
    expect(sponsorshipAmount({ amount: 500, interval: 'month' })).toBe('$5.00 /month')
    expect(sponsorshipAmount({ amount: 29_999, interval: 'year' })).toBe('$299.99 /year')
  })
})

describe('Sponsorships dialog (spec section 2, FACTS 10.7)', () => {
  const open = () => renderWithApp(<SponsorshipsDialog open onClose={() => {}} />, '/?one=sponsorships')

  it('a guest sees every way to support, with Info links, and is asked to log in', () => {
    open()
    const dialog = screen.getByRole('dialog', { name: 'Sponsorships' })
    expect(within(dialog).getByText('Support Vuetify through GitHub sponsors.')).toBeTruthy()
    expect(within(dialog).getByRole('link', { name: 'Info: GitHub Sponsor' }).getAttribute('href')).toBe(
      'https://github.com/sponsors/johnleider',
    )
    expect(within(dialog).getByText('One Status: Inactive')).toBeTruthy()
    expect(within(dialog).getByText('Login to activate Vuetify One benefits')).toBeTruthy()
  })

  it('a GitHub sponsor sees their amount, Active, and the monthly total of active recurring sponsorships', () => {
    signIn(
      makeUser({
        sponsorships: [
          sponsorship({ platform: 'github', amount: 500 }),
          sponsorship({ platform: 'discord', amount: 1200, interval: 'year' }),
          sponsorship({ platform: 'stripe', tierName: 'sub_2', amount: 300, isActive: false }),
        ],
      }),
      ['one'],
    )
    open()
    const github = screen.getByTestId('sponsorship-github')
    expect(github.dataset.active).toBe('true')
    expect(within(github).getByText('$5.00 /month')).toBeTruthy()
    expect(within(github).getByText('Active')).toBeTruthy()
    expect(within(screen.getByTestId('sponsorship-one')).getByRole('button', { name: /Info/ })).toBeTruthy()
    expect(screen.getByTestId('monthly-total').textContent).toBe('Monthly total: $6.00')
    expect(screen.getByText('One Status: Active')).toBeTruthy()
  })

  it("the one entry's Info opens the subscribe dialog in the app", async () => {
    signIn(makeUser())
    open()
    await userEvent.click(screen.getByRole('button', { name: 'Info: Vuetify One Subscriber' }))
    expect(location()).toBe('/?one=subscribe')
  })
})
