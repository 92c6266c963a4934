import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse as parseDisposition } from 'content-disposition'
import type { ResumeChoices } from '@contract/resume-choices.ts'
import type { ResumeOutline } from '@contract/resume-outline.ts'
import type { SiteSettings } from '@contract/site-settings.ts'
import { inspectPdf, pdfText } from '@/test-support/pdf-tools.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'

/** The demo site: every content type and a custom section (Talks) to fill a résumé. */
describe('GET /resume.pdf', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' })
  })
  afterAll(() => t.close())

  const get = (url = '/resume.pdf', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers })
  const owner = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: await t.ownerHeaders(), ...(payload ? { payload } : {}) })
  const settings = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/site/settings' })).json().data as SiteSettings
  const saveResume = async (resume: Partial<ResumeChoices>) => {
    const current = await settings()
    return owner('PUT', '/api/site/settings', {
      ...current,
      resume: { ...current.resume, ...resume },
    })
  }

  it("draws /<lang>/resume.pdf in one of the site's additional languages, and no other", async () => {
    await owner('PUT', '/api/site/settings', {
      ...(await settings()),
      languages: { default: 'en', additional: ['de'] },
    })
    const experience = (await t.app.inject({ url: '/api/experience' })).json().data[0] as {
      _id: string
    }
    const saved = await owner('PUT', `/api/translations/experience/${experience._id}/de`, {
      texts: { title: 'Praktikant in der Softwareentwicklung' },
    })
    expect(saved.statusCode).toBe(200)
    const german = await get('/de/resume.pdf')
    expect(german.statusCode).toBe(200)
    expect(german.headers['content-type']).toBe('application/pdf')
    const text = pdfText(german.rawPayload)
    expect(text).toContain('Berufserfahrung')
    expect(text).toContain('Praktikant in der Softwareentwicklung')
    // Its name and title say "résumé" in German too.
    const disposition = String(german.headers['content-disposition'])
    expect(parseDisposition(disposition).parameters.filename).toBe('Test Owner - Lebenslauf.pdf')
    expect(disposition).toContain('filename="Test Owner - Lebenslauf.pdf"')
    const pdf = inspectPdf(german.rawPayload)
    try {
      expect(pdf.info()).toMatchObject({ Title: 'Test Owner – Lebenslauf' })
    } finally {
      pdf.remove()
    }
    // The default language's PDF is as it was.
    const english = pdfText((await get()).rawPayload)
    expect(english).toContain('Experience')
    expect(english).not.toContain('Praktikant')
    expect((await get('/fr/resume.pdf')).statusCode).toBe(404)
    await owner('PUT', '/api/site/settings', {
      ...(await settings()),
      languages: { default: 'en', additional: [] },
    })
    expect((await get('/de/resume.pdf')).statusCode).toBe(404)
  })

  it('answers a PDF to open in the browser, named after the owner, with an ASCII name too', async () => {
    const response = await get()
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const disposition = String(response.headers['content-disposition'])
    // Clients that read RFC 8187 names get the owner's; the others, its ASCII fallback.
    expect(parseDisposition(disposition)).toMatchObject({
      type: 'inline',
      parameters: { filename: 'Test Owner - Résumé.pdf' },
    })
    expect(disposition).toContain('filename="Test Owner - Resume.pdf"')
    expect(disposition).toMatch(/^[\x20-\x7e]+$/)
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })

  it('answers the same bytes again from memory, and 304 to a client that has them', async () => {
    const first = await get()
    const drawn = t.app.resumePdf.drawn
    const second = await get()
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true)
    expect(second.headers.etag).toBe(first.headers.etag)
    expect(t.app.resumePdf.drawn).toBe(drawn)
    const revalidated = await get('/resume.pdf', { 'if-none-match': String(first.headers.etag) })
    expect(revalidated.statusCode).toBe(304)
    expect(revalidated.rawPayload.length).toBe(0)
    expect(revalidated.headers.etag).toBe(first.headers.etag)
  })

  it('draws one PDF for a burst of first requests after an edit, and shows the edit', async () => {
    const before = await get()
    const saved = await owner('PUT', '/api/site/settings', {
      ...(await settings()),
      location: 'Erlangen',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const drawn = t.app.resumePdf.drawn
    const burst = await Promise.all(Array.from({ length: 8 }, () => get()))
    expect(t.app.resumePdf.drawn).toBe(drawn + 1)
    const etags = new Set(burst.map((response) => response.headers.etag))
    expect(etags.size).toBe(1)
    expect(etags.has(before.headers.etag)).toBe(false)
    expect(pdfText(burst[0]!.rawPayload)).toContain('Erlangen')
  })

  it('is on A4 unless the owner chooses US Letter, or the address asks for it', async () => {
    const sizeOf = (bytes: Buffer) => {
      const pdf = inspectPdf(bytes)
      try {
        return pdf.info()['Page size']
      } finally {
        pdf.remove()
      }
    }
    expect(sizeOf((await get()).rawPayload)).toMatch(/^595\.28 x 841\.89 pts \(A4\)/)
    expect(sizeOf((await get('/resume.pdf?paper=letter')).rawPayload)).toMatch(
      /^612 x 792 pts \(letter\)/,
    )
    expect((await saveResume({ paper: 'letter' })).statusCode).toBe(200)
    expect(sizeOf((await get()).rawPayload)).toMatch(/^612 x 792 pts/)
    expect(sizeOf((await get('/resume.pdf?paper=a4')).rawPayload)).toMatch(/^595\.28 x 841\.89/)
    expect((await saveResume({ paper: 'a4' })).statusCode).toBe(200)

    const refused = await get('/resume.pdf?paper=tabloid')
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({ success: false, message: 'The paper size is a4 or letter' })
  })

  it('leaves out the sections and items the owner left out, and ignores ids that are gone', async () => {
    const contents = (await owner('GET', '/api/resume/contents')).json().data as ResumeOutline
    const talks = contents.sections.find((section) => section.title === 'Talks')!
    const projects = contents.sections.find((section) => section.key === 'projects')!
    const [dropped, ...kept] = projects.items
    const saved = await saveResume({
      leftOutSections: [talks.key],
      leftOutItems: [
        { section: 'projects', id: dropped!.id },
        { section: 'projects', id: '999999' },
      ],
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const text = pdfText((await get()).rawPayload)
    expect(text).not.toContain('Talks')
    expect(text).not.toContain(talks.items[0]!.title)
    expect(text).not.toContain(dropped!.title)
    for (const item of kept) expect(text).toContain(item.title)
    // The page says the same: one outline for both.
    const page = await t.app.inject({ method: 'GET', url: '/api/resume/contents' })
    expect(page.statusCode).toBe(401)
    const everything = (await owner('GET', '/api/resume/contents')).json().data as ResumeOutline
    expect(everything.sections.map((section) => section.key)).toEqual(
      contents.sections.map((section) => section.key),
    )
    expect((await saveResume({ leftOutSections: [], leftOutItems: [] })).statusCode).toBe(200)
  })

  it('refuses choices naming a section the résumé does not have, in words, and keeps the saved ones', async () => {
    const before = await settings()
    const refusals: [Partial<ResumeChoices>, string][] = [
      [{ leftOutSections: ['hobbies'] }, 'The résumé has no section "hobbies"'],
      [{ leftOutSections: ['skills', 'skills'] }, 'The résumé section "skills" is left out twice'],
      [
        { leftOutItems: [{ section: 'section:999', id: '1' }] },
        'The résumé has no section "section:999"',
      ],
    ]
    for (const [resume, message] of refusals) {
      const response = await saveResume(resume)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ success: false, message })
    }
    const wrongPaper = await owner('PUT', '/api/site/settings', {
      ...before,
      resume: { ...before.resume, paper: 'A5' },
    })
    expect(wrongPaper.statusCode).toBe(400)
    expect(wrongPaper.json().message).not.toMatch(/must|schema|\/resume/i)
    expect(await settings()).toEqual(before)
  })

  it('keeps the choices when a client that does not know them saves settings', async () => {
    expect(
      (await saveResume({ heroPdf: true, leftOutSections: ['testimonials'] })).statusCode,
    ).toBe(200)
    const { resume: _resume, ...older } = await settings()
    const saved = await owner('PUT', '/api/site/settings', older)
    expect(saved.statusCode).toBe(200)
    expect((await settings()).resume).toMatchObject({
      heroPdf: true,
      leftOutSections: ['testimonials'],
    })
    expect((await saveResume({ heroPdf: false, leftOutSections: [] })).statusCode).toBe(200)
  })

  it('keeps each save of the choices in the history, so restoring brings them back', async () => {
    expect((await saveResume({ leftOutSections: ['certificates'] })).statusCode).toBe(200)
    expect((await saveResume({ leftOutSections: [] })).statusCode).toBe(200)
    const revisions = await owner('GET', '/api/revisions?type=settings&id=1')
    const listed = revisions.json().data as { _id: string; data: SiteSettings }[]
    const previous = listed.find(
      (revision) => revision.data.resume?.leftOutSections.join() === 'certificates',
    )
    expect(previous, revisions.body).toBeDefined()
    const restored = await owner('POST', `/api/revisions/${previous!._id}/restore`)
    expect(restored.statusCode, restored.body).toBe(200)
    expect((await settings()).resume?.leftOutSections).toEqual(['certificates'])
    expect(pdfText((await get()).rawPayload)).not.toMatch(/^Certificates$/m)
    expect((await saveResume({ leftOutSections: [] })).statusCode).toBe(200)
  })

  describe('the owner’s preview', () => {
    it('is the PDF of choices not saved, and changes nothing public', async () => {
      const published = await get()
      const drawn = t.app.resumePdf.drawn
      const current = await settings()
      const preview = await owner('POST', '/api/resume/preview', {
        resume: { ...current.resume, leftOutSections: ['skills'], paper: 'letter' },
      })
      expect(preview.statusCode).toBe(200)
      expect(preview.headers['content-type']).toBe('application/pdf')
      expect(preview.headers['cache-control']).toBe('no-store')
      const text = pdfText(preview.rawPayload)
      expect(text).not.toMatch(/^Skills$/m)
      expect(text).toMatch(/^Experience$/m)
      const again = await get()
      expect(again.headers.etag).toBe(published.headers.etag)
      expect(t.app.resumePdf.drawn).toBe(drawn)
      expect((await settings()).resume).toEqual(current.resume)
    })

    it('is the owner’s only, and refuses bad choices in words', async () => {
      const current = await settings()
      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/api/resume/preview',
        payload: { resume: current.resume },
      })
      expect(anonymous.statusCode).toBe(401)
      const refused = await owner('POST', '/api/resume/preview', {
        resume: { ...current.resume, leftOutSections: ['nope'] },
      })
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toEqual({
        success: false,
        message: 'The résumé has no section "nope"',
      })
    })
  })
})
