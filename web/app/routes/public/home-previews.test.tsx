import { render, screen, within } from '@testing-library/react'
import { createRoutesStub, type AppLoadContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { ContentTypeKey } from '@contract/content-types.ts'
import { LIST_PAGES } from '@contract/list-pages.ts'
import { FEATURED_PROJECTS, PREVIEW } from '@contract/limits.ts'
import type { SiteSettings } from '@contract/site-settings.ts'
import type { ContentCounts, PublicContent } from '@/load-context.ts'
import { loadSiteData } from '@/lib/site/site-data.ts'
import AboutPage, { loader as aboutLoader } from './about.tsx'
import HomePage, { loader } from './home.tsx'

const SETTINGS: SiteSettings = {
  displayName: 'Alex Doe',
  siteTitle: "Alex's Portfolio",
  email: '',
  phone: '',
  location: '',
  socialLinks: [],
  githubUsername: '',
  copyrightYear: 2024,
  theme: 'dark',
  homeSections: [],
  published: true,
}

/** The nth record of each type, as the API presents it. */
const RECORD: Record<ContentTypeKey, (n: number) => object> = {
  about: (n) => ({ para: `Paragraph ${n}` }),
  education: (n) => ({
    year: '2010-2014',
    clg: `School ${n}`,
    edu: `Degree ${n}`,
    sts: '',
    link: '',
  }),
  experience: (n) => ({
    duration: '2015-2020',
    title: `Job ${n}`,
    company: `Company ${n}`,
    techstack: '',
    description: '',
    link: '',
    doc: '',
  }),
  skills: (n) => ({ name: `Skill ${n}`, image: '' }),
  projects: (n) => ({
    title: `Project ${n}`,
    desc: '',
    tools: '',
    links: { github: '', live: '' },
    image: '',
    slug: '',
    body: '',
    featured: false,
    role: '',
    team: '',
    timeline: '',
    outcomes: [],
    gallery: [],
  }),
  certificates: (n) => ({ name: `Certificate ${n}` }),
  testimonials: (n) => ({
    quote: `Quote ${n}`,
    name: `Person ${n}`,
    role: '',
    company: '',
    link: '',
    image: '',
  }),
  publications: (n) => ({
    title: `Paper ${n}`,
    publisher: 'Journal',
    date: '2020',
    link: '',
    summary: '',
    image: '',
  }),
}

/** A site with 200 records of every type, recording how many of each a page asked for. */
function siteOf200() {
  const asked: Partial<Record<ContentTypeKey | 'posts', number | undefined>> = {}
  const records = (key: ContentTypeKey, limit = 200) =>
    Array.from({ length: Math.min(limit, 200) }, (_, index) => ({
      _id: String(index + 1),
      ...RECORD[key](index + 1),
    }))
  const content = {
    getSiteSettings: async () => SETTINGS,
    listUserDetails: async () => [],
    countContent: async () =>
      Object.fromEntries(Object.keys(RECORD).map((key) => [key, 200])) as ContentCounts,
    listPages: async () => [],
    listSections: async () => [],
    getSiteTexts: async () => ({}),
    listPosts: async (options?: { limit?: number }) => {
      asked.posts = options?.limit
      return []
    },
    previewSections: async () => [],
    list: async (key: ContentTypeKey, options?: { limit?: number }) => {
      // The site's data reads the education list (its schools) for every page.
      if (key !== 'education' || options?.limit !== undefined) asked[key] = options?.limit
      return records(key, options?.limit)
    },
    listProjects: async (options?: { limit?: number }) => {
      asked.projects = options?.limit
      return { projects: records('projects', options?.limit), total: 200 }
    },
  } as unknown as PublicContent
  return { content, asked }
}

async function visitHome() {
  const { content, asked } = siteOf200()
  const context = { content, publicUrl: 'https://alex.example' } as unknown as AppLoadContext
  const Stub = createRoutesStub(
    [
      {
        id: 'root',
        path: '/',
        loader: () => loadSiteData(context, '/'),
        HydrateFallback: () => null,
        children: [{ index: true, Component: HomePage, loader }],
      },
    ],
    context,
  )
  render(<Stub initialEntries={['/']} />)
  await screen.findByRole('region', { name: /Education/ })
  return asked
}

const section = (name: RegExp) => screen.getByRole('region', { name })

describe('the home page of a site with 200 records of every kind', () => {
  it('shows the first few of each list with a link to the whole of it', async () => {
    await visitHome()
    const education = section(/Education/)
    expect(within(education).getAllByRole('listitem')).toHaveLength(PREVIEW.homeTimeline)
    expect(within(education).getByRole('link', { name: 'See More Education' })).toHaveAttribute(
      'href',
      '/about/education',
    )
    const experience = section(/Experience/)
    expect(within(experience).getAllByRole('heading', { name: /^Job/ })).toHaveLength(
      PREVIEW.homeTimeline,
    )
    expect(within(experience).getByRole('link', { name: 'See More Experience' })).toHaveAttribute(
      'href',
      '/about/experience',
    )
    const testimonials = section(/Testimonials/)
    expect(within(testimonials).getAllByRole('blockquote')).toHaveLength(PREVIEW.homeTestimonials)
    expect(within(testimonials).getByRole('link', { name: /See More/ })).toHaveAttribute(
      'href',
      '/about/testimonials',
    )
    const publications = section(/Publications/)
    expect(within(publications).getAllByRole('heading', { name: /^Paper/ })).toHaveLength(
      PREVIEW.homePublications,
    )
    expect(within(publications).getByRole('link', { name: /See More/ })).toHaveAttribute(
      'href',
      '/about/publications',
    )
    const skills = section(/Skills/)
    expect(within(skills).getByRole('link', { name: /See More/ })).toHaveAttribute(
      'href',
      '/skills',
    )
    const projects = section(/Projects/)
    expect(within(projects).getAllByRole('heading', { name: /^Project/ })).toHaveLength(
      PREVIEW.homeProjects,
    )
    expect(within(projects).getByRole('link', { name: /See More/ })).toHaveAttribute(
      'href',
      '/projects',
    )
  })

  it('reads no more records than it shows (and one to know there are more)', async () => {
    const asked = await visitHome()
    expect(asked).toEqual({
      about: PREVIEW.aboutParagraphs + 1,
      education: PREVIEW.homeTimeline + 1,
      experience: PREVIEW.homeTimeline + 1,
      skills: PREVIEW.homeSkills + 1,
      projects: FEATURED_PROJECTS + PREVIEW.homeProjects,
      testimonials: PREVIEW.homeTestimonials + 1,
      publications: PREVIEW.homePublications + 1,
      posts: PREVIEW.homePosts,
    })
  })
})

describe('the about page of that site', () => {
  it('shows the first few of each list, each with a link to its own pages', async () => {
    const { content, asked } = siteOf200()
    const context = { content, publicUrl: 'https://alex.example' } as unknown as AppLoadContext
    const Stub = createRoutesStub(
      [
        {
          id: 'root',
          path: '/',
          loader: () => loadSiteData(context, '/about'),
          HydrateFallback: () => null,
          children: [{ path: 'about', Component: AboutPage, loader: aboutLoader }],
        },
      ],
      context,
    )
    render(<Stub initialEntries={['/about']} />)
    const testimonials = await screen.findByRole('region', { name: 'Testimonials' })
    expect(testimonials).toHaveAttribute('id', 'testimonials')
    expect(within(testimonials).getAllByRole('blockquote')).toHaveLength(
      LIST_PAGES.testimonials.shown,
    )
    expect(
      within(testimonials).getByRole('link', { name: 'See More Testimonials' }),
    ).toHaveAttribute('href', '/about/testimonials')
    const publications = section(/Publications/)
    expect(publications).toHaveAttribute('id', 'publications')
    expect(within(publications).getAllByRole('heading', { name: /^Paper/ })).toHaveLength(
      LIST_PAGES.testimonials.shown,
    )
    expect(within(publications).getByRole('link', { name: /See More/ })).toHaveAttribute(
      'href',
      '/about/publications',
    )
    expect(within(section(/Education/)).getByRole('link', { name: /See More/ })).toHaveAttribute(
      'href',
      '/about/education',
    )
    expect(within(section(/Experience/)).getByRole('link', { name: /See More/ })).toHaveAttribute(
      'href',
      '/about/experience',
    )
    // It read one more of each than it shows (to know there are more), never the whole list.
    expect(asked.testimonials).toBe(LIST_PAGES.testimonials.shown + 1)
    expect(asked.publications).toBe(LIST_PAGES.testimonials.shown + 1)
    expect(asked.experience).toBe(LIST_PAGES.testimonials.shown + 1)
  })
})
