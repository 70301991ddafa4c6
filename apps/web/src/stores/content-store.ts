import {
  type Banner,
  type ContentKind,
  contentEndpoints,
  type Notification,
  type Promotion,
  type Spot,
} from '@one/contract/content'
import { create } from 'zustand'
import { http } from '../lib/http.ts'
import { nextTask } from '../lib/next-task.ts'
import { reportError } from './report-error.ts'

type Lists = { notifications: Notification[]; banners: Banner[]; promotions: Promotion[]; spots: Spot[] }

type ContentState = {
  /** Each list once fetched (an empty list after a failure); absent until then. */
  lists: Partial<Lists>
  loading: Partial<Record<ContentKind, boolean>>
  /** Fetches a list once per page life; later calls share the first one. */
  load(kind: ContentKind): Promise<void>
  /** Fetches it again (after an admin changed it). */
  reload(kind: ContentKind): Promise<void>
}

const pending = new Map<ContentKind, Promise<void>>()

/**
 * The site's content as everyone sees it (spec section 7), shared by the banner, the notifications
 * dialog, the menu's badge, promotions and spots. Imported only by lazy chunks.
 */
export const useContent = create<ContentState>()((set, get) => {
  const fetchList = async (kind: ContentKind) => {
    set((s) => ({ loading: { ...s.loading, [kind]: true } }))
    try {
      const answer = (await http.call(contentEndpoints[kind])) as Record<ContentKind, unknown[]>
      set((s) => ({ lists: { ...s.lists, [kind]: answer[kind] } }))
    } catch (error) {
      reportError(error, `Error fetching ${kind}`)
      set((s) => ({ lists: { ...s.lists, [kind]: s.lists[kind] ?? [] } }))
    } finally {
      set((s) => ({ loading: { ...s.loading, [kind]: false } }))
    }
  }
  return {
    lists: {},
    loading: {},
    load(kind) {
      if (get().lists[kind]) return Promise.resolve()
      let request = pending.get(kind)
      if (!request) {
        // The banner, the badge and promotions ask at once, when the page falls idle: each request in
        // a task of its own, as each costs the page a few milliseconds to send (docs/decisions/0017).
        request = nextTask()
          .then(() => fetchList(kind))
          .finally(() => pending.delete(kind))
        pending.set(kind, request)
      }
      return request
    },
    reload: fetchList,
  }
})
