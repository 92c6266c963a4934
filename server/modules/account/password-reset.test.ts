import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { decodeJwt } from 'jose'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { FORGOT_PASSWORD_HOURLY_LIMIT } from '@contract/account.ts'
import {
  addSoftPasskey,
  signInWithPasskey,
  type SoftAuthenticator,
} from '@/test-support/passkey-ceremonies.ts'
import { addressesIn } from '@/test-support/addresses.ts'
import { decodeQuotedPrintable } from '@/test-support/smtp.ts'
import {
  OWNER_EMAIL,
  OWNER_PASSWORD,
  OWNER_USERNAME,
  createTestApp,
  type TestApp,
} from '@/test-support/test-app.ts'

const NEW_PASSWORD = 'a brand new passphrase'
const freshAddress = addressesIn('198.51.100')

/** Asks for a reset link and reads the token from the mail written to the outbox. */
async function requestReset(t: TestApp, headers: Record<string, string> = {}) {
  const outbox = path.join(t.config.dataDir, 'outbox')
  const before = new Set(fs.existsSync(outbox) ? fs.readdirSync(outbox) : [])
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/user/forgot-password',
    headers: { 'x-requested-with': 'fetch', ...headers },
    remoteAddress: freshAddress(),
  })
  expect(response.statusCode).toBe(200)
  // The new mail with a link: a notice of a sign-in may land beside it, sent in the background.
  const [found] = fs
    .readdirSync(outbox)
    .filter((name) => !before.has(name))
    .map((name) => decodeQuotedPrintable(fs.readFileSync(path.join(outbox, name), 'utf8')))
    .flatMap((mail) => {
      const link = /http:\/\/vitrine\.test\/reset-password\?token=([A-Za-z0-9._-]+)/.exec(mail)
      return link ? [{ mail, token: link[1]! }] : []
    })
  expect(found).toBeDefined()
  return { response, ...found! }
}

