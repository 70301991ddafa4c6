import { activityEndpoints } from '@one/contract/activity'
import { useInfiniteQuery } from '@tanstack/react-query'
import { http } from '../../../../lib/http.ts'
import { useAuth } from '../../../../stores/auth-store.ts'
import { activityKeys } from './activity-keys.ts'

/** A page of the signed-in user's activity, newest first: the first, or the one after `cursor`. */
export function getActivity(cursor: string | undefined) {
  return http.call(activityEndpoints.list, { query: cursor === undefined ? {} : { cursor } })
}

/**
 * The feed page by page ("Load more" asks for the next). Asked again each time the overview opens,
 * so what the user just did elsewhere is there.
 */
export function useActivity() {
  const signedIn = useAuth((s) => s.user !== null)
  return useInfiniteQuery({
    queryKey: activityKeys.feed,
    queryFn: ({ pageParam }) => getActivity(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    enabled: signedIn,
    staleTime: 0,
  })
}
