import { render, screen, within } from '@testing-library/react'
import { createRoutesStub, type AppLoadContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { ContentCounts, PublicContent } from '@/load-context.ts'
import SkillsPage, { loader } from './skills.tsx'
import SkillsListPage, { loader as listLoader } from './skills-list.tsx'

const HASH = 'ab'.repeat(32)
const media = { hash: HASH, width: 640, height: 640, animated: false }

/** 300 skills with a stored image each, and 30 certificates. */
const SKILLS = Array.from({ length: 300 }, (_, index) => ({
  _id: String(index + 1),
  name: `Skill ${index + 1}`,
  image: `/media/${HASH}.webp`,
  media,
}))
const CERTIFICATES = Array.from({ length: 30 }, (_, index) => ({
  _id: String(index + 1),
  title: `Certificate ${index + 1}`,
  platform: 'Course site',
  date: '2021',
  desc: '',
  label: '',
  doc: '',
}))
const asked: Record<string, number | undefined> = {}
const content = {
  countContent: async () => ({ skills: 300, certificates: 30 }) as ContentCounts,
  list: async (key: string, { offset = 0, limit }: { offset?: number; limit?: number } = {}) => {
    asked[key] = limit
    const all = key === 'skills' ? SKILLS : key === 'certificates' ? CERTIFICATES : []
    return all.slice(offset, limit === undefined ? undefined : offset + limit)
  },
} as unknown as PublicContent

const HydrateFallback = () => null

/** Drawing 300 skills in jsdom can take more than Testing Library's one second on a busy machine. */
const PAGE_DRAWN = { timeout: 10_000 }

function visit(path: string) {
  const Stub = createRoutesStub(
    [
      { path: '/skills', Component: SkillsPage, loader, HydrateFallback },
      { path: '/skills/:list', Component: SkillsListPage, loader: listLoader, HydrateFallback },
      {
        path: '/skills/:list/page/:page',
        Component: SkillsListPage,
        loader: listLoader,
        HydrateFallback,
      },
    ],
    { content } as unknown as AppLoadContext,
  )
  return render(<Stub initialEntries={[path]} />)
}

describe('the skills page of a site with 300 skills and 30 certificates', () => {
  it('shows every skill, each icon one small image rather than a set of every width', async () => {
    const { container } = visit('/skills')
    const list = await screen.findByRole('list', { name: 'Skills' }, PAGE_DRAWN)
    expect(within(list).getAllByRole('listitem')).toHaveLength(300)
    const icon = list.querySelector('img')!
    // Drawn 44 pixels wide: the 160-pixel WebP is sharp on a screen of three pixels to one.
    expect(icon).toHaveAttribute('src', `/media/${HASH}-160.webp`)
    expect(icon).toHaveAttribute('width', '44')
    expect(container.querySelector('picture, source, [srcset]')).toBeNull()
  })

  it('shows the first 6 certificates with See More to their own pages, reading 7', async () => {
    visit('/skills')
    const section = await screen.findByRole('region', { name: 'Certifications' }, PAGE_DRAWN)
    expect(within(section).getAllByRole('heading', { name: /^Certificate/ })).toHaveLength(6)
    expect(within(section).getByRole('link', { name: 'See More Certifications' })).toHaveAttribute(
      'href',
      '/skills/certificates',
    )
    expect(asked.certificates).toBe(7)
  })

  it('has the certificates on /skills/certificates, 24 to a page, and the rest on page 2', async () => {
    visit('/skills/certificates/page/2')
    const heading = await screen.findByRole('heading', { level: 1 })
    expect(heading).toHaveTextContent('Certifications')
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      Array.from({ length: 6 }, (_, index) => `Certificate ${index + 25}`),
    )
    const pager = screen.getByRole('navigation', { name: 'Pagination' })
    expect(within(pager).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/skills/certificates',
    )
  })

  it('has no /skills/testimonials: a list is paged under its own page only', async () => {
    const status = async (list: string) => {
      const loaded = (await listLoader({
        params: { list },
        context: { content },
      } as never)) as { init?: { status: number } }
      return loaded.init?.status ?? 200
    }
    expect(await status('certificates')).toBe(200)
    expect(await status('testimonials')).toBe(404)
    expect(await status('skills')).toBe(404)
  })
})
