import { adminOverviewEndpoints } from '@one/contract/admin-overview'
import { queryOptions } from '@tanstack/react-query'
import { http } from '../../../lib/http.ts'

export const overviewQuery = queryOptions({
  queryKey: ['admin', 'overview'],
  queryFn: () => http.call(adminOverviewEndpoints.read),
})
