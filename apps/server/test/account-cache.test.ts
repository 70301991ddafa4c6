// A settings save is told to every instance with the settings and their revision; a cached
// account takes them without loading the account again, and the newer save wins in any order.
import { describe, expect, it } from 'vitest'
import type { Account } from '../src/access/account.ts'
import { createAccountCache } from '../src/access/account-cache.ts'
import type { Sessions } from '../src/auth/sessions.ts'
import { localChanges } from '../src/cache/changes.ts'

function accountOf(settingsRev: number, settings: Record<string, unknown> | null): Account {
  return {
    user: {
      id: 'u1',
      name: 'Ada',
      picture: '',
      isAdmin: false,
      settings,
      createdAt: new Date(0).toISOString(),
      identities: [],
      sponsorships: [],
      team: null,
    },
    access: [],
    settingsRev,
  } as Account
}

/** A cache whose loads are counted and answer what `stored` held when they began. */
function cacheOver(stored: { account: Account }) {
  const changes = localChanges()
  let loads = 0
  let hold: Promise<void> | undefined
  const cache = createAccountCache({
    sessions: {} as Sessions, // only accounts by user id are read here
    changes,
    async loadAccount() {
      loads++
      const read = stored.account
      await hold
      return read
    },
  })
  return {
    cache,
    changes,
    loads: () => loads,
    holdLoads(until: Promise<void>) {
      hold = until
    },
  }
}

const told = (rev: number, theme: string) => ({
  kind: 'user-settings' as const,
  userId: 'u1',
  rev,
  settings: { one: { theme } },
})

describe('told settings in the cached account', () => {
  it('are put in place without a load; an older save told later does not undo a newer one', async () => {
    const { cache, changes, loads } = cacheOver({ account: accountOf(1, null) })
    expect((await cache.account('u1'))?.user.settings).toBeNull()
    await changes.publish(told(3, 'dark'))
    await changes.publish(told(2, 'light'))
    const account = await cache.account('u1')
    expect(account?.user.settings).toEqual({ one: { theme: 'dark' } })
    expect(account?.settingsRev).toBe(3)
    expect(account?.user.name).toBe('Ada')
    expect(loads()).toBe(1)
  })

  it('a save older than what the cached account holds changes nothing', async () => {
    const { cache, changes } = cacheOver({ account: accountOf(5, { one: { theme: 'system' } }) })
    const first = await cache.account('u1')
    await changes.publish(told(4, 'light'))
    expect(await cache.account('u1')).toBe(first)
  })

  it('a load under way when settings are told is answered but not kept: the next read loads again', async () => {
    const stored = { account: accountOf(1, null) }
    const { cache, changes, loads, holdLoads } = cacheOver(stored)
    let release!: () => void
    holdLoads(new Promise<void>((resolve) => (release = resolve)))
    const reading = cache.account('u1')
    // The load read the row before the save; the save is told while it is under way.
    await changes.publish(told(2, 'dark'))
    stored.account = accountOf(2, { one: { theme: 'dark' } })
    release()
    expect((await reading)?.settingsRev).toBe(1)
    expect((await cache.account('u1'))?.user.settings).toEqual({ one: { theme: 'dark' } })
    expect(loads()).toBe(2)
  })

  it('with no account cached, told settings leave the next read to load them', async () => {
    const { cache, changes, loads } = cacheOver({ account: accountOf(7, { one: { theme: 'light' } }) })
    await changes.publish(told(7, 'light'))
    expect((await cache.account('u1'))?.user.settings).toEqual({ one: { theme: 'light' } })
    expect(loads()).toBe(1)
  })

  it('any other change of the user drops the account, settings told or not', async () => {
    const { cache, changes, loads } = cacheOver({ account: accountOf(1, null) })
    await cache.account('u1')
    await changes.publish(told(2, 'dark'))
    await changes.publish({ kind: 'user', userId: 'u1' })
    await cache.account('u1')
    expect(loads()).toBe(2)
  })
})

describe('sessions under way when the user signs out everywhere', () => {
  it('the lookup under way answers but is not kept; a miss after the change looks again', async () => {
    const changes = localChanges()
    let finds = 0
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const sessions = {
      idOf: (token: string | undefined) => token,
      async find() {
        finds++
        if (finds === 1) await held
        return { userId: 'u1', endsAt: new Date(Date.now() + 3_600_000) }
      },
    } as unknown as Sessions
    const cache = createAccountCache({ sessions, changes, loadAccount: async () => accountOf(1, null) })
    const reading = cache.accountOfToken('s1')
    await changes.publish({ kind: 'user-sessions', userId: 'u1' })
    const after = cache.accountOfToken('s1')
    release()
    expect((await reading)?.user.id).toBe('u1')
    expect((await after)?.user.id).toBe('u1')
    expect(finds).toBe(2)
    await cache.accountOfToken('s1')
    expect(finds).toBe(2)
  })
})
