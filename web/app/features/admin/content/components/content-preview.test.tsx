import { screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { findPreview } from '@/features/admin/test/preview-queries.ts'
import {
  answer,
  fakeServer,
  renderWithSite,
  TEST_SITE,
} from '@/features/admin/test/render-with-router.tsx'
import { ContentManager } from './content-manager.tsx'

vi.mock('@/lib/toast/notify.ts', () => ({ notify: vi.fn(async () => {}) }))

const list = (data: object[]) => () => answer(200, { success: true, data })

const certificate = {
  _id: '7',
  title: 'Cloud Basics',
  desc: 'An introduction',
  date: '10-08-2023',
  platform: 'Coursera',
  label: 'Cloud',
  doc: 'https://example.com/c.pdf',
}

describe('the live preview beside a content form', () => {
  beforeEach(() => localStorage.setItem('token', 'token'))
  afterEach(() => vi.unstubAllGlobals())

  it("shows a new project's card and case study as typed, the Markdown rendered by the server", async () => {
    const server = fakeServer({
      'GET /api/projects': list([]),
      'POST /api/posts/render': ({ body }) =>
        answer(200, {
          success: true,
          data: {
            html: `<p>Rendered: ${(body as { body: string }).body}</p>`,
            words: 1,
            readingMinutes: 1,
          },
        }),
    })
    renderWithSite(<ContentManager typeKey="projects" />, TEST_SITE)
    await userEvent.click((await screen.findAllByRole('button', { name: 'New project' }))[0]!)
    const drawer = screen.getByRole('dialog', { name: 'New project' })
    const toggle = within(drawer).getByRole('button', { name: 'Site preview' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    // On a phone-sized screen the preview is behind the switch.
    expect(within(drawer).queryByTitle('Preview of your public site')).toBeNull()
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(
      within(drawer).getByRole('region', { name: 'Preview of your public site' }),
    ).toBeVisible()

    await userEvent.type(within(drawer).getByLabelText('Title'), 'Weather app')
    const preview = await findPreview()
    expect(await preview.findByRole('heading', { name: 'Weather app', level: 3 })).toBeVisible()
    expect(preview.queryByRole('article')).toBeNull()

    await userEvent.type(within(drawer).getByLabelText('Case study address'), 'weather')
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Case study' }), 'Why')
    expect(await preview.findByText('Rendered: Why')).toBeVisible()
    expect(preview.getByRole('heading', { name: 'Weather app', level: 1 })).toBeVisible()
    // Rendered once typing paused, not once per key (the Markdown field's own preview asks too).
    const rendered = server.sent
      .filter((request) => request.path === '/api/posts/render')
      .map((request) => (request.body as { body: string }).body)
    expect(rendered.filter((text) => text !== '' && text !== 'Why')).toEqual([])
  })

  it('edits a record and the preview follows, without its links going anywhere', async () => {
    fakeServer({ 'GET /api/certificates': list([certificate]) })
    renderWithSite(<ContentManager typeKey="certificates" />, TEST_SITE)
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Cloud Basics' }))
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }))
    const drawer = screen.getByRole('dialog', { name: 'Edit Cloud Basics' })
    await userEvent.click(within(drawer).getByRole('button', { name: 'Site preview' }))
    const preview = await findPreview()
    expect(preview.getByRole('heading', { name: 'Cloud Basics' })).toBeVisible()

    const title = within(drawer).getByLabelText('Title')
    await userEvent.clear(title)
    await userEvent.type(title, 'Cloud Practitioner')
    expect(await preview.findByRole('heading', { name: 'Cloud Practitioner' })).toBeVisible()
    expect(preview.queryByRole('heading', { name: 'Cloud Basics' })).toBeNull()
    // The label the update will send is the platform (the contract's quirk), as saved.
    expect(preview.getAllByText('Coursera')).toHaveLength(2)

    const link = preview.getByRole('link', { name: /Certificate/ })
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    link.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    expect(screen.getByRole('dialog', { name: 'Edit Cloud Basics' })).toBeVisible()
  })
})
