import { QueryClientProvider } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { answer, fakeServer } from '@/features/admin/test/render-with-router.tsx'
import { collectionApi, type ContentItem } from './collection-api.ts'
import { createAdminQueryClient } from './query-client.ts'

vi.mock('@/lib/toast/notify.ts', () => ({ notify: vi.fn(async () => {}) }))

const legacy = {
  _id: '9',
  title: 'Checkout',
  desc: '',
  tools: '',
  links: { github: '', live: '' },
  image: '',
  slug: '',
  body: '',
}
const whole = { ...legacy, featured: false, role: 'Lead engineer', outcomes: [], gallery: [] }

describe("a content type's calls", () => {
  beforeEach(() => localStorage.setItem('token', 'token'))
  afterEach(() => vi.unstubAllGlobals())

  it("keeps the whole record of an add the contract answers in its own shape, and runs the type's further writes", async () => {
    const client = createAdminQueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    const server = fakeServer({
      'POST /api/project/addproject': () =>
        answer(200, { success: true, data: [legacy], message: 'Project Added Successfully' }),
      'GET /api/projects': () => answer(200, { success: true, data: [whole] }),
    })
    const further = vi.fn(async (record: ContentItem) => ({ record, writes: 0 }))
    const { result } = renderHook(() => collectionApi('projects').useCreate(), { wrapper })
    const added = await result.current.mutateAsync({
      entries: [{ title: 'Checkout', role: 'Lead engineer', outcomes: [] }],
      then: further,
    })
    // The further writes get the new record's id; the list holds what Vitrine's own list says.
    expect(further).toHaveBeenCalledWith(legacy)
    expect(added.data).toEqual([whole])
    expect(client.getQueryData(['admin', 'projects'])).toEqual([whole])
    expect(server.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/project/addproject',
        body: { title: 'Checkout', role: 'Lead engineer', outcomes: [] },
      },
    ])
  })
})
