import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { answer, fakeServer } from '@/features/admin/test/render-with-router.tsx'
import { createAdminQueryClient } from '@/features/admin/shared/api/query-client.ts'
import { DemoNotice } from './demo-notice.tsx'

vi.mock('@/lib/toast/notify.ts', () => ({ notify: vi.fn(async () => {}) }))

const checklist = (demoDone: boolean) => () =>
  answer(200, {
    success: true,
    data: {
      steps: [
        { key: 'demo', done: demoDone },
        { key: 'import', done: false },
      ],
    },
  })

function renderNotice() {
  const client = createAdminQueryClient()
  const rendered = render(
    <QueryClientProvider client={client}>
      <DemoNotice />
    </QueryClientProvider>,
  )
  return { ...rendered, client }
}

describe('DemoNotice above the import cards', () => {
  beforeEach(() => localStorage.setItem('token', 'token'))
  afterEach(() => vi.unstubAllGlobals())

  it('offers removing the demo content while it is there', async () => {
    fakeServer({ 'GET /api/owner/checklist': checklist(false) })
    renderNotice()
    expect(await screen.findByRole('button', { name: 'Remove the demo content' })).toBeTruthy()
    expect(screen.getByText(/LinkedIn, GitHub or a JSON Resume file/)).toBeTruthy()
  })

  it('says nothing once the demo content is gone', async () => {
    fakeServer({ 'GET /api/owner/checklist': checklist(true) })
    const { container, client } = renderNotice()
    // The checklist has come back (not just been asked): it says the demo is gone.
    await vi.waitFor(() =>
      expect(client.getQueryState([...client.getQueryCache().getAll()[0]!.queryKey])?.status).toBe('success'),
    )
    expect(container.textContent).toBe('')
  })
})
