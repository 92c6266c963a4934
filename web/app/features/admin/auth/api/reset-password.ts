import type { ResetPasswordInput } from '@contract/account.ts'
import { apiRequest } from '@/lib/api/api-client.ts'
import type { MessageAnswer } from '@/features/admin/shared/api/list-cache.ts'

export function resetPassword(token: string, input: ResetPasswordInput) {
  return apiRequest<MessageAnswer>(`/api/user/reset-password?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    json: input,
  })
}
