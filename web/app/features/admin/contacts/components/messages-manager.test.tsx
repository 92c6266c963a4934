import { act, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { answer, fakeServer, renderWithRouter } from '@/features/admin/test/render-with-router.tsx'
import { MessagesManager } from './messages-manager.tsx'

const message = (n: number) => ({
  _id: String(n),
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  msg: `Message body ${n}`,
  date: new Date(Date.UTC(2030, 0, 1, 0, n)).toISOString(),
  read: n % 2 === 0,
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
    const list = screen.getByRole('region', { name: 'Messages list' })
    expect(await within(list).findAllByRole('listitem')).toHaveLength(5)
  })
})

describe('MessagesManager, reading a message', () => {
  beforeEach(() => localStorage.setItem('token', 'token'))
  afterEach(() => vi.unstubAllGlobals())

  it('opens a message with the focus on it; Mark unread puts it back and returns to its row', async () => {
    const unread = { ...message(3), read: false }
    const server = fakeServer({
      'GET /api/messages?page=1&limit=20': () =>
        answer(200, { success: true, data: [unread], total: 1, page: 1, limit: 20 }),
      'PATCH /api/messages/3': ({ body }) =>
        answer(200, {
          success: true,
          message: (body as { read: boolean }).read ? 'Marked as read' : 'Marked as unread',
        }),
    })
    const user = userEvent.setup()
    renderWithRouter(<MessagesManager />)
    const row = await screen.findByRole('button', { name: /^Unread, Message-1, Visitor 3/ })
    await user.click(row)
    const detail = await screen.findByRole('article', { name: 'Message-1' })
    // The heading is focused by an effect, after the render that shows it.
    await vi.waitFor(() => expect(within(detail).getByRole('heading', { level: 2 })).toHaveFocus())
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: /^Message-1, Visitor 3/ })).toBeVisible(),
    )

    await user.click(within(detail).getByRole('button', { name: 'Mark unread' }))
    expect(screen.queryByRole('article')).toBeNull()
    const back = await screen.findByRole('button', { name: /^Unread, Message-1, Visitor 3/ })
    await vi.waitFor(() => expect(back).toHaveFocus())
    expect(server.writes().map((request) => request.body)).toEqual([
      { read: true },
      { read: false },
    ])

    // Escape closes an open message too; it is already read, so nothing more is written.
    await user.click(back)
    await screen.findByRole('article', { name: 'Message-1' })
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('article')).toBeNull()
    expect(server.writes()).toHaveLength(3)
  })
})
