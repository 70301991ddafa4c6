/** Beyond this many keys changed while reads were under way, every read under way counts as stale. */
const MAX_CHANGED = 10_000

/**
 * Which cached facts changed while a read of them was under way, so that a read keeps what it read
 * unless the change that would have dropped it came meanwhile. One counter for every change would
 * throw away every read that overlaps any change: under load, reads take longer, overlap more
 * changes, and a cache that stores nothing sends every request to the database.
 */
export class ChangesMeanwhile {
  private count = 0
  private everythingAt = 0
  private readonly changedAt = new Map<string, number>()
  private running = 0

  /** The fact under `key` changed. */
  changed(key: string): void {
    this.changedAt.delete(key)
    this.changedAt.set(key, ++this.count)
    if (this.changedAt.size > MAX_CHANGED) this.changedEverything()
  }

  /** Every fact may have changed. */
  changedEverything(): void {
    this.everythingAt = ++this.count
    this.changedAt.clear()
  }

  /**
   * Runs `read`; `keep` gets what it read and a test of whether a key changed while it ran (a
   * failed read keeps nothing).
   */
  async read<T>(
    read: () => Promise<T>,
    keep: (value: T, unchanged: (key: string) => boolean) => void,
  ): Promise<T> {
    const since = this.count
    this.running++
    try {
      const value = await read()
      keep(value, (key) => this.everythingAt <= since && (this.changedAt.get(key) ?? 0) <= since)
      return value
    } finally {
      // No read left that began before these changes: none of them can concern a read any more.
      if (--this.running === 0) this.changedAt.clear()
    }
  }
}
