// docs/decisions/0006: what one instance tells the others over Redis. A settings save travels with the settings
// and their revision; a message on the channel that is not one of ours, or a settings change with a
// missing or malformed part, is ignored and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHANNEL, type Change, type Changes, redisChanges } from '../src/cache/changes.ts'
import { connectRedis, type RedisLink } from '../src/cache/redis-link.ts'

const redisUrl = process.env.TEST_REDIS_URL
const quiet = { warn() {}, info() {} }

describe.skipIf(!redisUrl)('changes told over Redis (runs when TEST_REDIS_URL is set)', () => {
  let links: RedisLink[]
  let teller: Changes
  const heard: (Change | 'all')[] = []
  // Other test files share the channel: only this file's user is listened to.
  const userId = `changes-redis-${process.pid}-${Date.now()}`

  beforeAll(async () => {
    links = [await connectRedis(redisUrl!, CHANNEL, quiet), await connectRedis(redisUrl!, CHANNEL, quiet)]
    teller = redisChanges(links[0]!)
    redisChanges(links[1]!).subscribe((change) => {
      if (change === 'all' || ('userId' in change && change.userId === userId)) heard.push(change)
    })
    const since = Date.now()
    while (!links.every((link) => link.live()) && Date.now() - since < 5000) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  })

  afterAll(async () => {
    for (const link of links ?? []) await link.close()
  })

  it('a settings change arrives with its settings and revision; malformed ones are dropped', async () => {
    const raw = (message: string) => links[0]!.commands.publish(CHANNEL, message)
    await raw('not json')
    await raw(JSON.stringify({ kind: 'user-settings', userId, rev: '2', settings: {} }))
    await raw(JSON.stringify({ kind: 'user-settings', userId, rev: 1.5, settings: {} }))
    await raw(JSON.stringify({ kind: 'user-settings', userId, rev: 2, settings: null }))
    await raw(JSON.stringify({ kind: 'user-settings', userId, rev: 2 }))
    await raw(JSON.stringify({ kind: 'user-settings', rev: 2, settings: {} }))
    const told = { kind: 'user-settings', userId, rev: 3, settings: { one: { theme: 'dark' } } } as const
    await teller.publish(told)
    await expect.poll(() => heard, { timeout: 2000 }).toEqual([told])
  })
})
