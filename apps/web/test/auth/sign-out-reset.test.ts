import { afterEach, describe, expect, it } from 'vitest'
import { apiKeyKeys } from '../../src/features/api-key/api/api-key-keys.ts'
import { activityKeys } from '../../src/features/dashboard/overview/api/activity-keys.ts'
import { downloadKeys } from '../../src/features/downloads/api/download-keys.ts'
import { membershipKeys } from '../../src/features/subscription/api/membership-keys.ts'
import { binKeys } from '../../src/lib/bins/bin-keys.ts'
import { queryClient, sameForEveryone } from '../../src/lib/query-client.tsx'
import { useAuth } from '../../src/stores/auth-store.ts'
import { makeInfo } from '../subscription/membership-fixtures.ts'
import { makeUser } from '../user-menu/menu-harness.tsx'

const consentKey = ['mcp-sign-in', 'uid-1']

/** What the app holds of the signed-in user, one query of each feature. */
function cacheTheUsersData() {
  queryClient.setQueryData(membershipKeys.info, makeInfo())
  queryClient.setQueryData(downloadKeys.list, [{ order_name: '1001' }])
  queryClient.setQueryData(activityKeys.feed, { items: [] })
  queryClient.setQueryData(apiKeyKeys.token, { apiKey: 'abcdef…uvwxyz' })
  queryClient.setQueryData(binKeys.list('all'), [])
  // As the consent page's query marks itself (features/mcp-sign-in/api/consent-request.ts).
  queryClient.getQueryCache().build(queryClient, { queryKey: consentKey, meta: sameForEveryone })
  queryClient.setQueryData(consentKey, { clientName: 'Editor' })
}

const held = () => ({
  membership: queryClient.getQueryData(membershipKeys.info),
  downloads: queryClient.getQueryData(downloadKeys.list),
  activity: queryClient.getQueryData(activityKeys.feed),
  apiKey: queryClient.getQueryData(apiKeyKeys.token),
  bins: queryClient.getQueryData(binKeys.list('all')),
  consent: queryClient.getQueryData(consentKey),
})

afterEach(() => {
  queryClient.clear()
  useAuth.setState({ user: null, access: [], ready: false })
})

describe('a sign-out forgets everything of the user, in one place (FACTS decision 6)', () => {
  it('the first verify of a visit keeps it all: it only says who was there all along', () => {
    useAuth.setState({ user: makeUser(), access: ['one'], ready: false })
    cacheTheUsersData()
    useAuth.setState({ ready: true })
    expect(Object.values(held()).every((data) => data !== undefined)).toBe(true)
  })

  it("a sign-out drops the subscription, downloads, feed and API key, and starts the bins over; an MCP client's request stays", () => {
    useAuth.setState({ user: makeUser(), access: ['one'], ready: true })
    cacheTheUsersData()
    useAuth.setState({ user: null, access: [] })
    expect(held()).toEqual({
      membership: undefined,
      downloads: undefined,
      activity: undefined,
      apiKey: undefined,
      bins: undefined,
      consent: { clientName: 'Editor' },
    })
  })

  it('another user signing in forgets the first one as a sign-out does', () => {
    useAuth.setState({ user: makeUser(), access: ['one'], ready: true })
    cacheTheUsersData()
    useAuth.setState({ user: makeUser({ id: 'u2', name: 'Grace Hopper' }) })
    expect(held().membership).toBeUndefined()
    expect(held().apiKey).toBeUndefined()
  })

  it('a verify that finds the same user again forgets nothing', () => {
    useAuth.setState({ user: makeUser(), access: ['one'], ready: true })
    cacheTheUsersData()
    useAuth.setState({ user: makeUser({ name: 'Ada L.' }) })
    expect(held().membership).toEqual(makeInfo())
  })
})
