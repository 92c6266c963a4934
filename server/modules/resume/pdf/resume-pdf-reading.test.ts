import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESUME_SECTION_BOUND, type ResumeOutline } from '@contract/resume-outline.ts'
import { asOwner } from '@/test-support/owner-request.ts'
import { catalog, decodeQpdfString, inspectPdf, linkAddresses } from '@/test-support/pdf-tools.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { markdownLiteBlocks } from './markdown-lite.ts'
import { renderResumePdf } from './resume-pdf.ts'

/** Text as a reader compares it: bidi marks dropped, every run of white space one space. */
const flat = (text: string) =>
  text
    .replace(/[\u202a-\u202e\u200e\u200f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()

/** Each string's place in `text`, in order: -1 when one is missing or comes before the last. */
function inOrder(text: string, parts: string[]): { part: string; at: number }[] {
  let from = 0
  return parts.map((part) => {
    const at = text.indexOf(flat(part), from)
    if (at >= 0) from = at + flat(part).length
    return { part, at }
  })
}

/** Everything a reader should find, in the order the résumé gives it. */
function readingOrder(outline: ResumeOutline): string[] {
  return [
    outline.name,
    ...outline.titles,
    ...outline.contacts.map((contact) => contact.text),
    ...outline.sections.flatMap((section) => [
      section.title,
      ...section.items.flatMap((item) => [item.title, ...(item.place ? [item.place] : [])]),
    ]),
  ]
}

/** Every address the résumé links to: contact lines, items' links, links in their text. */
function linksOf(outline: ResumeOutline): string[] {
  return [
    ...outline.contacts.flatMap((contact) => (contact.href ? [contact.href] : [])),
    ...outline.sections.flatMap((section) =>
      section.items.flatMap((item) => [
        ...markdownLiteBlocks(item.text ?? '').flatMap((block) =>
          block.spans.flatMap((span) => (span.href ? [span.href] : [])),
        ),
        ...item.links.map((link) => link.href),
      ]),
    ),
  ]
}

describe("the demo's résumé, read by tools nobody here wrote", () => {
  let t: TestApp
  let outline: ResumeOutline
  let pdf: ReturnType<typeof inspectPdf>
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' })
    outline = (
      await t.app.inject({
        method: 'GET',
        url: '/api/resume/contents',
        headers: await t.ownerHeaders(),
      })
    ).json().data as ResumeOutline
    pdf = inspectPdf((await t.app.inject({ method: 'GET', url: '/resume.pdf' })).rawPayload)
  })
  afterAll(async () => {
    pdf.remove()
    await t.close()
  })

  it('has every section the registry knows, custom ones included, in the home page’s order', () => {
    expect(outline.sections.map((section) => section.title)).toEqual([
      'Summary',
      'Education',
      'Experience',
      'Skills',
      'Projects',
      'Certificates',
      'Talks',
      'Publications',
      'Testimonials',
    ])
  })

  it('reads the owner’s name first, the contact line, then every section and item in order', () => {
    const text = flat(pdf.text())
    expect(text.startsWith(outline.name)).toBe(true)
    const found = inOrder(text, readingOrder(outline))
    expect(found.filter(({ at }) => at < 0).map(({ part }) => part)).toEqual([])
  })

  it('is two pages of A4, each numbered at its foot', () => {
    const info = pdf.info()
    expect(info.Pages).toBe('2')
    expect(info['Page size']).toMatch(/^595\.28 x 841\.89 pts \(A4\)/)
    for (const page of [1, 2]) {
      const lines = pdf
        .text(page)
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
      expect(lines.at(-1)?.replace(/\s/g, '')).toBe(`${page}/2`)
    }
  })

  it('is a valid PDF whose every font is embedded (as a subset), with a map back to text', () => {
    const check = pdf.check()
    expect(check.ok, check.output).toBe(true)
    expect(check.output).toContain('No syntax or stream encoding errors found')
    const fonts = pdf.fonts()
    expect(fonts.length).toBeGreaterThan(0)
    for (const font of fonts) {
      expect(font, font.name).toMatchObject({ embedded: true, subset: true, unicode: true })
    }
    expect(fonts.some((font) => font.name.endsWith('+Geist-Regular'))).toBe(true)
  })

  it('says its title, author, subject, language and keywords (the skills)', () => {
    const info = pdf.info()
    expect(info.Title).toBe(`${outline.name} – Résumé`)
    expect(info.Author).toBe(outline.name)
    expect(info.Subject).toBe(outline.titles.join(', '))
    const skills = outline.sections.find((section) => section.key === 'skills')!
    expect(info.Keywords).toBe(skills.items.map((item) => item.title).join(', '))
    expect(decodeQpdfString(String(catalog(pdf.json())['/Lang']))).toBe('en')
  })

  it('links every address the résumé shows, and only those', () => {
    const found = linkAddresses(pdf.json())
    expect(new Set(found)).toEqual(new Set(linksOf(outline)))
    expect(found).toContain(`mailto:${outline.contacts[0]!.text}`)
  })

  it('has a bookmark for each section', () => {
    const json = pdf.json()
    expect(json.outlines?.map((entry) => entry.title)).toEqual(
      outline.sections.map((section) => section.title),
    )
  })
})

