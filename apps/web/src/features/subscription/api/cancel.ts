import { membershipEndpoints } from '@one/contract/membership'
import { useMutation } from '@tanstack/react-query'
import { http } from '../../../lib/http.ts'
import { reportError } from '../../../stores/report-error.ts'
import { membershipErrors } from '../membership-errors.ts'
import { applyInfo } from './apply-info.ts'

/** Cancels the subscription at the end of its period; gives the info after it. */
export function cancel(subscriptionId: string) {
  return http.call(membershipEndpoints.cancel, { query: { subscriptionId } })
}

/** Cancel, then a forced verify (FACTS 5.1); pending until both are done. */
export function useCancel() {
  return useMutation({
    mutationFn: cancel,
    onSuccess: applyInfo,
    onError: (error) => reportError(error, membershipErrors.cancel),
  })
}
