import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiRequest, ownerRequest } from './api-client.ts'
import { setUnauthorizedHandler } from './owner-session.ts'

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

describe('the owner API client', () => {
  let fetchMock: ReturnType<typeof vi.fn>
  let onUnauthorized: ReturnType<typeof vi.fn<() => void>>
  let restore: () => void

  beforeEach(() => {
    fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    onUnauthorized = vi.fn<() => void>()
    restore = setUnauthorizedHandler(onUnauthorized)
    localStorage.setItem('token', 'stored-token')
  })
  afterEach(() => {
    restore()
    vi.unstubAllGlobals()
  })

  it('sends the stored token in the auth-token header and answers the body', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, data: [1, 2] }))
    await expect(ownerRequest('/api/skill/fetchskills')).resolves.toEqual({
      success: true,
      data: [1, 2],
    })
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(path).toBe('/api/skill/fetchskills')
    expect((init.headers as Record<string, string>)['auth-token']).toBe('stored-token')
  })

  it('sends JSON bodies as JSON', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, data: [] }))
    await ownerRequest('/api/edu/addedu', { method: 'POST', json: [{ year: '2021' }] })
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(init.method).toBe('POST')
    expect(init.body).toBe('[{"year":"2021"}]')
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json')
  })

  it('a 401 removes the token and ends the session, with the server message', async () => {
    fetchMock.mockResolvedValue(answer(401, { success: false, message: 'Token has expired' }))
    const failure = ownerRequest('/api/contact/fetchallmsg')
    await expect(failure).rejects.toThrow('Token has expired')
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    expect(localStorage.getItem('token')).toBeNull()
    expect(onUnauthorized).toHaveBeenCalledOnce()
  })

  it('a 401 on a public call (a wrong password) keeps the session', async () => {
    fetchMock.mockResolvedValue(
      answer(401, { success: false, message: 'Invalid username or password' }),
    )
    await expect(apiRequest('/api/user/login', { method: 'POST', json: {} })).rejects.toThrow(
      'Invalid username or password',
    )
    expect(localStorage.getItem('token')).toBe('stored-token')
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('other failures throw the server message with the status', async () => {
    fetchMock.mockResolvedValue(answer(409, { success: false, message: 'Already exists' }))
    const error = await ownerRequest('/api/user/adduserdetails').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe('Already exists')
    expect((error as ApiError).status).toBe(409)
    expect(localStorage.getItem('token')).toBe('stored-token')
  })

  it('a failure without a message still says what happened', async () => {
    fetchMock.mockResolvedValue(new Response('oops', { status: 502 }))
    await expect(ownerRequest('/api/skill/fetchskills')).rejects.toThrow('The request failed (502)')
  })

  it('a network error keeps the exception message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(apiRequest('/api/user/forgot-password')).rejects.toThrow('Failed to fetch')
  })
})
