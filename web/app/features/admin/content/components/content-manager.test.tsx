import { screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { notify } from '@/lib/toast/notify.ts'
import { answer, fakeServer, renderWithRouter } from '@/features/admin/test/render-with-router.tsx'
import { ContentManager } from './content-manager.tsx'

vi.mock('@/lib/toast/notify.ts', () => ({ notify: vi.fn(async () => {}) }))

const certificate = {
  _id: '7',
  title: 'Cloud Basics',
  desc: 'An introduction',
  date: '10-08-2023',
  platform: 'Coursera',
  label: 'Cloud',
  doc: 'https://example.com/c.pdf',
}

const education = {
  _id: '3',
  year: '2019-2023',
  clg: 'Example University',
  edu: 'BSc Computing',
  sts: 'First class',
  link: '',
}

const list = (data: object[]) => () => answer(200, { success: true, data })

async function openMenu(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }))
  return screen.getByRole('menu', { name: `Actions for ${name}` })
}

describe('a content page', () => {
  beforeEach(() => localStorage.setItem('token', 'token'))
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.mocked(notify).mockClear()
  })

  it('shows the list first: its count, and an empty state whose button opens the form', async () => {
    fakeServer({ 'GET /api/education': list([]) })
    renderWithRouter(<ContentManager typeKey="education" />)
    const empty = await screen.findByRole('heading', { name: 'No education to display' })
    expect(empty).toBeVisible()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Education')
    expect(screen.getByRole('heading', { name: /Current Education/ })).toHaveTextContent(
      'Current Education: 0',
    )
    // No form until it is asked for.
    expect(screen.queryByLabelText('Years')).toBeNull()
    await userEvent.click(
      within(empty.closest('.admin-empty') as HTMLElement).getByRole('button', {
        name: 'New education entry',
      }),
    )
    const drawer = screen.getByRole('dialog', { name: 'New education entry' })
    expect(within(drawer).getByLabelText('Years')).toHaveAccessibleDescription('Format: 2021-2025')
  })

  it('adds several entries at once from the drawer, then closes it', async () => {
    const server = fakeServer({ 'GET /api/education': list([]) })
    renderWithRouter(<ContentManager typeKey="education" />)
    await userEvent.click(
      (await screen.findAllByRole('button', { name: 'New education entry' }))[0]!,
    )
    const drawer = screen.getByRole('dialog', { name: 'New education entry' })
    const fill = async (scope: HTMLElement, school: string) => {
      await userEvent.type(within(scope).getByLabelText('Years'), '2020-2024')
      await userEvent.type(within(scope).getByLabelText('College or school'), school)
      await userEvent.type(within(scope).getByLabelText('Degree or course'), 'BSc Computing')
    }
    await fill(within(drawer).getByRole('group', { name: 'Education entry 1' }), 'First')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add More' }))
    await fill(within(drawer).getByRole('group', { name: 'Education entry 2' }), 'Second')

    server.answers['POST /api/edu/addedu'] = ({ body }) =>
      answer(200, {
        success: true,
        data: (body as object[]).map((entry, index) => ({ ...entry, _id: `1${index}` })),
        message: 'Education Details Added',
      })
    await userEvent.click(within(drawer).getByRole('button', { name: 'Submit' }))
    expect(
      await screen.findByRole('article', { name: 'BSc Computing · Second' }),
    ).toBeInTheDocument()
    expect(server.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/edu/addedu',
        body: [
          expect.objectContaining({ clg: 'First', year: '2020-2024' }),
          expect.objectContaining({ clg: 'Second' }),
        ],
      },
    ])
    expect(notify).toHaveBeenCalledWith('success', 'Education Details Added', {
      undo: expect.any(Function),
    })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('heading', { name: /Current Education/ })).toHaveTextContent(': 2')
  })

  it('says what is wrong beside each field, focuses the first, and sends nothing', async () => {
    const server = fakeServer({ 'GET /api/education': list([]) })
    renderWithRouter(<ContentManager typeKey="education" />)
    await userEvent.click(
      (await screen.findAllByRole('button', { name: 'New education entry' }))[0]!,
    )
    await userEvent.type(screen.getByLabelText('Link'), 'example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    const years = screen.getByLabelText('Years')
    expect(await screen.findByText('Years is required')).toBeVisible()
    expect(screen.getByText('College or school is required')).toBeVisible()
    expect(screen.getByText('Link must be a web address starting with https://')).toBeVisible()
    expect(years).toHaveFocus()
    expect(years).toBeInvalid()
    expect(years).toHaveAccessibleDescription(expect.stringContaining('Years is required'))
    // Put right, the message goes.
    await userEvent.type(years, '2020')
    expect(screen.queryByText('Years is required')).toBeNull()
    expect(server.writes()).toEqual([])
  })

  it('edits in the drawer from the row menu and sends the platform as the label', async () => {
    const server = fakeServer({ 'GET /api/certificates': list([certificate]) })
    renderWithRouter(<ContentManager typeKey="certificates" />)
    const menu = await openMenu('Cloud Basics')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'History', 'Delete'])
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const drawer = screen.getByRole('dialog', { name: 'Edit Cloud Basics' })
    expect(within(drawer).getByLabelText('Platform')).toHaveValue('Coursera')
    expect(within(drawer).getByLabelText('Title')).toHaveValue('Cloud Basics')
    expect(within(drawer).queryByLabelText('Label')).toBeNull()
    expect(within(drawer).getByText('On update, the label is set to the platform.')).toBeVisible()

    await userEvent.clear(within(drawer).getByLabelText('Platform'))
    await userEvent.type(within(drawer).getByLabelText('Platform'), 'edX')
    server.answers['PUT /api/cer/updatecertificate/7'] = ({ body }) =>
      answer(200, {
        success: true,
        updatedData: { ...certificate, ...(body as object) },
        message: 'Certificate Updated Successfully',
      })
    await userEvent.click(within(drawer).getByRole('button', { name: 'Update' }))
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', 'Certificate Updated Successfully', {
        undo: expect.any(Function),
      }),
    )
    expect(server.writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/cer/updatecertificate/7',
        body: expect.objectContaining({ platform: 'edX', label: 'edX', title: 'Cloud Basics' }),
      },
    ])
    expect(screen.getByRole('article', { name: 'Cloud Basics' })).toHaveTextContent(
      'edX · 10-08-2023',
    )
  })

  it('asks before closing a drawer with changes; Escape on the menu gives focus back', async () => {
    const server = fakeServer({ 'GET /api/certificates': list([certificate]) })
    renderWithRouter(<ContentManager typeKey="certificates" />)
    await openMenu('Cloud Basics')
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(screen.getByRole('button', { name: 'Actions for Cloud Basics' })).toHaveFocus()

    await openMenu('Cloud Basics')
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }))
    const drawer = screen.getByRole('dialog', { name: 'Edit Cloud Basics' })
    await userEvent.type(within(drawer).getByLabelText('Title'), ' 2')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }))
    const ask = within(drawer).getByRole('alertdialog', { name: 'Close without saving?' })
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }))
    expect(within(drawer).getByLabelText('Title')).toHaveValue('Cloud Basics 2')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }))
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close without saving' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(server.writes()).toEqual([])
  })

  it('asks before deleting, then removes the row', async () => {
    const server = fakeServer({ 'GET /api/education': list([education]) })
    renderWithRouter(<ContentManager typeKey="education" />)
    const name = 'BSc Computing · Example University'
    await openMenu(name)
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }))
    const confirm = screen.getByRole('dialog', { name: 'Confirm delete' })
    expect(confirm).toHaveTextContent(`Delete ${name}? It goes to the trash`)
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(server.writes()).toEqual([])

    await openMenu(name)
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }))
    server.answers['DELETE /api/edu/deleteedu/3'] = () =>
      answer(200, { success: true, message: 'Education Deleted Successfully' })
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }))
    expect(await screen.findByRole('heading', { name: 'No education to display' })).toBeVisible()
    expect(server.writes()).toEqual([
      { method: 'DELETE', path: '/api/edu/deleteedu/3', body: undefined },
    ])
  })

  it('a failed update shows the server message and keeps the drawer open', async () => {
    fakeServer({
      'GET /api/education': list([education]),
      'PUT /api/edu/updateedu/3': () =>
        answer(400, { success: false, message: 'body/year is too short' }),
    })
    renderWithRouter(<ContentManager typeKey="education" />)
    await openMenu('BSc Computing · Example University')
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }))
    const drawer = screen.getByRole('dialog', { name: /^Edit / })
    await userEvent.click(within(drawer).getByRole('button', { name: 'Update' }))
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'body/year is too short'))
    expect(drawer).toBeVisible()
    expect(within(drawer).getByRole('button', { name: 'Update' })).toBeEnabled()
  })

  it('moves a row with its menu and saves the new order', async () => {
    const other = { ...education, _id: '4', clg: 'Second University' }
    const server = fakeServer({
      'GET /api/education': list([education, other]),
      'PUT /api/edu/reorderedu': () =>
        answer(200, {
          success: true,
          data: [other, education],
          message: 'Order Updated Successfully',
        }),
    })
    renderWithRouter(<ContentManager typeKey="education" />)
    const menu = await openMenu('BSc Computing · Second University')
    expect(within(menu).queryByRole('menuitem', { name: 'Move down' })).toBeNull()
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Move up' }))
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', 'Order Updated Successfully'),
    )
    expect(server.writes()).toEqual([
      { method: 'PUT', path: '/api/edu/reorderedu', body: { ids: ['4', '3'] } },
    ])
    const rows = screen.getAllByRole('article').map((row) => row.getAttribute('aria-label'))
    expect(rows).toEqual([
      'BSc Computing · Second University',
      'BSc Computing · Example University',
    ])
  })

  it('numbers the items where the contract does, and a required image is asked for in words', async () => {
    const server = fakeServer({
      'GET /api/skills': list([{ _id: '1', name: 'React', image: '/media/r.webp' }]),
    })
    renderWithRouter(<ContentManager typeKey="skills" />)
    const row = await screen.findByRole('article', { name: 'Skill-1' })
    expect(row).toHaveTextContent('React')
    expect(within(row).getByRole('presentation')).toHaveAttribute('src', '/media/r.webp')
    await userEvent.click(screen.getByRole('button', { name: 'New skill' }))
    const drawer = screen.getByRole('dialog', { name: 'New skill' })
    await userEvent.type(within(drawer).getByLabelText('Skill name'), 'Rust')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Submit' }))
    expect(within(drawer).getByRole('alert')).toHaveTextContent('Image is required')
    expect(within(drawer).getByLabelText('Image')).toHaveFocus()
    expect(server.writes()).toEqual([])
  })
})

