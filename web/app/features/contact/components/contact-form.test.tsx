import { render, screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { initContactForms } from '@/islands/contact-form.ts'
import { showToast } from '@/islands/toast.ts'
import { ContactForm } from './contact-form.tsx'

vi.mock('@/islands/toast.ts', () => ({
  showToast: vi.fn(async () => {}),
  preloadToasts: vi.fn(async () => {}),
}))

/** The server's markup, then the public pages' script, as in the browser. */
function renderForm() {
  render(<ContactForm />)
  initContactForms(document)
}

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

async function fillAll() {
  await userEvent.type(screen.getByLabelText('Name'), 'Ada')
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com')
  await userEvent.type(screen.getByLabelText('Message'), 'Hello there')
}

const values = () =>
  ['Name', 'Email', 'Message'].map(
    (label) => (screen.getByLabelText(label) as HTMLInputElement).value,
  )

describe('ContactForm', () => {
  let fetchMock: ReturnType<typeof vi.fn>
  beforeEach(() => {
    fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.mocked(showToast).mockClear()
    document.documentElement.lang = ''
  })

  it('labels its fields, with an email-type input and a hidden honeypot', () => {
    renderForm()
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email')
    const honeypot = document.querySelector('input[name="website"]') as HTMLInputElement
    expect(honeypot.tabIndex).toBe(-1)
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull()
  })

  it('warns and sends nothing when a field is empty', async () => {
    renderForm()
    await userEvent.type(screen.getByLabelText('Name'), 'Ada')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(showToast).toHaveBeenCalledWith('warning', 'Please fill all fields')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows a spinner while sending, then thanks and clears the fields', async () => {
    // The page says its language: the message keeps it (the owner's inbox shows it).
    document.documentElement.lang = 'de'
    let release: (response: Response) => void = () => {}
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (release = resolve)))
    renderForm()
    await fillAll()
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull()
    expect(screen.getByText('Sending…').closest('[role="status"]')).not.toBeNull()
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/contact/addmsg')
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      msg: 'Hello there',
      website: '',
      language: 'de',
    })
    release(answer(200, { success: true, message: 'Message sent' }))
    await screen.findByRole('button', { name: 'Send' })
    expect(showToast).toHaveBeenCalledWith('success', 'Message Send Successfully')
    expect(values()).toEqual(['', '', ''])
    // Said in the form too, until the visitor writes again.
    const outcome = screen.getByText('Message Send Successfully')
    expect(outcome.getAttribute('role')).toBe('status')
    await userEvent.type(screen.getByLabelText('Name'), 'A')
    expect(screen.queryByText('Message Send Successfully')).toBeNull()
  })

  it('warns about the daily limit on 429 and clears the fields', async () => {
    fetchMock.mockResolvedValue(answer(429, { success: false, message: 'Too many' }))
    renderForm()
    await fillAll()
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('warning', 'Only two message can be sent today'),
    )
    expect(values()).toEqual(['', '', ''])
    expect(screen.getByText('Only two message can be sent today')).toBeDefined()
  })

  it("shows the server's message on another failure and keeps the fields", async () => {
    fetchMock.mockResolvedValue(
      answer(400, { success: false, message: 'body/email must match format "email"' }),
    )
    renderForm()
    await fillAll()
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith('error', 'body/email must match format "email"'),
    )
    expect(values()).toEqual(['Ada', 'ada@example.com', 'Hello there'])
  })
})
