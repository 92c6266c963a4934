import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { LOGIN_THROTTLE } from '@contract/account.ts'
import { addressesIn } from '@/test-support/addresses.ts'
import {
  buildTestApp,
  OWNER_PASSWORD,
  OWNER_USERNAME,
  createTestApp,
  type TestApp,
} from '@/test-support/test-app.ts'

/** Each test logs in from its own addresses, so counters never couple tests. */
const freshAddress = addressesIn('198.51.100')

describe('login throttling', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2030-01-01T12:00:00Z'))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const login = (remoteAddress: string, password: string, username = OWNER_USERNAME) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username, password },
      remoteAddress,
    })
  const advance = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000)

  it('answers an unknown username and a wrong password the same way', async () => {
    const address = freshAddress()
    const unknown = await login(address, OWNER_PASSWORD, 'nobody')
    const wrong = await login(address, 'wrong password')
    expect(unknown.statusCode).toBe(401)
    expect(wrong.statusCode).toBe(401)
    expect(unknown.json()).toEqual(wrong.json())
    expect(wrong.json()).toEqual({ success: false, message: 'Invalid username or password' })
  })

  it('answers 429 with Retry-After after 5 failures, and backs off further on more', async () => {
    const address = freshAddress()
    for (let i = 0; i < LOGIN_THROTTLE.perUsernameAndAddress; i++) {
      expect((await login(address, `wrong ${i}`)).statusCode).toBe(401)
    }
    // Locked: even the right password is not checked.
    const locked = await login(address, OWNER_PASSWORD)
    expect(locked.statusCode).toBe(429)
    expect(locked.headers['retry-after']).toBe('60')
    expect(locked.json()).toEqual({
      success: false,
      message: 'Too many failed login attempts. Please try again in 1 minute.',
    })

    advance(61)
    expect((await login(address, 'wrong again')).statusCode).toBe(401)
    const longer = await login(address, OWNER_PASSWORD)
    expect(longer.statusCode).toBe(429)
    expect(longer.headers['retry-after']).toBe('120')

    advance(121)
    expect((await login(address, 'and again')).statusCode).toBe(401)
    expect((await login(address, OWNER_PASSWORD)).headers['retry-after']).toBe('240')

    advance(241)
    expect((await login(address, OWNER_PASSWORD)).statusCode).toBe(200)
  })

  it('forgets failures after 15 quiet minutes', async () => {
    const address = freshAddress()
    for (let i = 0; i < LOGIN_THROTTLE.perUsernameAndAddress - 1; i++) {
      await login(address, `wrong ${i}`)
    }
    advance(LOGIN_THROTTLE.quietMinutes * 60)
    for (let i = 0; i < LOGIN_THROTTLE.perUsernameAndAddress - 1; i++) {
      expect((await login(address, `wrong ${i}`)).statusCode).toBe(401)
    }
    expect((await login(address, OWNER_PASSWORD)).statusCode).toBe(200)
  })

  it('does not lock the owner out from another address', async () => {
    const attacker = freshAddress()
    for (let i = 0; i < LOGIN_THROTTLE.perUsernameAndAddress + 1; i++) {
      await login(attacker, `guess ${i}`)
    }
    expect((await login(attacker, OWNER_PASSWORD)).statusCode).toBe(429)
    const owner = await login(freshAddress(), OWNER_PASSWORD)
    expect(owner.statusCode).toBe(200)
    expect(owner.json()).toMatchObject({ success: true, message: 'Logged In  Successfully' })
  })

  it('has a higher per-address ceiling across usernames', async () => {
    const address = freshAddress()
    const perUser = LOGIN_THROTTLE.perUsernameAndAddress - 1
    const usernames = Math.ceil(LOGIN_THROTTLE.perAddress / perUser)
    let attempts = 0
    for (let u = 0; u < usernames && attempts < LOGIN_THROTTLE.perAddress; u++) {
      for (let i = 0; i < perUser && attempts < LOGIN_THROTTLE.perAddress; i++, attempts++) {
        expect((await login(address, 'wrong', `user-${u}`)).statusCode).toBe(401)
      }
    }
    const refused = await login(address, OWNER_PASSWORD)
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBe('60')
  })

  it('lets no more than the limit through a burst of parallel guesses', async () => {
    const address = freshAddress()
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(address, `parallel ${i}`)),
    )
    const statuses = responses.map((r) => r.statusCode)
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_THROTTLE.perUsernameAndAddress)
    expect(statuses.filter((s) => s === 429)).toHaveLength(
      12 - LOGIN_THROTTLE.perUsernameAndAddress,
    )
  })

  it('keeps its counters across a restart', async () => {
    const address = freshAddress()
    for (let i = 0; i < LOGIN_THROTTLE.perUsernameAndAddress; i++) {
      await login(address, `wrong ${i}`)
    }
    const restarted = await buildTestApp(t.config, { database: t.database, logger: false })
    try {
      const response = await restarted.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: OWNER_USERNAME, password: OWNER_PASSWORD },
        remoteAddress: address,
      })
      expect(response.statusCode).toBe(429)
    } finally {
      await restarted.close()
    }
  })

  it('inserts nothing for attempts refused while the address is locked out', async () => {
    const address = freshAddress()
    for (let i = 0; i < LOGIN_THROTTLE.perAddress; i++) {
      expect((await login(address, 'wrong', `user-${i}`)).statusCode).toBe(401)
    }
    const rows = () =>
      t.database.db
        .selectFrom('login_attempts')
        .selectAll()
        .where('address', '=', address)
        .orderBy('username')
        .execute()
    const locked = await rows()
    for (let i = 0; i < 30; i++) {
      expect((await login(address, 'wrong', `another-${i}`)).statusCode).toBe(429)
    }
    expect((await login(address, OWNER_PASSWORD)).statusCode).toBe(429)
    expect(await rows()).toEqual(locked)
  })

  it('a success clears the failures of that username and address', async () => {
    const address = freshAddress()
    for (let i = 0; i < LOGIN_THROTTLE.perUsernameAndAddress - 1; i++) {
      await login(address, `wrong ${i}`)
    }
    expect((await login(address, OWNER_PASSWORD)).statusCode).toBe(200)
    for (let i = 0; i < LOGIN_THROTTLE.perUsernameAndAddress - 1; i++) {
      expect((await login(address, `wrong ${i}`)).statusCode).toBe(401)
    }
  })
})

describe('login throttle clean-up', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('drops the rows nobody used for a day on the hourly timer, with no sign-in needed', async () => {
    const t = await createTestApp()
    try {
      // The app is ready (its once-a-second content check runs on real timers); the hourly
      // timers set when it listens run on the test's clock.
      vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
      vi.setSystemTime(new Date('2030-01-01T12:00:00Z'))
      const attempt = (remoteAddress: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { username: 'somebody', password: 'a guess' },
          remoteAddress,
        })
      await attempt('198.51.100.200')
      await t.app.listen({ port: 0, host: '127.0.0.1' })
      vi.setSystemTime(new Date('2030-01-02T13:00:00Z'))
      await attempt('198.51.100.201')
      const addresses = async () =>
        (
          await t.database.db.selectFrom('login_attempts').select('address').distinct().execute()
        ).map((row) => row.address)
      expect(await addresses()).toEqual(expect.arrayContaining(['198.51.100.200']))

      await vi.advanceTimersByTimeAsync(60 * 60 * 1000)
      await vi.waitFor(async () => expect(await addresses()).toEqual(['198.51.100.201']))
    } finally {
      vi.useRealTimers()
      await t.close()
    }
  })
})
