import type { Notification } from '@one/contract/content'

/** Spec section 4: a notification is read when its slug is in the read list. */
export function splitByRead(notifications: readonly Notification[], read: readonly string[]) {
  const seen = new Set(read)
  return {
    unread: notifications.filter((n) => !seen.has(n.slug)),
    read: notifications.filter((n) => seen.has(n.slug)),
  }
}

export function unreadCount(notifications: readonly Notification[], read: readonly string[]): number {
  return splitByRead(notifications, read).unread.length
}

/** The read list with `slug` added or removed; unchanged when it already says so. */
export function withRead(read: readonly string[], slug: string, isRead: boolean): string[] {
  const without = read.filter((item) => item !== slug)
  return isRead ? [...without, slug] : without
}

/** "Mark All as Read": every unread slug appended to the list. */
export function withAllRead(read: readonly string[], notifications: readonly Notification[]): string[] {
  return [...read, ...splitByRead(notifications, read).unread.map((n) => n.slug)]
}
