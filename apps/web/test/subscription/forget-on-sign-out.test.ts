import { describe, expect, it } from 'vitest'
import { membershipKeys } from '../../src/features/subscription/api/membership-keys.ts'
import { queryClient } from '../../src/lib/query-client.tsx'
import { useAuth } from '../../src/stores/auth-store.ts'
import { makeUser } from '../user-menu/menu-harness.tsx'
import { makeInfo } from './membership-fixtures.ts'
import '../../src/features/subscription/api/get-info.ts'

describe('logout forgets the subscription and its invoices (decision 6)', () => {
  it('a sign-out drops the cached info; the first verify of a visit keeps it', () => {
    useAuth.setState({ user: makeUser(), access: ['one'], ready: false })
    queryClient.setQueryData(membershipKeys.info, makeInfo())
    useAuth.setState({ ready: true })
    expect(queryClient.getQueryData(membershipKeys.info)).toEqual(makeInfo())

    useAuth.setState({ user: null, access: [] })
    expect(queryClient.getQueryData(membershipKeys.info)).toBeUndefined()
  })
})
