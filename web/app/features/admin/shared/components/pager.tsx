/** Previous / next through the pages of a list, with where the owner is. */
export function Pager({
  page,
  pages,
  onPage,
  label,
  previous = 'Previous',
  next = 'Next',
}: {
  page: number
  pages: number
  onPage: (page: number) => void
  /** What is paged, for screen readers: "Pages of messages". */
  label: string
  previous?: string
  next?: string
}) {
  if (pages <= 1) return null
  return (
    <nav aria-label={label} className="admin-pager">
      <button
        type="button"
        className="admin-button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {previous}
      </button>
      <span aria-current="page">
        Page {page} of {pages}
      </span>
      <button
        type="button"
        className="admin-button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {next}
      </button>
    </nav>
  )
}