describe('a résumé in other scripts and a long one', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const owner = async (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) => {
    const response = await t.app.inject({
      method,
      url,
      headers: await t.ownerHeaders(),
      ...(payload ? { payload } : {}),
    })
    expect(response.statusCode, response.body).toBeLessThan(300)
    return response.json()
  }
  const resumePdf = async () =>
    inspectPdf((await t.app.inject({ method: 'GET', url: '/resume.pdf' })).rawPayload)

  it('keeps accents, Chinese, Arabic and emoji as written; a character no font has reads as �', async () => {
    const settings = (await owner('GET', '/api/site/settings')).data
    await owner('PUT', '/api/site/settings', {
      ...settings,
      displayName: 'Zoë Łukasiewicz 山田太郎',
    })
    await owner('POST', '/api/edu/addedu', [
      {
        edu: 'Diplôme d’ingénieur – Génie logiciel',
        clg: 'جامعة القاهرة',
        year: '2019–2021',
        sts: 'Ελληνικά και Русский',
        link: '',
      },
    ])
    const section = (
      await owner('POST', '/api/sections', {
        name: 'Side projects',
        address: 'side-projects',
        fields: [
          { kind: 'title', label: 'Project' },
          { kind: 'text', label: 'About' },
        ],
      })
    ).data as { _id: string }
    await owner('POST', `/api/sections/${section._id}/items`, {
      title: 'Café ☕ 🚀 数据库 ❤️',
      text: 'Hieroglyph 𓀀 in a note',
    })
    const pdf = await resumePdf()
    try {
      const text = flat(pdf.text())
      expect(text.startsWith('Zoë Łukasiewicz 山田太郎')).toBe(true)
      for (const written of [
        'Diplôme d’ingénieur – Génie logiciel',
        'جامعة القاهرة',
        'Ελληνικά και Русский',
        'Café ☕ 🚀 数据库 ❤️',
      ]) {
        expect(text).toContain(flat(written))
      }
      // The documented replacement (docs/resume-pdf.md): no shipped font has Egyptian hieroglyphs.
      expect(text).toContain('Hieroglyph � in a note')
      for (const font of pdf.fonts()) expect(font.embedded, font.name).toBe(true)
    } finally {
      pdf.remove()
    }
  })

  it('breaks 200 items of one section over pages: none overlaps, none is cut, none split', async () => {
    const section = (
      await owner('POST', '/api/sections', {
        name: 'Awards',
        address: 'awards',
        fields: [
          { kind: 'title', label: 'Award' },
          { kind: 'date', label: 'When' },
          { kind: 'text', label: 'Why' },
        ],
      })
    ).data as { _id: string }
    const titles = Array.from({ length: 200 }, (_, index) => `Award number ${index + 1}`)
    for (const [index, title] of titles.entries()) {
      await owner('POST', `/api/sections/${section._id}/items`, {
        title,
        date: { start: `${2000 + (index % 20)}-05` },
        // Some long enough to wrap over several lines.
        text: `${'For work that mattered to the people who used it. '.repeat(1 + (index % 5))}End of ${index + 1}.`,
      })
    }
    // The public résumé shows a section's first items and how many more (RESUME_BOUNDS)...
    const published = await resumePdf()
    try {
      const text = flat(published.text())
      expect(text).toContain(`Award number ${RESUME_SECTION_BOUND} ·`)
      expect(text).not.toContain(`Award number ${RESUME_SECTION_BOUND + 1} ·`)
      expect(text).toMatch(new RegExp(`${200 - RESUME_SECTION_BOUND} more: \\S+/awards`))
    } finally {
      published.remove()
    }
    // ...so a long section's breaking over pages is checked on the dashboard's whole list, drawn
    // as the server draws the résumé.
    const everything = (await owner('GET', '/api/resume/contents')).data as ResumeOutline
    const pdf = inspectPdf(
      Buffer.from(await renderResumePdf(everything, { paper: 'a4', date: new Date(0) })),
    )
    try {
      const pages = Number(pdf.info().Pages)
      expect(pages).toBeGreaterThan(5)
      const text = flat(pdf.text())
      const found = inOrder(text, ['Awards', ...titles])
      expect(found.filter(({ at }) => at < 0).map(({ part }) => part)).toEqual([])

      const size = pdf.info()['Page size']!
      const [width, height] = size
        .split(' ')
        .filter((part) => /^[\d.]+$/.test(part))
        .map(Number) as [number, number]
      const words = pdf.words()
      for (const word of words) {
        // Inside the page, clear of its edges: nothing cut.
        expect(word.x0, word.text).toBeGreaterThanOrEqual(36)
        expect(word.x1, word.text).toBeLessThanOrEqual(width - 36)
        expect(word.y0, word.text).toBeGreaterThanOrEqual(36)
        expect(word.y1, word.text).toBeLessThanOrEqual(height - 18)
      }
      // No two words on a page share any ink.
      for (let page = 1; page <= pages; page++) {
        const onPage = words.filter((word) => word.page === page)
        for (let i = 0; i < onPage.length; i++) {
          for (let j = i + 1; j < onPage.length; j++) {
            const [a, b] = [onPage[i]!, onPage[j]!]
            const overlap =
              Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > 0.5 &&
              Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) > 0.5
            expect(overlap, `"${a.text}" and "${b.text}" on page ${page}`).toBe(false)
          }
        }
      }
      // Each item starts and ends on one page; a heading never ends a page alone.
      const pageTexts = Array.from({ length: pages }, (_, index) => flat(pdf.text(index + 1)))
      titles.forEach((title, index) => {
        const start = pageTexts.findIndex(
          (page) => page.includes(`${title},`) || page.includes(`${title} `),
        )
        expect(start, title).toBeGreaterThanOrEqual(0)
        expect(pageTexts[start], title).toContain(`End of ${index + 1}.`)
      })
      const awardsPage = pageTexts.findIndex((page) => /(^| )Awards /.test(page))
      expect(pageTexts[awardsPage]).toMatch(/Awards Award number 1\b/)
    } finally {
      pdf.remove()
    }
  }, 120_000)
})

