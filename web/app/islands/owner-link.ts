import { readToken } from '@/lib/api/owner-session.ts'

/**
 * docs/contract.md §1: the owner's name leads to the dashboard when a token is stored, else to the
 * login (what the server renders).
 */
export function initOwnerLinks(root: Document) {
  const links = root.querySelectorAll<HTMLAnchorElement>('a[data-owner-link]')
  const update = () => {
    const href = readToken() ? '/dashboard/adminprofile' : '/login'
    for (const link of links) link.setAttribute('href', href)
  }
  if (links.length === 0) return
  update()
  window.addEventListener('storage', update)
}
