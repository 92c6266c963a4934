import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REORDER_MESSAGES, REORDER_PATHS } from '@contract/ordering.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { imageForm, pngImage } from '../media/media-test-support.ts'

/**
 * The multipart lists (skills, projects) reorder through the same helper as the JSON ones, which
 * json-collection-suite covers in depth; this checks each is wired with its own list and presenter.
 */
const lists = [
  {
    title: 'skills',
    reorder: REORDER_PATHS.skills,
    list: '/api/skills',
    add: '/api/skill/addskills',
    fields: (n: number) => ({ name: `Skill ${n}` }),
  },
  {
    title: 'projects',
    reorder: REORDER_PATHS.projects,
    list: '/api/projects',
    add: '/api/project/addproject',
    fields: (n: number) => ({
      title: `Project ${n}`,
      desc: 'A project',
      tools: 'TypeScript',
      github: 'https://github.com/example/project',
      live: '',
    }),
  },
] as const

describe.each(lists)('reordering $title', (resource) => {
  let t: TestApp
  let ids: string[]
  beforeAll(async () => {
    t = await createTestApp()
    const headers = await t.ownerHeaders()
    const bytes = await pngImage(16, 16, '#2a6f97')
    ids = []
    for (const n of [1, 2, 3]) {
      const response = await t.app.inject({
        method: 'POST',
        url: resource.add,
        headers,
        payload: imageForm(resource.fields(n), { bytes }),
      })
      expect(response.statusCode).toBe(200)
      ids.push(response.json().data[0]._id)
    }
  })
  afterAll(() => t.close())

  const list = async () => (await t.app.inject({ method: 'GET', url: resource.list })).json().data

  it("answers the records, presented as listed, in the owner's order", async () => {
    const order = [ids[2], ids[0], ids[1]]
    const response = await t.app.inject({
      method: 'PUT',
      url: resource.reorder,
      headers: await t.ownerHeaders(),
      payload: { ids: order },
    })
    expect(response.statusCode).toBe(200)
    const listed = await list()
    expect(listed.map((record: { _id: string }) => record._id)).toEqual(order)
    expect(response.json()).toEqual({
      success: true,
      message: REORDER_MESSAGES.updated,
      data: listed,
    })
  })

  it('refuses an order that misses a record with 409 and changes nothing', async () => {
    const before = await list()
    const response = await t.app.inject({
      method: 'PUT',
      url: resource.reorder,
      headers: await t.ownerHeaders(),
      payload: { ids: ids.slice(1) },
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ success: false, message: REORDER_MESSAGES.mismatch })
    expect(await list()).toEqual(before)
  })

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: resource.reorder,
      payload: { ids: [...ids].reverse() },
    })
    expect(response.statusCode).toBe(401)
  })

  it('documents the route in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()
    const operation = document.paths[resource.reorder]?.put
    expect(operation).toBeDefined()
    expect(JSON.stringify(operation.requestBody)).toContain('"ids"')
    expect(operation.responses['200']).toBeDefined()
  })
})
