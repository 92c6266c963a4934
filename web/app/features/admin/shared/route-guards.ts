import { redirect } from 'react-router'
import { readToken } from '@/lib/api/owner-session.ts'
import { adminQueryClient } from './api/query-client.ts'

export const LOGIN_PATH = '/login'
/** Where signing in leads: the Audience page, first after sign-in (docs/contract.md §4). */
export const DASHBOARD_HOME = '/dashboard/audience'

/** Every /dashboard page: no stored token, no entry (docs/contract.md §6). */
export function requireToken() {
  if (!readToken()) throw redirect(LOGIN_PATH)
  return null
}

/** /login with a stored token goes straight to the dashboard (docs/contract.md §2). */
export function skipLoginWithToken() {
  if (readToken()) throw redirect(DASHBOARD_HOME)
  return null
}

/** Starts a page's queries while its code loads; the page shows their state itself. */
export function prefetch(...queries: Array<{ queryKey: readonly unknown[] }>) {
  if (readToken()) {
    // Each argument is a queryOptions() result; its exact generics do not matter here.
    for (const query of queries) void adminQueryClient().prefetchQuery(query as never)
  }
  return null
}
