import { Readable } from 'node:stream'
import { setImmediate as nextTurn } from 'node:timers/promises'
import type { AccountExport } from '@one/contract/account'

/**
 * The export as JSON, sent a bin at a time: a user's bins may hold up to their storage quota, and
 * one JSON.stringify of them all would keep the event loop busy for as long as that takes
 * (docs/decisions/0034). Between bins the loop answers others. The bins come last; a JSON reader
 * does not mind the order of keys.
 */
export function exportJson({ bins, ...rest }: AccountExport): Readable {
  async function* pieces() {
    yield `${JSON.stringify(rest).slice(0, -1)},"bins":[`
    for (const [index, bin] of bins.entries()) {
      yield `${index ? ',' : ''}${JSON.stringify(bin)}`
      await nextTurn()
    }
    yield ']}'
  }
  return Readable.from(pieces(), { objectMode: false })
}
