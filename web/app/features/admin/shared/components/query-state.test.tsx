import type { UseQueryResult } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { QueryState } from './query-state.tsx'

const pending = { isPending: true, isError: false } as UseQueryResult<string[]>
const loaded = { isPending: false, isError: false, data: ['Go'] } as UseQueryResult<string[]>

describe('QueryState', () => {
  it('shows a named, busy skeleton of list items while loading', () => {
    const { container } = render(
      <QueryState query={pending} loadingLabel="Loading skills">
        {(items) => <p>{items.join()}</p>}
      </QueryState>,
    )
    const status = screen.getByRole('status', { name: 'Loading skills' })
    expect(status.getAttribute('aria-busy')).toBe('true')
    expect(container.querySelectorAll('.admin-skeleton-item')).toHaveLength(3)
  })

  it('shows form fields in the shape of a form', () => {
    const { container } = render(
      <QueryState query={pending} loadingLabel="Loading the site settings" shape="form">
        {() => null}
      </QueryState>,
    )
    expect(container.querySelectorAll('.admin-skeleton-field')).toHaveLength(3)
  })

  it('shows the data once loaded', () => {
    render(
      <QueryState query={loaded} loadingLabel="Loading skills">
        {(items) => <p>{items.join()}</p>}
      </QueryState>,
    )
    expect(screen.getByText('Go')).toBeVisible()
    expect(screen.queryByRole('status')).toBeNull()
  })
})
