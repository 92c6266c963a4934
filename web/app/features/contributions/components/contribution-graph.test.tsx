import { render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ContributionGraph, contributionYears, GRAPH_ERROR_TEXT } from './contribution-graph.tsx'

function mockWidth(wide: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('min-width') ? wide : false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  )
}

function days(year: number) {
  return Array.from({ length: 7 }, (_, i) => ({
    date: `${year}-01-0${i + 1}`,
    count: i,
    level: Math.min(i, 4),
  }))
}

describe('ContributionGraph', () => {
  let fetchMock: ReturnType<typeof vi.fn>
  beforeEach(() => {
    fetchMock = vi.fn(async (url: string) => {
      const year = Number(new URL(url, 'http://x').searchParams.get('y'))
      return new Response(JSON.stringify({ total: { [year]: 21 }, contributions: days(year) }))
    })
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('offers the years from 2023 to now, the current one selected, and loads it', async () => {
    mockWidth(true)
    render(<ContributionGraph username="octocat" />)
    const current = new Date().getFullYear()
    const group = screen.getByRole('group', { name: 'Year' })
    const buttons = within(group).getAllByRole('button')
    expect(buttons.map((b) => Number(b.textContent)).sort()).toEqual(contributionYears())
    expect(contributionYears()[0]).toBe(2023)
    expect(
      within(group)
        .getByRole('button', { name: String(current) })
        .getAttribute('aria-pressed'),
    ).toBe('true')
    expect(fetchMock).toHaveBeenCalledWith(`/api/contributions?y=${current}`, expect.anything())
  })

  it('loads another year on click', async () => {
    mockWidth(true)
    render(<ContributionGraph username="octocat" />)
    await userEvent.click(screen.getByRole('button', { name: '2023' }))
    expect(screen.getByRole('button', { name: '2023' }).getAttribute('aria-pressed')).toBe('true')
    expect(fetchMock).toHaveBeenLastCalledWith('/api/contributions?y=2023', expect.anything())
  })

  it('shows the italic error text when the request fails, and logs the cause', async () => {
    mockWidth(true)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    fetchMock.mockResolvedValue(new Response('{"message":"upstream down"}', { status: 502 }))
    render(<ContributionGraph username="octocat" />)
    const text = await screen.findByText(GRAPH_ERROR_TEXT)
    expect(text.tagName).toBe('P')
    expect(text.className).toContain('italic')
    expect(logged).toHaveBeenCalled()
    logged.mockClear()
  })

  it('fetches nothing on small screens', () => {
    mockWidth(false)
    render(<ContributionGraph username="octocat" />)
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
