import { z } from 'zod/mini'
import { endpoints } from './endpoint.ts'
import { countGraphemes, utf8Length } from './graphemes.ts'
import { storableText } from './storable.ts'

/** Content at most 1 MiB, counted in UTF-8 bytes; more is refused with 413. */
export const BIN_CONTENT_MAX_BYTES = 1024 * 1024
/** In characters as people see them (graphemes: 👨‍👩‍👧‍👦 is one), not in code units. */
export const BIN_TITLE_MAX = 200
/**
 * A title's ceiling in UTF-8 bytes, whatever its length in characters: one character can be a long
 * sequence (a letter under a hundred combining marks). 200 of the longest emoji sequences fit.
 */
export const BIN_TITLE_MAX_BYTES = 8 * 1024
export const BIN_TOO_LARGE_MESSAGE = 'A bin can hold at most 1 MiB of text.'
export const BIN_TITLE_TOO_LONG_MESSAGE = `The title can be at most ${BIN_TITLE_MAX} characters long.`
export const BIN_TITLE_TOO_BIG_MESSAGE = 'The title is too long: it can be at most 8 KiB of text.'
export const BIN_EMPTY_MESSAGE = 'A bin needs some text: it cannot be empty or only spaces.'
/** How many characters of content a listing carries. */
export const BIN_PREVIEW_LENGTH = 200

export const binLanguages = [
  'vue',
  'typescript',
  'javascript',
  'html',
  'css',
  'scss',
  'json',
  'markdown',
  'yaml',
  'shell',
  'text',
] as const
export const binLanguage = z.enum(binLanguages)
export type BinLanguage = z.infer<typeof binLanguage>

/** How each language is named to people: in the app's select and on the server's reader page. */
export const languageLabels: Record<BinLanguage, string> = {
  vue: 'Vue',
  typescript: 'TypeScript',
  javascript: 'JavaScript',
  html: 'HTML',
  css: 'CSS',
  scss: 'SCSS',
  json: 'JSON',
  markdown: 'Markdown',
  yaml: 'YAML',
  shell: 'Shell',
  text: 'Plain text',
}

/**
 * Public bins are read by anyone and listed; private ones only by their owner; unlisted ones by anyone
 * who has the link, and never listed, searched or offered by the MCP tools.
 */
export const binVisibilities = ['public', 'private', 'unlisted'] as const
export const binVisibility = z.enum(binVisibilities)
export type BinVisibility = z.infer<typeof binVisibility>

/** How each visibility is named to people, in the order the app offers them. */
export const visibilityLabels: Record<BinVisibility, string> = {
  public: 'Public',
  unlisted: 'Unlisted',
  private: 'Private',
}

/**
 * A bin's id: 12 characters of [A-Za-z0-9] (about 71 random bits), or 22 for an unlisted bin (about
 * 131 bits, so it cannot be guessed from anything).
 */
export const binId = z
  .string()
  .check(z.regex(/^[A-Za-z0-9]{12}(?:[A-Za-z0-9]{10})?$/, 'This is not a bin id.'))

/** How long a bin lives from its save: `never` (the default) keeps it until it is deleted. */
export const binLifetimes = ['10m', '1h', '1d', '1w', '1mo', 'never'] as const
export const binLifetime = z.enum(binLifetimes, 'A bin expires after 10m, 1h, 1d, 1w, 1mo, or never.')
export type BinLifetime = z.infer<typeof binLifetime>

// Line breaks, tabs and the other control characters (Unicode Cc), and the line and paragraph separators.
const titleBreaks = /[\p{Cc}\u2028\u2029]+/gu

/**
 * The title rule: a title is one line. Each run of line breaks, tabs or other control characters
 * becomes one space; nothing else changes (no trimming). The app applies it as the user types, the
 * server to whatever it is sent, so what the title field shows is what is saved.
 */
export function oneLineTitle(title: string): string {
  return title.replace(titleBreaks, ' ')
}

// Each UTF-16 code unit is one to three bytes: only lengths in between need counting.
function titleTooBig(title: string): boolean {
  if (title.length * 3 <= BIN_TITLE_MAX_BYTES) return false
  return title.length > BIN_TITLE_MAX_BYTES || utf8Length(title) > BIN_TITLE_MAX_BYTES
}

/** Why a (one-line) title is too long, in words for the user, or undefined. Quick for any length. */
export function titleLengthProblem(title: string): string | undefined {
  if (titleTooBig(title)) return BIN_TITLE_TOO_BIG_MESSAGE
  if (countGraphemes(title) > BIN_TITLE_MAX) return BIN_TITLE_TOO_LONG_MESSAGE
  return undefined
}

export const binTitle = z.string().check(
  storableText('A title'),
  z.overwrite(oneLineTitle),
  z.check<string>((ctx) => {
    const problem = titleLengthProblem(ctx.value)
    if (problem) ctx.issues.push({ code: 'custom', input: ctx.value, message: problem })
  }),
)

/** The text of a bin as it is saved; its size in bytes is checked after parsing, with its own status. */
export const binContent = z.string().check(
  storableText('A bin'),
  z.refine((text) => /\S/.test(text), BIN_EMPTY_MESSAGE),
)

