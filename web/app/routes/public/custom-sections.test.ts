import type { LoaderFunctionArgs } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { Section, SectionItem } from '@contract/section.ts'
import type { ContentDates, PublicContent, SectionContent, SectionSummary } from '@/load-context.ts'
import { sectionDescription, sectionJsonLd } from '@/lib/seo/section-json-ld.ts'
import { loader as pageLoader } from './page.tsx'
import { loader as sitemapLoader } from './sitemap-xml.ts'

const section = (address: string, id: number): Section => ({
  _id: String(id),
  address,
  name: address === 'talks' ? 'Talks' : 'Awards',
  intro: '',
  icon: 'award',
  layout: 'list',
  resumeList: null,
  fields: [{ kind: 'title', label: 'Title' }],
  homeKey: `section:${id}`,
  position: id,
  updatedAt: '2025-01-01T10:00:00.000Z',
})
const item = (title: string, values: Partial<SectionItem> = {}): SectionItem => ({
  _id: title,
  section: '1',
  title,
  position: 1,
  updatedAt: '2025-03-04T10:00:00.000Z',
  ...values,
})

/** The demo's Talks with two items, and Awards without any. */
const TALKS: SectionContent = {
  section: section('talks', 1),
  items: [
    item('Zero-downtime migrations', {
      subtitle: 'Example Conf',
      link: { url: 'https://example.com/slides', label: 'Slides' },
      image: '/media/abc.webp',
    }),
    item('Islands'),
  ],
}
const AWARDS: SectionContent = { section: section('awards', 2), items: [] }
const SUMMARIES: SectionSummary[] = [
  { ...TALKS.section, itemCount: 2, changedAt: '2025-03-04T10:00:00.000Z' },
  { ...AWARDS.section, itemCount: 0, changedAt: '2025-01-01T10:00:00.000Z' },
]

const NO_DATES = {} as ContentDates
const content = {
  getPage: async (address: string) =>
    address === 'uses' ? { address: 'uses', title: 'Uses', html: '<p>Tools</p>' } : undefined,
  getSection: async (address: string) => [TALKS, AWARDS].find((c) => c.section.address === address),
  listSections: async () => SUMMARIES,
  getLastModified: async () => ({
    ...NO_DATES,
    sections: '2025-03-04T10:00:00.000Z',
    testimonials: '2025-02-01T10:00:00.000Z',
  }),
  listPosts: async () => [],
  list: async () => [],
  listProjects: async () => ({ projects: [], total: 0 }),
  countContent: async () => ({ testimonials: 25, publications: 0, education: 6 }),
  listPages: async () => [],
  getSiteSettings: async () => ({ published: true }),
} as unknown as PublicContent

const args = (address: string) =>
  ({
    params: { address },
    context: { content, publicUrl: 'https://alex.example' },
    request: new Request(`https://alex.example/${address}`),
  }) as unknown as LoaderFunctionArgs

/** What a loader answered: its data, and its status when it set one. */
async function answer(address: string) {
  const loaded = (await pageLoader(args(address))) as unknown as
    | { data: { notFound: boolean }; init: { status: number } }
    | { notFound: boolean; section?: SectionContent; page?: { title: string } }
  return 'init' in loaded
    ? { status: loaded.init.status, ...loaded.data }
    : { status: 200, ...loaded }
}

describe('a custom section at its address (routes/public/page.tsx)', () => {
  it('answers a section with items, a page by its address, and 404 for an empty section or nothing', async () => {
    expect(await answer('talks')).toMatchObject({ status: 200, notFound: false, section: TALKS })
    expect(await answer('uses')).toMatchObject({ status: 200, page: { title: 'Uses' } })
    // An empty section is never shown to visitors: it answers like an address nothing has.
    expect(await answer('awards')).toEqual({ status: 404, notFound: true })
    expect(await answer('nothing-here')).toEqual({ status: 404, notFound: true })
  })
})

describe('the sitemap', () => {
  it('lists each section with items at its address, changed when it or an item last was', async () => {
    const response = (await sitemapLoader(args(''))) as Response
    const xml = await response.text()
    expect(xml).toContain(
      '<loc>https://alex.example/talks</loc>\n    <lastmod>2025-03-04</lastmod>',
    )
    expect(xml).not.toContain('/awards')
    // The home page shows the sections: it changed with them.
    expect(xml).toContain('<loc>https://alex.example/</loc>\n    <lastmod>2025-03-04</lastmod>')
    // /about shows the first testimonials: it changed with them.
    expect(xml).toContain(
      '<loc>https://alex.example/about</loc>\n    <lastmod>2025-02-01</lastmod>',
    )
  })

  it("lists every page of /about's lists that /about cannot show whole, and no others", async () => {
    const xml = await ((await sitemapLoader(args(''))) as Response).text()
    expect(xml).toContain(
      '<loc>https://alex.example/about/testimonials</loc>\n    <lastmod>2025-02-01</lastmod>',
    )
    expect(xml).toContain('<loc>https://alex.example/about/testimonials/page/2</loc>')
    expect(xml).not.toContain('/about/testimonials/page/3')
    expect(xml).not.toContain('/about/publications')
    // Six education entries: /about shows them all, a page of their own would repeat it.
    expect(xml).not.toContain('/about/education')
  })
})

const ENGLISH = { tag: 'en', localAddress: (path: string) => path }

describe("a custom section's structured data and description", () => {
  it('is an ItemList of its items in order, with what each has', () => {
    expect(sectionJsonLd('https://alex.example', TALKS, ENGLISH)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Talks',
      inLanguage: 'en',
      url: 'https://alex.example/talks',
      numberOfItems: 2,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: 'Zero-downtime migrations',
          description: 'Example Conf',
          url: 'https://example.com/slides',
          image: 'https://alex.example/media/abc.webp',
        },
        { '@type': 'ListItem', position: 2, name: 'Islands' },
      ],
    })
  })

  it('is described by its intro, or else by what it lists', () => {
    expect(sectionDescription(TALKS)).toBe('Talks: Zero-downtime migrations, Islands')
    const intro = { ...TALKS, section: { ...TALKS.section, intro: 'Where I spoke.' } }
    expect(sectionDescription(intro)).toBe('Where I spoke.')
    expect(sectionJsonLd('https://alex.example', intro, ENGLISH)).toMatchObject({
      description: 'Where I spoke.',
    })
  })

  it("says the page's language, and its address in that language", () => {
    const german = { tag: 'de', localAddress: (path: string) => `/de${path}` }
    expect(sectionJsonLd('https://alex.example', TALKS, german)).toMatchObject({
      inLanguage: 'de',
      url: 'https://alex.example/de/talks',
    })
  })
})
