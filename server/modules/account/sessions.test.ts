import { SignJWT } from 'jose'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { SIGN_IN_MESSAGES } from '@contract/account.ts'
import { outboxMails } from '@/test-support/outbox.ts'
import {
  OWNER_PASSWORD,
  OWNER_USERNAME,
  createTestApp,
  type TestApp,
} from '@/test-support/test-app.ts'

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'

interface SessionJson {
  _id: string
  createdAt: string
  lastSeenAt: string
  address: string
  browser: string
  method: string
  current: boolean
}

let t: TestApp

async function signIn(userAgent: string, remoteAddress: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { username: OWNER_USERNAME, password: OWNER_PASSWORD },
    headers: { 'user-agent': userAgent },
    remoteAddress,
  })
  expect(response.statusCode).toBe(200)
  return response.json().authtoken as string
}
const as = (
  token: string,
  method: 'GET' | 'POST' | 'DELETE' | 'PUT',
  url: string,
  payload?: object,
) =>
  t.app.inject({ method, url, headers: { 'auth-token': token }, ...(payload ? { payload } : {}) })
const sessionsSeenBy = async (token: string) =>
  (await as(token, 'GET', '/api/user/sessions')).json().data as SessionJson[]
const works = async (token: string) => (await as(token, 'GET', '/api/user/getuser')).statusCode

