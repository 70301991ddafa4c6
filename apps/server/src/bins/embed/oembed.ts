import {
  EMBED_DEFAULT_WIDTH,
  embedHeight,
  embedLineCount,
  embedPath,
  embedSnippet,
} from '@one/contract/bin-embeds'
import { HttpError } from '@one/contract/errors'
import type { OembedQuery, OembedResponse } from '@one/contract/oembed'
import { AppError } from '../../app-error.ts'
import type { BinCache } from '../bin-cache.ts'
import { embedRange } from './embed-lines.ts'
import { PROVIDER_NAME } from './embed-page.ts'
import { findEmbeddable } from './embeddable.ts'

// How long a consumer may keep an answer: an hour, or until the bin expires if that is sooner.
const MOST_CACHE_SECONDS = 3600
const binPath = /^\/bins\/([^/]+)(?:\/embed)?\/?$/

type Deps = { binCache: BinCache; publicUrl: string }

/**
 * The id and `lines` of a bin page's address (or of its embed's), which must be on this site's own
 * address, PUBLIC_URL: never one read from the request, whose Host its sender chooses.
 */
function binOfUrl(url: string, publicUrl: string): { id: string; lines: string | null } {
  const example = `${publicUrl}/bins/AbCdEfGhIjKl`
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new AppError(
      'bad_request',
      `The url is not a web address. Give a bin page's address, like ${example}.`,
    )
  }
  if (parsed.origin !== publicUrl) {
    throw new AppError('bad_request', `Only bins of ${publicUrl} are embedded here, like ${example}.`)
  }
  const id = binPath.exec(parsed.pathname)?.[1]
  if (id === undefined) throw new AppError('not_found', `There is no bin at ${parsed.pathname}.`)
  return { id, lines: parsed.searchParams.get('lines') }
}

/** The oEmbed answer (type rich) for a public or unlisted bin's page: its embed as an iframe. */
export async function oembedOf(
  { binCache, publicUrl }: Deps,
  { url, format, maxwidth, maxheight }: OembedQuery,
): Promise<OembedResponse> {
  if (format !== undefined && format !== 'json') {
    throw new HttpError(501, 'not_implemented', 'Only format=json is offered here.')
  }
  const { id, lines } = binOfUrl(url, publicUrl)
  const bin = await findEmbeddable(binCache, id)
  if (!bin) throw new AppError('not_found', 'This bin does not exist, or it is not shared.')
  const { title, content, owner, expiresAt } = bin.record
  const lineCount = embedLineCount(content)
  const chosen = embedRange(lines ?? undefined, lineCount)
  if ('problem' in chosen) throw new AppError('bad_request', chosen.problem)
  const shown = chosen.range ? chosen.range.end - chosen.range.start + 1 : lineCount
  const width = Math.min(maxwidth ?? EMBED_DEFAULT_WIDTH, EMBED_DEFAULT_WIDTH)
  const height = Math.min(embedHeight(shown), maxheight ?? Number.POSITIVE_INFINITY)
  const name = title || 'Untitled'
  const secondsLeft = expiresAt ? Math.floor((expiresAt.getTime() - Date.now()) / 1000) : MOST_CACHE_SECONDS
  return {
    type: 'rich',
    version: '1.0',
    title: name,
    author_name: owner.name,
    provider_name: PROVIDER_NAME,
    provider_url: publicUrl,
    html: embedSnippet({ src: `${publicUrl}${embedPath(id, chosen.range)}`, title: name, width, height }),
    width,
    height,
    cache_age: Math.max(0, Math.min(MOST_CACHE_SECONDS, secondsLeft)),
  }
}
