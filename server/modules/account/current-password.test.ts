import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { LOGIN_THROTTLE } from '@contract/account.ts'
import { addressesIn } from '@/test-support/addresses.ts'
import {
  OWNER_EMAIL,
  OWNER_PASSWORD,
  OWNER_USERNAME,
  createTestApp,
  type TestApp,
} from '@/test-support/test-app.ts'

/** Each test guesses from its own address, so counters never couple tests. */
const freshAddress = addressesIn('198.51.100')

interface PasswordCheck {
  method: 'PUT' | 'POST'
  url: string
  body: (password: string) => object
  /** The answer to a wrong password (the legacy route's text byte for byte). */
  wrong: string
  /** What the owner does first, with the session's headers. */
  prepare?: (t: TestApp, headers: Record<string, string>) => Promise<unknown>
}

/** Every owner route that checks the current password. */
const CHECKS: PasswordCheck[] = [
  {
    method: 'PUT',
    url: '/api/user/updateaccount',
    body: (password) => ({ email: 'taken.over@example.org', password }),
    wrong: 'The current password is not correct',
  },
  {
    method: 'PUT',
    url: '/api/user/updatepass',
    body: (oldpass) => ({ oldpass, newpass: 'a password chosen by somebody else' }),
    wrong: 'The old password is not correct',
  },
  {
    method: 'POST',
    url: '/api/user/passkeys/options',
    body: (password) => ({ password }),
    wrong: 'The current password is not correct',
  },
  {
    method: 'POST',
    url: '/api/user/2fa/enable',
    body: (password) => ({ password, code: '123456' }),
    wrong: 'The current password is not correct',
    prepare: (t, headers) => t.app.inject({ method: 'POST', url: '/api/user/2fa/setup', headers }),
  },
]

describe('checks of the current password count in the sign-in throttle', () => {
  let t: TestApp
  let headers: Record<string, string>
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    headers = await t.ownerHeaders()
  })

  const account = async () =>
    (await t.app.inject({ url: '/api/user/getuser', headers })).json().data
  const login = (remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: OWNER_USERNAME, password: OWNER_PASSWORD },
      remoteAddress,
    })

  it.each(CHECKS.map((check) => [`${check.method} ${check.url}`, check] as const))(
    '%s: 5 wrong passwords, then 429 with Retry-After even for the right one, and nothing changes',
    async (_, check) => {
      const address = freshAddress()
      await check.prepare?.(t, headers)
      const send = (password: string) =>
        t.app.inject({
          method: check.method,
          url: check.url,
          headers,
          payload: check.body(password),
          remoteAddress: address,
        })
      for (let i = 0; i < LOGIN_THROTTLE.perUsernameAndAddress; i++) {
        const wrong = await send(`guess number ${i}`)
        expect(wrong.statusCode).toBe(400)
        expect(wrong.json()).toEqual({ success: false, message: check.wrong })
      }
      const locked = await send(OWNER_PASSWORD)
      expect(locked.statusCode).toBe(429)
      expect(locked.headers['retry-after']).toBe('60')
      expect(locked.json()).toEqual({
        success: false,
        message: 'Too many failed login attempts. Please try again in 1 minute.',
      })
      // The same throttle as the login's: that address cannot sign in either, others can.
      expect((await login(address)).statusCode).toBe(429)
      expect((await login(freshAddress())).statusCode).toBe(200)
      expect(await account()).toEqual({
        name: 'Test Owner',
        email: OWNER_EMAIL,
        username: OWNER_USERNAME,
      })
      expect(await t.database.db.selectFrom('auth_challenges').selectAll().execute()).toEqual([])
      expect((await t.app.inject({ url: '/api/user/2fa', headers })).json().data.twoFactor).toBe(
        false,
      )
    },
  )

  it('the right password takes the earlier failures back, as a sign-in does', async () => {
    const address = freshAddress()
    const update = (password: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/updateaccount',
        headers,
        payload: { name: 'Test Owner', password },
        remoteAddress: address,
      })
    for (let i = 0; i < LOGIN_THROTTLE.perUsernameAndAddress - 1; i++) {
      expect((await update(`guess ${i}`)).statusCode).toBe(400)
    }
    expect((await update(OWNER_PASSWORD)).statusCode).toBe(200)
    for (let i = 0; i < LOGIN_THROTTLE.perUsernameAndAddress - 1; i++) {
      expect((await update(`guess ${i}`)).statusCode).toBe(400)
    }
    expect((await update(OWNER_PASSWORD)).statusCode).toBe(200)
  })
})
