import { render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { initOwnerLinks } from '@/islands/owner-link.ts'
import { OwnerNameLink } from './owner-name-link.tsx'

/** The server's markup, then the public pages' script, as in the browser. */
function renderLink() {
  const Stub = createRoutesStub([{ path: '/', Component: () => <OwnerNameLink name="Alex Doe" /> }])
  render(<Stub initialEntries={['/']} />)
  initOwnerLinks(document)
  return screen.getByRole('link', { name: 'Alex Doe' })
}

describe('OwnerNameLink', () => {
  it('leads to /login without a stored token', () => {
    expect(renderLink().getAttribute('href')).toBe('/login')
  })

  it('leads to the dashboard profile when a token is stored', () => {
    localStorage.setItem('token', 'abc')
    expect(renderLink().getAttribute('href')).toBe('/dashboard/adminprofile')
  })
})
