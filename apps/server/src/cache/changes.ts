import type { RedisLink } from './redis-link.ts'

/**
 * What makes cached facts stale: a session ended, all of a user's sessions ended, something changed
 * that a user's account or access is computed from, a user saved settings (told with them and their
 * revision, so a cached account takes them without a query), a bin changed or went, an admin changed
 * the site's content (notifications, banners, promotions, spots), or a grant of the MCP sign-in (or a
 * token under it) was revoked.
 */
export type Change =
  | { kind: 'session'; id: string }
  | { kind: 'user-sessions'; userId: string }
  | { kind: 'user'; userId: string }
  | { kind: 'user-settings'; userId: string; rev: number; settings: Record<string, unknown> }
  | { kind: 'bin'; id: string }
  | { kind: 'content' }
  | { kind: 'mcp-grant'; grantId: string }

/** 'all': changes may have been missed (Redis was away), so everything cached is stale. */
export type ChangeListener = (change: Change | 'all') => void

export type Changes = {
  /** Tells every instance, this one at once, about a change. */
  publish(change: Change): Promise<void>
  subscribe(listener: ChangeListener): () => void
  /** True while every change published anywhere reaches this instance; caches serve only then. */
  live(): boolean
  close(): Promise<void>
}

export const CHANNEL = 'one:changes'

function listenerSet() {
  const listeners = new Set<ChangeListener>()
  return {
    add(listener: ChangeListener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    tell(change: Change | 'all') {
      for (const listener of listeners) listener(change)
    },
  }
}

/** One instance: a change is known everywhere the moment it is published. */
export function localChanges(): Changes {
  const listeners = listenerSet()
  return {
    async publish(change) {
      listeners.tell(change)
    },
    subscribe: listeners.add,
    live: () => true,
    async close() {},
  }
}

/** On the wire, `all` says an instance made more changes than it could keep while Redis was away. */
type Told = Change | { kind: 'all' }

function isTold(value: unknown): value is Told {
  const v = value as Partial<Record<string, unknown>> | null
  return (
    typeof v === 'object' &&
    v !== null &&
    (v.kind === 'content' ||
      v.kind === 'all' ||
      ((v.kind === 'session' || v.kind === 'bin') && typeof v.id === 'string') ||
      ((v.kind === 'user' || v.kind === 'user-sessions') && typeof v.userId === 'string') ||
      (v.kind === 'user-settings' &&
        typeof v.userId === 'string' &&
        Number.isSafeInteger(v.rev) &&
        typeof v.settings === 'object' &&
        v.settings !== null) ||
      (v.kind === 'mcp-grant' && typeof v.grantId === 'string'))
  )
}

/** Changes made while Redis was away, told to the others once it answers; beyond this, they drop everything. */
const MAX_PENDING = 10_000

/**
 * Many instances: changes travel over Redis pub/sub. While the link is down this instance may miss
 * changes, so it reports itself not live (its caches step aside), and when the link comes back
 * everything cached before is dropped. What this instance changed meanwhile is told to the others then.
 */
export function redisChanges(link: RedisLink): Changes {
  const listeners = listenerSet()
  let pending: Told[] = []

  link.subscriber.on('message', (channel: string, text: string) => {
    if (channel !== CHANNEL) return
    try {
      const change: unknown = JSON.parse(text)
      if (isTold(change)) listeners.tell(change.kind === 'all' ? 'all' : change)
    } catch {
      // Not ours: ignored.
    }
  })

  function keep(changes: Told[]) {
    pending.push(...changes)
    if (pending.length > MAX_PENDING) pending = [{ kind: 'all' }]
  }

  /** Tells the others everything not told yet; what Redis does not take waits for the next try. */
  async function flush() {
    if (pending.length === 0) return
    const told = pending
    pending = []
    try {
      await Promise.all(told.map((change) => link.commands.publish(CHANNEL, JSON.stringify(change))))
    } catch {
      keep(told)
    }
  }

  link.onTurn(({ live, missed }) => {
    if (missed) listeners.tell('all')
    if (live) void flush()
  })

  return {
    async publish(change) {
      listeners.tell(change)
      keep([change])
      if (link.live()) await flush()
    },
    subscribe: listeners.add,
    live: link.live,
    close: link.close,
  }
}
