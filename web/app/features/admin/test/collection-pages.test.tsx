import { screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { notify } from '@/lib/toast/notify.ts'
import { CertificatesManager } from '../certificates/components/certificates-manager.tsx'
import { EducationManager } from '../education/components/education-manager.tsx'
import { answer, renderWithRouter } from './render-with-router.tsx'

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

function calls(fetchMock: ReturnType<typeof vi.fn>) {
  return fetchMock.mock.calls.map(([path, init]) => ({
    path: path as string,
    method: (init as RequestInit | undefined)?.method ?? 'GET',
    body: (init as RequestInit | undefined)?.body,
  }))
}

describe('the collection pages', () => {
  let fetchMock: ReturnType<typeof vi.fn>
  beforeEach(() => {
    localStorage.setItem('token', 'token')
    fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.mocked(notify).mockClear()
  })

  it('labels every field, shows the format hints and adds several at once', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, data: [] }))
    renderWithRouter(<EducationManager />)
    expect(await screen.findByText('No education to display')).toBeTruthy()
    expect(screen.getByText('Format: 2021-2025')).toBeTruthy()
    const fill = async (scope: HTMLElement, school: string) => {
      await userEvent.type(within(scope).getByLabelText('Years'), '2020-2024')
      await userEvent.type(within(scope).getByLabelText('College or school'), school)
      await userEvent.type(within(scope).getByLabelText('Degree or course'), 'BSc Computing')
    }
    await fill(screen.getByRole('group', { name: 'Education 1' }), 'First')
    await userEvent.click(screen.getByRole('button', { name: 'Add More' }))
    const second = screen.getByRole('group', { name: 'Education 2' })
    await fill(second, 'Second')

    fetchMock.mockResolvedValueOnce(
      answer(200, {
        success: true,
        data: [
          { ...education, _id: '10', clg: 'First' },
          { ...education, _id: '11', clg: 'Second' },
        ],
        message: 'Education Details Added',
      }),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByRole('article', { name: 'BSc Computing, Second' })).toBeTruthy()
    const add = calls(fetchMock)[1]!
    expect(add.method).toBe('POST')
    expect(JSON.parse(add.body as string).map((entry: { clg: string }) => entry.clg)).toEqual([
      'First',
      'Second',
    ])
    expect(notify).toHaveBeenCalledWith('success', 'Education Details Added', {
      undo: expect.any(Function),
    })
    // The form is back to one empty entry.
    expect(screen.queryByRole('group', { name: 'Education 2' })).toBeNull()
  })

  it('says what is wrong beside each field, focuses the first, and sends nothing', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, data: [] }))
    renderWithRouter(<EducationManager />)
    await screen.findByText('No education to display')
    await userEvent.type(screen.getByLabelText('Link'), 'example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Years is required')).toBeTruthy()
    expect(screen.getByText('College or school is required')).toBeTruthy()
    expect(screen.getByText('Link must be a web address starting with https://')).toBeTruthy()
    const years = screen.getByLabelText('Years')
    expect(document.activeElement).toBe(years)
    expect(years.getAttribute('aria-invalid')).toBe('true')
    expect(years.getAttribute('aria-describedby')).toContain(
      screen.getByText('Years is required').id,
    )
    // Put right, the message goes.
    await userEvent.type(years, '2020')
    expect(screen.queryByText('Years is required')).toBeNull()
    expect(calls(fetchMock)).toHaveLength(1)
  })

  it('the update dialog opens with the current values and sends the platform as the label', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, data: [certificate] }))
    renderWithRouter(<CertificatesManager />)
    await userEvent.click(await screen.findByRole('button', { name: 'Update Cloud Basics' }))
    const dialog = screen.getByRole('dialog', { name: 'Update Certificate' })
    expect((within(dialog).getByLabelText('Platform') as HTMLInputElement).value).toBe('Coursera')
    expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).toBe('Cloud Basics')

    await userEvent.clear(within(dialog).getByLabelText('Platform'))
    await userEvent.type(within(dialog).getByLabelText('Platform'), 'edX')
    fetchMock.mockResolvedValueOnce(
      answer(200, {
        success: true,
        updatedData: { ...certificate, platform: 'edX', label: 'edX' },
        message: 'Certificate Updated Successfully',
      }),
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }))
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', 'Certificate Updated Successfully', {
        undo: expect.any(Function),
      }),
    )
    const update = calls(fetchMock)[1]!
    expect(update.path).toBe('/api/cer/updatecertificate/7')
    expect(JSON.parse(update.body as string)).toMatchObject({ platform: 'edX', label: 'edX' })
    expect(screen.getByRole('article', { name: 'Cloud Basics' }).textContent).toContain('edX · edX')
  })

  it('the X button closes a dialog without saving', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, data: [certificate] }))
    renderWithRouter(<CertificatesManager />)
    await userEvent.click(await screen.findByRole('button', { name: 'Update Cloud Basics' }))
    const dialog = screen.getByRole('dialog', { name: 'Update Certificate' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('asks before deleting, then removes the item', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, data: [education] }))
    renderWithRouter(<EducationManager />)
    const name = 'BSc Computing, Example University'
    await userEvent.click(await screen.findByRole('button', { name: `Delete ${name}` }))
    const confirm = screen.getByRole('dialog', { name: 'Confirm delete' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(fetchMock).toHaveBeenCalledTimes(1)

    await userEvent.click(screen.getByRole('button', { name: `Delete ${name}` }))
    fetchMock.mockResolvedValueOnce(
      answer(200, { success: true, message: 'Education Deleted Successfully' }),
    )
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Confirm delete' })).getByRole('button', {
        name: 'Yes, delete',
      }),
    )
    expect(await screen.findByText('No education to display')).toBeTruthy()
    expect(calls(fetchMock)[1]).toMatchObject({ path: '/api/edu/deleteedu/3', method: 'DELETE' })
  })

  it('a failed update shows the server message and keeps the dialog open', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, data: [education] }))
    renderWithRouter(<EducationManager />)
    await userEvent.click(
      await screen.findByRole('button', { name: 'Update BSc Computing, Example University' }),
    )
    fetchMock.mockResolvedValueOnce(
      answer(400, { success: false, message: 'body/year is too short' }),
    )
    const dialog = screen.getByRole('dialog', { name: 'Update Education' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }))
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'body/year is too short'))
    expect(screen.getByRole('dialog', { name: 'Update Education' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Update' }).hasAttribute('disabled')).toBe(
      false,
    )
  })

  it('moves an item with the move buttons and saves the new order', async () => {
    const other = { ...education, _id: '4', clg: 'Second University' }
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, data: [education, other] }))
    renderWithRouter(<EducationManager />)
    fetchMock.mockResolvedValueOnce(
      answer(200, {
        success: true,
        data: [other, education],
        message: 'Order Updated Successfully',
      }),
    )
    await userEvent.click(
      await screen.findByRole('button', { name: 'Move BSc Computing, Second University up' }),
    )
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', 'Order Updated Successfully'),
    )
    expect(calls(fetchMock)[1]).toMatchObject({ path: '/api/edu/reorderedu', method: 'PUT' })
    expect(JSON.parse(calls(fetchMock)[1]!.body as string)).toEqual({ ids: ['4', '3'] })
    const articles = screen.getAllByRole('article').map((node) => node.getAttribute('aria-label'))
    expect(articles).toEqual([
      'BSc Computing, Second University',
      'BSc Computing, Example University',
    ])
  })
})
