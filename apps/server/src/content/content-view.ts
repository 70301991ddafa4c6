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
  }
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
