import { screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { notify } from '@/lib/toast/notify.ts'
import { MessagesManager } from '../contacts/components/messages-manager.tsx'
import { UserDetailsManager } from '../profile/components/user-details-manager.tsx'
import { SkillsManager } from '../skills/components/skills-manager.tsx'
import { answer, renderWithRouter } from './render-with-router.tsx'

vi.mock('@/lib/toast/notify.ts', () => ({ notify: vi.fn(async () => {}) }))

const message = {
  _id: '5',
  name: 'Ada',
  email: 'ada@example.com',
  msg: 'Hello there',
  date: '2026-01-02T10:00:00.000Z',
}

/** One page of the inbox as the server answers it. */
const inbox = (data: object[]) => ({ success: true, data, total: data.length, page: 1, limit: 20 })

const details = {
  _id: '1',
  name: 'Alex Doe',
  userimage: '/media/default-profile.webp',
  prof: { '1st': 'Web Developer', '2nd': 'Code Enthusiast', '3rd': 'Learner', '4th': '' },
  currentsts: 'Student',
}

describe('the list pages', () => {
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

  it('skills: the empty text, then Skill-N items', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, data: [] }))
    const first = renderWithRouter(<SkillsManager />)
    expect(await screen.findByText('No skills to display')).toBeTruthy()
    expect(screen.getByLabelText('Skill name')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Added Skills' })).toBeTruthy()
    first.unmount()

    fetchMock.mockResolvedValueOnce(
      answer(200, { success: true, data: [{ _id: '1', name: 'React', image: '/media/r.webp' }] }),
    )
    renderWithRouter(<SkillsManager />)
    const item = await screen.findByRole('article', { name: 'Skill-1' })
    expect(item.textContent).toContain('React')
  })

  it('messages: Message-N cards with Reply; a full-screen loader while deleting', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, inbox([message])))
    renderWithRouter(<MessagesManager />)
    const card = await screen.findByRole('article', { name: 'Message-1' })
    expect(card.textContent).toContain('ada@example.com')
    expect(card.textContent).toContain('Hello there')
    expect(within(card).getByRole('link', { name: 'Reply to Ada' }).getAttribute('href')).toBe(
      'mailto:ada@example.com',
    )

    let finish: (response: Response) => void = () => {}
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (finish = resolve)))
    await userEvent.click(within(card).getByRole('button', { name: 'Delete Message-1' }))
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Confirm delete' })).getByRole('button', {
        name: 'Yes, delete',
      }),
    )
    expect(await screen.findByText('Deleting the message')).toBeTruthy()
    // After a delete the page is read again.
    fetchMock.mockResolvedValueOnce(answer(200, inbox([])))
    finish(answer(200, { success: true, message: 'Message Deleted Successfully' }))
    expect(await screen.findByText('No messages to display')).toBeTruthy()
    expect(screen.queryByText('Deleting the message')).toBeNull()
    expect(notify).toHaveBeenCalledWith('success', 'Message Deleted Successfully', {
      undo: expect.any(Function),
    })
  })

  it('messages: a failed delete shows the server message and ends the loader', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, inbox([message])))
    renderWithRouter(<MessagesManager />)
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Message-1' }))
    fetchMock.mockResolvedValueOnce(
      answer(404, { success: false, message: 'No message with id 5' }),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }))
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'No message with id 5'))
    expect(screen.queryByText('Deleting the message')).toBeNull()
    expect(screen.getByRole('article', { name: 'Message-1' })).toBeTruthy()
  })

  it('profile details: no add form while a record exists; one after it is deleted', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, data: [details] }))
    renderWithRouter(<UserDetailsManager />)
    expect(await screen.findByRole('article', { name: 'Current profile details' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull()

    fetchMock.mockResolvedValueOnce(
      answer(200, { success: true, message: 'Details Deleted Successfully' }),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Delete the profile details' }))
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }))
    const submit = (await screen.findByRole('button', { name: 'Submit' })) as HTMLButtonElement
    expect(submit.disabled).toBe(false)
    // Labelled in words; the inputs keep the contract's names (name, profone, …, currentsts).
    for (const [label, name] of [
      ['First title', 'profone'],
      ['Second title', 'proftwo'],
      ['Third title', 'profthree'],
      ['Fourth title', 'proffour'],
      ['Current status', 'currentsts'],
    ]) {
      expect(screen.getByLabelText(label!).getAttribute('name')).toBe(name)
    }
    expect(screen.getByLabelText('Profile image').getAttribute('accept')).toBe('image/*')
  })
})
