import { screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RecordTranslations, TranslationSummary } from '@contract/translations.ts'
import { ContentManager } from '@/features/admin/content/components/content-manager.tsx'
import { TranslationsForm } from './translations-form.tsx'
import {
  answer,
  fakeServer,
  renderWithRouter,
  renderWithSite,
  TEST_SITE,
} from '@/features/admin/test/render-with-router.tsx'

vi.mock('@/lib/toast/notify.ts', () => ({ notify: vi.fn(async () => {}) }))

const job = {
  _id: '4',
  duration: '2021-2024',
  title: 'Lead engineer',
  company: 'Acme',
  techstack: 'TypeScript',
  description: 'Built the platform',
  link: '',
  doc: '',
}

const field = (name: string, label: string, defaultText: string, text: string | null) => ({
  field: name,
  label,
  maxLength: name === 'title' ? 120 : 2000,
  markdown: false,
  list: false,
  defaultText,
  text,
  shownIn: text === null ? 'en' : 'de',
  updatedAt: null,
})

const translations = (german: string | null): RecordTranslations => ({
  type: 'experience',
  id: '4',
  defaultLanguage: 'en',
  languages: [
    {
      language: 'de',
      name: 'Deutsch',
      missing: german === null ? 2 : 1,
      fields: [
        field('title', 'Job title', job.title, german),
        field('description', 'Description', job.description, null),
      ],
    },
    {
      language: 'fr',
      name: 'Français',
      missing: 2,
      fields: [
        field('title', 'Job title', job.title, null),
        field('description', 'Description', job.description, null),
      ],
    },
  ],
})

const summary: TranslationSummary = {
  defaultLanguage: 'en',
  languages: [
    {
      language: 'de',
      name: 'Deutsch',
      translated: 0,
      translatable: 2,
      types: [
        {
          type: 'experience',
          title: 'Experience',
          translated: 0,
          translatable: 2,
          missing: { 4: 2 },
        },
      ],
    },
    {
      language: 'fr',
      name: 'Français',
      translated: 1,
      translatable: 2,
      types: [
        {
          type: 'experience',
          title: 'Experience',
          translated: 1,
          translatable: 2,
          missing: { 4: 1 },
        },
      ],
    },
  ],
}

const ok = (data: unknown) => () => answer(200, { success: true, data })
const site = {
  ...TEST_SITE,
  settings: { ...TEST_SITE.settings, languages: { default: 'en', additional: ['de', 'fr'] } },
}

