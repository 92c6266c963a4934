import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FORGOT_PASSWORD_HOURLY_LIMIT, LOGIN_THROTTLE } from '@contract/account.ts'
import {
  OWNER_PASSWORD,
  OWNER_USERNAME,
  createTestApp,
  type TestApp,
} from '../test-support/test-app.ts'

/**
 * Attempts to get around the login and reset limits. The limits themselves (5 per username and
 * address, 20 per address across usernames, parallel bursts, reset-link reuse, 20 concurrent
 * redemptions, expiry) are tested in modules/account; here: other spellings of the path, forged
 * client addresses, and a flood of reset requests.
 */
const FORGED_ADDRESS_HEADERS = (i: number) => ({
  'x-forwarded-for': `10.0.${i}.1`,
  'x-real-ip': `10.1.${i}.1`,
  forwarded: `for=10.2.${i}.1`,
  'true-client-ip': `10.3.${i}.1`,
})

let nextAddress = 1
const freshAddress = () => `192.0.2.${nextAddress++}`

describe('login throttle bypass attempts (TRUST_PROXY unset)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const login = (remoteAddress: string, password: string, url = '/api/user/login', headers = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { username: OWNER_USERNAME, password },
      remoteAddress,
    })
  async function lockOut(address: string) {
    for (let i = 0; i < LOGIN_THROTTLE.perUsernameAndAddress; i++) {
      expect((await login(address, `wrong ${i}`)).statusCode).toBe(401)
    }
    expect((await login(address, OWNER_PASSWORD)).statusCode).toBe(429)
  }

  /** Fastify routes are case-sensitive and strict about slashes: other spellings are other URLs. */
  const OTHER_SPELLINGS = [
    '/API/USER/LOGIN',
    '/Api/User/Login',
    '/api/user/LOGIN',
    '/api/user/login/',
    '//api/user/login',
    '/api/user//login',
    '/api/user/login;x=1',
    '/api/user/login%2F',
    '/api/user/login%00',
  ]
  /** Spellings that name the same route: they reach the same throttle. */
  const SAME_ROUTE = ['/api/user/login?x=1', '/api/user/%6Cogin', '/api/user/%6cogin?']

  it('answers 404 to other spellings of the login path, which never check a password', async () => {
    const address = freshAddress()
    for (const url of OTHER_SPELLINGS) {
      const response = await login(address, OWNER_PASSWORD, url)
      expect(response.statusCode, url).toBe(404)
      expect(response.json().success).toBe(false)
      expect(response.json()).not.toHaveProperty('authtoken')
    }
    // None of them counted as an attempt, and none of them logged anyone in.
    const rows = await t.database.db
      .selectFrom('login_attempts')
      .selectAll()
      .where('address', '=', address)
      .execute()
    expect(rows).toEqual([])
  })

  it('keeps a locked address locked whatever the spelling of the path', async () => {
    const address = freshAddress()
    await lockOut(address)
    for (const url of OTHER_SPELLINGS)
      expect((await login(address, OWNER_PASSWORD, url)).statusCode, url).toBe(404)
    for (const url of SAME_ROUTE)
      expect((await login(address, OWNER_PASSWORD, url)).statusCode, url).toBe(429)
    expect((await login(address, OWNER_PASSWORD)).statusCode).toBe(429)
  })

  it('ignores forged client-address headers: a locked address stays locked', async () => {
    const address = freshAddress()
    await lockOut(address)
    for (let i = 0; i < 10; i++) {
      const response = await login(
        address,
        OWNER_PASSWORD,
        '/api/user/login',
        FORGED_ADDRESS_HEADERS(i),
      )
      expect(response.statusCode).toBe(429)
    }
    const forged = await t.database.db
      .selectFrom('login_attempts')
      .select('address')
      .where('address', 'like', '10.%')
      .execute()
    expect(forged).toEqual([])
  })

  it('counts rotating usernames with forged addresses against the one real address', async () => {
    const address = freshAddress()
    const statuses: number[] = []
    for (let i = 0; i < LOGIN_THROTTLE.perAddress + 5; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: FORGED_ADDRESS_HEADERS(i),
        payload: { username: `user-${i}`, password: 'guess' },
        remoteAddress: address,
      })
      statuses.push(response.statusCode)
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_THROTTLE.perAddress)
    expect(statuses.filter((s) => s === 429)).toHaveLength(5)
    expect((await login(address, OWNER_PASSWORD)).statusCode).toBe(429)
    // The owner, from anywhere else, is not locked out.
    expect((await login(freshAddress(), OWNER_PASSWORD)).statusCode).toBe(200)
  })
})

describe('forgot-password flood', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const outboxSize = () => {
    const outbox = path.join(t.config.dataDir, 'outbox')
    return fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0
  }

  it(`sends at most ${FORGOT_PASSWORD_HOURLY_LIMIT} links from 40 concurrent requests with forged addresses`, async () => {
    const address = freshAddress()
    // Other tests of this block send links too, in any order: count what this one adds.
    const storedLinks = async () =>
      (await t.database.db.selectFrom('password_reset_tokens').selectAll().execute()).length
    const [mailsBefore, linksBefore] = [outboxSize(), await storedLinks()]
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.app.inject({
          method: 'GET',
          url: i % 2 ? '/api/user/forgot-password' : '/api/user/forgot-password?again=1',
          headers: { ...FORGED_ADDRESS_HEADERS(i), 'x-requested-with': 'fetch' },
          remoteAddress: address,
        }),
      ),
    )
    const statuses = responses.map((r) => r.statusCode)
    expect(statuses.filter((s) => s === 200)).toHaveLength(FORGOT_PASSWORD_HOURLY_LIMIT)
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - FORGOT_PASSWORD_HOURLY_LIMIT)
    for (const response of responses.filter((r) => r.statusCode === 429)) {
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0)
    }
    expect(outboxSize() - mailsBefore).toBe(FORGOT_PASSWORD_HOURLY_LIMIT)
    expect((await storedLinks()) - linksBefore).toBe(FORGOT_PASSWORD_HOURLY_LIMIT)
  })

  it('does not let the flood stop the owner from another address', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/forgot-password',
      headers: { 'content-type': 'application/json' },
      remoteAddress: freshAddress(),
    })
    expect(response.statusCode).toBe(200)
  })

  it.each([
    ['no header at all (an <img> or a link on another site)', {}],
    [
      'a form-encoded request (a cross-site form)',
      { 'content-type': 'application/x-www-form-urlencoded' },
    ],
    ['a plain-text request', { 'content-type': 'text/plain' }],
  ])('refuses %s with 400 and sends nothing', async (_, headers: Record<string, string>) => {
    const before = outboxSize()
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/forgot-password',
      headers,
      remoteAddress: freshAddress(),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      success: false,
      message: 'This request must be sent by the site itself (with Content-Type: application/json)',
    })
    expect(outboxSize()).toBe(before)
  })
})
