import { binRevisionEndpoints } from '@one/contract/bin-revisions'
import type { Bin } from '@one/contract/bins'
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { binKeys } from '../../../lib/bins/bin-keys.ts'
import { http } from '../../../lib/http.ts'

/** Beside a bin's own key, not under it: a change of the bin must not cancel or refetch its old texts. */
const revisionKeys = {
  list: (id: string) => [...binKeys.all, 'revisions', id] as const,
  one: (id: string, number: number) => [...binKeys.all, 'revisions', id, number] as const,
}

/** A page of a bin's revisions, the newest first: the first, or the one older than `before`. */
export function getRevisions(id: string, before: number | undefined) {
  return http.call(binRevisionEndpoints.revisions, {
    params: { id },
    query: before === undefined ? {} : { before },
  })
}

/** One revision with its whole text. */
export function getRevision(id: string, number: number) {
  return http.call(binRevisionEndpoints.revision, { params: { id, number } })
}

/** Makes revision `number` the bin's text again; `version` is the bin's as the owner saw it (409 when stale). */
export function restoreRevision(id: string, number: number, version: number) {
  return http.call(binRevisionEndpoints.restore, { params: { id, number }, body: { version } })
}

/**
 * A bin's history page by page ("Load more" asks for the next). Asked again each time the History
 * opens: a save since then made a revision.
 */
export function useRevisions(id: string) {
  return useInfiniteQuery({
    queryKey: revisionKeys.list(id),
    queryFn: ({ pageParam }) => getRevisions(id, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    staleTime: 0,
  })
}

/** A revision never changes once made: fetched once. */
export function useRevision(id: string, number: number) {
  return useQuery({
    queryKey: revisionKeys.one(id, number),
    queryFn: () => getRevision(id, number),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/** The answer is the bin as restored: it replaces the cached bin, and the history gains a revision. */
export function useRestoreRevision(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ number, version }: { number: number; version: number }) =>
      restoreRevision(id, number, version),
    onSuccess: (restored: Bin) => {
      client.setQueryData(binKeys.detail(id), restored)
      void client.invalidateQueries({ queryKey: revisionKeys.list(id), exact: true })
      void client.invalidateQueries({ queryKey: binKeys.lists() })
    },
  })
}

/** After a refused restore: the bin and its history as they are now. */
export function useReloadHistory(id: string) {
  const client = useQueryClient()
  return () =>
    Promise.all([
      client.refetchQueries({ queryKey: binKeys.detail(id), exact: true }),
      client.invalidateQueries({ queryKey: revisionKeys.list(id), exact: true }),
    ])
}
