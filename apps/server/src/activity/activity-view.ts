import { type ActivityItem, type ActivityPage, activityItem } from '@one/contract/activity'
import type { ActivityRow } from './activity-store.ts'

/** A row as the feed shows it; undefined for one whose data no longer reads as its type's. */
export function toActivityItem(row: ActivityRow): ActivityItem | undefined {
  const read = activityItem.safeParse({
    ...row.data,
    id: String(row.id),
    type: row.type,
    at: row.at.toISOString(),
  })
  return read.success ? (read.data as ActivityItem) : undefined
}

export function toActivityPage(rows: ActivityRow[], more: boolean): ActivityPage {
  const last = rows.at(-1)
  return {
    // An event written in an older shape is left out rather than failing the whole feed.
    items: rows.flatMap((row) => toActivityItem(row) ?? []),
    next: more && last ? String(last.id) : null,
  }
}
