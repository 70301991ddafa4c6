import { membershipEndpoints } from '@one/contract/membership'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { http } from '../../../lib/http.ts'
import { useAuth } from '../../../stores/auth-store.ts'
import { reportError } from '../../../stores/report-error.ts'
import { membershipErrors } from '../membership-errors.ts'
import { membershipKeys } from './membership-keys.ts'

/** The signed-in user's subscription (null when there is none) and invoices. */
export function getInfo() {
  return http.call(membershipEndpoints.info)
}

/** The subscription info while someone is signed in; a failure is also told in a snackbar (spec section 8). */
export function useMembershipInfo() {
  const signedIn = useAuth((s) => s.user !== null)
  const query = useQuery({ queryKey: membershipKeys.info, queryFn: getInfo, enabled: signedIn })
  const { error } = query
  useEffect(() => {
    if (error) reportError(error, membershipErrors.info)
  }, [error])
  return query
}
