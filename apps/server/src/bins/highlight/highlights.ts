import type { BinLanguage } from '@one/contract/bins'
import { LRUCache } from 'lru-cache'
import { Piscina } from 'piscina'
import { lineHtml } from './line-html.ts'

// Texts up to this size are highlighted on the event loop, in well under a millisecond; a longer one
// goes to the pool's thread, so its parse never delays other requests (docs/decisions/0034).
const MOST_INLINE_CHARACTERS = 8 * 1024
/** The highlighted lines kept per instance, in bytes (about two a character). */
const MOST_KEPT_BYTES = 64 * 1024 * 1024

// From the sources (the tests) the thread loads TypeScript through tsx; built, it is a file of dist/.
const workerFile = import.meta.url.endsWith('.ts')
  ? new URL('./highlight-worker-source.mjs', import.meta.url)
  : new URL('./highlight-worker.js', import.meta.url)

const bytesOf = (lines: string[]) => lines.reduce((sum, line) => sum + line.length * 2 + 16, 64)

/**
 * The highlighted lines of bins' versions, each made once: in a thread of a kept pool when the text
 * is long, then kept (least recently used first out) within a byte budget whatever the text's size,
 * so the page, its previews and every embed's line range are cut from the same lines.
 */
export function createHighlights({ threads = 1, maxBytes = MOST_KEPT_BYTES } = {}) {
  const pool = new Piscina({
    filename: workerFile.href,
    minThreads: 0,
    maxThreads: threads,
    // An idle thread goes after a minute: a server that shows no long bin keeps none.
    idleTimeout: 60_000,
  })
  const kept = new LRUCache<string, string[]>({ maxSize: maxBytes, sizeCalculation: bytesOf })
  const making = new Map<string, Promise<string[]>>()

  const make = (text: string, language: BinLanguage): Promise<string[]> =>
    text.length <= MOST_INLINE_CHARACTERS ? lineHtml(text, language) : pool.run({ text, language })

  return {
    /**
     * The markup of each line of `text` (split at `\n`) in `language`, for the version named `key`
     * (a bin's id and version: a new version is a new key).
     */
    lines(key: string, text: string, language: BinLanguage): Promise<string[]> {
      const found = kept.get(key)
      if (found) return Promise.resolve(found)
      let pending = making.get(key)
      if (!pending) {
        pending = make(text, language)
        making.set(key, pending)
        pending.then(
          (lines) => {
            making.delete(key)
            if (bytesOf(lines) <= maxBytes) kept.set(key, lines)
          },
          () => making.delete(key),
        )
      }
      return pending
    },

    get size() {
      return { versions: kept.size, bytes: kept.calculatedSize }
    },

    close: () => pool.destroy(),
  }
}

export type Highlights = ReturnType<typeof createHighlights>
