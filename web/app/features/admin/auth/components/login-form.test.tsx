import { screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notify } from '@/lib/toast/notify.ts'
import { answer, fakeServer, renderWithRouter } from '@/features/admin/test/render-with-router.tsx'
import { LoginForm } from './login-form.tsx'

vi.mock('@/lib/toast/notify.ts', () => ({ notify: vi.fn(async () => {}) }))

const LOGIN = 'POST /api/user/login'

describe('LoginForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.mocked(notify).mockClear()
  })

  it('warns about an empty field and sends nothing', async () => {
    const server = fakeServer({})
    renderWithRouter(<LoginForm />)
    await userEvent.type(screen.getByLabelText('Username'), 'owner')
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))
    expect(notify).toHaveBeenCalledWith('warning', 'Please fill all fields')
    expect(server.sent).toEqual([])
  })

  it('toggles the password between hidden and shown', async () => {
    renderWithRouter(<LoginForm />)
    const password = screen.getByLabelText('Password')
    expect(password).toHaveAttribute('type', 'password')
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }))
    expect(password).toHaveAttribute('type', 'text')
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(password).toHaveAttribute('type', 'password')
  })

  it('stores the token, says so and opens the Audience page', async () => {
    fakeServer({
      [LOGIN]: () =>
        answer(200, {
          success: true,
          authtoken: 'fresh-token',
          message: 'Logged In  Successfully',
        }),
    })
    renderWithRouter(<LoginForm />, '/login-form')
    await userEvent.type(screen.getByLabelText('Username'), 'owner')
    await userEvent.type(screen.getByLabelText('Password'), 'secret-password')
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Audience page')
    expect(localStorage.getItem('token')).toBe('fresh-token')
    expect(notify).toHaveBeenCalledWith('success', 'Logged In  Successfully')
  })

  it('shows the server message when the login fails', async () => {
    fakeServer({
      [LOGIN]: () => answer(401, { success: false, message: 'Invalid username or password' }),
    })
    renderWithRouter(<LoginForm />)
    await userEvent.type(screen.getByLabelText('Username'), 'owner')
    await userEvent.type(screen.getByLabelText('Password'), 'wrong')
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'Invalid username or password'),
    )
    expect(localStorage.getItem('token')).toBeNull()
  })

  it('Forgot Password shows the server message, or the exception message', async () => {
    const server = fakeServer({
      'GET /api/user/forgot-password': () => answer(200, { success: true, message: 'Link sent' }),
    })
    renderWithRouter(<LoginForm />)
    const forgot = screen.getByRole('button', { name: 'Forgot Password' })
    await userEvent.click(forgot)
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Link sent'))
    await vi.waitFor(() => expect(forgot).toBeEnabled())
    // The network fails the second time.
    server.answers['GET /api/user/forgot-password'] = () => {
      throw new TypeError('Failed to fetch')
    }
    await userEvent.click(forgot)
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'Failed to fetch'))
  })

  it('asks for the two-factor code in a second step, then signs in with it', async () => {
    // Answered by what is sent: no code, a wrong code, the recovery code.
    const server = fakeServer({
      [LOGIN]: ({ body }) => {
        const code = (body as { code?: string }).code
        if (code === undefined) {
          return answer(401, {
            success: false,
            twoFactorRequired: true,
            message: 'Enter the 6-digit code from your authenticator app',
          })
        }
        if (code !== 'abcde-fghjk') {
          return answer(401, {
            success: false,
            twoFactorRequired: true,
            message: 'That code is not right',
          })
        }
        return answer(200, {
          success: true,
          authtoken: 'with-code',
          message: 'Logged In  Successfully',
        })
      },
    })
    renderWithRouter(<LoginForm />, '/login-form')
    await userEvent.type(screen.getByLabelText('Username'), 'owner')
    await userEvent.type(screen.getByLabelText('Password'), 'secret-password')
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))

    const code = await screen.findByLabelText('Authentication code')
    // The field is focused by an effect, after the render that shows it.
    await vi.waitFor(() => expect(code).toHaveFocus())
    expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    // The first step's answer is not an error to show.
    expect(notify).not.toHaveBeenCalledWith('error', expect.anything())
    await userEvent.type(code, '000000')
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'That code is not right'))
    expect(localStorage.getItem('token')).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }))
    await userEvent.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk')
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Audience page')
    expect(localStorage.getItem('token')).toBe('with-code')
    expect(server.sent.map((request) => request.body)).toEqual([
      { username: 'owner', password: 'secret-password' },
      { username: 'owner', password: 'secret-password', code: '000000' },
      { username: 'owner', password: 'secret-password', code: 'abcde-fghjk' },
    ])
  })

  it('goes back from the code step to the password', async () => {
    fakeServer({
      [LOGIN]: () =>
        answer(401, { success: false, twoFactorRequired: true, message: 'Enter the code' }),
    })
    renderWithRouter(<LoginForm />)
    await userEvent.type(screen.getByLabelText('Username'), 'owner')
    await userEvent.type(screen.getByLabelText('Password'), 'secret-password')
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }))
    expect(screen.getByLabelText('Username')).toHaveValue('owner')
  })
})
