// Spec section 4: notifications are read or unread by slug, markable one at a time or all at once.
import type { Notification } from '@one/contract/content'
import { describe, expect, it } from 'vitest'
import {
  authBadge,
  splitByRead,
  unreadCount,
  withAllRead,
  withRead,
} from '../../src/lib/content/notification-rules.ts'

const note = (slug: string): Notification => ({
  slug,
  title: slug,
  created_at: '2026-11-01T00:00:00Z',
  metadata: { emoji: '🎉', text: '', action: '', action_text: '', attributes: {} },
})

describe('read state by slug (spec section 4)', () => {
  const all = [note('a'), note('b'), note('c')]

  it('unread are those whose slug is not in the read list', () => {
    const { unread, read } = splitByRead(all, ['b', 'gone'])
    expect(unread.map((n) => n.slug)).toEqual(['a', 'c'])
    expect(read.map((n) => n.slug)).toEqual(['b'])
    expect(unreadCount(all, ['b'])).toBe(2)
  })

  it('marks one read or unread, never twice', () => {
    expect(withRead(['a'], 'a', true)).toEqual(['a'])
    expect(withRead(['a'], 'b', true)).toEqual(['a', 'b'])
    expect(withRead(['a', 'b'], 'a', false)).toEqual(['b'])
  })

  it('Mark All as Read appends every unread slug and keeps the rest', () => {
    expect(withAllRead(['old', 'b'], all)).toEqual(['old', 'b', 'a', 'c'])
    expect(unreadCount(all, withAllRead([], all))).toBe(0)
  })
})

describe("the app bar button's badge (FACTS 7.2)", () => {
  it('is the unread count for a guest and a dot once signed in', () => {
    expect(authBadge(3, true, false)).toEqual({ kind: 'count', count: 3 })
    expect(authBadge(3, true, true)).toEqual({ kind: 'dot', count: 3 })
  })

  it('is hidden at 0 and when notifications are disabled', () => {
    expect(authBadge(0, true, false)).toBeNull()
    expect(authBadge(0, true, true)).toBeNull()
    expect(authBadge(5, false, false)).toBeNull()
    expect(authBadge(5, false, true)).toBeNull()
  })
})