describe('sessions', () => {
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())
  // One app for the file: each test starts with no session, log entry, count or mail.
  beforeEach(async () => {
    const db = t.database.db
    for (const table of ['sessions', 'audit_log', 'login_attempts'] as const) {
      await db.deleteFrom(table).execute()
    }
    // Mails of the test before are written in the background: let them land, then forget them.
    await t.app.mailer.settled()
    fs.rmSync(path.join(t.config.dataDir, 'outbox'), { recursive: true, force: true })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('lists the signed-in sessions with their browser, address and which one is this', async () => {
    const mac = await signIn(CHROME_MAC, '198.51.100.7')
    const windows = await signIn(FIREFOX_WINDOWS, '2001:db8:1:2:3:4:5:6')
    const list = await sessionsSeenBy(windows)
    expect(list).toHaveLength(2)
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          browser: 'Chrome 131 on macOS',
          address: '198.51.100.7',
          method: 'password',
          current: false,
        }),
        expect.objectContaining({
          browser: 'Firefox 133 on Windows',
          address: '2001:db8:1:2::/64',
          current: true,
        }),
      ]),
    )
    for (const session of list) {
      expect(Date.parse(session.createdAt)).not.toBeNaN()
      expect(session.lastSeenAt >= session.createdAt).toBe(true)
    }
    expect((await sessionsSeenBy(mac)).find((s) => s.current)?.browser).toBe('Chrome 131 on macOS')
  })

  it('signs in a client that sends no User-Agent (curl, scripts) and lists it as an unknown browser', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: OWNER_USERNAME, password: OWNER_PASSWORD },
      headers: { 'user-agent': '' },
    })
    expect(response.statusCode).toBe(200)
    const token = response.json().authtoken as string
    expect((await sessionsSeenBy(token)).find((s) => s.current)?.browser).toBe('Unknown browser')
  })

  it('ends one session: its token answers Token has expired from then on', async () => {
    const mac = await signIn(CHROME_MAC, '198.51.100.7')
    const windows = await signIn(FIREFOX_WINDOWS, '198.51.100.8')
    const target = (await sessionsSeenBy(windows)).find((s) => !s.current)!
    const ended = await as(windows, 'DELETE', `/api/user/sessions/${target._id}`)
    expect(ended.json()).toEqual({ success: true, message: SIGN_IN_MESSAGES.sessionEnded })
    const refused = await as(mac, 'GET', '/api/user/getuser')
    expect(refused.statusCode).toBe(401)
    expect(refused.json()).toEqual({ success: false, message: 'Token has expired' })
    expect(await works(windows)).toBe(200)
    expect(await sessionsSeenBy(windows)).toHaveLength(1)

    const again = await as(windows, 'DELETE', `/api/user/sessions/${target._id}`)
    expect(again.statusCode).toBe(404)
    expect(again.json()).toEqual({ success: false, message: SIGN_IN_MESSAGES.noSession })
  })

  it('ends every other session, and keeps this one', async () => {
    const others = [
      await signIn(CHROME_MAC, '198.51.100.7'),
      await signIn(CHROME_MAC, '198.51.100.9'),
    ]
    const mine = await signIn(FIREFOX_WINDOWS, '198.51.100.8')
    const answer = await as(mine, 'POST', '/api/user/sessions/revoke-others')
    expect(answer.json()).toEqual({ success: true, message: 'Signed out of 2 other sessions' })
    for (const token of others) expect(await works(token)).toBe(401)
    expect(await works(mine)).toBe(200)
    expect((await sessionsSeenBy(mine)).map((s) => s.current)).toEqual([true])
    const events = (
      (await as(mine, 'GET', '/api/audit?limit=50')).json().data.entries as Array<{
        event: string
      }>
    ).map((entry) => entry.event)
    expect(events).toContain('other-sessions-ended')
  })

  it('notes when a session was last seen, at most once a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2030-01-01T12:00:00Z'))
    const token = await signIn(CHROME_MAC, '198.51.100.7')
    vi.setSystemTime(new Date('2030-01-01T12:00:30Z'))
    expect((await sessionsSeenBy(token))[0]!.lastSeenAt).toBe('2030-01-01T12:00:00.000Z')
    vi.setSystemTime(new Date('2030-01-01T12:05:00Z'))
    await works(token)
    expect((await sessionsSeenBy(token))[0]!.lastSeenAt).toBe('2030-01-01T12:05:00.000Z')
    // Past the token's 12 hours the session is gone from the list, and the token refused.
    vi.setSystemTime(new Date('2030-01-02T00:00:01Z'))
    expect(await works(token)).toBe(401)
  })

  it('refuses a token that names no session (one made before sessions were kept)', async () => {
    const owner = await t.database.db.selectFrom('owner').selectAll().executeTakeFirstOrThrow()
    const old = await new SignJWT({ ver: owner.token_version, purpose: 'session' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(owner.id))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(t.app.authKey)
    const refused = await as(old, 'GET', '/api/user/getuser')
    expect(refused.statusCode).toBe(401)
    expect(refused.json()).toEqual({ success: false, message: 'Token has expired' })
  })

  it('mails the owner when a sign-in comes from a browser and address not seen before', async () => {
    const newSignInMails = () =>
      outboxMails(t.config.dataDir).filter((mail) => mail.includes('New sign-in to'))
    await signIn(CHROME_MAC, '198.51.100.7')
    await signIn(CHROME_MAC, '198.51.100.7')
    await t.app.mailer.settled()
    // The first sign-in of an install, and the same browser at the same address: no mail.
    expect(newSignInMails()).toEqual([])

    await signIn(FIREFOX_WINDOWS, '198.51.100.7')
    await signIn(CHROME_MAC, '192.0.2.44')
    await t.app.mailer.settled()
    const mails = newSignInMails()
    expect(mails).toHaveLength(2)
    expect(mails[0]).toContain('Firefox 133 on Windows, 198.51.100.7')
    expect(mails[1]).toContain('Chrome 131 on macOS, 192.0.2.44')
    expect(mails[0]).toContain('http://vitrine.test/dashboard/security#sessions')
    // A passkey signs in without the password: the advice names them, with where to remove them.
    expect(mails[0]).toContain(
      'remove any passkey you do not recognise (http://vitrine.test/dashboard/security#passkeys)',
    )
  })

  it('answers 401 without a token, and a 404 for a session that is not there', async () => {
    expect((await t.app.inject({ url: '/api/user/sessions' })).statusCode).toBe(401)
    const token = await signIn(CHROME_MAC, '198.51.100.7')
    const unknown = await as(token, 'DELETE', '/api/user/sessions/no-such-session')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ success: false, message: SIGN_IN_MESSAGES.noSession })
  })
})

describe('signing out and changing the password', () => {
  beforeEach(async () => {
    t = await createTestApp()
  })
  afterEach(() => t.close())

  it('signing out ends this session; a password change ends every session, as before', async () => {
    const first = await signIn(CHROME_MAC, '198.51.100.7')
    const out = await as(first, 'POST', '/api/user/logout')
    expect(out.statusCode).toBe(200)
    expect(await works(first)).toBe(401)

    const a = await signIn(CHROME_MAC, '198.51.100.7')
    const b = await signIn(FIREFOX_WINDOWS, '198.51.100.8')
    const changed = await as(b, 'PUT', '/api/user/updatepass', {
      oldpass: OWNER_PASSWORD,
      newpass: `${OWNER_PASSWORD} changed`,
    })
    expect(changed.json()).toEqual({ success: true, message: 'Password Updated Successfully' })
    expect(await works(a)).toBe(401)
    expect(await works(b)).toBe(401)
    expect(await t.database.db.selectFrom('sessions').selectAll().execute()).toEqual([])
  })
})