describe('a résumé in Arabic, read back letter for letter', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('reads every letter of /ar/resume.pdf as written, those that share a shape in the font too', async () => {
    const settings = (await t.app.inject({ method: 'GET', url: '/api/site/settings' })).json().data
    await asOwner(t, 'PUT', '/api/site/settings', {
      ...settings,
      // ث ب ت ن ي are one dotless shape in Noto Sans Arabic, told apart by dots drawn on top.
      displayName: 'ثابت بن يونس',
      languages: { default: 'en', additional: ['ar'] },
    })
    await asOwner(t, 'POST', '/api/edu/addedu', [
      {
        edu: 'بكالوريوس في علوم الحاسوب',
        clg: 'جامعة بيرزيت',
        year: '2015–2019',
        // Vowel signs, drawn above and below their letters.
        sts: 'تَخَرَّجَ بامتياز',
        link: '',
      },
    ])
    await asOwner(t, 'POST', '/api/exp/addexp', [
      {
        duration: '2020–2024',
        title: 'Lead engineer',
        company: 'شركة النيل للتقنية',
        techstack: 'TypeScript',
        description: 'Built the platform',
        link: '',
        doc: '',
      },
    ])
    const entry = (
      await asOwner<Array<{ _id: string; title: string }>>(t, 'GET', '/api/experience')
    ).find((one) => one.title === 'Lead engineer')
    await asOwner(t, 'PUT', `/api/translations/experience/${entry!._id}/ar`, {
      // لا is drawn as one joined shape; Persian and Urdu letters (پ ژ گ ی ٹ ے) share shapes too,
      // and Persian keeps کتاب‌ها's letters apart with a zero-width non-joiner.
      texts: { title: 'مهندس بلا حدود، پژوهشگر کتاب‌ها و ٹیکنالوجی والے' },
    })
    const response = await t.app.inject({ method: 'GET', url: '/ar/resume.pdf' })
    expect(response.statusCode).toBe(200)
    const pdf = inspectPdf(response.rawPayload)
    try {
      const text = flat(pdf.text())
      for (const written of [
        'ثابت بن يونس',
        'التعليم',
        'الخبرات',
        'بكالوريوس في علوم الحاسوب',
        'جامعة بيرزيت',
        'تَخَرَّجَ بامتياز',
        'شركة النيل للتقنية',
        'پژوهشگر کتاب\u200cها و ٹیکنالوجی والے',
      ]) {
        expect(text).toContain(flat(written))
      }
      // pdftotext reads the Arabic comma, which has no direction of its own, with the space after
      // it as a left-to-right stretch, so the space comes out before it: only the letters and
      // their order are compared across it.
      const unspaced = (written: string) => flat(written).replace(/ /g, '')
      expect(unspaced(text)).toContain(unspaced('مهندس بلا حدود، پژوهشگر'))
    } finally {
      pdf.remove()
    }
  })
})
