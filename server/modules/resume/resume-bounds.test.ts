import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { CONTENT_TYPES } from '@contract/content-types.ts'
import { listPagePath } from '@contract/list-pages.ts'
import { RESUME_BOUNDS, type ResumeOutline } from '@contract/resume-outline.ts'
import { pdfText } from '@/test-support/pdf-tools.ts'
import { sampleInput } from '@/test-support/content-samples.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { imageForm, pngImage } from '../media/media-test-support.ts'
import { createPublicContent } from '../web-host/public-content.ts'

describe('the résumé’s bound per section', () => {
  let t: TestApp
  let headers: Record<string, string>
  const EXPERIENCE = RESUME_BOUNDS.experience.shown + 5
  const PROJECTS = RESUME_BOUNDS.projects.shown + 2

  beforeAll(async () => {
    t = await createTestApp()
    headers = await t.ownerHeaders()
    const experience = CONTENT_TYPES.experience
    const added = await t.app.inject({
      method: 'POST',
      url: experience.paths.add,
      headers,
      payload: Array.from({ length: EXPERIENCE }, (_, index) => ({
        ...sampleInput(experience, index + 1),
        title: `Role number ${index + 1}`,
      })),
    })
    expect(added.statusCode, added.body).toBe(200)
    const image = await pngImage(16, 16)
    for (let index = 0; index < PROJECTS; index++) {
      const project = await t.app.inject({
        method: 'POST',
        url: CONTENT_TYPES.projects.paths.add,
        headers,
        payload: imageForm(
          {
            title: `Project number ${index + 1}`,
            desc: 'A project',
            tools: 'SQL',
            github: '',
            live: '',
          },
          { bytes: image },
        ),
      })
      expect(project.statusCode, project.body).toBe(200)
    }
  })
  afterAll(() => t.close())

  const everything = async () =>
    (await t.app.inject({ url: '/api/resume/contents', headers })).json().data as ResumeOutline
  const section = (outline: ResumeOutline, key: string) =>
    outline.sections.find((candidate) => candidate.key === key)!

  it('shows the first of a long section, says how many more and links to the full list, on the page and the PDF', async () => {
    const all = section(await everything(), 'experience')
    // The dashboard's list to choose from has every one.
    expect(all.items).toHaveLength(EXPERIENCE)
    expect(all.more).toBeUndefined()

    const page = section(await createPublicContent(t.app).resume(), 'experience')
    const shown = all.items.slice(0, RESUME_BOUNDS.experience.shown)
    expect(page.items.map((item) => item.title)).toEqual(shown.map((item) => item.title))
    expect(page.more).toEqual({
      count: 5,
      href: `${t.app.config.publicUrl}${listPagePath('experience')}`,
    })

    const text = pdfText((await t.app.inject({ url: '/resume.pdf' })).rawPayload)
    for (const item of shown) expect(text).toContain(item.title)
    for (const item of all.items.slice(RESUME_BOUNDS.experience.shown))
      expect(text).not.toContain(`${item.title},`)
    expect(text).toMatch(/5 more: \S+\/about\/experience/)
  })

  it("says how many more in the résumé's language and links to that language's list, on the German page and PDF", async () => {
    const settings = (await t.app.inject({ url: '/api/site/settings' })).json().data
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/site/settings',
      headers,
      payload: { ...settings, languages: { default: 'en', additional: ['de'] } },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const page = section(await createPublicContent(t.app).inLanguage('de').resume(), 'experience')
    expect(page.more).toEqual({
      count: 5,
      href: `${t.app.config.publicUrl}/de${listPagePath('experience')}`,
    })
    const text = pdfText((await t.app.inject({ url: '/de/resume.pdf' })).rawPayload)
    expect(text).toMatch(/5 weitere: \S+\/de\/about\/experience/)
    expect(text).not.toMatch(/ more: /)
    // The default language's résumé keeps its own addresses.
    const english = pdfText((await t.app.inject({ url: '/resume.pdf' })).rawPayload)
    expect(english).toMatch(/5 more: \S+\/about\/experience/)
    expect(english).not.toContain('/de/')
  })

  it('keeps the projects the owner featured, wherever they are in the list, within the bound', async () => {
    const all = section(await everything(), 'projects')
    const last = all.items.at(-1)!
    const featured = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${last.id}/featured`,
      headers,
      payload: { featured: true },
    })
    expect(featured.statusCode, featured.body).toBe(200)
    const page = section(await createPublicContent(t.app).resume(), 'projects')
    expect(page.items).toHaveLength(RESUME_BOUNDS.projects.shown)
    expect(page.items.map((item) => item.title)).toEqual([
      ...all.items.slice(0, RESUME_BOUNDS.projects.shown - 1).map((item) => item.title),
      last.title,
    ])
    expect(page.more?.count).toBe(2)
    const text = pdfText((await t.app.inject({ url: '/resume.pdf' })).rawPayload)
    expect(text).toContain(last.title)
    expect(text).toMatch(/2 more: \S+\/projects/)
  })

  it('counts what the owner left out as not there: a section brought within its bound has no line', async () => {
    const all = section(await everything(), 'experience')
    // The other tests expect nothing left out: the choices are put back whatever happens.
    const before = (await t.app.inject({ url: '/api/site/settings' })).json().data
    onTestFinished(async () => {
      const current = (await t.app.inject({ url: '/api/site/settings' })).json().data
      await t.app.inject({
        method: 'PUT',
        url: '/api/site/settings',
        headers,
        payload: { ...current, resume: before.resume },
      })
    })
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/site/settings',
      headers,
      payload: {
        ...before,
        resume: {
          paper: 'a4',
          heroPdf: false,
          leftOutSections: [],
          leftOutItems: all.items
            .slice(0, 5)
            .map((item) => ({ section: 'experience', id: item.id })),
        },
      },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const page = section(await createPublicContent(t.app).resume(), 'experience')
    expect(page.items.map((item) => item.id)).toEqual(all.items.slice(5).map((item) => item.id))
    expect(page.more).toBeUndefined()
    expect(pdfText((await t.app.inject({ url: '/resume.pdf' })).rawPayload)).not.toMatch(
      /\d+ more: \S+\/about\/experience/,
    )
  })
})

describe('the demo’s résumé', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' })
  })
  afterAll(() => t.close())

  it('is within every bound: the page and the PDF show every item the owner’s list has', async () => {
    const all = (
      await t.app.inject({ url: '/api/resume/contents', headers: await t.ownerHeaders() })
    ).json().data as ResumeOutline
    const outline = await createPublicContent(t.app).resume()
    expect(outline.sections).toEqual(all.sections)
    expect(outline.sections.some((section) => section.more)).toBe(false)
    expect(pdfText((await t.app.inject({ url: '/resume.pdf' })).rawPayload)).not.toMatch(/ more: /)
  })
})
