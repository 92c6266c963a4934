import { useMutation } from '@tanstack/react-query'
import type { UpdatePasswordInput } from '@contract/account.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import type { MessageAnswer } from '@/features/admin/shared/api/list-cache.ts'

function updatePassword(input: UpdatePasswordInput) {
  return ownerRequest<MessageAnswer>('/api/user/updatepass', { method: 'PUT', json: input })
}

/** The server ends every session, this one too: nothing is read again after it (endsSession). */
export const useUpdatePassword = () =>
  useMutation({ mutationFn: updatePassword, meta: { endsSession: true } })
