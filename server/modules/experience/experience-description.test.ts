import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'

const job = {
  duration: '2021-2024',
  title: 'Backend Engineer',
  company: 'Example Payments',
  techstack: 'Go, PostgreSQL',
  link: '',
  doc: '',
}

describe('experience description', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  async function add(input: object) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/exp/addexp',
      headers: await t.ownerHeaders(),
      payload: [input],
    })
    expect(response.statusCode).toBe(200)
    return response.json().data[0] as { _id: string; description: string }
  }

  it('keeps the stored description when an update sends none, as contract clients do', async () => {
    const added = await add({ ...job, description: '- Built the ledger' })
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/exp/updateexp/${added._id}`,
      headers: await t.ownerHeaders(),
      payload: { ...job, title: 'Staff Engineer' },
    })
    expect(update.statusCode).toBe(200)
    expect(update.json().updatedData).toMatchObject({
      title: 'Staff Engineer',
      description: '- Built the ledger',
    })
  })

  it('replaces or clears it when an update sends one', async () => {
    const added = await add({ ...job, description: '- First' })
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/exp/updateexp/${added._id}`,
      headers: await t.ownerHeaders(),
      payload: { ...job, description: '' },
    })
    expect(update.json().updatedData.description).toBe('')
  })

  it('refuses a description over 5 000 characters, naming it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/exp/addexp',
      headers: await t.ownerHeaders(),
      payload: [{ ...job, description: 'x'.repeat(5001) }],
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      success: false,
      message: 'Entry 1: Description must be at most 5000 characters',
    })
  })

  it('puts a new job at the top of the list, where the public timeline shows it', async () => {
    await add({ ...job, title: 'Older job' })
    const newest = await add({ ...job, title: 'Newest job' })
    const list = (await t.app.inject({ method: 'GET', url: '/api/experience' })).json().data
    expect(list[0]._id).toBe(newest._id)
    // The contract's list keeps the original server's order, newest last (its clients reverse it).
    const legacy = (await t.app.inject({ method: 'GET', url: '/api/exp/fetchexp' })).json().data
    expect(legacy.at(-1)._id).toBe(newest._id)
  })
})
