import { pagePath, type PageSummary } from '@contract/page.ts'
import { PAGE_LIMITS } from '@contract/limits.ts'
import { useState } from 'react'
import { Link } from 'react-router'
import { ConfirmDeleteDialog } from '@/features/admin/shared/components/delete-button.tsx'
import { DocumentRow } from '@/features/admin/shared/components/document-row.tsx'
import {
  TranslationsDrawer,
  type TranslationTarget,
} from '@/features/admin/shared/components/translations-drawer.tsx'
import { useListTranslations } from '@/features/admin/shared/components/use-list-translations.tsx'
import { EmptyState } from '@/features/admin/shared/components/empty-state.tsx'
import { QueryState } from '@/features/admin/shared/components/query-state.tsx'
import { useReturnFocus } from '@/features/admin/shared/components/use-return-focus.ts'
import { useDeletePage, usePages } from '../api/pages-api.ts'

/** Where a page is linked from, in words: "In the navigation and the footer". */
function placesOf(page: Pick<PageSummary, 'inNavigation' | 'inFooter'>): string {
  if (page.inNavigation && page.inFooter) return 'In the navigation and the footer'
  if (page.inNavigation) return 'In the navigation'
  if (page.inFooter) return 'In the footer'
  return 'Not linked'
}

/** The owner's pages, in their order, each one a link to its editor. */
export function PagesManager() {
  const pages = usePages()
  return (
    <QueryState query={pages} loadingLabel="Loading pages">
      {(list) => <PagesList pages={list} />}
    </QueryState>
  )
}

function PagesList({ pages }: { pages: PageSummary[] }) {
  const remove = useDeletePage()
  const [deleting, setDeleting] = useState<PageSummary | null>(null)
  const [translating, setTranslating] = useState<TranslationTarget | null>(null)
  const translations = useListTranslations<PageSummary>('page')
  const focus = useReturnFocus()
  const full = pages.length >= PAGE_LIMITS.pages

  return (
    <div className="flex flex-col gap-6">
      <div className="admin-toolbar">
        {full ? (
          <p className="text-muted" role="status">
            A site has at most {PAGE_LIMITS.pages} pages: delete one to add another.
          </p>
        ) : (
          <Link to="new" className="admin-button admin-button-solid">
            New page
          </Link>
        )}
      </div>

      {translations.pageNote}
      {pages.length === 0 ? (
        <EmptyState
          title="No pages yet"
          icon="pages"
          action={
            <Link to="new" className="admin-button admin-button-solid">
              Write your first page
            </Link>
          }
        >
          Pages live at an address of their own, like /uses, /now or /colophon, and can be linked
          from the navigation or the footer once you publish them.
        </EmptyState>
      ) : (
        <ul className="posts-list" aria-label="Pages">
          {pages.map((page) => {
            const published = page.status === 'published'
            return (
              <DocumentRow
                key={page._id}
                id={page._id}
                title={page.title}
                state={published ? 'published' : 'draft'}
                stateLabel={published ? 'Published' : 'Draft'}
                detail={`${pagePath(page.address)} · ${placesOf(page)}`}
                publicPath={published ? pagePath(page.address) : undefined}
                deleting={remove.isPending && remove.variables === page._id}
                onDelete={(opener) => {
                  focus.remember(opener)
                  setDeleting(page)
                }}
                more={
                  translations.enabled
                    ? [
                        {
                          label: 'Translate',
                          onSelect: () => setTranslating({ id: page._id, name: `“${page.title}”` }),
                        },
                      ]
                    : []
                }
                note={translations.rowNote(page)}
              />
            )
          })}
        </ul>
      )}
      <TranslationsDrawer type="page" target={translating} onClose={() => setTranslating(null)} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        itemName={`“${deleting?.title ?? ''}”`}
        onClose={() => {
          setDeleting(null)
          focus.restore()
        }}
        onConfirm={() => deleting && remove.mutate(deleting._id)}
      />
    </div>
  )
}
