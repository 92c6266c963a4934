import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test-support/test-app.ts'

const entry = {
  year: '2021-2025',
  clg: 'Example University',
  edu: 'B.Sc. Computer Science',
  sts: 'CGPA 9.1',
  link: 'https://example.edu',
}

describe('education API', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('adds records from an array, answers them, and lists them in order', async () => {
    const headers = await t.ownerHeaders()
    const second = { ...entry, clg: 'Example School', year: '2019-2021' }
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/edu/addedu',
      headers,
      payload: [entry, second],
    })
    expect(added.statusCode).toBe(200)
    const body = added.json()
    expect(body).toMatchObject({ success: true, message: 'Education Details Added' })
    expect(body.data).toHaveLength(2)
    expect(body.data[0]).toEqual({ _id: expect.stringMatching(/^\d+$/), ...entry })

    const list = await t.app.inject({ method: 'GET', url: '/api/edu/fetchedu' })
    expect(list.statusCode).toBe(200)
    const listed = list
      .json()
      .data.filter((e: { _id: string }) => body.data.some((a: { _id: string }) => a._id === e._id))
    expect(listed.map((e: { clg: string }) => e.clg)).toEqual([
      'Example University',
      'Example School',
    ])
  })

  it('updates a record and answers it as updatedData', async () => {
    const headers = await t.ownerHeaders()
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/edu/addedu',
      headers,
      payload: [entry],
    })
    const id = added.json().data[0]._id
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/edu/updateedu/${id}`,
      headers,
      payload: { ...entry, sts: 'Graduated' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      success: true,
      message: 'Education Updated Successfully',
      updatedData: { _id: id, ...entry, sts: 'Graduated' },
    })
  })

  it('deletes a record, then answers 404 for it', async () => {
    const headers = await t.ownerHeaders()
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/edu/addedu',
      headers,
      payload: [entry],
    })
    const id = added.json().data[0]._id
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/edu/deleteedu/${id}`,
      headers,
    })
    expect(removed.json()).toEqual({ success: true, message: 'Education Deleted Successfully' })
    const again = await t.app.inject({ method: 'DELETE', url: `/api/edu/deleteedu/${id}`, headers })
    expect(again.statusCode).toBe(404)
    expect(again.json()).toEqual({ success: false, message: `No education entry with id ${id}` })
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/edu/updateedu/${id}`,
      headers,
      payload: entry,
    })
    expect(update.statusCode).toBe(404)
  })

  it.each([
    ['a missing field', [{ ...entry, clg: undefined }], 'clg is required'],
    ['an unknown field', [{ ...entry, extra: 1 }], 'unknown field extra'],
    ['a wrong type', [{ ...entry, year: 2021 }], 'year must be string'],
    ['an empty array', [], 'must NOT have fewer than 1 items'],
    ['an object instead of an array', entry, 'must be array'],
    ['a non-http link', [{ ...entry, link: 'javascript:alert(1)' }], 'link must match pattern'],
  ])('refuses %s with 400 and changes nothing', async (_, payload, message) => {
    const headers = await t.ownerHeaders()
    const before = (await t.app.inject({ method: 'GET', url: '/api/edu/fetchedu' })).json().data
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/edu/addedu',
      headers,
      payload,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().success).toBe(false)
    expect(response.json().message).toContain(message)
    const after = (await t.app.inject({ method: 'GET', url: '/api/edu/fetchedu' })).json().data
    expect(after).toEqual(before)
  })

  it('refuses a malformed id with 400', async () => {
    const headers = await t.ownerHeaders()
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/edu/deleteedu/abc',
      headers,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().success).toBe(false)
  })

  it.each([
    ['POST', '/api/edu/addedu'],
    ['PUT', '/api/edu/updateedu/1'],
    ['DELETE', '/api/edu/deleteedu/1'],
  ] as const)('answers 401 to %s %s without a token', async (method, url) => {
    const response = await t.app.inject({
      method,
      url,
      payload: method === 'DELETE' ? undefined : [entry],
    })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({
      success: false,
      message: 'Please authenticate using a valid token',
    })
  })
})
