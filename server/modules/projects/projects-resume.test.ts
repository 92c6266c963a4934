import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Project } from '@contract/project.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { schemaErrors } from '../resume/resume-test-support.ts'
import { createPublicContent } from '../web-host/public-content.ts'

/**
 * A demo site's projects travel in JSON Resume with their case studies, both ways. An import
 * replaces the projects: each test has a demo site of its own.
 */
describe('case studies in JSON Resume', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' })
  })
  afterEach(() => t.close())

  const exportResume = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/export/resume.json',
        headers: await t.ownerHeaders(),
      })
    ).json()
  const importResume = async (document: object, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api/import/resume${query}`,
      headers: await t.ownerHeaders(),
      payload: document,
    })
  const projects = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/projects' })).json().data as Project[]

  it('exports the role as roles, the figures as highlights, and the rest as x- fields', async () => {
    const document = await exportResume()
    expect(schemaErrors(document)).toEqual([])
    const board = (await projects()).find((project) => project.slug === 'task-board')!
    const entry = document.projects.find((item: { name: string }) => item.name === 'Task Board')
    expect(entry).toMatchObject({
      roles: ['Lead engineer'],
      highlights: board.outcomes.map(({ value, label }) => `${value} ${label}`),
      'x-slug': 'task-board',
      'x-caseStudy': board.body,
      'x-team': board.team,
      'x-timeline': board.timeline,
      'x-outcomes': board.outcomes,
      'x-gallery': board.gallery.map(({ image, alt, caption }) => ({
        url: `${t.config.publicUrl}${image}`,
        alt,
        ...(caption ? { caption } : {}),
      })),
    })
    // A free-text timeline is no period: JSON Resume's dates are not written from it.
    expect(entry.startDate).toBeUndefined()
    // A project without a case study carries none of it.
    const plain = document.projects.find((item: { name: string }) => item.name === 'Weather Now')
    expect(
      Object.keys(plain).filter((key) => /roles|highlights|x-(slug|gallery|team)/.test(key)),
    ).toEqual([])
  })

  it('imports its own export back: case studies, facts, figures and gallery, rendered and kept', async () => {
    const before = await projects()
    const document = await exportResume()
    const imported = await importResume(document)
    expect(imported.statusCode, imported.body).toBe(200)
    const after = await projects()
    const withoutIds = (list: Project[]) => list.map(({ _id: _, ...project }) => project)
    expect(withoutIds(after)).toEqual(withoutIds(before))
    const page = await createPublicContent(t.app).getCaseStudy('task-board')
    expect(page?.html).toContain('<h2 id="the-problem">')
    // The gallery's images are kept with the new records.
    const board = after.find((project) => project.slug === 'task-board')!
    const kept = await t.database.db
      .selectFrom('project_images')
      .select('image_hash')
      .where('project_id', '=', Number(board._id))
      .execute()
    expect(kept).toHaveLength(board.gallery.length)
  })

  it("reads a resume from elsewhere: its roles and dates; another site's gallery image left out with a note", async () => {
    const document = {
      projects: [
        {
          name: 'Compiler',
          roles: ['Author', 'Maintainer'],
          startDate: '2019-06',
          endDate: '2021',
          highlights: ['Shipped to ten teams'],
          'x-slug': 'compiler',
          'x-caseStudy': '## Why\n\nBecause.',
          'x-gallery': [{ url: 'https://images.example.com/a.png', alt: 'Elsewhere' }],
        },
      ],
    }
    const dryRun = await importResume(document, '?dryRun=true')
    expect(dryRun.statusCode, dryRun.body).toBe(200)
    const line = dryRun
      .json()
      .data.summary.find((item: { section: string }) => item.section === 'projects')
    expect(line.note).toBe('1 image from another site left out: upload it again')
    expect((await importResume(document)).statusCode).toBe(200)
    expect(await projects()).toEqual([
      expect.objectContaining({
        title: 'Compiler',
        role: 'Author, Maintainer',
        timeline: '2019-06 - 2021',
        outcomes: [],
        gallery: [],
        slug: 'compiler',
      }),
    ])
    expect((await createPublicContent(t.app).getCaseStudy('compiler'))?.html).toContain(
      '<h2 id="why">',
    )
  })

  it('refuses, by their paths, two case studies at one address and facts over their limits', async () => {
    const before = await projects()
    const refused = await importResume({
      projects: [
        { name: 'One', 'x-slug': 'same', 'x-caseStudy': 'Text' },
        {
          name: 'Two',
          'x-slug': 'same',
          'x-outcomes': [{ value: '1234567890123', label: 'too long' }],
          'x-gallery': [{ url: '/media/x.webp' }],
        },
      ],
    })
    expect(refused.statusCode).toBe(400)
    const { message } = refused.json()
    expect(message).toContain('projects[1].x-outcomes[0].value: is longer than 12 characters')
    expect(message).toMatch(/projects\[1\]\.x-gallery\[0\]: must have required properties alt/)
    expect(message).toContain('projects[1].x-slug: another project already has "same"')
    expect(await projects()).toEqual(before)
  })
})
