import type { MembershipInfo } from '@one/contract/membership'
import { queryClient } from '../../../lib/query-client.tsx'
import { verify } from '../../../stores/auth-store.ts'
import { membershipKeys } from './membership-keys.ts'

/**
 * After an activation, a modify or a cancel: keeps the info the server answered with (no second
 * call), and verifies again so access and perks follow the plan without a reload.
 */
export async function applyInfo(info: MembershipInfo): Promise<void> {
  queryClient.setQueryData(membershipKeys.info, info)
  await verify(true)
}
