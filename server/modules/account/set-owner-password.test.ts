import { afterEach, describe, expect, it } from 'vitest'
import {
  OWNER_PASSWORD,
  OWNER_USERNAME,
  createTestApp,
  type TestApp,
} from '@/test-support/test-app.ts'
import { setOwnerPassword } from './set-owner-password.ts'

describe('set-owner-password (npm run owner -- set-password)', () => {
  let t: TestApp
  afterEach(() => t.close())

  const login = (password: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: OWNER_USERNAME, password },
      remoteAddress,
    })

  it('sets the password, logs out every session and lifts the login throttle', async () => {
    t = await createTestApp()
    const headers = await t.ownerHeaders()
    for (let i = 0; i < 6; i++) await login(`wrong ${i}`, '192.0.2.5')
    expect((await login(OWNER_PASSWORD, '192.0.2.5')).statusCode).toBe(429)

    await expect(setOwnerPassword(t.database, 'recovered on the machine')).resolves.toEqual({
      username: OWNER_USERNAME,
    })
    const stale = await t.app.inject({ method: 'GET', url: '/api/user/getuser', headers })
    expect(stale.statusCode).toBe(401)
    expect((await login('recovered on the machine', '192.0.2.5')).statusCode).toBe(200)
  })

  it('applies the password policy', async () => {
    t = await createTestApp()
    await expect(setOwnerPassword(t.database, 'password')).rejects.toThrow(/at least 8|commonly/)
    await expect(setOwnerPassword(t.database, '12345678')).rejects.toThrow(/commonly used/)
    expect((await login(OWNER_PASSWORD)).statusCode).toBe(200)
  })
})
