import type { NavigateFunction } from 'react-router'
import { reportSignOut } from '@/lib/api/api-client.ts'
import { removeToken } from '@/lib/api/owner-session.ts'
import { notify } from '@/lib/toast/notify.ts'

/** Logs out (docs/contract.md §2): the token goes, the toast says so, /login opens. */
export function logOut(navigate: NavigateFunction) {
  reportSignOut()
  removeToken()
  void notify('success', 'Logged Out Successfully')
  void navigate('/login')
}
