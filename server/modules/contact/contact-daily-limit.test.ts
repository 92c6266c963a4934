import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildTestApp, createTestApp, type TestApp } from '@/test-support/test-app.ts'

const message = { name: 'Ada Visitor', email: 'ada@example.org', msg: 'Hello!' }

describe('contact daily limit (CONTACT_DAILY_LIMIT, default 2 per sender address)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())
  afterEach(() => {
    vi.useRealTimers()
  })

  const send = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact/addmsg',
      payload: message,
      remoteAddress,
      headers,
    })
  const storedFrom = async (address: string) =>
    t.database.db
      .selectFrom('contact_messages')
      .select('id')
      .where('sender_address', '=', address)
      .execute()

  it('answers the third message of a day 429 Too Many Requests, and accepts again the next day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2030-03-01T22:00:00Z'))
    const address = '203.0.113.1'
    expect((await send(address)).statusCode).toBe(200)
    expect((await send(address)).statusCode).toBe(200)

    const third = await send(address)
    expect(third.statusCode).toBe(429)
    expect(third.statusMessage).toBe('Too Many Requests')
    expect(third.json()).toEqual({ success: false, message: 'Only two message can be sent today' })
    expect(Number(third.headers['retry-after'])).toBe(2 * 60 * 60)
    expect(await storedFrom(address)).toHaveLength(2)

    // Another sender is not affected.
    expect((await send('203.0.113.2')).statusCode).toBe(200)

    vi.setSystemTime(new Date('2030-03-02T00:00:01Z'))
    expect((await send(address)).statusCode).toBe(200)
  })

  it('stores exactly the limit from a burst of 20 concurrent sends from one address', async () => {
    const address = '203.0.113.20'
    const responses = await Promise.all(Array.from({ length: 20 }, () => send(address)))
    const statuses = responses.map((r) => r.statusCode)
    expect(statuses.filter((s) => s === 200)).toHaveLength(2)
    expect(statuses.filter((s) => s === 429)).toHaveLength(18)
    expect(await storedFrom(address)).toHaveLength(2)
  })

  it('keeps counting across a restart (the counter lives in the database)', async () => {
    const address = '203.0.113.30'
    expect((await send(address)).statusCode).toBe(200)
    expect((await send(address)).statusCode).toBe(200)
    const restarted = await buildTestApp(t.config, { database: t.database, logger: false })
    try {
      const response = await restarted.inject({
        method: 'POST',
        url: '/api/contact/addmsg',
        payload: message,
        remoteAddress: address,
      })
      expect(response.statusCode).toBe(429)
    } finally {
      await restarted.close()
    }
  })

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const proxy = '203.0.113.40'
    for (const forwarded of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      await send(proxy, { 'x-forwarded-for': forwarded })
    }
    expect(await storedFrom(proxy)).toHaveLength(2)
    expect(await storedFrom('192.0.2.1')).toHaveLength(0)
  })

  it('trusts X-Forwarded-For only from the proxies TRUST_PROXY lists', async () => {
    const listed = await createTestApp({ TRUST_PROXY: '10.0.0.1', CONTACT_DAILY_LIMIT: '1' })
    try {
      const sendFrom = (remoteAddress: string, forwarded: string) =>
        listed.app.inject({
          method: 'POST',
          url: '/api/contact/addmsg',
          payload: message,
          remoteAddress,
          headers: { 'x-forwarded-for': forwarded },
        })
      expect((await sendFrom('10.0.0.1', '192.0.2.20')).statusCode).toBe(200)
      expect((await sendFrom('10.0.0.1', '192.0.2.21')).statusCode).toBe(200)
      // Not a listed proxy: its header is ignored and its own address is counted.
      expect((await sendFrom('10.0.0.2', '192.0.2.22')).statusCode).toBe(200)
      expect((await sendFrom('10.0.0.2', '192.0.2.23')).statusCode).toBe(429)
    } finally {
      await listed.close()
    }
  })

  it('counts per X-Forwarded-For client when TRUST_PROXY is set', async () => {
    const behindProxy = await createTestApp({ TRUST_PROXY: 'true', CONTACT_DAILY_LIMIT: '1' })
    try {
      const sendVia = (forwarded: string) =>
        behindProxy.app.inject({
          method: 'POST',
          url: '/api/contact/addmsg',
          payload: message,
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': forwarded },
        })
      expect((await sendVia('192.0.2.10')).statusCode).toBe(200)
      expect((await sendVia('192.0.2.11')).statusCode).toBe(200)
      const again = await sendVia('192.0.2.10')
      expect(again.statusCode).toBe(429)
      expect(again.json().message).toBe('Only one message can be sent today')
    } finally {
      await behindProxy.close()
    }
  })
})
