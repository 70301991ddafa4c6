import { adminContentEndpoints, type ContentKind } from '@one/contract/content'
import { HttpError } from '@one/contract/errors'
import { queryOptions } from '@tanstack/react-query'
import { http } from '../../../lib/http.ts'
import { config } from '../../../lib/runtime-config.ts'

export type ItemBody = { slug: string; title: string; metadata: Record<string, unknown>; published: boolean }

export const adminKeys = {
  all: ['admin'] as const,
  list: (kind: ContentKind) => ['admin', kind] as const,
  history: ['admin', 'history'] as const,
}

export const itemsQuery = (kind: ContentKind) =>
  queryOptions({
    queryKey: adminKeys.list(kind),
    queryFn: async () => (await http.call(adminContentEndpoints.list, { params: { kind } })).items,
  })

export const historyQuery = queryOptions({
  queryKey: adminKeys.history,
  queryFn: async () => (await http.call(adminContentEndpoints.history)).changes,
})

export const createItem = async (kind: ContentKind, body: ItemBody) =>
  (await http.call(adminContentEndpoints.create, { params: { kind }, body })).item

/** The item as it is now, with the version (`etag`) an edit of it names. */
export const readItem = async (kind: ContentKind, slug: string) =>
  (await http.call(adminContentEndpoints.read, { params: { kind, slug } })).item

/** An edit of the version `etag` names: a 412 HttpError when someone changed it since. */
export const updateItem = async (kind: ContentKind, slug: string, etag: string, body: Partial<ItemBody>) =>
  (
    await http.call(adminContentEndpoints.update, {
      params: { kind, slug },
      body,
      headers: { 'if-match': etag },
    })
  ).item

export const removeItem = (kind: ContentKind, slug: string, etag: string) =>
  http.call(adminContentEndpoints.remove, { params: { kind, slug }, headers: { 'if-match': etag } })

/** The server's answer to an edit or deletion of a version that is no longer the current one. */
export const isChangedMeanwhile = (error: unknown) => error instanceof HttpError && error.status === 412

/** Sends an image's bytes as they are; the server tells its type from them and gives its address. */
export async function uploadImage(file: Blob): Promise<string> {
  const response = await fetch(`${config.apiBase}${adminContentEndpoints.upload.path}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/octet-stream' },
    body: file,
  })
  const text = await response.text()
  let body: { url?: string; message?: string } = {}
  try {
    body = JSON.parse(text)
  } catch {
    // Not JSON: the status says enough.
  }
  if (!response.ok || !body.url) {
    throw new HttpError(
      response.status,
      `http_${response.status}`,
      body.message ?? 'The image could not be uploaded.',
    )
  }
  return body.url
}
