import { membershipEndpoints } from '@one/contract/membership'
import { useMutation } from '@tanstack/react-query'
import { http } from '../../../lib/http.ts'
import { reportError } from '../../../stores/report-error.ts'
import { membershipErrors } from '../membership-errors.ts'
import type { Plan } from '../plan-rules.ts'
import { applyInfo } from './apply-info.ts'

/** Switches the subscription to another plan (Stripe prorates); gives the info after it. */
export function modify(subscriptionId: string, plan: Plan) {
  return http.call(membershipEndpoints.modify, { body: { subscriptionId, ...plan } })
}

/** Modify, then a forced verify so the access of the new plan shows; pending until both are done. */
export function useModify() {
  return useMutation({
    mutationFn: ({ subscriptionId, plan }: { subscriptionId: string; plan: Plan }) =>
      modify(subscriptionId, plan),
    onSuccess: applyInfo,
    onError: (error) => reportError(error, membershipErrors.modify),
  })
}
