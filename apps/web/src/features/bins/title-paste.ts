import { oneLineTitle } from '@one/contract/bins'

/**
 * The title after pasting `pasted` over the selection `start`..`end` of `title`, and where the caret
 * goes. A text field would drop the line breaks of a pasted text and join its lines; the title rule
 * turns them into spaces instead, as the server would.
 */
export function pasteIntoTitle(title: string, start: number, end: number, pasted: string) {
  const inserted = oneLineTitle(pasted)
  return { title: title.slice(0, start) + inserted + title.slice(end), caret: start + inserted.length }
}
