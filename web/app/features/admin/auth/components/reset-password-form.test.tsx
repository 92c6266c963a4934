import { screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notify } from '@/lib/toast/notify.ts'
import { answer, fakeServer, renderWithRouter } from '@/features/admin/test/render-with-router.tsx'
import { readResetToken } from '../reset-token.ts'
import { ResetPasswordForm } from './reset-password-form.tsx'

vi.mock('@/lib/toast/notify.ts', () => ({ notify: vi.fn(async () => {}) }))

const user = { name: 'Alex Doe', email: 'owner@example.com' }

describe('ResetPasswordForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.mocked(notify).mockClear()
  })

  it('warns about an empty field', async () => {
    const server = fakeServer({})
    renderWithRouter(<ResetPasswordForm token="t" user={user} />)
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(notify).toHaveBeenCalledWith('warning', 'Please fill all fields')
    expect(server.sent).toEqual([])
  })

  it('refuses different passwords', async () => {
    const server = fakeServer({})
    renderWithRouter(<ResetPasswordForm token="t" user={user} />)
    await userEvent.type(screen.getByLabelText('New Password'), 'one-password')
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'other-password')
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(notify).toHaveBeenCalledWith('error', 'Passwords do not match')
    expect(server.sent).toEqual([])
  })

  it('one toggle shows and hides both fields', async () => {
    renderWithRouter(<ResetPasswordForm token="t" user={user} />)
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }))
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'text')
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'text')
  })

  it('sends the e-mail from the token with both passwords, then opens /login', async () => {
    const server = fakeServer({
      'POST /api/user/reset-password?token=a.b.c': () =>
        answer(200, { success: true, message: 'Password reset successfully' }),
    })
    renderWithRouter(<ResetPasswordForm token="a.b.c" user={user} />, '/reset')
    await userEvent.type(screen.getByLabelText('New Password'), 'a-new-password')
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'a-new-password')
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Login page')
    expect(server.sent).toEqual([
      {
        method: 'POST',
        path: '/api/user/reset-password?token=a.b.c',
        body: {
          email: 'owner@example.com',
          password: { newPassword: 'a-new-password', confirmPassword: 'a-new-password' },
        },
      },
    ])
    expect(notify).toHaveBeenCalledWith('success', 'Password reset successfully')
  })

  it('asks the server to remove every passkey when that box is ticked', async () => {
    const server = fakeServer({
      'POST /api/user/reset-password?token=a.b.c': () =>
        answer(200, { success: true, message: 'Password reset successfully' }),
    })
    renderWithRouter(<ResetPasswordForm token="a.b.c" user={user} />, '/reset')
    const box = screen.getByRole('checkbox', { name: 'Also remove every passkey' })
    expect(box).not.toBeChecked()
    expect(box).toHaveAccessibleDescription()
    await userEvent.type(screen.getByLabelText('New Password'), 'a-new-password')
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'a-new-password')
    await userEvent.click(box)
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Login page')
    expect(server.sent.map((request) => request.body)).toEqual([
      {
        email: 'owner@example.com',
        password: { newPassword: 'a-new-password', confirmPassword: 'a-new-password' },
        removePasskeys: true,
      },
    ])
  })

  it('shows the server message on failure', async () => {
    fakeServer({
      'POST /api/user/reset-password?token=t': () =>
        answer(400, {
          success: false,
          message: 'The reset link has expired. Please request a new one.',
        }),
    })
    renderWithRouter(<ResetPasswordForm token="t" user={user} />)
    await userEvent.type(screen.getByLabelText('New Password'), 'a-new-password')
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'a-new-password')
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }))
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'error',
        'The reset link has expired. Please request a new one.',
      ),
    )
  })
})

describe('readResetToken', () => {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '')

  it('reads the name and e-mail without verifying', () => {
    const token = `${encode({ alg: 'HS256' })}.${encode({ purpose: 'reset', user })}.sig`
    expect(readResetToken(token)).toEqual(user)
  })

  it('answers null for a token it cannot decode', () => {
    expect(readResetToken('garbage')).toBeNull()
    expect(readResetToken(null)).toBeNull()
    expect(readResetToken(`${encode({})}.${encode({ purpose: 'reset' })}.sig`)).toBeNull()
  })
})
