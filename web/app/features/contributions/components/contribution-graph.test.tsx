import { render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { initContributionGraphs } from '@/islands/contribution-graph.ts'
import { ContributionGraph } from './contribution-graph.tsx'
import { GRAPH_ERROR_TEXT } from './graph-error-text.ts'

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

const current = new Date().getFullYear()

/** The year buttons, as they read, in their order. */
function yearButtons() {
  return within(screen.getByRole('group', { name: 'Year' }))
    .getAllByRole('button')
    .map((button) => button.textContent)
}

describe('ContributionGraph', () => {
  let fetchMock: ReturnType<typeof vi.fn>
  /** The account's years, as GET /api/contributions/years answers them. */
  let accountYears: number[]
  beforeEach(() => {
    accountYears = [current - 3, current - 2, current - 1, current]
    fetchMock = vi.fn(async (url: string) => {
      if (url === '/api/contributions/years') {
        return new Response(JSON.stringify({ years: accountYears }))
      }
      const year = Number(new URL(url, 'http://x').searchParams.get('y'))
      return new Response(JSON.stringify({ total: { [year]: 21 }, contributions: days(year) }))
    })
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it("offers the account's years, newest first, the current one selected, and loads it", async () => {
    accountYears = [current - 1, current]
    mockWidth(true)
    renderGraph()
    const group = screen.getByRole('group', { name: 'Year' })
    expect(
      within(group)
        .getByRole('button', { name: String(current) })
        .getAttribute('aria-pressed'),
    ).toBe('true')
    expect(screen.getByRole('status', { name: 'Loading contributions' })).toBeTruthy()
    await vi.waitFor(() => expect(yearButtons()).toEqual([`${current}`, `${current - 1}`]))
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(`/api/contributions?y=${current}`, expect.anything()),
    )
    expect(
      await screen.findByText(`21 contributions in ${current}`, {}, { timeout: 10_000 }),
    ).toBeTruthy()
  })

  it('offers years before 2023 when the account has them', async () => {
    accountYears = [2019, 2020, 2021, 2022, 2023, 2024, 2025, current]
    mockWidth(true)
    renderGraph()
    await vi.waitFor(() => expect(yearButtons().at(-1)).toBe('2019'))
    expect(yearButtons()).toHaveLength(current - 2019 + 1)
  })

  it('keeps the current year alone when the years cannot be had, and says why', async () => {
    mockWidth(true)
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const answered = vi.fn()
    fetchMock.mockImplementation(async (url: string) => {
      if (url === '/api/contributions/years') {
        answered()
        return new Response('{"success":false,"message":"down"}', { status: 502 })
      }
      return new Response(
        JSON.stringify({ total: { [current]: 21 }, contributions: days(current) }),
      )
    })
    renderGraph()
    expect(
      await screen.findByText(`21 contributions in ${current}`, {}, { timeout: 10_000 }),
    ).toBeTruthy()
    await vi.waitFor(() => expect(warned).toHaveBeenCalled())
    expect(answered).toHaveBeenCalled()
    expect(yearButtons()).toEqual([`${current}`])
  })

  it('loads another year on click', async () => {
    mockWidth(true)
    renderGraph()
    const older = String(current - 2)
    await userEvent.click(await screen.findByRole('button', { name: older }))
    expect(screen.getByRole('button', { name: older }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByRole('button', { name: String(current) }).getAttribute('aria-pressed')).toBe(
      'false',
    )
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenLastCalledWith(
        `/api/contributions?y=${older}`,
        expect.anything(),
      ),
    )
    expect(
      await screen.findByText(`21 contributions in ${older}`, {}, { timeout: 10_000 }),
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
