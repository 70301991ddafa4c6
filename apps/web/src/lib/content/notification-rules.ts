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

/** The red badge on the app bar's button (FACTS 7.2): a number for a guest, a dot once signed in. */
export type AuthBadge = { kind: 'count'; count: number } | { kind: 'dot'; count: number }

/** The unread count when notifications are enabled, else none; no badge at 0. */
export function authBadge(unread: number, enabled: boolean, signedIn: boolean): AuthBadge | null {
  const count = enabled ? unread : 0
  if (count <= 0) return null
  return signedIn ? { kind: 'dot', count } : { kind: 'count', count }
}
