import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { captureLog } from '@/test-support/log-capture.ts'
import {
  buildTestApp,
  OWNER_EMAIL,
  OWNER_PASSWORD,
  OWNER_USERNAME,
  createTestApp,
  type TestApp,
} from '@/test-support/test-app.ts'

describe('owner account', () => {
  let t: TestApp
  const login = (password: string, username = OWNER_USERNAME) =>
    t.app.inject({ method: 'POST', url: '/api/user/login', payload: { username, password } })
  const updatePassword = async (oldpass: string, newpass: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/user/updatepass',
      headers: await t.ownerHeaders(),
      payload: { oldpass, newpass },
    })

  describe('reading and refusals (the password never changes here)', () => {
    beforeAll(async () => {
      t = await createTestApp()
    })
    afterAll(() => t.close())

    it('answers the account without password material', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/user/getuser',
        headers: await t.ownerHeaders(),
      })
      expect(response.json()).toEqual({
        success: true,
        data: { name: 'Test Owner', email: OWNER_EMAIL, username: OWNER_USERNAME },
      })
    })

    it('stores the password with argon2id, m=19 MiB, t=2', async () => {
      const owner = await t.app.repositories.owner.findByUsername(OWNER_USERNAME)
      expect(owner?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/)
    })

    it.each([
      ['a wrong old password', 'not the password', 'another passphrase', /old password is not/],
      ['a password under 8 characters', OWNER_PASSWORD, 'seven77', /at least 8 characters/],
      ['a password over 256 characters', OWNER_PASSWORD, 'x'.repeat(257), /at most 256/],
      ['a common password', OWNER_PASSWORD, 'iloveyou', /most commonly used/],
      ['a common password in capitals', OWNER_PASSWORD, 'QWERTYUIOP', /most commonly used/],
    ])('refuses %s with 400', async (_, oldpass, newpass, message) => {
      const response = await updatePassword(oldpass, newpass)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ success: false, message: expect.stringMatching(message) })
      expect((await login(OWNER_PASSWORD)).statusCode).toBe(200)
    })
  })

  describe('changes (one app each)', () => {
    afterEach(() => t.close())
    it('changes the password with the old one, and every older token stops working', async () => {
      t = await createTestApp()
      const oldHeaders = await t.ownerHeaders()
      const response = await updatePassword(OWNER_PASSWORD, 'a new and longer passphrase')
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ success: true, message: 'Password Updated Successfully' })
      const stale = await t.app.inject({
        method: 'GET',
        url: '/api/user/getuser',
        headers: oldHeaders,
      })
      expect(stale.statusCode).toBe(401)
      expect(stale.json()).toEqual({
        success: false,
        message: 'Token has expired',
      })
      expect((await login('a new and longer passphrase')).statusCode).toBe(200)
    })

    it('refuses the username as password', async () => {
      t = await createTestApp({ OWNER_USERNAME: 'ada-lovelace' })
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/user/updatepass',
        headers: {
          'auth-token': (await login(OWNER_PASSWORD, 'ada-lovelace')).json().authtoken as string,
        },
        payload: { oldpass: OWNER_PASSWORD, newpass: 'Ada-Lovelace' },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toBe('The new password must not be the username')
    })

    it('accepts 256 characters and never truncates', async () => {
      t = await createTestApp()
      const long = `${'long passphrase '.repeat(16)}`.slice(0, 255) + 'Z'
      expect([...long]).toHaveLength(256)
      expect((await updatePassword(OWNER_PASSWORD, long)).statusCode).toBe(200)
      expect((await login(long.slice(0, 255))).statusCode).toBe(401)
      expect((await login(long)).statusCode).toBe(200)
    })

    it('without OWNER_PASSWORD, generates a password and prints it once with the username', async () => {
      const log = captureLog()
      t = await createTestApp({ OWNER_PASSWORD: '', LOG_LEVEL: 'info' }, { logStream: log.stream })
      const [created] = log.events('owner_created')
      expect(created).toMatchObject({ username: OWNER_USERNAME })
      const password = /Password: (\S+)/.exec(String(created!.msg))![1]!
      expect(password.length).toBeGreaterThanOrEqual(20)
      expect((await login(password)).statusCode).toBe(200)

      const again = captureLog()
      const restarted = await buildTestApp(t.config, {
        database: t.database,
        logStream: again.stream,
      })
      await restarted.close()
      expect(again.events('owner_created')).toHaveLength(0)
      expect(again.text()).not.toContain(password)
    })
  })
})
