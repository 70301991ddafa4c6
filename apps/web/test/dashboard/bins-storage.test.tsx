// Decision 0036: the dashboard's Bins tab shows how much of the storage quota the user's bins take.
import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BinsTab } from '../../src/features/dashboard/bins/BinsTab.tsx'
import { storageMeter } from '../../src/features/dashboard/bins/storage-meter.ts'
import { binKeys } from '../../src/lib/bins/bin-keys.ts'
import { queryClient } from '../../src/lib/query-client.tsx'
import { makeUser, renderWithApp, resetStores, signIn } from '../user-menu/menu-harness.tsx'

const MIB = 1024 * 1024
const QUOTA = 200 * MIB

function serveUsage(usedBytes: number) {
  const calls: string[] = []
  const served = { usedBytes }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const { pathname } = new URL(url, 'http://localhost')
      calls.push(pathname)
      const body =
        pathname === '/api/one/bins/usage'
          ? { usedBytes: served.usedBytes, quotaBytes: QUOTA }
          : { bins: [], next: null }
      return new Response(JSON.stringify(body), { status: 200 })
    }),
  )
  return Object.assign(calls, { served })
}

beforeEach(() => {
  resetStores()
  signIn(makeUser())
})
afterEach(() => {
  queryClient.clear()
  vi.unstubAllGlobals()
})

describe('the storage line of the Bins tab', () => {
  it('says how much is used of how much, with a bar as full as the bins are', async () => {
    const calls = serveUsage(3.25 * MIB)
    renderWithApp(<BinsTab />, '/user/dashboard?tab=bins')
    const bar = await screen.findByRole('progressbar', { name: 'Storage: 3.2 MiB of 200 MiB' })
    expect(bar.getAttribute('aria-valuenow')).toBe('1.6')
    expect(calls).toContain('/api/one/bins/usage')
    expect(screen.queryByText(/Full|Nearly full/)).toBeNull()
  })

  it('is read again whenever the bins are (after a save or a delete)', async () => {
    const calls = serveUsage(3.25 * MIB)
    renderWithApp(<BinsTab />, '/user/dashboard?tab=bins')
    await screen.findByRole('progressbar', { name: 'Storage: 3.2 MiB of 200 MiB' })
    calls.served.usedBytes = 1.5 * MIB
    await act(() => queryClient.invalidateQueries({ queryKey: binKeys.lists() }))
    expect(await screen.findByRole('progressbar', { name: 'Storage: 1.5 MiB of 200 MiB' })).toBeTruthy()
    expect(calls.filter((path) => path === '/api/one/bins/usage')).toHaveLength(2)
  })

  it('says what to do once the quota is reached', async () => {
    serveUsage(QUOTA)
    renderWithApp(<BinsTab />, '/user/dashboard?tab=bins')
    const bar = await screen.findByRole('progressbar', { name: 'Storage: 200 MiB of 200 MiB' })
    expect(bar.getAttribute('aria-valuenow')).toBe('100')
    const section = bar.parentElement!
    expect(within(section).getByText('Full: delete bins you no longer need to save again.')).toBeTruthy()
  })

  it('warns from nine tenths on, and never overflows the bar', () => {
    expect(storageMeter({ usedBytes: 100 * MIB, quotaBytes: QUOTA })).toEqual({
      text: 'Storage: 100 MiB of 200 MiB',
      percent: 50,
      tone: 'primary',
    })
    expect(storageMeter({ usedBytes: 199.8 * MIB, quotaBytes: QUOTA })).toMatchObject({
      text: 'Storage: 199.8 MiB of 200 MiB',
      tone: 'warning',
    })
    expect(storageMeter({ usedBytes: 250 * MIB, quotaBytes: QUOTA })).toMatchObject({
      percent: 100,
      tone: 'error',
    })
  })
})
