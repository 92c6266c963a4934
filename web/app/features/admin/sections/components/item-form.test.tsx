import { screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SectionItem } from '@contract/section.ts'
import { notify } from '@/lib/toast/notify.ts'
import { answer, fakeServer, renderWithRouter } from '@/features/admin/test/render-with-router.tsx'
import { sectionReads, TALKS, talk } from '../test/fixtures.ts'
import { SectionItemsManager } from './section-items-manager.tsx'

vi.mock('@/lib/toast/notify.ts', () => ({ notify: vi.fn(async () => {}) }))

const ITEMS = 'POST /api/sections/4/items'

async function openNewItem() {
  await userEvent.click((await screen.findAllByRole('button', { name: 'New item' }))[0]!)
  return screen.getByRole('dialog', { name: 'New item' })
}

/** The form's own fields, by their labels, in the order it shows them. */
function labelsIn(drawer: HTMLElement) {
  return [...drawer.querySelectorAll('.admin-drawer-fields > :is(.admin-field, fieldset, div)')]
    .map((part) =>
      part.matches('fieldset')
        ? part.querySelector('legend')?.textContent
        : part.querySelector('label, .admin-field-label')?.textContent,
    )
    .filter(Boolean)
}

const added = (body: unknown, id = '9') =>
  answer(200, {
    success: true,
    data: { ...(body as object), _id: id, section: '4', position: 1, updatedAt: '' },
    message: 'Item Added Successfully',
  })

