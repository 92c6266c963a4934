/**
 * Per-address limits count clients, not addresses: an IPv6 client is its /64 (a home line has a
 * whole /64 to rotate through), and an IPv4-mapped address is the IPv4 client.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { FORGOT_PASSWORD_HOURLY_LIMIT, LOGIN_THROTTLE } from '@contract/account.ts'
import { captureLog } from '@/test-support/log-capture.ts'
import { OWNER_USERNAME, createTestApp, type TestApp } from '@/test-support/test-app.ts'

/** A different address of the same /64 for each call. */
const sameSlash64 = (i: number) => `2001:db8:77:1:${(i + 1).toString(16)}:0:0:${i + 1}`

describe('per-address limits key IPv6 clients by their /64', () => {
  let t: TestApp
  afterEach(() => t.close())

  it('the contact limit is shared by every address of one /64', async () => {
    t = await createTestApp({ CONTACT_DAILY_LIMIT: '2' })
    const send = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact/addmsg',
        payload: { name: 'A', email: 'a@example.com', msg: 'hi' },
        remoteAddress,
      })
    expect((await send(sameSlash64(0))).statusCode).toBe(200)
    expect((await send(sameSlash64(1))).statusCode).toBe(200)
    expect((await send(sameSlash64(2))).statusCode).toBe(429)
    // Another /64 is another client.
    expect((await send('2001:db8:77:2::1')).statusCode).toBe(200)
  })

  it('an IPv4-mapped address is the same client as its IPv4 address', async () => {
    t = await createTestApp({ CONTACT_DAILY_LIMIT: '1' })
    const send = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact/addmsg',
        payload: { name: 'A', email: 'a@example.com', msg: 'hi' },
        remoteAddress,
      })
    expect((await send('203.0.113.5')).statusCode).toBe(200)
    expect((await send('::ffff:203.0.113.5')).statusCode).toBe(429)
  })

  it('the login throttle locks the /64, whichever of its addresses guesses', async () => {
    t = await createTestApp()
    const guess = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: OWNER_USERNAME, password: `wrong guess number ${i}` },
        remoteAddress: sameSlash64(i),
      })
    for (let i = 0; i < LOGIN_THROTTLE.perUsernameAndAddress; i++) {
      expect((await guess(i)).statusCode).toBe(401)
    }
    expect((await guess(99)).statusCode).toBe(429)
  })

  it('password-reset requests are counted per /64', async () => {
    t = await createTestApp()
    const ask = (i: number) =>
      t.app.inject({
        method: 'GET',
        url: '/api/user/forgot-password',
        headers: { 'x-requested-with': 'fetch' },
        remoteAddress: sameSlash64(i),
      })
    for (let i = 0; i < FORGOT_PASSWORD_HOURLY_LIMIT; i++)
      expect((await ask(i)).statusCode).toBe(200)
    expect((await ask(99)).statusCode).toBe(429)
  })
})

describe('X-Forwarded-For from a peer that is not trusted', () => {
  it('is ignored for the limits, and a warning naming TRUST_PROXY is logged once', async () => {
    const log = captureLog()
    const t = await createTestApp({ LOG_LEVEL: 'warn' }, { logStream: log.stream })
    try {
      for (const client of ['198.51.100.1', '198.51.100.2']) {
        const response = await t.app.inject({
          url: '/api/skill/fetchskills',
          headers: { 'x-forwarded-for': client },
          remoteAddress: '127.0.0.1',
        })
        expect(response.statusCode).toBe(200)
      }
      const warnings = log.events('untrusted_forwarded_for')
      expect(warnings).toHaveLength(1)
      expect(warnings[0]).toMatchObject({ peer: '127.0.0.1' })
      expect(String(warnings[0]!.msg)).toContain('TRUST_PROXY')
    } finally {
      await t.close()
    }
  })

  it("never names the sender of a page view, whose route logs no address; the next request's warning does", async () => {
    const log = captureLog()
    const t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: log.stream })
    try {
      const viewed = await t.app.inject({
        method: 'POST',
        url: '/api/analytics/views',
        headers: {
          'x-forwarded-for': '198.51.100.1',
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
        },
        remoteAddress: '203.0.113.187',
        payload: { page: '/' },
      })
      expect(viewed.statusCode).toBe(202)
      expect(log.text()).toContain('/api/analytics/views')
      expect(log.text()).not.toContain('203.0.113.187')
      await t.app.inject({
        url: '/api/skill/fetchskills',
        headers: { 'x-forwarded-for': '198.51.100.1' },
        remoteAddress: '203.0.113.187',
      })
      const warnings = log.events('untrusted_forwarded_for')
      expect(warnings).toHaveLength(1)
      expect(warnings[0]).toMatchObject({ peer: '203.0.113.187' })
    } finally {
      await t.close()
    }
  })

  it('says nothing when the proxy is trusted', async () => {
    const log = captureLog()
    const t = await createTestApp(
      { LOG_LEVEL: 'warn', TRUST_PROXY: '127.0.0.1' },
      { logStream: log.stream },
    )
    try {
      await t.app.inject({
        url: '/api/skill/fetchskills',
        headers: { 'x-forwarded-for': '198.51.100.1' },
        remoteAddress: '127.0.0.1',
      })
      expect(log.events('untrusted_forwarded_for')).toEqual([])
    } finally {
      await t.close()
    }
  })
})
