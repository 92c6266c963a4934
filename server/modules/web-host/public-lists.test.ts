import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LIST_PAGES } from '@contract/list-pages.ts'
import { PROJECTS_PER_PAGE } from '@contract/project-pages.ts'
import { caseStudyPath } from '@contract/project.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { createPublicContent } from './public-content.ts'
import { publicPages } from './public-pages.ts'

/**
 * What the public pages read of long lists (public-content.ts): a page of projects, the featured
 * ones first, and a home page's first few records, on a site with 60 projects (the 40th featured,
 * every even one with a case study) and 12 education entries.
 */
describe('public reads of long lists', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    await t.app.repositories.projects.insertMany(
      Array.from({ length: 60 }, (_, index) => {
        const n = index + 1
        return {
          title: `Project ${n}`,
          description: `What project ${n} does`,
          tools: 'TypeScript',
          github_url: '',
          live_url: '',
          image_hash: null,
          image_url: null,
          slug: `project-${n}`,
          body: n % 2 === 0 ? `# Project ${n}\n\nHow it was made.` : '',
          html: n % 2 === 0 ? `<h1>Project ${n}</h1><p>How it was made.</p>` : '',
          featured: n === 40 ? 1 : 0,
        }
      }),
    )
    await t.app.repositories.education.insertMany(
      Array.from({ length: 12 }, (_, index) => ({
        years: '2010 – 2014',
        institution: `School ${index + 1}`,
        degree: 'BSc',
        status: '',
        link: '',
      })),
    )
  })
  afterAll(() => t.close())

  const titles = (rows: { title: string }[]) => rows.map((row) => row.title)

  it('reads the projects a page at a time, the featured one first, and how many there are', async () => {
    const content = createPublicContent(t.app)
    const first = await content.listProjects({ offset: 0, limit: PROJECTS_PER_PAGE })
    expect(first.total).toBe(60)
    expect(first.projects).toHaveLength(24)
    expect(titles(first.projects).slice(0, 3)).toEqual(['Project 40', 'Project 1', 'Project 2'])
    const last = await content.listProjects({ offset: 48, limit: PROJECTS_PER_PAGE })
    expect(titles(last.projects)).toEqual(
      Array.from({ length: 12 }, (_, index) => `Project ${index + 49}`),
    )
    // Every project once, across the pages, in the showcase's order.
    const all = await content.listProjects()
    expect(all.projects).toHaveLength(60)
    expect(new Set(titles(all.projects)).size).toBe(60)
  })

  it('still tells which listed projects have a case study of their own', async () => {
    const { projects } = await createPublicContent(t.app).listProjects({ offset: 0, limit: 3 })
    expect(projects.map((project) => caseStudyPath(project))).toEqual([
      '/projects/project-40',
      undefined,
      '/projects/project-2',
    ])
  })

  it('reads only the first records a home page section shows', async () => {
    const content = createPublicContent(t.app)
    expect(titles(await content.list('projects', { limit: 5 }))).toEqual([
      'Project 1',
      'Project 2',
      'Project 3',
      'Project 4',
      'Project 5',
    ])
    const education = await content.list('education', { limit: 4 })
    expect(education.map((entry) => entry.clg)).toEqual([
      'School 1',
      'School 2',
      'School 3',
      'School 4',
    ])
    expect(await content.list('education')).toHaveLength(12)
  })

  it('has /projects/page/2 and /projects/page/3 as pages, in every language, and none beyond', async () => {
    const pages = publicPages(t.app)
    expect(await pages.at('/projects/page/2')).toEqual({
      kind: 'screen',
      screen: 'projects',
      path: '/projects/page/2',
    })
    expect(await pages.at('/projects/page/3')).toMatchObject({ path: '/projects/page/3' })
    expect(await pages.at('/projects/page/4')).toBeUndefined()
    expect(await pages.at('/projects/page/1')).toBeUndefined()
    expect(await pages.at('/projects/page/x')).toBeUndefined()
  })

  it('leaves the legacy list whole: every project, newest first as it always was', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/project/fetchprojects' })
    const listed = response.json().data as { title: string }[]
    // Its clients reverse it themselves (contract/content-types.ts, legacyListOrder).
    expect(titles(listed)).toEqual(
      Array.from({ length: 60 }, (_, index) => `Project ${60 - index}`),
    )
  })
})

/**
 * Lists on pages of their own (contract/list-pages.ts): a site with 45 testimonials fills
 * /about/testimonials and its pages 2 and 3, 25 certificates /skills/certificates and its page 2;
 * a list without records has no page.
 */
describe("the pages of /about's and /skills' lists", () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    await t.app.repositories.testimonials.insertMany(
      Array.from({ length: 45 }, (_, index) => ({
        quote: `Quote ${index + 1}`,
        name: `Person ${index + 1}`,
        role: '',
        company: '',
        link: '',
        image_hash: null,
        image_url: null,
      })),
    )
    await t.app.repositories.certificates.insertMany(
      Array.from({ length: 25 }, (_, index) => ({
        title: `Certificate ${index + 1}`,
        description: '',
        issued_on: '2021',
        platform: '',
        label: '',
        certificate_url: '',
      })),
    )
  })
  afterAll(() => t.close())

  it('reads a page of a list from where it starts, in the owner order', async () => {
    const content = createPublicContent(t.app)
    const page = await content.list('testimonials', {
      offset: 40,
      limit: LIST_PAGES.testimonials.perPage,
    })
    expect(page.map((testimonial) => testimonial.name)).toEqual([
      'Person 41',
      'Person 42',
      'Person 43',
      'Person 44',
      'Person 45',
    ])
  })

  it('has /about/testimonials and its pages 2 and 3, and none beyond or for an empty list', async () => {
    const pages = publicPages(t.app)
    expect(await pages.at('/about/testimonials')).toEqual({
      kind: 'screen',
      screen: 'about',
      path: '/about/testimonials',
    })
    expect(await pages.at('/About/Testimonials/page/3/')).toMatchObject({
      path: '/about/testimonials/page/3',
    })
    expect(await pages.at('/about/testimonials/page/4')).toBeUndefined()
    expect(await pages.at('/about/testimonials/page/1')).toBeUndefined()
    expect(await pages.at('/about/publications')).toBeUndefined()
    expect(await pages.at('/about/skills')).toBeUndefined()
    expect(await pages.at('/about/testimonials/page/2/more')).toBeUndefined()
    // A list is paged under its own page only.
    expect(await pages.at('/skills/testimonials')).toBeUndefined()
    expect(await pages.at('/about/certificates')).toBeUndefined()
    expect(await pages.at('/skills/certificates/page/2')).toEqual({
      kind: 'screen',
      screen: 'skills',
      path: '/skills/certificates/page/2',
    })
    expect(await pages.at('/skills/certificates/page/3')).toBeUndefined()
  })
})
