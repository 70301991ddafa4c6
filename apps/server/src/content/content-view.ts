import type { AdminItem, ContentChange } from '@one/contract/content'
import type { ChangeRow, ContentRow } from './content-store.ts'

/** The public record of spec section 3: slug, title, created_at and the metadata as stored. */
export function toPublicItem(row: ContentRow) {
  return {
    slug: row.slug,
    title: row.title,
    created_at: row.createdAt.toISOString(),
    metadata: row.metadata as Record<string, unknown>,
  }
}

export function toAdminItem(row: ContentRow): AdminItem {
  return {
    ...toPublicItem(row),
    updated_at: row.updatedAt.toISOString(),
    published: row.published,
    etag: etagOfItem(row),
  }
}

/**
 * An item's version as an ETag: its row and the count of its changes. The row's id makes a stale
 * tag of a deleted item never match a new one that took its slug; a rename keeps both.
 */
export function etagOfItem(row: Pick<ContentRow, 'id' | 'version'>): string {
  return `"${row.id}.${row.version}"`
}

/** The row and version an ETag names; undefined for a weak tag or one this server never made. */
export function itemVersionOf(etag: string): { id: string; version: number } | undefined {
  const match = /^"([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([1-9][0-9]{0,8})"$/.exec(
    etag,
  )
  return match ? { id: match[1]!, version: Number(match[2]) } : undefined
}

export function toChange(row: ChangeRow): ContentChange {
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    actor: { id: row.actorId, name: row.actorName },
    action: row.action,
    kind: row.kind,
    slug: row.slug,
  }
}
