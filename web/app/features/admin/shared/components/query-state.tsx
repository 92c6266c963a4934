import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { errorMessage } from '@/lib/api/api-client.ts'
import { Spinner } from './spinner.tsx'

interface QueryStateProps<T> {
  query: UseQueryResult<T>
  /** What is loading, for the spinner's name: "Loading skills". */
  loadingLabel: string
  children: (data: T) => ReactNode
}

/** A list's three states: loading (spinner), failed (the server's message), loaded. */
export function QueryState<T>({ query, loadingLabel, children }: QueryStateProps<T>) {
  if (query.isPending) return <Spinner label={loadingLabel} />
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
