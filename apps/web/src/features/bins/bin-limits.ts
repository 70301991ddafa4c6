import { BIN_CONTENT_MAX_BYTES, BIN_TOO_LARGE_MESSAGE, titleLengthProblem } from '@one/contract/bins'

const encoder = new TextEncoder()

/** Counted as the server counts: UTF-8 bytes. Most texts are far below, so those are not encoded. */
function contentTooLarge(content: string): boolean {
  return content.length * 3 > BIN_CONTENT_MAX_BYTES && encoder.encode(content).length > BIN_CONTENT_MAX_BYTES
}

/** The problem that stops a bin from being saved, in words for the user, or undefined. */
export function binProblem(title: string, content: string): string | undefined {
  const titleProblem = titleLengthProblem(title)
  if (titleProblem) return titleProblem
  if (contentTooLarge(content)) return BIN_TOO_LARGE_MESSAGE
  if (!content.trim()) return 'Write or paste some text first.'
  return undefined
}
