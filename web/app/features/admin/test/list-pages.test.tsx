import { screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { notify } from '@/lib/toast/notify.ts'
import { MessagesManager } from '../contacts/components/messages-manager.tsx'
import { UserDetailsManager } from '../profile/components/user-details-manager.tsx'
import { answer, fakeServer, renderWithRouter } from './render-with-router.tsx'

vi.mock('@/lib/toast/notify.ts', () => ({ notify: vi.fn(async () => {}) }))

const message = {
  _id: '5',
  name: 'Ada',
  email: 'ada@example.com',
  msg: 'Hello there',
  date: '2026-01-02T10:00:00.000Z',
  read: false,
}
const READ = 'PATCH /api/messages/5'
const readAnswer = () => answer(200, { success: true, message: 'Marked as read' })

/** One page of the inbox as the server answers it. */
const inbox = (data: object[]) => ({ success: true, data, total: data.length, page: 1, limit: 20 })

const details = {
  _id: '1',
  name: 'Alex Doe',
  userimage: '/media/default-profile.webp',
  prof: { '1st': 'Web Developer', '2nd': 'Code Enthusiast', '3rd': 'Learner', '4th': '' },
  currentsts: 'Student',
}

const MESSAGES = 'GET /api/messages?page=1&limit=20'

describe('the list pages', () => {
  beforeEach(() => localStorage.setItem('token', 'token'))
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.mocked(notify).mockClear()
  })

  it('messages: opening Message-N reads it, with Reply; a full-screen loader while deleting', async () => {
    let inboxNow = [message]
    let finish: (response: Response) => void = () => {}
    const server = fakeServer({
      [MESSAGES]: () => answer(200, inbox(inboxNow)),
      [READ]: readAnswer,
      'DELETE /api/contact/deletemsg/5': () =>
        new Promise<Response>((resolve) => (finish = resolve)),
    })
    renderWithRouter(<MessagesManager />)
    await userEvent.click(await screen.findByRole('button', { name: /^Unread, Message-1, Ada/ }))
    const card = await screen.findByRole('article', { name: 'Message-1' })
    expect(card).toHaveTextContent('ada@example.com')
    expect(card).toHaveTextContent('Hello there')
    expect(within(card).getByRole('link', { name: 'Reply to Ada' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:ada@example\.com\?subject=Re%3A%20Your%20message&body=/),
    )
    // Opening marks it read, quietly.
    expect(server.writes()).toEqual([
      { method: 'PATCH', path: '/api/messages/5', body: { read: true } },
    ])
    expect(await screen.findByRole('button', { name: /^Message-1, Ada/ })).toBeVisible()
    expect(notify).not.toHaveBeenCalled()

    await userEvent.click(within(card).getByRole('button', { name: 'Delete Message-1' }))
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Confirm delete' })).getByRole('button', {
        name: 'Yes, delete',
      }),
    )
    const loader = (await screen.findByText('Deleting the message')).closest('[role=status]')
    expect(loader).toBeVisible()
    // After a delete the page is read again.
    inboxNow = []
    finish(answer(200, { success: true, message: 'Message Deleted Successfully' }))
    expect(await screen.findByRole('heading', { name: 'No messages to display' })).toBeVisible()
    expect(screen.queryByText('Deleting the message')).toBeNull()
    expect(notify).toHaveBeenCalledWith('success', 'Message Deleted Successfully', {
      undo: expect.any(Function),
    })
  })

  it('messages: a failed delete shows the server message and ends the loader', async () => {
    fakeServer({
      [MESSAGES]: () => answer(200, inbox([message])),
      [READ]: readAnswer,
      'DELETE /api/contact/deletemsg/5': () =>
        answer(404, { success: false, message: 'No message with id 5' }),
    })
    renderWithRouter(<MessagesManager />)
    await userEvent.click(await screen.findByRole('button', { name: /Message-1, Ada/ }))
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Message-1' }))
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }))
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'No message with id 5'))
    expect(screen.queryByText('Deleting the message')).toBeNull()
    expect(screen.getByRole('article', { name: 'Message-1' })).toHaveTextContent('Hello there')
  })

  it('profile details: no add form while a record exists; one after it is deleted', async () => {
    const server = fakeServer({
      'GET /api/user/fetchuserdetails': () => answer(200, { success: true, data: [details] }),
      'DELETE /api/user/deleteuserdetails/1': () =>
        answer(200, { success: true, message: 'Details Deleted Successfully' }),
    })
    renderWithRouter(<UserDetailsManager />)
    const current = await screen.findByRole('article', { name: 'Current profile details' })
    expect(current).toHaveTextContent('Alex Doe')
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Delete the profile details' }))
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }))
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeEnabled()
    expect(screen.getByRole('heading', { name: 'No profile details yet' })).toBeVisible()
    expect(server.writes()).toEqual([
      { method: 'DELETE', path: '/api/user/deleteuserdetails/1', body: undefined },
    ])
    // Labelled in words; the inputs keep the contract's names (name, profone, …, currentsts).
    for (const [label, name] of [
      ['First title', 'profone'],
      ['Second title', 'proftwo'],
      ['Third title', 'profthree'],
      ['Fourth title', 'proffour'],
      ['Current status', 'currentsts'],
    ]) {
      expect(screen.getByLabelText(label!)).toHaveAttribute('name', name)
    }
    expect(screen.getByLabelText('Photo')).toHaveAttribute('accept', 'image/*')
  })
})
