import { downloadEndpoints } from '@one/contract/downloads'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { http } from '../../../lib/http.ts'
import { useAuth } from '../../../stores/auth-store.ts'
import { reportError } from '../../../stores/report-error.ts'
import { downloadKeys } from './download-keys.ts'

/** Spec section 8: what a failed fetch says when the server sent no message. */
export const downloadsError = 'Error fetching downloads'

/** The signed-in user's store purchases. */
export async function getDownloads() {
  return (await http.call(downloadEndpoints.list)).downloads
}

/**
 * Spec section 7: fetched once and cached for the rest of the visit (until sign-out); a failure is
 * told in a snackbar and can be retried.
 */
export function useDownloads() {
  const signedIn = useAuth((s) => s.user !== null)
  const query = useQuery({
    queryKey: downloadKeys.list,
    queryFn: getDownloads,
    enabled: signedIn,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
  const { error } = query
  useEffect(() => {
    if (error) reportError(error, downloadsError)
  }, [error])
  return query
}
