import { redirect } from 'react-router'

/** /dashboard itself opens the profile page (whose own guard asks for a token). */
export function loader() {
  return redirect('/dashboard/adminprofile')
}
