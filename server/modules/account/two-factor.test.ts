import fs from 'node:fs'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { LOGIN_THROTTLE, RECOVERY_CODE_COUNT, SIGN_IN_MESSAGES } from '@contract/account.ts'
import { outboxMails } from '@/test-support/outbox.ts'
import { addressesIn } from '@/test-support/addresses.ts'
import {
  OWNER_PASSWORD,
  OWNER_USERNAME,
  createTestApp,
  type TestApp,
} from '@/test-support/test-app.ts'
import { describeBrowser } from '@/browser-families.ts'
import { turnOffTwoFactor } from './turn-off-two-factor.ts'
import { totpCode, twoFactorStore } from './two-factor.ts'

const START = new Date('2030-01-01T12:00:10Z').getTime()
const freshAddress = addressesIn('203.0.113')

describe('two-factor sign-in (TOTP, RFC 6238)', () => {
  let t: TestApp
  let headers: Record<string, string>
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())
  // One app for the file (a PostgreSQL schema each is slow to make and drop): each test starts
  // from two-factor off, an empty account log and no throttle counts.
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(START)
    headers = await t.ownerHeaders()
    const db = t.database.db
    const owner = await db.selectFrom('owner').select('id').executeTakeFirstOrThrow()
    await twoFactorStore(db).disable(owner.id)
    await db.deleteFrom('audit_log').execute()
    await db.deleteFrom('login_attempts').execute()
    await t.app.mailer.settled()
    fs.rmSync(path.join(t.config.dataDir, 'outbox'), { recursive: true, force: true })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const owner = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
  const login = (
    extra: { code?: string } = {},
    remoteAddress = '192.0.2.10',
    password = OWNER_PASSWORD,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: OWNER_USERNAME, password, ...extra },
      remoteAddress,
    })
  const later = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000)

  /** Turns two-factor on; answers the secret and the recovery codes. */
  async function turnOn() {
    const setup = (await owner('POST', '/api/user/2fa/setup')).json().data as { secret: string }
    const enabled = await owner('POST', '/api/user/2fa/enable', {
      password: OWNER_PASSWORD,
      code: totpCode(setup.secret),
    })
    expect(enabled.statusCode).toBe(200)
    // The enabling code's step is used: the next sign-in needs the next code.
    later(30)
    return { secret: setup.secret, recoveryCodes: enabled.json().data.recoveryCodes as string[] }
  }

  it('sets up with a secret, an otpauth URL and a QR code, and changes nothing until confirmed', async () => {
    const setup = await owner('POST', '/api/user/2fa/setup')
    expect(setup.statusCode).toBe(200)
    expect(setup.headers['cache-control']).toBe('no-store')
    const { secret, otpauthUrl, qrSvg } = setup.json().data
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//)
    expect(new URL(otpauthUrl).searchParams.get('secret')).toBe(secret)
    expect(new URL(otpauthUrl).searchParams.get('period')).toBe('30')
    expect(qrSvg).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/)

    expect((await owner('GET', '/api/user/2fa')).json().data).toEqual({
      twoFactor: false,
      recoveryCodesLeft: 0,
      passkeys: 0,
    })
    const plain = await login()
    expect(plain.statusCode).toBe(200)
    expect(plain.json().authtoken).toEqual(expect.any(String))
  })

  it('turns on only with a current code, and answers ten single-use recovery codes once', async () => {
    const noSetup = await owner('POST', '/api/user/2fa/enable', {
      password: OWNER_PASSWORD,
      code: '123456',
    })
    expect(noSetup.statusCode).toBe(400)
    expect(noSetup.json().message).toBe(SIGN_IN_MESSAGES.setupFirst)

    const { secret } = (await owner('POST', '/api/user/2fa/setup')).json().data
    const stale = await owner('POST', '/api/user/2fa/enable', {
      password: OWNER_PASSWORD,
      code: totpCode(secret, Date.now() - 120_000),
    })
    expect(stale.statusCode).toBe(400)
    expect(stale.json()).toEqual({ success: false, message: SIGN_IN_MESSAGES.codeWrong })
    // One step either side is accepted (clocks drift).
    const enabled = await owner('POST', '/api/user/2fa/enable', {
      password: OWNER_PASSWORD,
      code: totpCode(secret, Date.now() - 30_000),
    })
    expect(enabled.statusCode).toBe(200)
    const codes = enabled.json().data.recoveryCodes as string[]
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT)
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT)
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)

    expect((await owner('GET', '/api/user/2fa')).json().data).toMatchObject({
      twoFactor: true,
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
    })
    // Stored hashed: no code is in the database.
    const stored = await t.database.db.selectFrom('recovery_codes').selectAll().execute()
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT)
    const dump = JSON.stringify(stored)
    for (const code of codes) expect(dump).not.toContain(code.replace('-', ''))
    for (const code of codes) expect(dump).not.toContain(code)

    const again = await owner('POST', '/api/user/2fa/setup')
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(SIGN_IN_MESSAGES.alreadyOn)
  })

  it('turns on only with the current password: a stolen session alone cannot turn it on', async () => {
    const { secret } = (await owner('POST', '/api/user/2fa/setup')).json().data
    const noPassword = await owner('POST', '/api/user/2fa/enable', { code: totpCode(secret) })
    expect(noPassword.statusCode).toBe(400)
    expect(noPassword.json()).toEqual({ success: false, message: 'Current password is required' })
    const wrong = await owner('POST', '/api/user/2fa/enable', {
      password: 'not the password',
      code: totpCode(secret),
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({ success: false, message: SIGN_IN_MESSAGES.wrongPassword })
    expect((await owner('GET', '/api/user/2fa')).json().data.twoFactor).toBe(false)
    expect((await login()).statusCode).toBe(200)
    const events = (
      (await owner('GET', '/api/audit?limit=50')).json().data.entries as Array<{ event: string }>
    ).map((entry) => entry.event)
    expect(events).not.toContain('two-factor-on')
  })

  it('mails the owner when two-factor is turned on: what, when, from where, what to do if not them', async () => {
    const agent = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'
    const { secret } = (await owner('POST', '/api/user/2fa/setup')).json().data
    const enabled = await t.app.inject({
      method: 'POST',
      url: '/api/user/2fa/enable',
      headers: { ...headers, 'user-agent': agent },
      payload: { password: OWNER_PASSWORD, code: totpCode(secret) },
      remoteAddress: '192.0.2.61',
    })
    expect(enabled.statusCode).toBe(200)
    await t.app.mailer.settled()
    const mails = outboxMails(t.config.dataDir)
    expect(mails).toHaveLength(1)
    const mail = mails[0]!
    expect(mail).toContain('Two-factor sign-in turned on')
    expect(mail).toContain(
      `${describeBrowser(agent)}, 192.0.2.61, ${new Date(START).toUTCString()}`,
    )
    expect(mail).toContain('If it was not you')
    expect(mail).toContain('npm run owner -- two-factor-off')
    expect(mail).toContain('http://vitrine.test/dashboard/security')
  })

  it('asks for a code after the right password, accepts a current one once, and never a replay', async () => {
    const { secret } = await turnOn()
    const first = await login()
    expect(first.statusCode).toBe(401)
    expect(first.json()).toEqual({
      success: false,
      twoFactorRequired: true,
      message: SIGN_IN_MESSAGES.codeRequired,
    })

    const wrongPassword = await login({ code: totpCode(secret) }, '192.0.2.10', 'not it at all')
    expect(wrongPassword.json()).toEqual({
      success: false,
      message: 'Invalid username or password',
    })

    const code = totpCode(secret)
    const signedIn = await login({ code: `${code.slice(0, 3)} ${code.slice(3)}` })
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.json()).toEqual({
      success: true,
      authtoken: expect.any(String),
      message: 'Logged In  Successfully',
    })
    const token = signedIn.json().authtoken as string
    expect(
      (await t.app.inject({ url: '/api/user/getuser', headers: { 'auth-token': token } }))
        .statusCode,
    ).toBe(200)

    // The same code again, at once or later in its window: refused.
    const replay = await login({ code })
    expect(replay.statusCode).toBe(401)
    expect(replay.json()).toEqual({
      success: false,
      twoFactorRequired: true,
      message: SIGN_IN_MESSAGES.codeWrong,
    })
    later(20)
    expect((await login({ code })).statusCode).toBe(401)
    // An earlier step's code, still inside the ±1 window, is older than the one used: refused.
    expect((await login({ code: totpCode(secret, Date.now() - 30_000) })).statusCode).toBe(401)
    // The next step's code works.
    later(30)
    expect((await login({ code: totpCode(secret) })).statusCode).toBe(200)
  })

  it('accepts an unused recovery code once, whatever its case and spacing', async () => {
    const { recoveryCodes } = await turnOn()
    const [first, second] = recoveryCodes as [string, string]
    const used = await login({ code: first })
    expect(used.statusCode).toBe(200)
    expect((await login({ code: first })).statusCode).toBe(401)
    expect((await login({ code: ` ${second.toUpperCase().replace('-', ' ')} ` })).statusCode).toBe(
      200,
    )
    expect((await owner('GET', '/api/user/2fa')).json().data.recoveryCodesLeft).toBe(
      RECOVERY_CODE_COUNT - 2,
    )
    const log = (await owner('GET', '/api/audit?limit=20')).json().data.entries as Array<{
      event: string
      detail: string
    }>
    expect(log.filter((entry) => entry.detail === 'with a recovery code')).toHaveLength(2)
  })

  it('counts wrong codes toward the sign-in throttle, but not the password-only first step', async () => {
    const { secret } = await turnOn()
    const address = freshAddress()
    // The first step alone, many times: never locked.
    for (let i = 0; i < LOGIN_THROTTLE.perUsernameAndAddress + 2; i++) {
      expect((await login({}, address)).json().twoFactorRequired).toBe(true)
    }
    for (let i = 0; i < LOGIN_THROTTLE.perUsernameAndAddress; i++) {
      const wrong = await login({ code: String(100000 + i) }, address)
      expect(wrong.statusCode).toBe(401)
    }
    const locked = await login({ code: totpCode(secret) }, address)
    expect(locked.statusCode).toBe(429)
    expect(locked.headers['retry-after']).toBe('60')
    // Guesses between first steps gain nothing either: still locked after a password-only request.
    expect((await login({}, address)).statusCode).toBe(429)
    later(61)
    expect((await login({ code: totpCode(secret) }, address)).statusCode).toBe(200)
  })

  it('turns off with the password and a code or a recovery code, and the log records it all', async () => {
    const { secret, recoveryCodes } = await turnOn()
    const wrongPassword = await owner('POST', '/api/user/2fa/disable', {
      password: 'not the password',
      code: totpCode(secret),
    })
    expect(wrongPassword.statusCode).toBe(400)
    expect(wrongPassword.json().message).toBe('The current password is not correct')
    const wrongCode = await owner('POST', '/api/user/2fa/disable', {
      password: OWNER_PASSWORD,
      code: '000000',
    })
    expect(wrongCode.statusCode).toBe(400)
    expect(wrongCode.json().message).toBe(SIGN_IN_MESSAGES.codeWrong)
    expect((await login()).statusCode).toBe(401)

    const off = await owner('POST', '/api/user/2fa/disable', {
      password: OWNER_PASSWORD,
      code: recoveryCodes[0]!,
    })
    expect(off.json()).toEqual({ success: true, message: SIGN_IN_MESSAGES.disabled })
    expect((await login()).statusCode).toBe(200)
    expect((await owner('GET', '/api/user/2fa')).json().data.twoFactor).toBe(false)
    expect(await t.database.db.selectFrom('recovery_codes').selectAll().execute()).toEqual([])
    const notOn = await owner('POST', '/api/user/2fa/disable', {
      password: OWNER_PASSWORD,
      code: '000000',
    })
    expect(notOn.statusCode).toBe(409)

    const events = (
      (await owner('GET', '/api/audit?limit=50')).json().data.entries as Array<{ event: string }>
    ).map((entry) => entry.event)
    expect(events).toContain('two-factor-on')
    expect(events).toContain('two-factor-off')
  })

  it('throttles wrong codes when turning off, as at sign-in: a stolen session cannot guess them', async () => {
    const { secret } = await turnOn()
    for (let i = 0; i < LOGIN_THROTTLE.perUsernameAndAddress; i++) {
      const wrong = await owner('POST', '/api/user/2fa/disable', {
        password: OWNER_PASSWORD,
        code: String(200000 + i),
      })
      expect(wrong.statusCode).toBe(400)
    }
    const locked = await owner('POST', '/api/user/2fa/disable', {
      password: OWNER_PASSWORD,
      code: totpCode(secret),
    })
    expect(locked.statusCode).toBe(429)
    expect((await owner('GET', '/api/user/2fa')).json().data.twoFactor).toBe(true)
  })

  it('makes new recovery codes with the password and a code; the old ones stop working', async () => {
    const { secret, recoveryCodes } = await turnOn()
    const renewed = await owner('POST', '/api/user/2fa/recovery-codes', {
      password: OWNER_PASSWORD,
      code: totpCode(secret),
    })
    expect(renewed.statusCode).toBe(200)
    const fresh = renewed.json().data.recoveryCodes as string[]
    expect(fresh).toHaveLength(RECOVERY_CODE_COUNT)
    expect((await login({ code: recoveryCodes[1]! })).statusCode).toBe(401)
    expect((await login({ code: fresh[0]! })).statusCode).toBe(200)
  })

  it('npm run owner -- two-factor-off turns it off from the machine', async () => {
    await turnOn()
    expect((await login()).statusCode).toBe(401)
    await expect(turnOffTwoFactor(t.database)).resolves.toEqual({
      username: OWNER_USERNAME,
      wasOn: true,
    })
    expect((await login()).statusCode).toBe(200)
    await expect(turnOffTwoFactor(t.database)).resolves.toMatchObject({ wasOn: false })
    const log = (await owner('GET', '/api/audit?limit=50')).json().data.entries as Array<{
      event: string
      browser: string
    }>
    expect(log.find((entry) => entry.event === 'two-factor-off')?.browser).toBe('npm run owner')
  })

  it('refuses malformed input with a clear 400 and changes nothing', async () => {
    const empty = await owner('POST', '/api/user/2fa/enable', {
      password: OWNER_PASSWORD,
      code: '',
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().success).toBe(false)
    const extra = await login({ code: 'x'.repeat(65) })
    expect(extra.statusCode).toBe(400)
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/user/2fa/setup' })
    expect(unsigned.statusCode).toBe(401)
  })
})
