import { redirect } from 'react-router'
import { DASHBOARD_HOME } from '@/features/admin/shared/route-guards.ts'

/** /dashboard itself opens the Audience page (whose own guard asks for a token). */
export function loader() {
  return redirect(DASHBOARD_HOME)
}
