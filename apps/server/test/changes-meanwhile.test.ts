import { describe, expect, it } from 'vitest'
import { ChangesMeanwhile } from '../src/cache/changes-meanwhile.ts'

/** A read that ends when `finish` is called, and what its `keep` was told. */
function pendingRead(meanwhile: ChangesMeanwhile, keys: string[]) {
  let finish!: (value: string) => void
  let fail!: (error: Error) => void
  const told: { value?: string; unchanged?: Record<string, boolean> } = {}
  const done = meanwhile.read(
    () =>
      new Promise<string>((resolve, reject) => {
        finish = resolve
        fail = reject
      }),
    (value, unchanged) => {
      told.value = value
      told.unchanged = Object.fromEntries(keys.map((key) => [key, unchanged(key)]))
    },
  )
  return { finish, fail: (error: Error) => fail(error), done, told }
}

describe('what changed while a cache read was under way (caches keep storing under load)', () => {
  it('a change of another key leaves a read free to keep what it read', async () => {
    const meanwhile = new ChangesMeanwhile()
    const read = pendingRead(meanwhile, ['user:ada', 'user:bob'])
    meanwhile.changed('user:bob')
    read.finish('ada')
    await expect(read.done).resolves.toBe('ada')
    expect(read.told).toEqual({ value: 'ada', unchanged: { 'user:ada': true, 'user:bob': false } })
  })

  it('a change before the read began does not count against it; one during it does', async () => {
    const meanwhile = new ChangesMeanwhile()
    const first = pendingRead(meanwhile, ['user:ada'])
    meanwhile.changed('user:ada')
    const second = pendingRead(meanwhile, ['user:ada'])
    first.finish('old')
    second.finish('new')
    await Promise.all([first.done, second.done])
    expect(first.told.unchanged).toEqual({ 'user:ada': false })
    expect(second.told.unchanged).toEqual({ 'user:ada': true })
  })

  it('a change of everything stales every read under way, whatever its key', async () => {
    const meanwhile = new ChangesMeanwhile()
    const read = pendingRead(meanwhile, ['bin:1', 'user:ada'])
    meanwhile.changedEverything()
    read.finish('bin')
    await read.done
    expect(read.told.unchanged).toEqual({ 'bin:1': false, 'user:ada': false })
    const later = pendingRead(meanwhile, ['bin:1'])
    later.finish('bin')
    await later.done
    expect(later.told.unchanged).toEqual({ 'bin:1': true })
  })

  it('a failed read keeps nothing and its error reaches the caller', async () => {
    const meanwhile = new ChangesMeanwhile()
    const read = pendingRead(meanwhile, ['user:ada'])
    read.fail(new Error('the database is not answering'))
    await expect(read.done).rejects.toThrow('the database is not answering')
    expect(read.told).toEqual({})
  })

  it('more keys changed during reads than it tracks count as a change of everything', async () => {
    const meanwhile = new ChangesMeanwhile()
    const read = pendingRead(meanwhile, ['user:ada'])
    for (let i = 0; i <= 10_000; i++) meanwhile.changed(`bin:${i}`)
    read.finish('ada')
    await read.done
    expect(read.told.unchanged).toEqual({ 'user:ada': false })
  })
})
