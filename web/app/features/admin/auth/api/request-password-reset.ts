import { apiRequest } from '@/lib/api/api-client.ts'
import { readToken } from '@/lib/api/owner-session.ts'
import type { MessageAnswer } from '@/features/admin/shared/api/list-cache.ts'

/**
 * Asks the server to e-mail a reset link (with the stored token, as the contract's client does).
 * X-Requested-With marks it as sent by a script: the server serves no cross-site trigger.
 */
export function requestPasswordReset() {
  return apiRequest<MessageAnswer>('/api/user/forgot-password', {
    owner: Boolean(readToken()),
    headers: { 'x-requested-with': 'fetch' },
  })
}
