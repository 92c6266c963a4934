import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Kysely } from 'kysely'
import { messageReadStateMigration } from '@/db/migrations/0021-message-read-state.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'

interface Listed {
  _id: string
  name: string
  msg: string
  read: boolean
}

let nextAddress = 1
/** Each message comes from its own address, so the daily limit never couples tests. */
const freshAddress = () => `203.0.113.${nextAddress++}`

describe('read and unread messages', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const owner = async (
    method: 'GET' | 'PATCH' | 'DELETE' | 'POST',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: await t.ownerHeaders(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
  /** Sends a message as a visitor would and answers it as the inbox lists it. */
  const send = async (msg: string): Promise<Listed> => {
    const name = `Reader ${msg}`
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact/addmsg',
      payload: { name, email: 'reader@example.org', msg },
      remoteAddress: freshAddress(),
    })
    expect(sent.statusCode).toBe(200)
    const found = await listed(msg)
    expect(found).toBeDefined()
    return found!
  }
  const listed = async (q: string) => {
    const response = await owner('GET', `/api/messages?q=${encodeURIComponent(q)}`)
    expect(response.statusCode).toBe(200)
    return (response.json().data as Listed[]).find((m) => m.msg === q)
  }
  const unread = async () => {
    const response = await owner('GET', '/api/messages/unread')
    expect(response.statusCode).toBe(200)
    return response.json().data.unread as number
  }
  const mark = (id: string, read: unknown) => owner('PATCH', `/api/messages/${id}`, { read })

  it('lists a new message as unread and counts it', async () => {
    const before = await unread()
    const message = await send('a new one')
    expect(message.read).toBe(false)
    expect(await unread()).toBe(before + 1)
  })

  it('marks a message read, then unread again; the count and the search follow', async () => {
    const message = await send('open me')
    const before = await unread()

    const read = await mark(message._id, true)
    expect(read.statusCode).toBe(200)
    expect(read.json()).toEqual({
      success: true,
      message: 'Marked as read',
      data: { ...message, date: expect.any(String), read: true },
    })
    expect((await listed('open me'))!.read).toBe(true)
    expect(await unread()).toBe(before - 1)
    // Marking it read again changes nothing.
    expect((await mark(message._id, true)).statusCode).toBe(200)
    expect(await unread()).toBe(before - 1)

    const unmarked = await mark(message._id, false)
    expect(unmarked.statusCode).toBe(200)
    expect(unmarked.json()).toMatchObject({ success: true, message: 'Marked as unread' })
    expect(unmarked.json().data.read).toBe(false)
    expect((await listed('open me'))!.read).toBe(false)
    expect(await unread()).toBe(before)
  })

  it("keeps the public pages' caches: reading a message changes nothing a visitor sees", async () => {
    const message = await send('read me quietly')
    const version = t.app.contentVersion.current()
    expect((await mark(message._id, true)).statusCode).toBe(200)
    expect((await mark(message._id, false)).statusCode).toBe(200)
    expect(t.app.contentVersion.current()).toBe(version)
  })

  it('answers 404 in words for a message that is not there, and counts nothing', async () => {
    const before = await unread()
    const response = await mark('999999', true)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ success: false, message: 'No message with id 999999' })
    expect(await unread()).toBe(before)
  })

  it.each([
    ['a read state that is not true or false', '1', { read: 'yes' }, 'Read must be true or false'],
    ['no read state', '1', {}, 'Read is required'],
    ['an unknown field', '1', { read: true, starred: true }, 'Unknown field "starred"'],
    ['an id that is not a number', 'abc', { read: true }, 'A record id is a number'],
  ])('refuses %s with 400 in words and changes nothing', async (_, id, payload, expected) => {
    const message = await send(`bad input ${id} ${JSON.stringify(payload)}`)
    const before = await unread()
    const target = id === '1' ? message._id : id
    const response = await owner('PATCH', `/api/messages/${target}`, payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message: expected })
    expect((await listed(message.msg))!.read).toBe(false)
    expect(await unread()).toBe(before)
  })

  it.each([
    ['GET', '/api/messages/unread'],
    ['PATCH', '/api/messages/1'],
  ] as const)('%s %s is for the owner only', async (method, url) => {
    const message = await send(`owner only ${method}`)
    const before = await unread()
    const anonymous = await t.app.inject({
      method,
      url: url.replace('/1', `/${message._id}`),
      ...(method === 'PATCH' ? { payload: { read: true } } : {}),
    })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toEqual({
      success: false,
      message: 'Please authenticate using a valid token',
    })
    expect(JSON.stringify(anonymous.json())).not.toContain('unread')
    expect(await unread()).toBe(before)
  })

  it('leaves the legacy inbox answers as they were, byte for byte', async () => {
    const message = await send('legacy bytes')
    await mark(message._id, true)
    const response = await owner('GET', '/api/contact/fetchallmsg')
    expect(response.statusCode).toBe(200)
    const body = response.json()
    const legacy = body.data.find((m: { _id: string }) => m._id === message._id)
    // The contract's fields in the contract's order, and nothing else.
    expect(JSON.stringify(legacy)).toBe(
      JSON.stringify({
        _id: message._id,
        name: message.name,
        email: 'reader@example.org',
        msg: 'legacy bytes',
        date: legacy.date,
      }),
    )
    expect(response.payload).toMatch(/^\{"success":true,"data":\[/)
    expect(response.payload).not.toContain('"read"')
    expect(Object.keys(body)).toEqual(['success', 'data', 'total', 'page', 'limit'])

    const removed = await owner('DELETE', `/api/contact/deletemsg/${message._id}`)
    expect(removed.payload).toBe('{"success":true,"message":"Message Deleted Successfully"}')
    const again = await owner('DELETE', `/api/contact/deletemsg/${message._id}`)
    expect(again.statusCode).toBe(404)
    expect(again.payload).toBe(`{"success":false,"message":"No message with id ${message._id}"}`)
  })

  it('keeps the read state through the trash and back', async () => {
    const message = await send('trash and back')
    await mark(message._id, true)
    expect((await owner('DELETE', `/api/contact/deletemsg/${message._id}`)).statusCode).toBe(200)
    const trash = (await owner('GET', '/api/trash')).json().data as Array<{
      _id: string
      type: string
      id: string
    }>
    const item = trash.find((entry) => entry.type === 'message' && entry.id === message._id)
    expect(item).toBeDefined()
    expect((await owner('POST', `/api/trash/${item!._id}/restore`)).statusCode).toBe(200)
    expect((await listed('trash and back'))!.read).toBe(true)
  })
})

describe('migration 0021: messages from before start read', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('marks the messages already in the inbox read, and new ones arrive unread', async () => {
    const db = t.database.db as unknown as Kysely<unknown>
    await messageReadStateMigration.down!(db)
    await t.database.db
      .insertInto('contact_messages')
      .values({
        name: 'Before',
        email: 'before@example.org',
        message: 'From before the upgrade',
        sender_address: '192.0.2.9',
        created_at: '2026-01-01T00:00:00.000Z',
      } as never)
      .execute()
    await messageReadStateMigration.up(db)

    const headers = await t.ownerHeaders()
    const list = await t.app.inject({ url: '/api/messages', headers })
    expect(list.json().data).toEqual([expect.objectContaining({ name: 'Before', read: true })])
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact/addmsg',
      payload: { name: 'After', email: 'after@example.org', msg: 'Hello' },
      remoteAddress: '192.0.2.10',
    })
    expect(sent.statusCode).toBe(200)
    const unread = await t.app.inject({ url: '/api/messages/unread', headers })
    expect(unread.json()).toEqual({ success: true, data: { unread: 1 } })
  })
})
