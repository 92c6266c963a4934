import { render, screen } from '@testing-library/react'
import { createRoutesStub, data } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ErrorBoundary } from './root.tsx'

function renderFailing(loader: () => never) {
  const Stub = createRoutesStub([
    { path: '/', Component: () => null, loader, ErrorBoundary, HydrateFallback: () => null },
  ])
  render(<Stub initialEntries={['/']} />)
}

describe('the root error boundary', () => {
  it("starts with 'Unexpected Application Error!', then the status and its text", async () => {
    renderFailing(() => {
      throw data('Gone for good', { status: 410, statusText: 'Gone' })
    })
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Unexpected Application Error!',
    )
    expect(screen.getByText('410 Gone')).toBeVisible()
  })

  it('shows the message of a thrown error', async () => {
    renderFailing(() => {
      throw new Error('The database is unreachable')
    })
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Unexpected Application Error!',
    )
    expect(screen.getByText('The database is unreachable')).toBeVisible()
  })
})
