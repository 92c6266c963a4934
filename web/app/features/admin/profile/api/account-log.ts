import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { AuditPage } from '@contract/history.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'

/** Entries per page of the account log. */
const ACCOUNT_LOG_PAGE = 10

const accountLogQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'account-log', page],
    queryFn: async () =>
      (await ownerRequest<{ data: AuditPage }>(`/api/audit?page=${page}&limit=${ACCOUNT_LOG_PAGE}`))
        .data,
    placeholderData: keepPreviousData,
  })

export const useAccountLog = (page: number) => useQuery(accountLogQueryOptions(page))
