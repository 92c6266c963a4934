import { apiRequest } from '@/lib/api/api-client.ts'
import { readToken } from '@/lib/api/owner-session.ts'
import type { MessageAnswer } from '@/features/admin/shared/api/list-cache.ts'

/** Asks the server to e-mail a reset link (sent with the stored token, as SPEC section 7 says). */
export function requestPasswordReset() {
  return apiRequest<MessageAnswer>('/api/user/forgot-password', { owner: Boolean(readToken()) })
}
