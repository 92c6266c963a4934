import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asOwner } from '@/test-support/owner-request.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'

describe('JSON Resume in one of the site languages', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    const settings = (await t.app.inject({ method: 'GET', url: '/api/site/settings' })).json().data
    await asOwner(t, 'PUT', '/api/site/settings', {
      ...settings,
      languages: { default: 'en', additional: ['de'] },
    })
  })
  afterAll(() => t.close())

  const exportIn = async (query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/export/resume.json${query}`,
      headers: await t.ownerHeaders(),
    })

  it("gives the owner's texts in German where translated, the rest in English", async () => {
    await asOwner(t, 'POST', '/api/exp/addexp', [
      {
        duration: '2021-2024',
        title: 'Lead engineer',
        company: 'Acme',
        techstack: 'TypeScript',
        description: 'Built the platform',
        link: '',
        doc: '',
      },
    ])
    const entry = (
      await asOwner<Array<{ _id: string; title: string }>>(t, 'GET', '/api/experience')
    ).find((one) => one.title === 'Lead engineer')
    await asOwner(t, 'PUT', `/api/translations/experience/${entry!._id}/de`, {
      texts: { title: 'Leitender Entwickler' },
    })
    const german = await exportIn('?lang=de')
    expect(german.statusCode).toBe(200)
    expect(german.headers['content-disposition']).toBe('attachment; filename="resume-de.json"')
    const work = (german.json() as { work: Array<{ position: string; summary: string }> }).work
    expect(work.map((job) => job.position)).toContain('Leitender Entwickler')
    expect(work.find((job) => job.position === 'Leitender Entwickler')!.summary).toContain(
      'Built the platform',
    )
    const english = (await exportIn('')).json() as { work: Array<{ position: string }> }
    expect(english.work.map((job) => job.position)).toContain('Lead engineer')
    expect((await exportIn('?lang=en')).headers['content-disposition']).toBe(
      'attachment; filename="resume.json"',
    )
  })

  it("gives custom sections' names, field labels and items' texts (links' labels too) in German", async () => {
    const section = await asOwner<{ _id: string }>(t, 'POST', '/api/sections', {
      name: 'Talks',
      address: 'talks',
      fields: [
        { kind: 'title', label: 'Talk' },
        { kind: 'subtitle', label: 'Event' },
        { kind: 'link', label: 'Video' },
      ],
    })
    const link = { url: 'https://example.com/talk', label: 'Watch the talk' }
    const item = await asOwner<{ _id: string }>(t, 'POST', `/api/sections/${section._id}/items`, {
      title: 'Rows, not files',
      subtitle: 'Local-first conf',
      link,
    })
    const fields = (
      await asOwner<{ languages: { fields: { field: string; label: string }[] }[] }>(
        t,
        'GET',
        `/api/translations/section/${section._id}?lang=de`,
      )
    ).languages[0]!.fields
    await asOwner(t, 'PUT', `/api/translations/section/${section._id}/de`, {
      texts: {
        name: 'Vorträge',
        [fields.find((field) => field.label === 'Field 2: Label')!.field]: 'Veranstaltung',
      },
    })
    await asOwner(t, 'PUT', `/api/translations/section-item/${item._id}/de`, {
      texts: { title: 'Zeilen statt Dateien', 'link.label': 'Vortrag ansehen' },
    })
    type Exported = { 'x-vitrine': { sections: Array<Record<string, unknown>> } }
    const sectionsIn = async (query: string) =>
      ((await exportIn(query)).json() as Exported)['x-vitrine'].sections
    expect((await sectionsIn('?lang=de'))[0]).toEqual({
      address: 'talks',
      name: 'Vorträge',
      intro: '',
      icon: expect.any(String),
      layout: expect.any(String),
      resumeList: null,
      fields: [
        { kind: 'title', label: 'Talk' },
        { kind: 'subtitle', label: 'Veranstaltung' },
        { kind: 'link', label: 'Video' },
      ],
      position: 1,
      items: [
        {
          title: 'Zeilen statt Dateien',
          subtitle: 'Local-first conf',
          link: { url: link.url, label: 'Vortrag ansehen' },
        },
      ],
    })
    expect((await sectionsIn(''))[0]).toMatchObject({
      name: 'Talks',
      fields: [
        { kind: 'title', label: 'Talk' },
        { kind: 'subtitle', label: 'Event' },
        { kind: 'link', label: 'Video' },
      ],
      items: [{ title: 'Rows, not files', subtitle: 'Local-first conf', link }],
    })
  })

  it('refuses a language the site does not offer, in words', async () => {
    const refused = await exportIn('?lang=it')
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe(
      'The site is not offered in Italiano: add the language in Site settings → Languages first',
    )
  })
})
