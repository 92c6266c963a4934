import { Link } from 'react-router'

/**
 * The owner's name leads to the dashboard when a token is stored, else to the login
 * (docs/contract.md). The server says /login; `islands/owner-link.ts` reads the stored token.
 */
export function OwnerNameLink({ name }: { name: string }) {
  return (
    <Link to="/login" data-owner-link="" className="hero-name gradient-text">
      {name}
    </Link>
  )
}
