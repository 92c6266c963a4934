import { screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Project } from '@contract/project.ts'
import { notify } from '@/lib/toast/notify.ts'
import { answer, fakeServer, renderWithRouter } from '@/features/admin/test/render-with-router.tsx'
import { ContentManager } from './content-manager.tsx'

vi.mock('@/lib/toast/notify.ts', () => ({ notify: vi.fn(async () => {}) }))

const stored = `/media/${'a'.repeat(64)}.webp`
const added = `/media/${'b'.repeat(64)}.webp`

const project: Project = {
  _id: '1',
  title: 'Task Board',
  desc: 'A board',
  tools: 'React',
  links: { github: '', live: '' },
  image: `/media/${'c'.repeat(64)}.webp`,
  slug: 'task-board',
  body: 'A case study.',
  featured: false,
  role: 'Lead engineer',
  team: '',
  timeline: 'Mar–Jun 2025',
  outcomes: [{ value: '40%', label: 'faster checkout' }],
  gallery: [{ image: stored, alt: 'The board', caption: '' }],
}

/** The live preview renders the case study's Markdown. */
const rendered = () =>
  answer(200, {
    success: true,
    data: { html: '<p>A case study.</p>', words: 3, readingMinutes: 1 },
  })

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'card.png', { type: 'image/png' })

async function openEdit() {
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Task Board' }))
  await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }))
  return screen.getByRole('dialog', { name: 'Edit Task Board' })
}

describe("a project's case study in its form", () => {
  beforeEach(() => localStorage.setItem('token', 'token'))
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.mocked(notify).mockClear()
  })

  it('groups the case study’s fields, with its figures and gallery as they are stored', async () => {
    fakeServer({
      'GET /api/projects': () => answer(200, { success: true, data: [project] }),
      'POST /api/posts/render': rendered,
    })
    renderWithRouter(<ContentManager typeKey="projects" />)
    const drawer = await openEdit()
    const group = within(drawer).getByRole('group', { name: 'Case study page' })
    expect(within(group).getByLabelText('Role')).toHaveValue('Lead engineer')
    expect(within(group).getByLabelText('Timeline')).toHaveValue('Mar–Jun 2025')
    expect(within(group).getByLabelText('Figure 1 Value')).toHaveValue('40%')
    expect(within(group).getByLabelText('Figure 1 Label')).toHaveValue('faster checkout')
    expect(within(group).getByLabelText('Picture 1 Alt text')).toHaveValue('The board')
    expect(within(group).getByLabelText('Picture 1 Alt text')).toBeRequired()
    expect(within(group).getByRole('button', { name: 'Remove picture 1' })).toBeVisible()
  })

  it('says in words what a figure or a picture lacks, sends nothing, then saves them all', async () => {
    const server = fakeServer({
      'GET /api/projects': () => answer(200, { success: true, data: [project] }),
      'POST /api/posts/render': rendered,
    })
    renderWithRouter(<ContentManager typeKey="projects" />)
    const drawer = await openEdit()
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add a figure' }))
    const value = within(drawer).getByLabelText('Figure 2 Value')
    expect(value).toHaveFocus()
    await userEvent.type(value, '2.1 s')
    await userEvent.upload(within(drawer).getByLabelText('Add pictures'), png())
    const alt = await within(drawer).findByLabelText('Picture 2 Alt text')
    await vi.waitFor(() => expect(alt).toHaveFocus())

    await userEvent.click(within(drawer).getByRole('button', { name: 'Update' }))
    expect(await within(drawer).findByText('Figure label is required')).toBeVisible()
    expect(within(drawer).getByText('Alt text is required')).toBeVisible()
    const label = within(drawer).getByLabelText('Figure 2 Label')
    await vi.waitFor(() => expect(label).toHaveFocus())
    expect(label).toHaveAccessibleDescription('Figure label is required')
    expect(server.writes().filter((write) => write.path !== '/api/posts/render')).toEqual([])

    await userEvent.type(label, 'first load')
    await userEvent.type(alt, 'An opened card')
    // The new picture goes first.
    await userEvent.click(within(drawer).getByRole('button', { name: 'Move picture 2 up' }))

    const saved = {
      ...project,
      outcomes: [...project.outcomes, { value: '2.1 s', label: 'first load' }],
    }
    const withNew = [...project.gallery, { image: added, alt: 'An opened card', caption: '' }]
    server.answers['PUT /api/projects/1'] = () =>
      answer(200, { success: true, updatedData: saved, message: 'Project Updated Successfully' })
    server.answers['POST /api/projects/1/gallery'] = () =>
      answer(200, { success: true, data: { ...saved, gallery: withNew }, message: 'Image Added' })
    server.answers['PUT /api/projects/1/gallery'] = ({ body }) =>
      answer(200, {
        success: true,
        data: { ...saved, gallery: (body as { images: object[] }).images },
        message: 'Gallery Updated Successfully',
      })
    await userEvent.click(within(drawer).getByRole('button', { name: 'Update' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const writes = () => server.writes().filter((write) => write.path !== '/api/posts/render')
    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/projects/1',
        body: expect.objectContaining({ role: 'Lead engineer', outcomes: saved.outcomes }),
      },
      { method: 'POST', path: '/api/projects/1/gallery', body: undefined },
      {
        method: 'PUT',
        path: '/api/projects/1/gallery',
        body: {
          images: [
            { image: added, alt: 'An opened card', caption: '' },
            { image: stored, alt: 'The board', caption: '' },
          ],
        },
      },
    ])

    // Undo goes back to the version before the first of the three writes.
    const revisions = ['13', '12', '11', '10'].map((id) => ({ _id: id }))
    server.answers['GET /api/revisions?type=project&id=1'] = () =>
      answer(200, { success: true, data: revisions })
    server.answers['POST /api/revisions/10/restore'] = () =>
      answer(200, { success: true, message: 'Restored' })
    const toast = vi
      .mocked(notify)
      .mock.calls.find(([, message]) => message === 'Project Updated Successfully')
    await (toast![2] as { undo: () => Promise<void> }).undo()
    expect(writes().at(-1)).toEqual({
      method: 'POST',
      path: '/api/revisions/10/restore',
      body: undefined,
    })
  })

  it('takes at most four figures, and leaves out files that are not images, saying so', async () => {
    fakeServer({
      'GET /api/projects': () => answer(200, { success: true, data: [project] }),
      'POST /api/posts/render': rendered,
    })
    renderWithRouter(<ContentManager typeKey="projects" />)
    const drawer = await openEdit()
    const add = within(drawer).getByRole('button', { name: 'Add a figure' })
    for (let count = 1; count < 4; count += 1) await userEvent.click(add)
    expect(within(drawer).getByLabelText('Figure 4 Value')).toBeVisible()
    expect(add).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(add)
    expect(within(drawer).queryByLabelText('Figure 5 Value')).toBeNull()

    const text = new File(['words'], 'notes.txt', { type: 'text/plain' })
    await userEvent.upload(within(drawer).getByLabelText('Add pictures'), [text, png()], {
      applyAccept: false,
    })
    expect(
      await within(drawer).findByText('Only images go in the gallery: 1 file was left out'),
    ).toBeVisible()
    expect(within(drawer).getByLabelText('Picture 2 Alt text')).toBeVisible()
  })
})
