import { render, screen, within } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import type { AppLoadContext, LoaderFunctionArgs } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { Project } from '@contract/project.ts'
import type { PublicContent } from '@/load-context.ts'
import { pagerNumbers } from '@/components/ui/pager.tsx'
import ProjectsPage, { loader } from './projects.tsx'

const project = (n: number, featured = false): Project => ({
  _id: String(n),
  title: `Project ${n}`,
  desc: `What project ${n} does`,
  tools: 'TypeScript',
  links: { github: '', live: '' },
  image: '',
  slug: '',
  body: '',
  featured,
  role: '',
  team: '',
  timeline: '',
  outcomes: [],
  gallery: [],
})

/** A site of 60 projects, the 40th featured, read as the server reads them (featured first). */
const PROJECTS = Array.from({ length: 60 }, (_, index) => project(index + 1, index === 39))
const content = {
  listProjects: async ({ offset = 0, limit }: { offset?: number; limit?: number } = {}) => {
    const ordered = [...PROJECTS.filter((p) => p.featured), ...PROJECTS.filter((p) => !p.featured)]
    return {
      projects: ordered.slice(offset, limit === undefined ? undefined : offset + limit),
      total: ordered.length,
    }
  },
} as unknown as PublicContent

async function status(page: string | undefined) {
  const loaded = (await loader({
    params: page === undefined ? {} : { page },
    context: { content },
  } as unknown as LoaderFunctionArgs)) as { init?: { status: number } }
  return loaded.init?.status ?? 200
}

const HydrateFallback = () => null

async function visit(path: string) {
  const Stub = createRoutesStub(
    [
      { path: '/projects', Component: ProjectsPage, loader, HydrateFallback },
      { path: '/projects/page/:page', Component: ProjectsPage, loader, HydrateFallback },
    ],
    { content } as unknown as AppLoadContext,
  )
  render(<Stub initialEntries={[path]} />)
  return screen.findByRole('navigation', { name: 'Pagination' })
}

const titles = () =>
  screen
    .getAllByRole('heading')
    .map((heading) => heading.textContent)
    .filter((text) => text?.startsWith('Project '))

describe('the projects pages of a site with 60 projects', () => {
  it('has pages 1 to 3, and none beyond or spelled otherwise', async () => {
    expect(await status(undefined)).toBe(200)
    expect(await status('2')).toBe(200)
    expect(await status('3')).toBe(200)
    expect(await status('4')).toBe(404)
    expect(await status('1')).toBe(404)
    expect(await status('02')).toBe(404)
    expect(await status('two')).toBe(404)
  })

  it('shows the featured project first on page 1, then 23 others, and a pager to page 2', async () => {
    const pager = await visit('/projects')
    expect(titles()).toHaveLength(24)
    expect(titles()[0]).toBe('Project 40')
    expect(titles()[1]).toBe('Project 1')
    const current = within(pager).getByRole('link', { current: 'page' })
    expect(current).toHaveAccessibleName('Page 1')
    expect(within(pager).queryByRole('link', { name: 'Previous' })).toBeNull()
    expect(within(pager).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/projects/page/2',
    )
    expect(within(pager).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/projects/page/3',
    )
  })

  it('shows the next 24 on page 2, with links back to page 1 and on to page 3', async () => {
    const pager = await visit('/projects/page/2')
    expect(titles()).toHaveLength(24)
    expect(titles()[0]).toBe('Project 24')
    expect(titles()).not.toContain('Project 40')
    expect(within(pager).getByRole('link', { current: 'page' })).toHaveAccessibleName('Page 2')
    expect(within(pager).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/projects',
    )
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/projects')
    expect(within(pager).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/projects/page/3',
    )
  })

  it('shows the last 12 on page 3, with no next page', async () => {
    const pager = await visit('/projects/page/3')
    expect(titles()).toHaveLength(12)
    expect(titles().at(-1)).toBe('Project 60')
    expect(within(pager).queryByRole('link', { name: 'Next' })).toBeNull()
  })
})

describe('the pager of many pages', () => {
  it('names the first, the last and the current page with its neighbours, and marks the gaps', () => {
    expect(pagerNumbers(1, 1)).toEqual([1])
    expect(pagerNumbers(1, 3)).toEqual([1, 2, 3])
    expect(pagerNumbers(7, 42)).toEqual([1, null, 6, 7, 8, null, 42])
    expect(pagerNumbers(42, 42)).toEqual([1, null, 41, 42])
    expect(pagerNumbers(3, 42)).toEqual([1, 2, 3, 4, null, 42])
  })
})
