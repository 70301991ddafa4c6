// A bin framed by other sites: the embed's address, its line range, its height and
// the <iframe> snippet, written once for the server's oEmbed answer and the app's embed dialog. No
// imports: the dialog that reads it is loaded only when opened.

/** Lines `start` to `end` of a bin, counted from 1, both included. */
export type LineRange = { start: number; end: number }

// Seven digits is more lines than a bin of 1 MiB can hold.
const rangePattern = /^(\d{1,7})(?:-(\d{1,7}))?$/

export const LINE_RANGE_HINT = 'Give lines as one number or a range, like 12 or 10-20.'

/** `12` or `10-20` as a range, or the problem with it in words. */
export function parseLineRange(text: string): LineRange | { problem: string } {
  const match = rangePattern.exec(text.trim())
  if (!match) return { problem: LINE_RANGE_HINT }
  const start = Number(match[1])
  const end = match[2] === undefined ? start : Number(match[2])
  if (start < 1) return { problem: 'Lines are counted from 1.' }
  if (end < start) return { problem: `The range ${start}-${end} ends before it starts.` }
  return { start, end }
}

/**
 * How many lines a bin's embed counts, without splitting its text (it may be a megabyte): a last newline ends the last line and starts no other, so a
 * file that ends as files do shows no empty line at the bottom.
 */
export function embedLineCount(content: string): number {
  let count = 1
  for (let at = content.indexOf('\n'); at >= 0; at = content.indexOf('\n', at + 1)) count++
  return count > 1 && content.endsWith('\n') ? count - 1 : count
}

/** The embed's path on the site, with `?lines=` when it shows a range. */
export function embedPath(id: string, range?: LineRange): string {
  const path = `/bins/${encodeURIComponent(id)}/embed`
  return range ? `${path}?lines=${range.start}-${range.end}` : path
}

// The embed page's measures (the server's embed-page.ts draws them): a line, the bar above the code
// with the borders, and the padding of the code box. Past MOST_ROWS lines the code scrolls.
export const EMBED_LINE_HEIGHT = 20
const CHROME_HEIGHT = 32 + 2 + 16
const MOST_ROWS = 25
export const EMBED_DEFAULT_WIDTH = 640

/** The height that shows `lineCount` lines without a scroll bar, up to 25 lines. */
export function embedHeight(lineCount: number): number {
  return CHROME_HEIGHT + Math.min(Math.max(lineCount, 1), MOST_ROWS) * EMBED_LINE_HEIGHT
}

const attribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The `<iframe>` another page puts in its HTML to show the embed at `src`. */
export function embedSnippet({
  src,
  title,
  width,
  height,
}: {
  src: string
  title: string
  width: number | '100%'
  height: number
}): string {
  return (
    `<iframe src="${attribute(src)}" title="${attribute(title)}" width="${width}" height="${height}" ` +
    `style="border:0;max-width:100%" loading="lazy"></iframe>`
  )
}
