import {
  binContent,
  binFilter,
  binId,
  binLanguage,
  binTitle,
  binVisibility,
  updateBinBody,
} from '@one/contract/bins'
import { storableText } from '@one/contract/storable'
import { z } from 'zod/mini'
import {
  binConflict,
  binNotFound,
  planUpdate,
  requireContentSize,
  requireOwned,
  requireReadable,
} from '../bins/bin-rules.ts'
import { SEARCH_LIMIT, searchOwnBins } from '../bins/bin-search.ts'
import type { BinStorage } from '../bins/bin-storage.ts'
import { toBin, toBinSummary } from '../bins/bin-view.ts'
import { findBin, insertBin, listBins, updateBin } from '../bins/bins-store.ts'
import { readOnce } from '../bins/burn.ts'
import type { Changes } from '../cache/changes.ts'
import type { Db } from '../db/database.ts'
import type { ToolRegistrar } from './tool-registry.ts'
import { tool } from './tool-result.ts'

const id = z.string().check(z.maxLength(64))
const search = z.string().check(z.minLength(1), z.maxLength(200), storableText('A search'))

/** The owner's bins (spec section 9's Vuetify Bin): list, search, read, create and update. */
export function registerBinTools(
  server: ToolRegistrar,
  { db, changes, binStorage }: { db: Db; changes: Changes; binStorage: BinStorage },
  userId: string,
) {
  const find = async (binIdText: string) =>
    binId.safeParse(binIdText).success ? findBin(db, binIdText) : undefined

  server.registerTool(
    'list_bins',
    {
      title: 'List bins',
      description:
        'Your bins, pinned first, then the most recently changed, each with a preview of its text.',
      inputSchema: { filter: z.optional(binFilter) },
      annotations: { readOnlyHint: true },
    },
    ({ filter }) =>
      tool(async () => ({
        bins: (await listBins(db, userId, filter ?? 'all', { unlisted: false })).map(toBinSummary),
      })),
  )

  server.registerTool(
    'search_bins',
    {
      title: 'Search bins',
      description: `Your bins whose title or text hold every word of the query (a word or its start, any case), best matches first with the matching line, at most ${SEARCH_LIMIT}. Unlisted bins are never found.`,
      inputSchema: { query: search },
      annotations: { readOnlyHint: true },
    },
    ({ query }) =>
      tool(async () => ({
        bins: (await searchOwnBins(db, userId, query, SEARCH_LIMIT)).map((row) => ({
          ...toBinSummary(row),
          match: row.match,
        })),
      })),
  )

  server.registerTool(
    'read_bin',
    {
      title: 'Read a bin',
      description: "One bin with its whole text: yours, or anyone's public bin.",
      inputSchema: { id },
      annotations: { readOnlyHint: true },
    },
    ({ id }) =>
      tool(async () => {
        const found = await readOnce({ db, changes }, requireReadable(await find(id), userId), userId)
        return toBin(found, found.owner, userId)
      }),
  )

  server.registerTool(
    'create_bin',
    {
      title: 'Create a bin',
      description: 'Save a new bin of yours. Its address on the site is /bins/<id>.',
      inputSchema: {
        content: binContent,
        title: z.optional(binTitle),
        language: z.optional(binLanguage),
        visibility: z.optional(binVisibility),
      },
    },
    ({ content, title, language, visibility }) =>
      tool(async () => {
        requireContentSize(content)
        const fields = {
          content,
          title: title ?? '',
          language: language ?? 'text',
          visibility: visibility ?? 'public',
        } as const
        const row = await binStorage.withRoom(userId, (tx) => insertBin(tx, userId, fields))
        const saved = requireReadable(await findBin(db, row.id), userId)
        return toBin(saved, saved.owner, userId)
      }),
  )

  server.registerTool(
    'update_bin',
    {
      title: 'Update a bin',
      description:
        'Change a bin of yours. Changing content, title or language needs the version you read (read_bin); a stale version is refused.',
      inputSchema: { id, ...updateBinBody.shape },
    },
    ({ id, ...body }) =>
      tool(async () => {
        const owned = requireOwned(await find(id), userId)
        const plan = planUpdate(body)
        const storage = binStorage.check(owned.ownerId)
        const row = await updateBin({ db, changes }, { id, ownerId: owned.ownerId, ...plan, storage })
        if (!row) throw (await findBin(db, id)) ? binConflict() : binNotFound()
        return toBin(row, owned.owner, userId)
      }),
  )
}
