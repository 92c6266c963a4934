import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UpdateAccountInput } from '@contract/account.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import type { MessageAnswer } from '@/features/admin/shared/api/list-cache.ts'
import { OWNER_KEY } from '@/features/admin/shared/api/get-owner.ts'

function updateAccount(input: UpdateAccountInput) {
  return ownerRequest<MessageAnswer>('/api/user/updateaccount', { method: 'PUT', json: input })
}

/** After a change the account is read again (the answer carries only a message). */
export function useUpdateAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OWNER_KEY }),
  })
}
