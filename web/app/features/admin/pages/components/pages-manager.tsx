import { pagePath, type PageSummary } from '@contract/page.ts'
import { PAGE_LIMITS } from '@contract/limits.ts'
import { useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { ConfirmDeleteDialog } from '@/features/admin/shared/components/delete-button.tsx'
import { EmptyState } from '@/features/admin/shared/components/empty-state.tsx'
import { QueryState } from '@/features/admin/shared/components/query-state.tsx'
import { RowMenu } from '@/features/admin/shared/components/row-menu.tsx'
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
  const navigate = useNavigate()
  const remove = useDeletePage()
  const [deleting, setDeleting] = useState<PageSummary | null>(null)
  const opener = useRef<HTMLElement | null>(null)
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
              <li key={page._id} className="card posts-item">
                <div className="posts-item-text">
                  <span className={`posts-state posts-state-${published ? 'published' : 'draft'}`}>
                    {published ? 'Published' : 'Draft'}
                  </span>
                  <h2 className="posts-item-title">
                    <Link to={page._id} className="posts-item-link">
                      {page.title}
                    </Link>
                  </h2>
                  <p className="text-sm text-muted">
                    {pagePath(page.address)} · {placesOf(page)}
                  </p>
                </div>
                <RowMenu
                  label={`Actions for ${page.title}`}
                  items={[
                    { label: 'Edit', onSelect: () => void navigate(page._id) },
                    ...(published
                      ? [
                          {
                            label: 'View on the site',
                            onSelect: () =>
                              window.open(pagePath(page.address), '_blank', 'noopener'),
                          },
                        ]
                      : []),
                    {
                      label: 'Delete',
                      danger: true,
                      disabled: remove.isPending && remove.variables === page._id,
                      onSelect: () => {
                        opener.current = document.activeElement as HTMLElement | null
                        setDeleting(page)
                      },
                    },
                  ]}
                />
              </li>
            )
          })}
        </ul>
      )}
      <ConfirmDeleteDialog
        open={deleting !== null}
        itemName={`“${deleting?.title ?? ''}”`}
        onClose={() => {
          setDeleting(null)
          if (opener.current?.isConnected) opener.current.focus()
        }}
        onConfirm={() => deleting && remove.mutate(deleting._id)}
      />
    </div>
  )
}
