import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ImportSummary } from '@contract/profile-import.ts'
import { answer, fakeServer } from '@/features/admin/test/render-with-router.tsx'
import { createAdminQueryClient } from '@/features/admin/shared/api/query-client.ts'
import { RecentImports } from './recent-imports.tsx'

vi.mock('@/lib/toast/notify.ts', () => ({ notify: vi.fn(async () => {}) }))

const row = (id: string, source: string, summary: string, more: Partial<ImportSummary> = {}) => ({
  _id: id,
  source,
  summary,
  added: 3,
  replaced: 0,
  at: '2026-11-20T10:00:00.000Z',
  undoneAt: null,
  undoUntil: '2026-12-20T10:00:00.000Z',
  ...more,
})

function renderList() {
  const client = createAdminQueryClient()
  const rendered = render(
    <QueryClientProvider client={client}>
      <RecentImports />
    </QueryClientProvider>,
  )
  return { ...rendered, client }
}

describe('RecentImports', () => {
  beforeEach(() => localStorage.setItem('token', 'token'))
  afterEach(() => vi.unstubAllGlobals())

  it('lists the imports of every source that can still be undone, each naming its source and what it did', async () => {
    fakeServer({
      'GET /api/imports': () =>
        answer(200, {
          success: true,
          data: [
            row('3', 'json-resume', 'the profile and 2 skills', { added: 2, replaced: 5 }),
            row('2', 'github', '12 projects', { added: 12 }),
            row('1', 'linkedin', 'the profile, 3 links', { undoneAt: '2026-11-21T10:00:00.000Z' }),
          ],
        }),
    })
    renderList()
    const list = await screen.findByRole('list')
    expect(screen.getByRole('heading', { name: 'Recent imports' })).toBeTruthy()
    const items = within(list).getAllByRole('listitem')
    // The undone one is no longer offered.
    expect(items).toHaveLength(2)
    expect(items[0]!.textContent).toMatch(/^JSON Resume, .*: the profile and 2 skills \(2 added, 5 replaced;/)
    expect(items[1]!.textContent).toMatch(/^GitHub, .*: 12 projects \(12 added;/)
    expect(items[1]!.querySelector('time')?.getAttribute('datetime')).toBe(
      '2026-11-20T10:00:00.000Z',
    )
  })

  it('undoes the import of the row whose button is pressed', async () => {
    const undone = new Set<string>()
    const server = fakeServer({
      'GET /api/imports': () =>
        answer(200, {
          success: true,
          data: [row('7', 'github', '12 projects'), row('6', 'linkedin', 'the profile')].map(
            (item) => (undone.has(item._id) ? { ...item, undoneAt: item.at } : item),
          ),
        }),
      'POST /api/imports/6/undo': () => {
        undone.add('6')
        return answer(200, { success: true, message: 'Import undone', data: { removed: 1, restored: 0 } })
      },
    })
    renderList()
    const linkedin = (await screen.findAllByRole('listitem')).find((item) =>
      item.textContent?.startsWith('LinkedIn'),
    )!
    await userEvent.click(within(linkedin).getByRole('button', { name: 'Undo this import' }))
    await vi.waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1))
    expect(screen.getByRole('listitem').textContent).toMatch(/^GitHub/)
    expect(server.writes()).toEqual([{ method: 'POST', path: '/api/imports/6/undo', body: undefined }])
  })

  it('shows nothing while no import can be undone', async () => {
    fakeServer({ 'GET /api/imports': () => answer(200, { success: true, data: [] }) })
    const { container, client } = renderList()
    // The list has come back (not just been asked), empty.
    await vi.waitFor(() => expect(client.getQueryData(['admin', 'imports'])).toEqual([]))
    expect(container.textContent).toBe('')
  })
})
