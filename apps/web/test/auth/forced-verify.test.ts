import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAuth, verify } from '../../src/stores/auth-store.ts'
import { makeUser } from '../user-menu/menu-harness.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
  useAuth.setState({ user: null, access: [], loading: false, ready: false })
})

describe('a forced verify gets an answer given after it was asked (docs/decisions/0009: access after a payment)', () => {
  it('asks again once the verify already under way is done; callers meanwhile share that second ask', async () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('sx=1')
    const answers = [[], ['one']]
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ user: makeUser(), access: answers.shift() }), { status: 200 }),
    )
    vi.stubGlobal('fetch', fetch)
    const underWay = verify()
    const forced = [verify(true), verify(true)]
    await underWay
    await Promise.all(forced)
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(useAuth.getState().access).toEqual(['one'])
  })
})
