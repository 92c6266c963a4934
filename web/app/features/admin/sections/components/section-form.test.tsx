import { screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { notify } from '@/lib/toast/notify.ts'
import { answer, fakeServer, renderWithRouter } from '@/features/admin/test/render-with-router.tsx'
import { sectionReads, TALKS, talk } from '../test/fixtures.ts'
import { SectionsManager } from './sections-manager.tsx'

vi.mock('@/lib/toast/notify.ts', () => ({ notify: vi.fn(async () => {}) }))

async function openNewSection() {
  await userEvent.click((await screen.findAllByRole('button', { name: 'New section' }))[0]!)
  return screen.getByRole('dialog', { name: 'New section' })
}

async function openEdit(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }))
  await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }))
  return screen.getByRole('dialog', { name: `Edit ${name}` })
}

/** The name inputs of the fields, in the form's order: "Title field: Talk", … */
const fieldRows = (drawer: HTMLElement) =>
  within(within(drawer).getByRole('group', { name: 'Fields of its items' }))
    .getAllByRole('textbox')
    .map(
      (input) => `${input.getAttribute('data-field-kind')}: ${(input as HTMLInputElement).value}`,
    )

describe('the sections page and a section’s definition', () => {
  beforeEach(() => localStorage.setItem('token', 'token'))
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.mocked(notify).mockClear()
  })

  it('says what a section is when there is none, and its button opens the form', async () => {
    fakeServer(sectionReads([]))
    renderWithRouter(<SectionsManager />)
    const empty = await screen.findByRole('heading', { name: 'No sections of your own yet' })
    const card = empty.closest('.admin-empty') as HTMLElement
    expect(card).toHaveTextContent(/A section is a list of your own .* Talks, Awards, Open source/)
    await userEvent.click(within(card).getByRole('button', { name: 'New section' }))
    const drawer = screen.getByRole('dialog', { name: 'New section' })
    expect(within(drawer).getByLabelText('Name')).toBeVisible()
    // The title is there from the start, and first.
    expect(fieldRows(drawer)).toEqual(['title: Title'])
  })

  it('creates Talks: the address follows the name, fields chosen, named and ordered', async () => {
    const server = fakeServer(sectionReads([]))
    renderWithRouter(<SectionsManager />)
    const drawer = await openNewSection()
    await userEvent.type(within(drawer).getByLabelText('Name'), 'Talks & Panels')
    const address = within(drawer).getByLabelText('Address')
    expect(address).toHaveValue('talks-panels')
    expect(address).toHaveAccessibleDescription('Its page: /talks-panels')
    // Typed by the owner, the address stops following the name.
    await userEvent.clear(address)
    await userEvent.type(address, 'talks')
    await userEvent.type(within(drawer).getByLabelText('Name'), '!')
    expect(address).toHaveValue('talks')

    await userEvent.click(within(drawer).getByRole('radio', { name: 'Speech bubble' }))
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Cards with an image' }))
    expect(within(drawer).getByText(/^Cards are led by an image/)).toHaveTextContent(
      'Cards are led by an image: add the Image field below, or the cards show the title alone.',
    )
    const add = within(drawer).getByRole('group', { name: 'Add a field' })
    for (const kind of ['Subtitle', 'Date or period', 'Link', 'Image']) {
      await userEvent.click(within(add).getByRole('button', { name: `Add ${kind}` }))
    }
    // Added, a field's name takes the focus.
    expect(within(drawer).getByLabelText('Image field')).toHaveFocus()
    for (const [kind, label] of [
      ['Subtitle', 'Event'],
      ['Date or period', 'Period'],
      ['Link', 'Slides'],
    ]) {
      const input = within(drawer).getByLabelText(`${kind} field`)
      await userEvent.clear(input)
      await userEvent.type(input, label!)
    }
    // The image before the link, with its arrow.
    await userEvent.click(within(drawer).getByRole('button', { name: 'Move the Image field up' }))
    expect(fieldRows(drawer)).toEqual([
      'title: Title',
      'subtitle: Event',
      'date: Period',
      'image: Image',
      'link: Slides',
    ])
    expect(within(drawer).queryByText(/Cards are led by an image/)).toBeNull()

    server.answers['POST /api/sections'] = ({ body }) =>
      answer(200, {
        success: true,
        data: { ...TALKS, ...(body as object) },
        message: 'Section Added Successfully',
      })
    // The list counts its items.
    server.answers['GET /api/sections/talks'] = () =>
      answer(200, { success: true, data: { section: TALKS, items: [] } })
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add section' }))
    expect(await screen.findByRole('article', { name: 'Talks & Panels!' })).toHaveTextContent(
      '/talks · Cards with an image · No items yet',
    )
    expect(server.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/sections',
        body: {
          name: 'Talks & Panels!',
          address: 'talks',
          intro: '',
          icon: 'message-circle',
          layout: 'cards',
          resumeList: null,
          fields: [
            { kind: 'title', label: 'Title' },
            { kind: 'subtitle', label: 'Event' },
            { kind: 'date', label: 'Period' },
            { kind: 'image', label: 'Image' },
            { kind: 'link', label: 'Slides' },
          ],
        },
      },
    ])
    expect(notify).toHaveBeenCalledWith('success', 'Section Added Successfully', {
      undo: expect.any(Function),
    })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('says what is wrong at the top and beside each field, and sends nothing', async () => {
    const server = fakeServer(sectionReads([]))
    renderWithRouter(<SectionsManager />)
    const drawer = await openNewSection()
    await userEvent.type(within(drawer).getByLabelText('Address'), 'My Talks')
    await userEvent.clear(within(drawer).getByLabelText('Title field'))
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add section' }))

    const summary = within(drawer).getByRole('group', { name: '3 things to put right' })
    expect(summary).toHaveFocus()
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'A section needs a name, like Talks',
      'Lowercase letters, digits and hyphens, like talks or open-source',
      'The Title field needs a name, like “Title”',
    ])
    expect(within(drawer).getByLabelText('Name')).toHaveAccessibleDescription(
      expect.stringContaining('A section needs a name, like Talks'),
    )
    // An entry of the summary takes the owner to its field.
    await userEvent.click(within(summary).getByRole('button', { name: /^Lowercase letters/ }))
    expect(within(drawer).getByLabelText('Address')).toHaveFocus()
    expect(server.writes()).toEqual([])
  })

  it("shows the server's refusal of an address beside the address, in its words", async () => {
    const taken = 'The address /uses is already used by the page “Uses”: choose another'
    fakeServer({
      ...sectionReads([]),
      'POST /api/sections': () => answer(400, { success: false, message: taken }),
    })
    renderWithRouter(<SectionsManager />)
    const drawer = await openNewSection()
    await userEvent.type(within(drawer).getByLabelText('Name'), 'Uses')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add section' }))
    const address = within(drawer).getByLabelText('Address')
    await vi.waitFor(() => expect(address).toBeInvalid())
    expect(address).toHaveAccessibleDescription(expect.stringContaining(taken))
    expect(within(drawer).getByRole('group', { name: 'One thing to put right' })).toHaveFocus()
    expect(notify).toHaveBeenCalledWith('error', taken)
    // The form stays, with what was typed.
    expect(within(drawer).getByLabelText('Name')).toHaveValue('Uses')
  })

  it('says in words that a removed field keeps its values, hidden, and how many', async () => {
    const items = {
      '4': [
        talk('1', 'Scaling reads', { subtitle: 'NodeConf' }),
        talk('2', 'Kysely in practice', { subtitle: 'JSNation' }),
        talk('3', 'Untitled'),
      ],
    }
    const server = fakeServer(sectionReads([TALKS], items))
    renderWithRouter(<SectionsManager />)
    expect(await screen.findByRole('article', { name: 'Talks' })).toHaveTextContent(
      '/talks · Cards with an image · 3 items',
    )
    const drawer = await openEdit('Talks')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Remove the Subtitle field' }))
    expect(within(drawer).getByRole('button', { name: 'Add Subtitle' })).toHaveFocus()
    const said = within(drawer).getByText(/hold a value in/)
    expect(said.closest('[role="status"]')).not.toBeNull()
    expect(said).toHaveTextContent(
      '2 items hold a value in “Event”. Once you save, they are kept out of sight, not deleted: add a Subtitle field again and they come back.',
    )
    // Back again, nothing is hidden.
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add Subtitle' }))
    expect(within(drawer).queryByText(/hold a value in/)).toBeNull()
    await userEvent.click(within(drawer).getByRole('button', { name: 'Remove the Subtitle field' }))

    server.answers['PUT /api/sections/4'] = ({ body }) =>
      answer(200, {
        success: true,
        data: { ...TALKS, ...(body as object) },
        message: 'Section Updated Successfully',
      })
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save section' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const sent = server.writes()[0]!.body as { fields: { kind: string }[] }
    expect(sent.fields.map((field) => field.kind)).toEqual(['title', 'date', 'link', 'image'])
  })

  it('deletes a section with its items, saying so first', async () => {
    const server = fakeServer(sectionReads([TALKS], { '4': [talk('1', 'One'), talk('2', 'Two')] }))
    renderWithRouter(<SectionsManager />)
    await screen.findByText(/2 items/)
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Talks' }))
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Items',
      'Edit',
      'History',
      'Delete',
    ])
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }))
    const confirm = screen.getByRole('dialog', { name: 'Confirm delete' })
    expect(confirm).toHaveTextContent(
      'Delete Talks? It goes to the trash with its 2 items, where you can put them back together.',
    )
    server.answers['DELETE /api/sections/4'] = () =>
      answer(200, { success: true, message: 'Section Deleted Successfully' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete' }))
    expect(
      await screen.findByRole('heading', { name: 'No sections of your own yet' }),
    ).toBeVisible()
    expect(notify).toHaveBeenCalledWith('success', 'Section Deleted Successfully', {
      undo: expect.any(Function),
    })
  })

  it('moves a section with its menu: one PUT with its new place', async () => {
    const awards = { ...TALKS, _id: '5', name: 'Awards', address: 'awards', position: 2 }
    const server = fakeServer({
      ...sectionReads([TALKS, awards]),
      'PUT /api/sections/5': () =>
        answer(200, {
          success: true,
          data: { ...awards, position: 1 },
          message: 'Section Updated Successfully',
        }),
    })
    renderWithRouter(<SectionsManager />)
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Awards' }))
    await userEvent.click(screen.getByRole('menuitem', { name: 'Move up' }))
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', 'Order Updated Successfully'),
    )
    expect(server.writes()).toEqual([
      { method: 'PUT', path: '/api/sections/5', body: { position: 1 } },
    ])
  })
})