/**
 * Chosen by the client for one bin it creates: a POST retried with the same key (after a lost answer,
 * a double click) gives the bin the first one made, instead of a second bin.
 */
export const binCreationKey = z
  .string()
  .check(z.regex(/^[\x21-\x7e]{8,128}$/, 'An idempotency key is 8 to 128 printable ASCII characters.'))

// Stored as a 32-bit integer: a larger number can never be a bin's version.
export const binVersion = z.int32()

export const binOwner = z.object({ id: z.string(), name: z.string(), picture: z.string() })

/** A whole bin as its page shows it. `version` grows by one with every change of content, title or language. */
export const bin = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  language: binLanguage,
  visibility: binVisibility,
  favorite: z.boolean(),
  pinned: z.boolean(),
  owner: binOwner,
  /** True when the signed-in user asking owns the bin. */
  mine: z.boolean(),
  version: z.number().check(z.int()),
  /** When it stops answering, or null when it never expires. */
  expiresAt: z.nullable(z.string()),
  /** Deleted by its first reader other than the owner. */
  burn: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Bin = z.infer<typeof bin>

/** A bin in a listing: the content is cut to a preview. */
export const binSummary = z.object({
  id: z.string(),
  title: z.string(),
  preview: z.string(),
  language: binLanguage,
  visibility: binVisibility,
  favorite: z.boolean(),
  pinned: z.boolean(),
  version: z.number().check(z.int()),
  expiresAt: z.nullable(z.string()),
  burn: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type BinSummary = z.infer<typeof binSummary>

export const binFilters = ['all', 'favorites', 'pinned'] as const
export const binFilter = z.enum(binFilters)
export type BinFilter = z.infer<typeof binFilter>

/** GET /one/bins: the signed-in user's bins, pinned first, then the newest changed. */
export const binsResponse = z.object({ bins: z.array(binSummary) })
export type BinsResponse = z.infer<typeof binsResponse>

/** The longest search text, in characters: a title is at most 200 characters. */
export const BIN_SEARCH_MAX = 200

/**
 * POST /one/bins. With an `idempotencyKey`, the same key from the same user within a day gives the bin
 * it first created (201 again), as it is now; the key with a different bin is refused with 409.
 */
export const createBinBody = z.object({
  title: z._default(binTitle, ''),
  content: binContent,
  language: z._default(binLanguage, 'text'),
  visibility: z._default(binVisibility, 'public'),
  expires: z._default(binLifetime, 'never'),
  burn: z._default(z.boolean(), false),
  idempotencyKey: z.optional(binCreationKey),
})
export type CreateBinBody = z.input<typeof createBinBody>

/**
 * PATCH /one/bins/{id}: any of the fields. `version` is the version the edit was made on; it is
 * required when content, title or language change, and a stale one is refused with 409.
 */
export const updateBinBody = z.object({
  version: z.optional(binVersion),
  title: z.optional(binTitle),
  content: z.optional(binContent),
  language: z.optional(binLanguage),
  visibility: z.optional(binVisibility),
  /** Counted from this change; `never` takes an expiry away. */
  expires: z.optional(binLifetime),
  burn: z.optional(z.boolean()),
  favorite: z.optional(z.boolean()),
  pinned: z.optional(z.boolean()),
})
export type UpdateBinBody = z.infer<typeof updateBinBody>

/** The guest's share link: what the address fragment carries, compressed. */
export const sharedBin = z.object({
  title: z._default(z.string(), ''),
  content: z.string(),
  language: z.optional(binLanguage),
})
export type SharedBin = z.infer<typeof sharedBin>

// Any string, so a malformed id is "does not exist" (404) like any other unknown one.
export const byId = z.object({ id: z.string() })

export { BIN_PAGE_DATA_ELEMENT_ID } from './runtime-config.ts'

export const binEndpoints = endpoints('bins', {
  list: {
    method: 'GET',
    path: '/one/bins',
    summary:
      "The signed-in user's bins: pinned first, then the most recently changed; with q, those holding every word of q in title or text, best first",
    query: z.object({ filter: z._default(binFilter, 'all') }),
    response: binsResponse,
  },
  create: {
    method: 'POST',
    path: '/one/bins',
    summary: 'Save a new bin',
    body: createBinBody,
    response: bin,
    status: 201,
  },
  read: {
    method: 'GET',
    path: '/one/bins/:id',
    summary: 'A public bin, or a private bin of the signed-in user',
    params: byId,
    response: bin,
  },
  update: {
    method: 'PATCH',
    path: '/one/bins/:id',
    summary: 'Change a bin (owner only); text changes need the version they were made on',
    params: byId,
    body: updateBinBody,
    response: bin,
  },
  remove: {
    method: 'DELETE',
    path: '/one/bins/:id',
    summary: 'Delete a bin (owner only)',
    params: byId,
    status: 204,
  },
  raw: {
    method: 'GET',
    path: '/one/bins/:id/raw',
    summary: 'The text of a bin as plain text; ?download=1 saves it as a file',
    params: byId,
    query: z.object({ download: z.optional(z.string()) }),
  },
})
