import type { Bin, BinSummary } from '@one/contract/bins'
import type { bins } from '../db/schema/bins.ts'

export type BinRow = typeof bins.$inferSelect
export type BinOwner = Bin['owner']
export type BinRecord = BinRow & { owner: BinOwner }

/** The bin as the contract shows it to `viewerId` (undefined for a guest). */
export function toBin(row: BinRow, owner: BinOwner, viewerId: string | undefined): Bin {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    language: row.language,
    visibility: row.visibility,
    favorite: row.favorite,
    pinned: row.pinned,
    owner,
    mine: viewerId === row.ownerId,
    version: row.version,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    burn: row.burn,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** A listed bin: the store cuts the content to its preview, so a listing never loads whole texts. */
export type BinListRow = Omit<BinRow, 'content' | 'ownerId'> & { preview: string }

export function toBinSummary(row: BinListRow): BinSummary {
  return {
    id: row.id,
    title: row.title,
    preview: row.preview,
    language: row.language,
    visibility: row.visibility,
    favorite: row.favorite,
    pinned: row.pinned,
    version: row.version,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    burn: row.burn,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}