describe('translating a record from its list', () => {
  beforeEach(() => localStorage.setItem('token', 'token'))
  afterEach(() => vi.unstubAllGlobals())

  it('says per row and for the page what is left to translate', async () => {
    fakeServer({
      'GET /api/experience': ok([job]),
      'GET /api/translations': ok(summary),
    })
    renderWithSite(<ContentManager typeKey="experience" />, site)
    const row = await screen.findByRole('article', { name: /Lead engineer/ })
    await expect.poll(() => row.textContent).toContain('To translate: 2 in Deutsch, 1 in Français')
    expect(screen.getByText(/^Translated:/)).toHaveTextContent(
      'Translated: Deutsch 0 of 2 · Français 1 of 2. Use Translate in a row’s menu.',
    )
  })

  it('shows each default text beside its translation, copies it on request and saves one language', async () => {
    const server = fakeServer({
      'GET /api/experience': ok([job]),
      'GET /api/translations': ok(summary),
      'GET /api/translations/experience/4': ok(translations(null)),
      'PUT /api/translations/experience/4/de': () =>
        answer(200, {
          success: true,
          data: translations('Lead engineer'),
          message: 'Translations Saved',
        }),
    })
    renderWithSite(<ContentManager typeKey="experience" />, site)
    await userEvent.click(await screen.findByRole('button', { name: /Actions for/ }))
    await userEvent.click(screen.getByRole('menuitem', { name: 'Translate' }))
    const drawer = await screen.findByRole('dialog', { name: /Translate/ })

    const languages = await within(drawer).findByRole('group', { name: 'Language' })
    expect(within(languages).getByRole('button', { name: 'Deutsch (2 missing)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    const title = await within(drawer).findByLabelText('Job title')
    expect(title).toHaveAttribute('lang', 'de')
    expect(title).toHaveAccessibleDescription(/^English \(shown until translated\): Lead engineer$/)
    expect(within(drawer).getByText('Lead engineer')).toHaveAttribute('lang', 'en')

    await userEvent.click(
      within(drawer).getByRole('button', { name: 'Copy the English text into Job title' }),
    )
    expect(title).toHaveValue('Lead engineer')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save Deutsch' }))
    expect(server.writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/translations/experience/4/de',
        body: { texts: { title: 'Lead engineer' } },
      },
    ])
    expect(screen.queryByRole('dialog', { name: /Translate/ })).toBeNull()
  })

  it('offers no Translate where the site has one language', async () => {
    fakeServer({ 'GET /api/experience': ok([job]) })
    renderWithRouter(<ContentManager typeKey="experience" />)
    await userEvent.click(await screen.findByRole('button', { name: /Actions for/ }))
    expect(screen.queryByRole('menuitem', { name: 'Translate' })).toBeNull()
  })
})

describe("translating a custom section item's tags", () => {
  beforeEach(() => localStorage.setItem('token', 'token'))
  afterEach(() => vi.unstubAllGlobals())

  it('asks for one line, the tags separated by commas, as the item form takes them', async () => {
    const tags = {
      ...field('tags', 'Tags', 'databases, search', null),
      maxLength: 840,
      list: true,
    }
    fakeServer({
      'GET /api/translations/section-item/9': ok({
        type: 'section-item',
        id: '9',
        defaultLanguage: 'en',
        languages: [{ language: 'de', name: 'Deutsch', missing: 1, fields: [tags] }],
      }),
    })
    renderWithSite(
      <TranslationsForm type="section-item" id="9" onDone={() => {}} onDirtyChange={() => {}} />,
      site,
    )
    const input = await screen.findByRole('textbox', { name: 'Tags' })
    expect(input.tagName).toBe('INPUT')
    expect(input).toHaveAccessibleDescription(
      'English (shown until translated): databases, search Separate them with commas.',
    )
  })
})

describe("translating a project's outcome figures and gallery", () => {
  beforeEach(() => localStorage.setItem('token', 'token'))
  afterEach(() => vi.unstubAllGlobals())

  const entry = (
    name: string,
    entryName: string,
    label: string,
    defaultText: string,
    maxLength: number,
  ) => ({
    ...field(name, `${entryName}: ${label}`, defaultText, null),
    maxLength,
    entry: { name: entryName, label },
  })

  it('groups each entry’s texts under its name, labels them in words and saves them by entry', async () => {
    const server = fakeServer({
      'GET /api/translations/project/3': ok({
        type: 'project',
        id: '3',
        defaultLanguage: 'en',
        languages: [
          {
            language: 'de',
            name: 'Deutsch',
            missing: 5,
            fields: [
              field('title', 'Title', 'Checkout', null),
              entry('outcomes.abc.value', 'Outcome figure 1', 'Figure value', '40%', 12),
              entry('outcomes.abc.label', 'Outcome figure 1', 'Figure label', 'faster', 60),
              entry('gallery.x1.alt', 'Gallery image 1', 'Alt text', 'A board', 200),
              entry('gallery.x1.caption', 'Gallery image 1', 'Caption', 'The board', 200),
            ],
          },
        ],
      }),
      'PUT /api/translations/project/3/de': () =>
        answer(200, { success: true, data: null, message: 'Translations Saved' }),
    })
    renderWithSite(
      <TranslationsForm type="project" id="3" onDone={() => {}} onDirtyChange={() => {}} />,
      site,
    )
    const figure = await screen.findByRole('group', { name: 'Outcome figure 1' })
    const label = within(figure).getByRole('textbox', { name: 'Figure label' })
    expect(label).toHaveAccessibleDescription('English (shown until translated): faster')
    expect(within(figure).getAllByRole('textbox')).toHaveLength(2)
    const gallery = screen.getByRole('group', { name: 'Gallery image 1' })
    expect(
      within(gallery)
        .getAllByRole('textbox')
        .map((box) => box.getAttribute('maxlength')),
    ).toEqual(['200', '200'])
    // No wire name is shown to the owner.
    expect(document.body.textContent).not.toMatch(/outcomes\.|gallery\./)

    await userEvent.type(label, 'schnellerer Checkout')
    await userEvent.click(
      within(gallery).getByRole('button', {
        name: 'Copy the English text into Gallery image 1: Caption',
      }),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Save Deutsch' }))
    expect(server.writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/translations/project/3/de',
        body: {
          texts: {
            'outcomes.abc.label': 'schnellerer Checkout',
            'gallery.x1.caption': 'The board',
          },
        },
      },
    ])
  })
})