describe('a long content list', () => {
  beforeEach(() => localStorage.setItem('token', 'token'))
  afterEach(() => vi.unstubAllGlobals())

  const many = Array.from({ length: 120 }, (_, index) => ({
    ...certificate,
    _id: String(index + 1),
    title: `Course ${index + 1}`,
    platform: index % 2 === 0 ? 'Coursera' : 'edX',
  }))

  it('shows the first 50, then more on request, in the owner’s order', async () => {
    fakeServer({ 'GET /api/certificates': list(many) })
    renderWithRouter(<ContentManager typeKey="certificates" />)
    const region = await screen.findByRole('region', { name: 'Current Certificates' })
    expect(await within(region).findAllByRole('article')).toHaveLength(50)
    await userEvent.click(within(region).getByRole('button', { name: 'Show 50 more of 70' }))
    expect(within(region).getAllByRole('article')).toHaveLength(100)
    await userEvent.click(within(region).getByRole('button', { name: 'Show the last 20' }))
    const rows = within(region).getAllByRole('article')
    expect(rows).toHaveLength(120)
    expect(rows.at(-1)).toHaveAccessibleName('Course 120')
    expect(within(region).queryByRole('button', { name: /^Show / })).toBeNull()
  })

  it('filters by title and detail, with reordering off while filtered, saying so', async () => {
    const server = fakeServer({ 'GET /api/certificates': list(many) })
    renderWithRouter(<ContentManager typeKey="certificates" />)
    const filter = await screen.findByRole('searchbox', { name: 'Filter certificates' })
    await userEvent.type(filter, 'course 11')
    const region = screen.getByRole('region', { name: 'Current Certificates' })
    // 11, and 110 to 119.
    expect(within(region).getAllByRole('article')).toHaveLength(11)
    // The page's own status line (dnd-kit speaks in another).
    const status = () => region.querySelector('.content-filter-status')
    expect(status()).toHaveAttribute('role', 'status')
    expect(status()).toHaveTextContent(
      '11 of 120 shown. Reordering is off while the list is filtered: clear the filter to move items.',
    )
    for (const handle of within(region).getAllByRole('button', { name: /^Drag / })) {
      expect(handle).toHaveAttribute('aria-disabled', 'true')
    }
    const menu = await openMenu('Course 110')
    expect(within(menu).queryByRole('menuitem', { name: 'Move up' })).toBeNull()
    await userEvent.keyboard('{Escape}')

    await userEvent.clear(filter)
    await userEvent.type(filter, 'edx')
    expect(within(region).getAllByRole('article')).toHaveLength(50)
    await userEvent.clear(filter)
    await userEvent.type(filter, 'nothing like it')
    expect(within(region).queryAllByRole('article')).toHaveLength(0)
    expect(status()).toHaveTextContent('No certificates match “nothing like it”')
    expect(server.writes()).toEqual([])
  })

  it('has no filter box for a list of 20 or fewer', async () => {
    fakeServer({ 'GET /api/certificates': list(many.slice(0, 20)) })
    renderWithRouter(<ContentManager typeKey="certificates" />)
    expect(await screen.findAllByRole('article')).toHaveLength(20)
    expect(screen.queryByRole('searchbox')).toBeNull()
  })
})