describe('a custom section’s items and their form', () => {
  beforeEach(() => localStorage.setItem('token', 'token'))
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.mocked(notify).mockClear()
  })

  it("draws the form from the section's fields, in its order and its words", async () => {
    fakeServer(sectionReads([TALKS]))
    renderWithRouter(<SectionItemsManager sectionId="4" />)
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Talks')
    expect(await screen.findByRole('heading', { name: 'Nothing in Talks yet' })).toBeVisible()
    const drawer = await openNewItem()
    expect(labelsIn(drawer)).toEqual(['Talk', 'Event', 'Period', 'Slides', 'Image'])
    // Kinds the section does not have are not asked for.
    expect(within(drawer).queryByLabelText(/Place|Tags/)).toBeNull()
    // A new link is named as its field is, until the owner says otherwise.
    const slides = within(drawer).getByRole('group', { name: 'Slides' })
    expect(within(slides).getByLabelText('Its text')).toHaveValue('Slides')
    // A day needs its month first.
    expect(within(drawer).getByLabelText('Start Day')).toBeDisabled()
  })

  it('adds a talk with an event, a period to the present and its slides', async () => {
    const server = fakeServer({ ...sectionReads([TALKS]), [ITEMS]: ({ body }) => added(body) })
    renderWithRouter(<SectionItemsManager sectionId="4" />)
    const drawer = await openNewItem()
    await userEvent.type(within(drawer).getByLabelText('Talk'), 'Scaling reads')
    await userEvent.type(within(drawer).getByLabelText('Event'), 'NodeConf EU')
    await userEvent.type(within(drawer).getByLabelText('Start Year'), '2024')
    await userEvent.selectOptions(within(drawer).getByLabelText('Start Month'), 'May')
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Present: still going on' }))
    await userEvent.type(
      within(drawer).getByLabelText('Web address'),
      'https://example.com/slides.pdf',
    )
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add item' }))

    const row = await screen.findByRole('article', { name: 'Scaling reads' })
    expect(row).toHaveTextContent('NodeConf EU · May 2024 – present')
    expect(server.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/sections/4/items',
        body: {
          title: 'Scaling reads',
          subtitle: 'NodeConf EU',
          date: { start: '2024-05', end: 'present' },
          link: { url: 'https://example.com/slides.pdf', label: 'Slides' },
        },
      },
    ])
    expect(notify).toHaveBeenCalledWith('success', 'Item Added Successfully', {
      undo: expect.any(Function),
    })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('says what is wrong in the section’s words, beside each field and at the top', async () => {
    const server = fakeServer(sectionReads([TALKS]))
    renderWithRouter(<SectionItemsManager sectionId="4" />)
    const drawer = await openNewItem()
    await userEvent.type(within(drawer).getByLabelText('Start Year'), '2024')
    await userEvent.click(within(drawer).getByRole('radio', { name: 'An end date' }))
    await userEvent.type(within(drawer).getByLabelText('End Year'), '2023')
    await userEvent.type(within(drawer).getByLabelText('Web address'), 'example.com/slides')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add item' }))

    const summary = within(drawer).getByRole('group', { name: '3 things to put right' })
    expect(summary).toHaveFocus()
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Talk is required',
      'A period ends after it starts',
      'Slides must be a web address starting with https://',
    ])
    expect(within(drawer).getByLabelText('Talk')).toHaveAccessibleDescription('Talk is required')
    expect(within(drawer).getByLabelText('Web address')).toBeInvalid()
    await userEvent.click(within(summary).getByRole('button', { name: 'Talk is required' }))
    expect(within(drawer).getByLabelText('Talk')).toHaveFocus()
    // Put right, its message goes.
    await userEvent.type(within(drawer).getByLabelText('Talk'), 'Scaling reads')
    expect(within(drawer).queryByLabelText('Talk')).toHaveAccessibleDescription('')
    expect(server.writes()).toEqual([])
  })

  it("puts the server's refusal beside its field, or at the top when it is the section's", async () => {
    const server = fakeServer({
      ...sectionReads([TALKS]),
      [ITEMS]: () =>
        answer(400, {
          success: false,
          message: 'Start is a year, a month or a day, like 2024, 2024-05 or 2024-05-17',
        }),
    })
    renderWithRouter(<SectionItemsManager sectionId="4" />)
    const drawer = await openNewItem()
    await userEvent.type(within(drawer).getByLabelText('Talk'), 'Scaling reads')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add item' }))
    const period = within(drawer).getByRole('group', { name: 'Period' })
    expect(await within(period).findByText(/^Start is a year/)).toHaveClass('field-error')
    expect(within(period).getByLabelText('Start Year')).toBeInvalid()

    const full = 'The section “Talks” has at most 200 items: delete one before adding another'
    server.answers[ITEMS] = () => answer(400, { success: false, message: full })
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add item' }))
    const summary = await within(drawer).findByRole('group', { name: 'One thing to put right' })
    expect(summary).toHaveTextContent(full)
    expect(notify).toHaveBeenCalledWith('error', full)
    expect(drawer).toBeVisible()
  })

  it('edits an item: its values as saved, only the section’s fields sent', async () => {
    const saved: SectionItem = talk('1', 'Scaling reads', {
      subtitle: 'NodeConf',
      date: { start: '2023-09-14', end: '2024' },
      link: { url: 'https://example.com/s', label: 'Deck' },
      image: '/media/abc.webp',
    })
    const server = fakeServer(sectionReads([TALKS], { '4': [saved] }))
    renderWithRouter(<SectionItemsManager sectionId="4" />)
    const row = await screen.findByRole('article', { name: 'Scaling reads' })
    expect(row).toHaveTextContent('NodeConf · 14 September 2023 – 2024')
    expect(within(row).getByRole('presentation')).toHaveAttribute('src', '/media/abc.webp')
    await userEvent.click(within(row).getByRole('button', { name: 'Scaling reads (edit)' }))
    const drawer = screen.getByRole('dialog', { name: 'Edit Scaling reads' })
    expect(within(drawer).getByLabelText('Start Month')).toHaveDisplayValue('September')
    expect(within(drawer).getByLabelText('Start Day')).toHaveDisplayValue('14')
    expect(within(drawer).getByLabelText('End Year')).toHaveValue('2024')
    expect(within(drawer).getByLabelText('Its text')).toHaveValue('Deck')
    expect(within(drawer).getByRole('img', { name: 'Preview of image' })).toHaveAttribute(
      'src',
      '/media/abc.webp',
    )

    await userEvent.click(within(drawer).getByRole('radio', { name: 'None: a single date' }))
    server.answers['PUT /api/sections/4/items/1'] = ({ body }) =>
      answer(200, {
        success: true,
        data: { ...saved, ...(body as object) },
        message: 'Item Updated Successfully',
      })
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save item' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(server.writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/sections/4/items/1',
        body: {
          title: 'Scaling reads',
          subtitle: 'NodeConf',
          date: { start: '2023-09-14' },
          link: { url: 'https://example.com/s', label: 'Deck' },
        },
      },
    ])
  })

  it('shows tags as the chips they become, and sends them as a list', async () => {
    const awards = {
      ...TALKS,
      _id: '5',
      name: 'Awards',
      address: 'awards',
      fields: [
        { kind: 'title' as const, label: 'Award' },
        { kind: 'tags' as const, label: 'Topics' },
      ],
    }
    const server = fakeServer({
      ...sectionReads([awards]),
      'POST /api/sections/5/items': ({ body }) => added(body),
    })
    renderWithRouter(<SectionItemsManager sectionId="5" />)
    const drawer = await openNewItem()
    await userEvent.type(within(drawer).getByLabelText('Award'), 'Best talk')
    await userEvent.type(within(drawer).getByLabelText('Topics'), 'SQL, , Node ,')
    const chips = within(drawer).getByRole('list', { name: 'Topics as they will show' })
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['SQL', 'Node'])
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add item' }))
    await vi.waitFor(() => expect(server.writes()).toHaveLength(1))
    expect(server.writes()[0]!.body).toEqual({ title: 'Best talk', tags: ['SQL', 'Node'] })
  })

  it('reorders items with a row’s menu, and a section that is gone says where to look', async () => {
    const server = fakeServer({
      ...sectionReads([TALKS], { '4': [talk('1', 'First'), talk('2', 'Second')] }),
      'PUT /api/sections/4/items/order': () =>
        answer(200, {
          success: true,
          data: [talk('2', 'Second'), talk('1', 'First')],
          message: 'Order Updated Successfully',
        }),
    })
    const { unmount } = renderWithRouter(<SectionItemsManager sectionId="4" />)
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Second' }))
    await userEvent.click(screen.getByRole('menuitem', { name: 'Move up' }))
    await vi.waitFor(() =>
      expect(screen.getAllByRole('article').map((row) => row.getAttribute('aria-label'))).toEqual([
        'Second',
        'First',
      ]),
    )
    expect(server.writes()).toEqual([
      { method: 'PUT', path: '/api/sections/4/items/order', body: { ids: ['2', '1'] } },
    ])
    unmount()

    renderWithRouter(<SectionItemsManager sectionId="77" />)
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Section not found')
    expect(screen.getByRole('link', { name: 'Open the trash' })).toHaveAttribute(
      'href',
      '/dashboard/trash',
    )
  })

  it("names an item's changes in its history with the section's labels", async () => {
    const now = talk('1', 'Scaling reads', { subtitle: 'NodeConf EU' })
    // History keeps every stored value, one of a field the section has since lost too.
    const stored = { ...now, place: 'Dublin' }
    const version = (id: string, data: object) => ({
      _id: id,
      at: '2026-11-26T10:00:00Z',
      action: 'update',
      summary: 'Saved',
      data,
    })
    fakeServer({
      ...sectionReads([TALKS], { '4': [now] }),
      'GET /api/revisions?type=section-item&id=1': () =>
        answer(200, {
          success: true,
          data: [version('2', stored), version('1', { ...stored, subtitle: 'NodeConf' })],
        }),
    })
    renderWithRouter(<SectionItemsManager sectionId="4" />)
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Scaling reads' }))
    await userEvent.click(screen.getByRole('menuitem', { name: 'History' }))
    const dialog = screen.getByRole('dialog', { name: 'History of Scaling reads' })
    const versions = await within(dialog).findByRole('list', { name: 'Versions, newest first' })
    expect(within(versions).getAllByRole('button')[0]).toHaveTextContent('Changed event')
    await userEvent.click(within(versions).getAllByRole('button')[1]!)
    expect(within(dialog).getByRole('rowheader', { name: 'Event' })).toBeVisible()
    // A value kept for a field the section no longer has says so.
    expect(
      within(dialog).getByRole('rowheader', { name: 'Place (not in the section now)' }),
    ).toBeVisible()
  })
})
