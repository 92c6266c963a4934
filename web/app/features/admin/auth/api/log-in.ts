import type { LoginInput } from '@contract/account.ts'
import { apiRequest } from '@/lib/api/api-client.ts'

/** Not an owner call: a 401 here means a wrong password, not an ended session. */
export function logIn(input: LoginInput) {
  return apiRequest<{ success: true; authtoken: string; message: string }>('/api/user/login', {
    method: 'POST',
    json: input,
  })
}
