import type { Redis } from 'ioredis'

type Log = { warn(object: object, message: string): void; info(object: object, message: string): void }

/** How often the subscription is asked whether it still reaches Redis. */
const BEAT_MS = 200
/**
 * A change acknowledged by Redis reaches this instance's caches within this long, or they stop being
 * trusted: the subscription must have answered a ping sent no longer ago than this.
 */
export const FEED_LAG_MS = 1000
/** Silent for this long (or its connection lost): Redis is reported gone, and rate limits count locally. */
const GONE_AFTER_MS = 2000
/** Each command waits this long for Redis, then gives up (a request never hangs on it). */
const COMMAND_TIMEOUT_MS = 500

export type RedisLink = {
  /** Publishes changes and counts rate limits. */
  commands: Redis
  /** Subscribed to the channel; used for nothing else (a subscribed connection takes no other command). */
  subscriber: Redis
  /**
   * True while the subscription answers within FEED_LAG_MS and has not lost its connection since the
   * last `missed` turn. A cut connection stops it at once; a silent one within FEED_LAG_MS.
   */
  live(): boolean
  /** False once Redis is reported gone: what would wait on it is done locally instead. */
  answering(): boolean
  /**
   * Called when `live` turns; `missed` when the subscription's connection was lost meanwhile, so
   * messages may have been missed.
   */
  onTurn(listener: (turn: { live: boolean; missed: boolean }) => void): () => void
  close(): Promise<void>
}

/**
 * The two connections of an instance to Redis and whether they answer. Losing Redis and getting it back
 * are logged once each, however many reconnection attempts there are in between.
 */
export async function connectRedis(url: string, channel: string, log: Log): Promise<RedisLink> {
  // Imported only when REDIS_URL is set: a single instance never loads the client.
  const { Redis } = await import('ioredis')
  const options = { connectTimeout: 2000, commandTimeout: COMMAND_TIMEOUT_MS, maxRetriesPerRequest: 1 }
  // No offline queue: while Redis is away a command fails at once instead of waiting.
  const commands = new Redis(url, { ...options, enableOfflineQueue: false })
  const subscriber = new Redis(url, options)
  for (const connection of [commands, subscriber]) connection.on('error', () => {})

  const listeners = new Set<(turn: { live: boolean; missed: boolean }) => void>()
  let reported: 'starting' | 'up' | 'gone' = 'starting'
  let live = false
  let lost = false
  // The send time of the last ping answered, and whether one is on its way.
  let answeredSentAt = 0
  let pinging = false
  let closed = false
  let waited = false

  const fresh = () => subscriber.status === 'ready' && Date.now() - answeredSentAt < FEED_LAG_MS

  function check() {
    if (closed) return
    const now = fresh()
    if (now !== live) {
      live = now
      const missed = now && lost
      if (missed) lost = false
      for (const listener of listeners) listener({ live: now, missed })
    }
    if (now && reported !== 'up') {
      if (reported === 'gone') log.info({}, 'Redis answers again: caches and shared rate limits are back')
      reported = 'up'
    } else if (
      !now &&
      reported !== 'gone' &&
      (reported === 'starting'
        ? waited
        : subscriber.status !== 'ready' || Date.now() - answeredSentAt >= GONE_AFTER_MS)
    ) {
      reported = 'gone'
      log.warn({}, 'Redis is not answering: caches step aside and rate limits count on each instance')
    }
  }

  function beat() {
    check()
    if (closed || pinging || subscriber.status !== 'ready') return
    pinging = true
    const sentAt = Date.now()
    subscriber.ping().then(
      () => {
        pinging = false
        answeredSentAt = Math.max(answeredSentAt, sentAt)
        check()
      },
      () => {
        pinging = false
      },
    )
  }

  // Subscribing again on every connection, before any ping: an answered ping means the subscription
  // is in place (a first attempt that failed is not subscribed again by the client itself).
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).catch(() => {})
  })
  subscriber.on('close', () => {
    answeredSentAt = 0
    lost = true
    check()
  })
  const timer = setInterval(beat, BEAT_MS)
  timer.unref()

  // A start gives Redis two seconds to answer, then goes on without it (and says so once).
  const started = Date.now()
  while (!live && Date.now() - started < 2000) {
    beat()
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  lost = false
  waited = true
  check()

  return {
    commands,
    subscriber,
    live: () => live && fresh(),
    answering: () => reported !== 'gone' && commands.status === 'ready',
    onTurn(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    async close() {
      closed = true
      clearInterval(timer)
      await Promise.all(
        [commands, subscriber].map((connection) => connection.quit().catch(() => connection.disconnect())),
      )
    },
  }
}
