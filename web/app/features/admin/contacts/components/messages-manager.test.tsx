import { act, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { answer, renderWithRouter } from '@/features/admin/test/render-with-router.tsx'
import { MessagesManager } from './messages-manager.tsx'

const message = (n: number) => ({
  _id: String(n),
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  msg: `Message body ${n}`,
  date: new Date(Date.UTC(2030, 0, 1, 0, n)).toISOString(),
})

/** The inbox as the API pages it: 25 messages, newest first, 20 a page. */
function inbox(url: string) {
  const page = Number(new URL(url, 'http://x').searchParams.get('page') ?? '1')
  const all = Array.from({ length: 25 }, (_, i) => message(25 - i))
  const data = all.slice((page - 1) * 20, page * 20)
  return answer(200, { success: true, data, total: 25, page, limit: 20 })
}

describe('MessagesManager', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => inbox(url)),
    )
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('keeps a page chosen in the first moments after opening (the search waits for typing only)', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderWithRouter(<MessagesManager />)
    const pages = await screen.findByRole('navigation', { name: 'Pages of messages' })
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(pages.textContent).toContain('Page 2 of 2')
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(pages.textContent).toContain('Page 2 of 2')
    expect(await screen.findAllByRole('article')).toHaveLength(5)
  })
})
