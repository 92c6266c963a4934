/**
 * The owner's name leads to the dashboard when a token is stored, else to the login
 * (docs/contract.md). The server says /login; `islands/owner-link.ts` reads the stored token.
 * A plain link: the login has no language versions, so no language prefix is added to it.
 */
export function OwnerNameLink({ name }: { name: string }) {
  return (
    <a href="/login" data-owner-link="" className="hero-name gradient-text">
      {name}
    </a>
  )
}
