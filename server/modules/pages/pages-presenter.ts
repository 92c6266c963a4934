import { PAGE_LIMITS } from '@contract/limits.ts'
import type { Page, PageSummary } from '@contract/page.ts'
import type { PageRow } from '@/db/schema.ts'
import { storedText, type HistoryKind } from '../content/history-kind.ts'
import type { PageListRow } from './pages-repository.ts'

/** A page as a list shows it; `owner` adds its status. */
export function presentPageSummary(row: PageListRow, owner = false): PageSummary {
  return {
    _id: String(row.id),
    address: row.address,
    title: row.title,
    inNavigation: Boolean(row.in_navigation),
    inFooter: Boolean(row.in_footer),
    showUpdated: Boolean(row.show_updated),
    position: row.position,
    updatedAt: row.updated_at,
    ...(owner ? { status: row.status } : {}),
  }
}

export function presentPage(row: PageRow, owner = false): Page {
  return { ...presentPageSummary(row, owner), body: row.body, html: row.html }
}

/** Pages in history and the trash, with the owner's fields; their body images come back too. */
export const pageHistory: HistoryKind = {
  name: 'page',
  table: 'pages',
  ordered: true,
  bodyImages: 'page_images',
  addressed: true,
  limit: {
    count: PAGE_LIMITS.pages,
    full: `a site has at most ${PAGE_LIMITS.pages} pages; delete one first`,
  },
  title: (row) => storedText(row.title),
  present: (row) =>
    presentPage(row as unknown as PageRow, true) as unknown as Record<string, unknown>,
}
