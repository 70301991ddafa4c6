import { BIN_CONTENT_MAX_BYTES, BIN_TITLE_MAX } from '@one/contract/bins'

const encoder = new TextEncoder()

export const CONTENT_TOO_LARGE = 'A bin can hold at most 1 MiB of text.'

/** Counted as the server counts: UTF-8 bytes. Most texts are far below, so those are not encoded. */
export function contentTooLarge(content: string): boolean {
  return content.length * 3 > BIN_CONTENT_MAX_BYTES && encoder.encode(content).length > BIN_CONTENT_MAX_BYTES
}

/** The problem that stops a bin from being saved, in words for the user, or undefined. */
export function binProblem(title: string, content: string): string | undefined {
  if (title.length > BIN_TITLE_MAX) return `The title can be at most ${BIN_TITLE_MAX} characters long.`
  if (contentTooLarge(content)) return CONTENT_TOO_LARGE
  if (!content.trim()) return 'Write or paste some text first.'
  return undefined
}
