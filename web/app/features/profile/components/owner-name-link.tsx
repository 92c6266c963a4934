import { Link } from 'react-router'

/**
 * SPEC section 1: the owner's name leads to the dashboard when a token is stored, else to the
 * login. The server says /login; `islands/owner-link.ts` reads the stored token.
 */
export function OwnerNameLink({ name }: { name: string }) {
  return (
    <Link
      to="/login"
      data-owner-link=""
      className="accent underline decoration-2 underline-offset-8"
    >
      {name}
    </Link>
  )
}