function reset(t: TestApp, token: string, body: object = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/user/reset-password?token=${encodeURIComponent(token)}`,
    payload: {
      email: OWNER_EMAIL,
      password: { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      ...body,
    },
  })
}

function login(t: TestApp, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { username: OWNER_USERNAME, password },
    remoteAddress: freshAddress(),
  })
}

describe('forgot password', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())
  afterEach(() => {
    vi.useRealTimers()
  })

  it('e-mails the owner a 15-minute reset link whose token shows name and e-mail', async () => {
    const { response, mail, token } = await requestReset(t)
    expect(response.json()).toEqual({
      success: true,
      message: 'A password reset link has been sent to your e-mail',
    })
    expect(mail).toContain(`To: ${OWNER_EMAIL}`)
    expect(mail).toMatch(/Content-Type: text\/html/)
    expect(mail).toMatch(/Content-Type: text\/plain/)
    const payload = decodeJwt(token)
    expect(payload).toMatchObject({
      user: { name: 'Test Owner', email: OWNER_EMAIL },
      purpose: 'reset',
    })
    expect(payload.exp! - payload.iat!).toBe(15 * 60)
    // Only a hash of the one-time id is kept.
    const rows = await t.database.db.selectFrom('password_reset_tokens').selectAll().execute()
    const hash = crypto.createHash('sha256').update(payload.jti!).digest('hex')
    expect(rows.map((row) => row.id_hash)).toContain(hash)
    expect(JSON.stringify(rows)).not.toContain(payload.jti)
  })

  it('works with a stale or foreign auth-token header too', async () => {
    await requestReset(t, { 'auth-token': 'not-a-valid-token' })
    await requestReset(t, await t.ownerHeaders())
  })

  it(`answers 429 after ${FORGOT_PASSWORD_HOURLY_LIMIT} requests an hour from one address`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2030-05-01T10:30:00Z'))
    const ask = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/user/forgot-password',
        headers: { 'x-requested-with': 'fetch' },
        remoteAddress: '203.0.113.9',
      })
    for (let i = 0; i < FORGOT_PASSWORD_HOURLY_LIMIT; i++)
      expect((await ask()).statusCode).toBe(200)
    const refused = await ask()
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBe(String(30 * 60))
    expect(refused.json()).toEqual({
      success: false,
      message: 'Too many password reset requests. Please try again later.',
    })
    vi.setSystemTime(new Date('2030-05-01T11:00:00Z'))
    expect((await ask()).statusCode).toBe(200)
  })
})

describe('reset password', () => {
  let t: TestApp
  afterEach(async () => {
    vi.useRealTimers()
    await t.close()
  })

  it('sets the new password, revokes every older token, and logs no one in', async () => {
    t = await createTestApp()
    const oldHeaders = await t.ownerHeaders()
    const { token } = await requestReset(t)
    const response = await reset(t, token)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, message: 'Password reset successfully' })

    expect((await login(t, OWNER_PASSWORD)).statusCode).toBe(401)
    expect((await login(t, NEW_PASSWORD)).statusCode).toBe(200)
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/user/getuser',
      headers: oldHeaders,
    })
    expect(stale.statusCode).toBe(401)

    const reused = await reset(t, token)
    expect(reused.statusCode).toBe(400)
    expect(reused.json()).toEqual({
      success: false,
      message: 'The reset link has already been used. Please request a new one.',
    })
  })

  it('removes every passkey with the reset when asked to (a planted one would still sign in)', async () => {
    t = await createTestApp()
    const headers = await t.ownerHeaders()
    const addPasskey = async () => {
      const { authenticator, added } = await addSoftPasskey(t.app, headers, 'Planted')
      expect(added.statusCode).toBe(200)
      return authenticator
    }
    const passkeySignIn = (authenticator: SoftAuthenticator) =>
      signInWithPasskey(t.app, authenticator)
    const first = await addPasskey()
    await addPasskey()

    // By default a reset keeps the passkeys, as the legacy call always did.
    const kept = await reset(t, (await requestReset(t)).token)
    expect(kept.json()).toEqual({ success: true, message: 'Password reset successfully' })
    expect((await passkeySignIn(first)).statusCode).toBe(200)

    const notABoolean = await reset(t, (await requestReset(t)).token, { removePasskeys: 'yes' })
    expect(notABoolean.statusCode).toBe(400)
    expect(await t.database.db.selectFrom('passkeys').selectAll().execute()).toHaveLength(2)

    const removed = await reset(t, (await requestReset(t)).token, { removePasskeys: true })
    expect(removed.json()).toEqual({ success: true, message: 'Password reset successfully' })
    expect(await t.database.db.selectFrom('passkeys').selectAll().execute()).toEqual([])
    expect((await passkeySignIn(first)).statusCode).toBe(401)
    const owner = { 'auth-token': (await login(t, NEW_PASSWORD)).json().authtoken as string }
    const log = (await t.app.inject({ url: '/api/audit?limit=50', headers: owner })).json().data
      .entries as Array<{ event: string; detail: string }>
    expect(log.filter((entry) => entry.event === 'reset-redeemed').map((e) => e.detail)).toEqual([
      'and every passkey removed (2)',
      '',
    ])
  })

  it('lets exactly one of 20 concurrent redemptions through', async () => {
    t = await createTestApp()
    const { token } = await requestReset(t)
    const responses = await Promise.all(Array.from({ length: 20 }, () => reset(t, token)))
    const statuses = responses.map((r) => r.statusCode)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 400)).toHaveLength(19)
  })

  it('refuses an expired link', async () => {
    t = await createTestApp()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2030-06-01T08:00:00Z'))
    const { token } = await requestReset(t)
    vi.setSystemTime(new Date('2030-06-01T08:15:01Z'))
    const response = await reset(t, token)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      success: false,
      message: 'The reset link has expired. Please request a new one.',
    })
  })

  it('refuses malformed, forged and session tokens, and a missing token', async () => {
    t = await createTestApp()
    const { token } = await requestReset(t)
    const [header, payload] = token.split('.')
    const forged = `${header}.${payload}.${'A'.repeat(43)}`
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`
    const session = (await t.ownerHeaders())['auth-token']!
    for (const bad of ['abc', forged, unsigned, session]) {
      const response = await reset(t, bad)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        success: false,
        message: 'The reset link is invalid. Please request a new one.',
      })
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: {
        email: OWNER_EMAIL,
        password: { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      },
    })
    expect(missing.statusCode).toBe(400)
    // A reset token is no session token either.
    const asSession = await t.app.inject({
      method: 'GET',
      url: '/api/user/getuser',
      headers: { 'auth-token': token },
    })
    expect(asSession.statusCode).toBe(401)
  })

  it('checks the e-mail, that both passwords match, and the policy, without using up the link', async () => {
    t = await createTestApp()
    const { token } = await requestReset(t)
    const cases: Array<[object, string]> = [
      [{ email: 'someone@else.test' }, 'The e-mail address does not match this reset link'],
      [
        { password: { newPassword: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}!` } },
        'Passwords do not match',
      ],
      [
        { password: { newPassword: 'short', confirmPassword: 'short' } },
        'The new password must be at least 8 characters long',
      ],
      [
        { password: { newPassword: 'password1', confirmPassword: 'password1' } },
        'The new password is one of the most commonly used passwords; please choose another',
      ],
    ]
    for (const [body, message] of cases) {
      const response = await reset(t, token, body)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ success: false, message })
    }
    expect((await reset(t, token, { email: OWNER_EMAIL.toUpperCase() })).statusCode).toBe(200)
  })

  it('a password change from the dashboard voids outstanding reset links', async () => {
    t = await createTestApp()
    const { token } = await requestReset(t)
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/user/updatepass',
      headers: await t.ownerHeaders(),
      payload: { oldpass: OWNER_PASSWORD, newpass: 'another fine passphrase' },
    })
    expect(changed.statusCode).toBe(200)
    const response = await reset(t, token)
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(/Please request a new one/)
  })
})
