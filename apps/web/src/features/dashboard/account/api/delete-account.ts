import { accountEndpoints } from '@one/contract/account'
import { useMutation } from '@tanstack/react-query'
import { http } from '../../../../lib/http.ts'

export function deleteAccount(confirm: string) {
  return http.call(accountEndpoints.delete, { body: { confirm } })
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount })
}
