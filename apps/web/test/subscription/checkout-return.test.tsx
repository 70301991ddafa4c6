import { act, configure, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { manageUrl, subscribeUrl } from '../../src/features/subscription/api/stripe-pages.ts'
import { CheckoutReturn } from '../../src/features/subscription/CheckoutReturn.tsx'
import { addressAfterCheckout, returnPathOf } from '../../src/features/subscription/checkout-return.ts'
import { queryClient } from '../../src/lib/query-client.tsx'
import { useLoginDialog } from '../../src/stores/login-dialog-store.ts'
import { useSnackbars } from '../../src/stores/snackbar-store.ts'
import { location, makeUser, renderWithApp, resetStores, signIn } from '../user-menu/menu-harness.tsx'

const after = (query: string, activated: boolean) =>
  addressAfterCheckout(new URLSearchParams(query), activated).toString()

describe('the address after a checkout (spec section 4)', () => {
  it('loses session_id and shows the status tab, keeping the rest of the query', () => {
    expect(after('session_id=cs_1&x=1', true)).toBe('x=1&one=status')
    expect(after('one=subscribe&session_id=cs_1', true)).toBe('one=status')
  })

  it('a failed activation only loses session_id', () => {
    expect(after('session_id=garbage&x=1', false)).toBe('x=1')
  })

  it('a team plan stays on the team flag, so the team dialog opens instead of the status tab (docs/decisions/0012)', () => {
    expect(after('session_id=cs_1&team=1', true)).toBe('team=1')
    expect(after('session_id=cs_1&team=1', false)).toBe('')
  })
})

describe('where a checkout comes back to (docs/decisions/0020)', () => {
  it('the path and query it started from, less what an earlier checkout left', () => {
    expect(returnPathOf({ pathname: '/', search: '?one=subscribe' })).toBe('/?one=subscribe')
    expect(returnPathOf({ pathname: '/user/dashboard', search: '?tab=subscription' })).toBe(
      '/user/dashboard?tab=subscription',
    )
    expect(returnPathOf({ pathname: '/bins/abc', search: '?session_id=cs_1&team=1&x=1' })).toBe(
      '/bins/abc?x=1',
    )
    expect(returnPathOf({ pathname: '/bins/abc', search: '' })).toBe('/bins/abc')
  })

  it("the checkout address carries it on this page's origin (FACTS 13); one the server would refuse gives the subscribe dialog", () => {
    const query = (url: string) => new URL(url, 'https://site.test').searchParams
    const plan = { interval: 'year', type: 'solo' } as const
    const here = window.location.origin
    expect(query(subscribeUrl(plan, '/user/dashboard?tab=subscription')).get('returnTo')).toBe(
      `${here}/user/dashboard?tab=subscription`,
    )
    expect(query(subscribeUrl(plan, '//evil.example')).get('returnTo')).toBe(`${here}/?one=subscribe`)
    expect(query(subscribeUrl(plan)).get('returnTo')).toBe(`${here}/?one=subscribe`)
    expect(query(manageUrl()).get('returnTo')).toBe(`${here}/?one=status`)
  })

  it('after a team plan bought from the subscribe dialog, only the team dialog opens', () => {
    expect(after('one=subscribe&session_id=cs_1&team=1', true)).toBe('team=1')
    expect(after('tab=subscription&session_id=cs_1&team=1', true)).toBe('tab=subscription&team=1')
  })

  it('a cancelled or failed one leaves the page it started from', () => {
    expect(after('tab=subscription&session_id=cs_1', false)).toBe('tab=subscription')
  })
})

describe('a checkout coming back (spec section 4, docs/decisions/0009)', () => {
  beforeEach(() => {
    resetStores()
    useSnackbars.setState({ messages: [] })
    useLoginDialog.setState({ open: false })
  })
  afterEach(() => queryClient.clear())

  it('an address that cannot hold a session id: one error, even under StrictMode, and the parameter goes', async () => {
    signIn(makeUser())
    configure({ reactStrictMode: true })
    try {
      renderWithApp(<CheckoutReturn />, '/bins/abc?session_id=%3Cscript%3E&x=1')
    } finally {
      configure({ reactStrictMode: false })
    }
    await waitFor(() => expect(location()).toBe('/bins/abc?x=1'))
    expect(useSnackbars.getState().messages).toEqual([
      expect.objectContaining({
        text: 'Error activating subscription, Please contact support',
        color: 'error',
      }),
    ])
  })

  it('a guest is asked to sign in first, and the session id waits in the address', async () => {
    renderWithApp(<CheckoutReturn />, '/?session_id=cs_test_1')
    await waitFor(() => expect(useLoginDialog.getState().open).toBe(true))
    expect(location()).toBe('/?session_id=cs_test_1')
    expect(screen.queryByRole('alert')).toBeNull()
    act(() => useLoginDialog.setState({ open: false }))
  })
})
