import { render, screen, within } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import type { AppLoadContext, LoaderFunctionArgs } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { ContentCounts, PublicContent } from '@/load-context.ts'
import AboutListPage, { loader } from './about-list.tsx'

/** A site of 45 testimonials and no publications, read as the server reads them. */
const TESTIMONIALS = Array.from({ length: 45 }, (_, index) => ({
  _id: String(index + 1),
  quote: `Quote ${index + 1}`,
  name: `Person ${index + 1}`,
  role: '',
  company: '',
  link: '',
  image: '',
}))
const asked: { offset?: number; limit?: number }[] = []
const content = {
  countContent: async () =>
    ({ testimonials: TESTIMONIALS.length, publications: 0, education: 0 }) as ContentCounts,
  list: async (key: string, { offset = 0, limit }: { offset?: number; limit?: number } = {}) => {
    asked.push({ offset, limit })
    if (key !== 'testimonials') return []
    return TESTIMONIALS.slice(offset, limit === undefined ? undefined : offset + limit)
  },
} as unknown as PublicContent

async function status(list: string, page?: string) {
  const loaded = (await loader({
    params: page === undefined ? { list } : { list, page },
    context: { content },
  } as unknown as LoaderFunctionArgs)) as { init?: { status: number } }
  return loaded.init?.status ?? 200
}

const HydrateFallback = () => null

async function visit(path: string) {
  const Stub = createRoutesStub(
    [
      { path: '/about/:list', Component: AboutListPage, loader, HydrateFallback },
      { path: '/about/:list/page/:page', Component: AboutListPage, loader, HydrateFallback },
    ],
    { content } as unknown as AppLoadContext,
  )
  render(<Stub initialEntries={[path]} />)
  return screen.findByRole('heading', { level: 1 })
}

const people = () => screen.getAllByText(/^Person /).map((element) => element.textContent)

describe("the pages of /about's testimonials, 45 of them", () => {
  it('has pages 1 to 3, none beyond or spelled otherwise, and none for an empty or unknown list', async () => {
    expect(await status('testimonials')).toBe(200)
    expect(await status('testimonials', '2')).toBe(200)
    expect(await status('testimonials', '3')).toBe(200)
    expect(await status('testimonials', '4')).toBe(404)
    expect(await status('testimonials', '1')).toBe(404)
    expect(await status('testimonials', '02')).toBe(404)
    expect(await status('publications')).toBe(404)
    expect(await status('education')).toBe(404)
    expect(await status('skills')).toBe(404)
  })

  it('shows the first 20 under the list name as the page title, with a pager to the next', async () => {
    const heading = await visit('/about/testimonials')
    expect(heading).toHaveTextContent('Testimonials')
    expect(people()).toHaveLength(20)
    expect(people()[0]).toBe('Person 1')
    const pager = screen.getByRole('navigation', { name: 'Pagination' })
    expect(within(pager).getByRole('link', { current: 'page' })).toHaveAccessibleName('Page 1')
    expect(within(pager).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/about/testimonials/page/2',
    )
  })

  it('shows the last 5 on page 3, with a link back and no next page', async () => {
    await visit('/about/testimonials/page/3')
    expect(people()).toEqual(['Person 41', 'Person 42', 'Person 43', 'Person 44', 'Person 45'])
    const pager = screen.getByRole('navigation', { name: 'Pagination' })
    expect(within(pager).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/about/testimonials/page/2',
    )
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/about/testimonials',
    )
    expect(within(pager).queryByRole('link', { name: 'Next' })).toBeNull()
    // Only that page's records were read.
    expect(asked.at(-1)).toEqual({ offset: 40, limit: 20 })
  })
})