describe("translating a case study's Markdown", () => {
  /** What the upload sent, as the server would read it. */
  const uploads: { method: string; path: string; form: FormData }[] = []

  /** XMLHttpRequest as the upload uses it (fetch reports no progress): answers an address. */
  class FakeUpload {
    status = 0
    responseText = ''
    upload: { onprogress?: (event: ProgressEvent) => void } = {}
    onload?: () => void
    onerror?: () => void
    private method = ''
    private path = ''
    open(method: string, path: string) {
      this.method = method
      this.path = path
    }
    setRequestHeader() {}
    send(form: FormData) {
      uploads.push({ method: this.method, path: this.path, form })
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent)
        this.status = 200
        this.responseText = JSON.stringify({
          success: true,
          data: { url: '/media/abc.webp', width: 20, height: 12 },
          message: 'Image Uploaded Successfully',
        })
        this.onload?.()
      })
    }
  }

  beforeEach(() => {
    localStorage.setItem('token', 'token')
    // The editor opens on its text alone: no preview is asked for until the owner wants one.
    localStorage.setItem('post-editor-mode', 'write')
    uploads.length = 0
    vi.stubGlobal('XMLHttpRequest', FakeUpload)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.removeItem('post-editor-mode')
  })

  const body = (type: string) => ({
    type,
    id: '3',
    defaultLanguage: 'en',
    languages: [
      {
        language: 'de',
        name: 'Deutsch',
        missing: 1,
        fields: [
          {
            ...field('body', 'Case study', 'How we built it.', null),
            maxLength: 20000,
            markdown: true,
          },
        ],
      },
    ],
  })

  it("is written in the Markdown editor beside the default text, its images uploaded through the project's own upload and saved with the text", async () => {
    const server = fakeServer({
      'GET /api/translations/project/3': ok(body('project')),
      'PUT /api/translations/project/3/de': () =>
        answer(200, { success: true, data: null, message: 'Translations Saved' }),
    })
    renderWithSite(
      <TranslationsForm type="project" id="3" onDone={() => {}} onDirtyChange={() => {}} />,
      site,
    )
    const text = await screen.findByRole('textbox', { name: 'Case study' })
    expect(text).toHaveAttribute('lang', 'de')
    expect(text).toHaveAttribute('maxlength', '20000')
    expect(text).toHaveAccessibleDescription('English (shown until translated): How we built it.')
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument()

    await userEvent.click(
      screen.getByRole('button', { name: 'Copy the English text into Case study' }),
    )
    expect(text).toHaveValue('How we built it.')
    await userEvent.type(text, ' ')
    const picture = new File(['png'], 'Die Tafel.png', { type: 'image/png' })
    await userEvent.upload(screen.getByLabelText('Insert images'), picture)
    await vi.waitFor(() =>
      expect(text).toHaveValue('How we built it. ![Die Tafel](/media/abc.webp)\n'),
    )
    expect(uploads.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/projects/images',
    ])
    expect(uploads[0]!.form.get('project')).toBe('3')
    expect(uploads[0]!.form.get('image')).toBe(picture)

    await userEvent.click(screen.getByRole('button', { name: 'Save Deutsch' }))
    expect(server.writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/translations/project/3/de',
        body: { texts: { body: 'How we built it. ![Die Tafel](/media/abc.webp)\n' } },
      },
    ])
  })

  it("uploads a page's images through the page's own upload", async () => {
    fakeServer({ 'GET /api/translations/page/3': ok(body('page')) })
    renderWithSite(
      <TranslationsForm type="page" id="3" onDone={() => {}} onDirtyChange={() => {}} />,
      site,
    )
    await screen.findByRole('textbox', { name: 'Case study' })
    const picture = new File(['png'], 'desk.png', { type: 'image/png' })
    await userEvent.upload(screen.getByLabelText('Insert images'), picture)
    await vi.waitFor(() => expect(uploads).toHaveLength(1))
    expect(uploads[0]!.path).toBe('/api/pages/images')
    expect(uploads[0]!.form.get('page')).toBe('3')
  })

  it('offers no image upload where the kind declares none, and shows the preview in the language written', async () => {
    fakeServer({
      'GET /api/translations/experience/3': ok(body('experience')),
      'POST /api/posts/render': () =>
        answer(200, { success: true, data: { html: '<p>Wie</p>', words: 1, readingMinutes: 1 } }),
    })
    renderWithSite(
      <TranslationsForm type="experience" id="3" onDone={() => {}} onDirtyChange={() => {}} />,
      site,
    )
    const text = await screen.findByRole('textbox', { name: 'Case study' })
    expect(screen.queryByRole('button', { name: 'Image…' })).toBeNull()
    expect(screen.queryByLabelText('Insert images')).toBeNull()
    await userEvent.type(text, 'Wie')
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }))
    const preview = screen.getByRole('region', { name: 'Preview' })
    await vi.waitFor(() => expect(preview).toHaveTextContent('Wie'))
    expect(within(preview).getByText('Wie').closest('[lang]')).toHaveAttribute('lang', 'de')
  })
})
