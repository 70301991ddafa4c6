/**
 * What makes cached facts stale: a session ended, all of a user's sessions ended, something changed
 * that a user's account or access is computed from, a bin changed or went, an admin changed the
 * site's content (notifications, banners, promotions, spots), or a grant of the MCP sign-in (or a
 * token under it) was revoked.
 */
export type Change =
  | { kind: 'session'; id: string }
  | { kind: 'user-sessions'; userId: string }
  | { kind: 'user'; userId: string }
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

type Log = { warn(object: object, message: string): void }

const CHANNEL = 'one:changes'

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

function isChange(value: unknown): value is Change {
  const v = value as Partial<Record<string, unknown>> | null
  return (
    typeof v === 'object' &&
    v !== null &&
    (v.kind === 'content' ||
      ((v.kind === 'session' || v.kind === 'bin') && typeof v.id === 'string') ||
      ((v.kind === 'user' || v.kind === 'user-sessions') && typeof v.userId === 'string') ||
      (v.kind === 'mcp-grant' && typeof v.grantId === 'string'))
  )
}

/**
 * Many instances: changes travel over Redis pub/sub. While the subscription is down this instance may
 * miss changes, so it reports itself not live (its caches step aside), and when the subscription
 * comes back everything cached before is dropped.
 */
export async function redisChanges(url: string, log: Log): Promise<Changes> {
  // Imported only when REDIS_URL is set: a single instance never loads the client.
  const { Redis } = await import('ioredis')
  const listeners = listenerSet()
  const options = { connectTimeout: 2000, maxRetriesPerRequest: 1 }
  const publisher = new Redis(url, { ...options, enableOfflineQueue: false })
  const subscriber = new Redis(url, options)
  let live = false
  publisher.on('error', (error) => log.warn({ err: error }, 'Redis is not answering; caches step aside'))
  subscriber.on('error', () => {})
  subscriber.on('close', () => {
    live = false
  })
  subscriber.on('message', (_channel: string, text: string) => {
    try {
      const change: unknown = JSON.parse(text)
      if (isChange(change)) listeners.tell(change)
    } catch {
      // Not ours: ignored.
    }
  })
  const subscribed = subscriber
    .subscribe(CHANNEL)
    .then(() => {
      live = true
      // Reconnections subscribe again by themselves; anything published meanwhile was missed.
      subscriber.on('ready', () => {
        listeners.tell('all')
        live = true
      })
    })
    .catch(() => {})
  // A start gives Redis two seconds to answer, then goes on without the caches.
  await Promise.race([subscribed, new Promise((resolve) => setTimeout(resolve, 2000).unref())])

  return {
    async publish(change) {
      listeners.tell(change)
      try {
        await publisher.publish(CHANNEL, JSON.stringify(change))
      } catch (error) {
        log.warn({ err: error, change }, 'A change could not be told to the other instances')
      }
    },
    subscribe: listeners.add,
    live: () => live,
    async close() {
      await Promise.all([
        publisher.quit().catch(() => publisher.disconnect()),
        subscriber.quit().catch(() => subscriber.disconnect()),
      ])
    },
  }
}
