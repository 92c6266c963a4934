import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TRASH_PAGE_MAX, type TrashItem } from '@contract/history.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'

const DELETED = 7

describe('GET /api/trash a page at a time', () => {
  let t: TestApp
  /** The titles deleted, the last deleted first (the trash's order). */
  let newestFirst: string[]
  beforeAll(async () => {
    t = await createTestApp()
    const headers = await t.ownerHeaders()
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/edu/addedu',
      headers,
      payload: Array.from({ length: DELETED }, (_, index) => ({
        year: '2020',
        clg: `School ${index + 1}`,
        edu: 'Trash pages',
        sts: '',
        link: '',
      })),
    })
    expect(added.statusCode).toBe(200)
    const ids = (added.json().data as Array<{ _id: string; clg: string }>).map((row) => row._id)
    // One after another: each delete is newer than the one before.
    for (const id of ids) {
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/edu/deleteedu/${id}`,
        headers,
      })
      expect(deleted.statusCode).toBe(200)
    }
    newestFirst = Array.from(
      { length: DELETED },
      (_, index) => `Trash pages · School ${index + 1}`,
    ).reverse()
  })
  afterAll(() => t.close())

  const trash = async (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/trash${query}`, headers: await t.ownerHeaders() })

  it('answers a bounded page, newest first, with the total and where it is', async () => {
    const first = await trash('?page=1&limit=3')
    expect(first.statusCode).toBe(200)
    const body = first.json() as { data: TrashItem[]; total: number; page: number; limit: number }
    expect(body).toMatchObject({ success: true, keepDays: 30, total: DELETED, page: 1, limit: 3 })
    expect(body.data.map((item) => item.title)).toEqual(newestFirst.slice(0, 3))
  })

  it('pages through every item once, the last page holding what is left', async () => {
    const titles: string[] = []
    for (const page of [1, 2, 3]) {
      const body = (await trash(`?page=${page}&limit=3`)).json() as { data: TrashItem[] }
      titles.push(...body.data.map((item) => item.title))
    }
    expect(titles).toEqual(newestFirst)
    const past = (await trash('?page=4&limit=3')).json() as { data: TrashItem[]; total: number }
    expect(past).toMatchObject({ data: [], total: DELETED })
  })

  it(`answers the newest ${TRASH_PAGE_MAX} without a page or limit`, async () => {
    const body = (await trash('')).json() as { data: TrashItem[]; limit: number; page: number }
    expect(body).toMatchObject({ page: 1, limit: TRASH_PAGE_MAX })
    expect(body.data.map((item) => item.title)).toEqual(newestFirst)
  })

  it.each([
    ['?limit=0', `Limit must be a whole number from 1 to ${TRASH_PAGE_MAX}`],
    [`?limit=${TRASH_PAGE_MAX * 2}`, `Limit must be a whole number from 1 to ${TRASH_PAGE_MAX}`],
    ['?page=first', 'Page must be a whole number from 1'],
  ])('refuses %s in words', async (query, words) => {
    const response = await trash(query)
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain(words)
  })
})
