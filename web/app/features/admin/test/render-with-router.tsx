import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createRoutesStub } from 'react-router'
import { createAdminQueryClient } from '../shared/api/query-client.ts'

/** Renders a dashboard component inside a router (at `path`) and a fresh QueryClient. */
export function renderWithRouter(ui: ReactNode, path = '/') {
  const queryClient = createAdminQueryClient()
  const Stub = createRoutesStub([
    { path, Component: () => <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider> },
    { path: '/login', Component: () => <h1>Login page</h1> },
    { path: '/dashboard/adminprofile', Component: () => <h1>Profile page</h1> },
    { path: '/dashboard/audience', Component: () => <h1>Audience page</h1> },
  ])
  return { queryClient, ...render(<Stub initialEntries={[path]} />) }
}

export function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}
