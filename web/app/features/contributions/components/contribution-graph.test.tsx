import { render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { initContributionGraphs } from '@/islands/contribution-graph.ts'
import { ContributionGraph } from './contribution-graph.tsx'
import { contributionYears, GRAPH_ERROR_TEXT } from './contribution-years.ts'

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

/** The server's markup, then the public pages' script, as in the browser. */
function renderGraph() {
  render(<ContributionGraph username="octocat" />)
  initContributionGraphs(document)
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
    renderGraph()
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
    expect(screen.getByRole('status', { name: 'Loading contributions' })).toBeTruthy()
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(`/api/contributions?y=${current}`, expect.anything()),
    )
    expect(
      await screen.findByText(`21 contributions in ${current}`, {}, { timeout: 10_000 }),
    ).toBeTruthy()
  })

  it('loads another year on click', async () => {
    mockWidth(true)
    renderGraph()
    await userEvent.click(screen.getByRole('button', { name: '2023' }))
    expect(screen.getByRole('button', { name: '2023' }).getAttribute('aria-pressed')).toBe('true')
    expect(
      screen
        .getByRole('button', { name: String(new Date().getFullYear()) })
        .getAttribute('aria-pressed'),
    ).toBe('false')
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenLastCalledWith('/api/contributions?y=2023', expect.anything()),
    )
    expect(
      await screen.findByText('21 contributions in 2023', {}, { timeout: 10_000 }),
    ).toBeTruthy()
  })

  it('shows the italic error text when the request fails, and logs the cause', async () => {
    mockWidth(true)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    fetchMock.mockResolvedValue(new Response('{"message":"upstream down"}', { status: 502 }))
    renderGraph()
    const text = await screen.findByText(GRAPH_ERROR_TEXT)
    expect(text.tagName).toBe('P')
    expect(text.className).toContain('italic')
    expect(logged).toHaveBeenCalled()
    logged.mockClear()
  })

  it('fetches nothing on small screens', () => {
    vi.useFakeTimers()
    try {
      mockWidth(false)
      renderGraph()
      // On a wide screen the load would start from an idle callback: run every pending one.
      vi.runAllTimers()
      expect(fetchMock).not.toHaveBeenCalled()
    } finally {
      vi.useRealTimers()
    }
  })
})
