import type { BinPage } from '@one/contract/bin-pages'
import type { Bin, BinSummary } from '@one/contract/bins'
import { type InfiniteData, QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { binKeys } from '../../src/lib/bins/bin-keys.ts'
import { rekeyInLists } from '../../src/lib/bins/bin-lists.ts'
import { cacheChangedBin } from '../../src/lib/bins/rekey-bin.ts'

const summary = (id: string, title: string): BinSummary => ({
  id,
  title,
  preview: 'text',
  language: 'text',
  visibility: 'public',
  favorite: false,
  pinned: false,
  version: 1,
  expiresAt: null,
  burn: false,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
})
const OLD = 'Short0000001'
const NEW = 'Unlisted00000000000001'
const bin = (id: string): Bin => ({
  ...summary(id, 'shared'),
  content: 'text',
  visibility: 'unlisted',
  owner: { id: 'u', name: 'ada', picture: '' },
  mine: true,
  version: 2,
  expiresAt: '2026-11-28T10:00:00.000Z',
})

function cachedLists() {
  const client = new QueryClient()
  client.setQueryData(binKeys.list('all'), [summary(OLD, 'shared'), summary('Other0000001', 'other')])
  const pages: InfiniteData<BinPage, unknown> = {
    pages: [{ bins: [summary('Other0000001', 'other'), summary(OLD, 'shared')], next: null }],
    pageParams: [''],
  }
  client.setQueryData(binKeys.search({ sort: 'updated' }), pages)
  return client
}

const listed = (client: QueryClient) => ({
  dialog: client.getQueryData<BinSummary[]>(binKeys.list('all')),
  dashboard: client
    .getQueryData<InfiniteData<BinPage, unknown>>(binKeys.search({ sort: 'updated' }))
    ?.pages.flatMap((page) => page.bins),
})

describe('docs/decisions/0022: a bin made unlisted takes a new id, in every cache', () => {
  it('rekeyInLists puts the bin under its new id, changed, in the dialog and dashboard listings alike', () => {
    const client = cachedLists()
    rekeyInLists(client, OLD, { id: NEW, visibility: 'unlisted' })
    const { dialog, dashboard } = listed(client)
    expect(dialog?.map((b) => b.id)).toEqual([NEW, 'Other0000001'])
    expect(dashboard?.map((b) => b.id)).toEqual(['Other0000001', NEW])
    expect(dialog?.[0]).toMatchObject({ title: 'shared', visibility: 'unlisted' })
    expect(dashboard?.[0]?.visibility).toBe('public')
  })

  it('cacheChangedBin caches the bin under its new id, re-keys the lists and drops the unwatched old id', () => {
    const client = cachedLists()
    client.setQueryData(binKeys.detail(OLD), bin(OLD))
    cacheChangedBin(client, OLD, bin(NEW))
    expect(client.getQueryData<Bin>(binKeys.detail(NEW))?.id).toBe(NEW)
    expect(client.getQueryData(binKeys.detail(OLD))).toBeUndefined()
    expect(listed(client).dialog?.[0]).toMatchObject({
      id: NEW,
      visibility: 'unlisted',
      version: 2,
      expiresAt: '2026-11-28T10:00:00.000Z',
    })
  })

  it('with the same id, only the bin itself is replaced', () => {
    const client = cachedLists()
    cacheChangedBin(client, OLD, { ...bin(OLD), title: 'renamed' })
    expect(client.getQueryData<Bin>(binKeys.detail(OLD))?.title).toBe('renamed')
    expect(listed(client).dialog?.[0]?.title).toBe('shared')
  })
})
