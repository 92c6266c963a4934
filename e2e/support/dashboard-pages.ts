import type { RouteConfigEntry } from '@react-router/dev/routes'
import routes from '../../web/app/routes.ts'

/** The route under `path` at any depth of the route table. */
function find(entries: readonly RouteConfigEntry[], path: string): RouteConfigEntry | undefined {
  for (const entry of entries) {
    if (entry.path === path) return entry
    const inside = find(entry.children ?? [], path)
    if (inside) return inside
  }
  return undefined
}

/**
 * Every dashboard page, by its path under /dashboard, read from the route table
 * (web/app/routes.ts): one list for every check (no sideways scroll, axe, screenshots), so a page
 * added there is checked without writing it here. Pages of one record (`posts/:id`) are left out.
 */
export const DASHBOARD_PAGES: readonly string[] = (find(routes, 'dashboard')?.children ?? [])
  .map((entry) => entry.path)
  .filter((path): path is string => path !== undefined && !path.includes(':'))

if (DASHBOARD_PAGES.length === 0) throw new Error('No dashboard pages in web/app/routes.ts')
