import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { errorMessage } from '@/lib/api/api-client.ts'

interface QueryStateProps<T> {
  query: UseQueryResult<T>
  /** What is loading, the placeholder's name for assistive technology: "Loading skills". */
  loadingLabel: string
  /** The shape of what is coming: a list of items (default) or a form. */
  shape?: 'list' | 'form'
  children: (data: T) => ReactNode
}

/**
 * Grey blocks in the shape of what is loading (shimmering unless motion is reduced), so the page
 * does not jump when it arrives; named for assistive technology.
 */
function LoadingSkeleton({ label, shape }: { label: string; shape: 'list' | 'form' }) {
  const blocks = Array.from({ length: 3 }, (_, index) => index)
  return (
    <div role="status" aria-label={label} aria-busy="true" className="admin-skeleton">
      {blocks.map((index) =>
        shape === 'form' ? (
          <div key={index} aria-hidden="true" className="admin-skeleton-field">
            <span className="skeleton admin-skeleton-label" />
            <span className="skeleton admin-skeleton-input" />
          </div>
        ) : (
          <div key={index} aria-hidden="true" className="card admin-skeleton-item">
            <span className="skeleton admin-skeleton-title" />
            <span className="skeleton admin-skeleton-line" />
            <span className="skeleton admin-skeleton-line admin-skeleton-short" />
          </div>
        ),
      )}
    </div>
  )
}

/** A list's three states: loading (a skeleton), failed (the server's message), loaded. */
export function QueryState<T>({
  query,
  loadingLabel,
  shape = 'list',
  children,
}: QueryStateProps<T>) {
  if (query.isPending) return <LoadingSkeleton label={loadingLabel} shape={shape} />
  if (query.isError) {
    return (
      <div role="alert" className="admin-error">
        <p>{errorMessage(query.error)}</p>
        <button type="button" className="admin-button mt-2" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    )
  }
  return <>{children(query.data)}</>
}
