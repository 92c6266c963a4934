import { Link } from 'react-router'
import { useHasStoredToken } from '../../../lib/browser/use-stored-token.ts'

/**
 * SPEC section 1: the owner's name leads to the dashboard when a token is stored, else to the
 * login. The server and the hydrating render both say /login; the stored token is read after.
 */
export function OwnerNameLink({ name }: { name: string }) {
  const signedIn = useHasStoredToken()
  return (
    <Link
      to={signedIn ? '/dashboard/adminprofile' : '/login'}
      className="accent underline decoration-2 underline-offset-8"
    >
      {name}
    </Link>
  )
}
