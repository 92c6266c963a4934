import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'

const message = { name: 'Ada Visitor', email: 'ada@example.org', msg: 'Hello there, nice site!' }
let nextAddress = 1
/** Each test sends from its own address, so the daily limit never couples tests. */
const freshAddress = () => `198.51.100.${nextAddress++}`

describe('contact messages', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const send = (payload: object, remoteAddress = freshAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/contact/addmsg', payload, remoteAddress })
  const list = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/contact/fetchallmsg',
      headers: await t.ownerHeaders(),
    })
    expect(response.statusCode).toBe(200)
    return response.json().data as Array<{ _id: string; name: string; msg: string }>
  }

  it('stores a message and lists it, newest first, with its date', async () => {
    const first = { ...message, msg: 'first message' }
    const second = { ...message, msg: 'second message' }
    const response = await send(first)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, message: 'Message Send Successfully' })
    await send(second)

    const messages = await list()
    const ours = messages.filter((m) => m.msg === first.msg || m.msg === second.msg)
    expect(ours.map((m) => m.msg)).toEqual(['second message', 'first message'])
    expect(ours[1]).toEqual({
      _id: expect.stringMatching(/^\d+$/),
      ...first,
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
  })

  it.each([
    ['a missing name', { email: message.email, msg: message.msg }, 'Name is required'],
    ['an empty message', { ...message, msg: '' }, 'Message is required'],
    ['a malformed e-mail', { ...message, email: 'not-an-email' }, 'Enter a valid e-mail address'],
    [
      'an over-long message',
      { ...message, msg: 'x'.repeat(5001) },
      'Message must be at most 5000 characters',
    ],
    ['an unknown field', { ...message, phone: '123' }, 'Unknown field "phone"'],
  ])('refuses %s with 400, in words a visitor reads', async (_, payload, expected) => {
    const response = await send(payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message: expected })
  })

  it("keeps the page's language when it is one of the site's, for the inbox only", async () => {
    const settings = await t.app.repositories.siteSettings.get()
    await t.app.repositories.siteSettings.save({
      ...settings,
      languages: { default: 'en', additional: ['de'] },
    })
    const german = await send({ ...message, msg: 'Hallo aus Berlin', language: 'de' })
    expect(german.json()).toEqual({ success: true, message: 'Message Send Successfully' })
    await send({ ...message, msg: 'from a language turned off', language: 'fr' })
    const inbox = await t.app.inject({ url: '/api/messages', headers: await t.ownerHeaders() })
    const rows = inbox.json().data as Array<{ msg: string; language?: string }>
    expect(rows.find((row) => row.msg === 'Hallo aus Berlin')?.language).toBe('de')
    expect(rows.find((row) => row.msg === 'from a language turned off')).not.toHaveProperty(
      'language',
    )
    // The contract's own list is as it always was.
    const legacy = (await list()).find((row) => row.msg === 'Hallo aus Berlin')
    expect(Object.keys(legacy!)).toEqual(['_id', 'name', 'email', 'msg', 'date'])
  })

  it('answers a filled honeypot like a success but keeps nothing', async () => {
    const spam = { ...message, msg: 'cheap pills', website: 'https://spam.example' }
    const response = await send(spam)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, message: 'Message Send Successfully' })
    expect((await list()).some((m) => m.msg === 'cheap pills')).toBe(false)
  })

  it('deletes a message, then answers 404 for it', async () => {
    await send({ ...message, msg: 'delete me' })
    const id = (await list()).find((m) => m.msg === 'delete me')!._id
    const headers = await t.ownerHeaders()
    const url = `/api/contact/deletemsg/${id}`
    const removed = await t.app.inject({ method: 'DELETE', url, headers })
    expect(removed.statusCode).toBe(200)
    expect(removed.json()).toEqual({ success: true, message: 'Message Deleted Successfully' })
    expect((await list()).some((m) => m._id === id)).toBe(false)

    const again = await t.app.inject({ method: 'DELETE', url, headers })
    expect(again.statusCode).toBe(404)
    expect(again.json()).toEqual({ success: false, message: `No message with id ${id}` })
  })

  it.each([
    ['GET', '/api/contact/fetchallmsg'],
    ['DELETE', '/api/contact/deletemsg/1'],
  ] as const)('%s %s needs the owner token', async (method, url) => {
    const response = await t.app.inject({ method, url })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ success: false })
  })
})
