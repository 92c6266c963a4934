import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INBOX_PAGE_MAX } from '@contract/contact.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'

const STORED = INBOX_PAGE_MAX + 20

describe('the inbox, a page at a time', () => {
  let t: TestApp
  const get = async (url: string) =>
    t.app.inject({
      url,
      headers: { ...(await t.ownerHeaders()), 'content-type': 'application/json' },
    })

  beforeAll(async () => {
    t = await createTestApp()
    // Stored straight into the table: message i was sent i minutes after the first.
    const start = Date.parse('2026-01-01T00:00:00Z')
    const rows = Array.from({ length: STORED }, (_, i) => ({
      name: i % 50 === 0 ? `Grace Hopper ${i}` : `Sender ${i}`,
      email: `sender${i}@example.com`,
      message: i === 7 ? 'Offer: 100% remote_first role' : `Message number ${i}`,
      sender_address: '192.0.2.1',
      created_at: new Date(start + i * 60_000).toISOString(),
    }))
    for (let i = 0; i < rows.length; i += 100) {
      await t.database.db
        .insertInto('contact_messages')
        .values(rows.slice(i, i + 100))
        .execute()
    }
  })
  afterAll(() => t.close())

  it(`answers the newest ${INBOX_PAGE_MAX} and the total when asked without paging (the contract's client)`, async () => {
    const response = await get('/api/contact/fetchallmsg')
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({ success: true, total: STORED, page: 1, limit: INBOX_PAGE_MAX })
    expect(body.data).toHaveLength(INBOX_PAGE_MAX)
    expect(body.data[0]).toMatchObject({ name: `Sender ${STORED - 1}` })
    expect(body.data.at(-1)).toMatchObject({ name: `Sender ${STORED - INBOX_PAGE_MAX}` })
  })

  it('pages newest first, without overlap', async () => {
    const first = (await get('/api/messages?page=1&limit=20')).json()
    const second = (await get('/api/messages?page=2&limit=20')).json()
    expect(first.data).toHaveLength(20)
    expect(second.data).toHaveLength(20)
    expect(first.total).toBe(STORED)
    const names = [...first.data, ...second.data].map((m: { name: string }) => m.name)
    expect(new Set(names).size).toBe(40)
    expect(names[0]).toBe(`Sender ${STORED - 1}`)
    expect(names[39]).toBe(`Sender ${STORED - 40}`)
    const beyond = (await get('/api/messages?page=999&limit=20')).json()
    expect(beyond).toMatchObject({ data: [], total: STORED })
  })

  it('searches names, e-mails and texts, case-insensitively, with % and _ taken literally', async () => {
    const byName = (await get('/api/messages?q=grace%20HOPPER')).json()
    expect(byName.total).toBe(Math.ceil(STORED / 50))
    const byEmail = (await get('/api/messages?q=sender7@')).json()
    expect(byEmail.data.map((m: { email: string }) => m.email)).toEqual(['sender7@example.com'])
    const literal = (await get('/api/messages?q=100%25%20remote_first')).json()
    expect(literal.total).toBe(1)
    expect((await get('/api/messages?q=1_0')).json().total).toBe(0)
  })

  it.each([
    ['page=0', 'Page must be a whole number from 1'],
    ['limit=1000', `Limit must be a whole number from 1 to ${INBOX_PAGE_MAX}`],
    ['sort=name', 'Unknown field "sort"'],
  ])('refuses %s with 400 in words', async (query, message) => {
    const response = await get(`/api/messages?${query}`)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message })
  })

  it('deletes several messages at once, skipping unknown ids', async () => {
    // Deleting changes the inbox the other tests read: this one has an inbox of its own.
    const own = await createTestApp()
    try {
      await own.database.db
        .insertInto('contact_messages')
        .values(
          Array.from({ length: 5 }, (_, i) => ({
            name: `Own ${i}`,
            email: `own${i}@example.com`,
            message: `Own message ${i}`,
            sender_address: '192.0.2.2',
            created_at: new Date(Date.parse('2026-02-01T00:00:00Z') + i * 60_000).toISOString(),
          })),
        )
        .execute()
      const headers = { ...(await own.ownerHeaders()), 'content-type': 'application/json' }
      const list = async (url: string) => (await own.app.inject({ url, headers })).json()
      const page = await list('/api/messages?page=2&limit=3')
      const ids = page.data.map((m: { _id: string }) => m._id)
      expect(ids).toHaveLength(2)
      const first = await list('/api/messages?page=1&limit=1')
      const chosen = [...ids, first.data[0]._id]
      const response = await own.app.inject({
        method: 'POST',
        url: '/api/messages/delete',
        headers: await own.ownerHeaders(),
        payload: { ids: [...chosen, '999999'] },
      })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({
        success: true,
        message: '3 messages deleted',
        data: { deleted: 3 },
      })
      const after = await list('/api/messages?limit=500')
      expect(after.total).toBe(2)
      const left = after.data.map((m: { _id: string }) => m._id)
      for (const id of chosen) expect(left).not.toContain(id)
    } finally {
      await own.close()
    }
  })

  it('refuses a bulk delete without a token, or with no ids, and deletes nothing', async () => {
    const before = (await get('/api/messages')).json().total
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/messages/delete',
      payload: { ids: ['1'] },
    })
    expect(anonymous.statusCode).toBe(401)
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/messages/delete',
      headers: await t.ownerHeaders(),
      payload: { ids: [] },
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toBe('Messages to delete must have at least 1 entry')
    expect((await get('/api/messages')).json().total).toBe(before)
  })
})
