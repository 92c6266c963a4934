import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { deleteForGood } from '@/test-support/trash.ts'
import { countMedia, imageForm, pngImage } from '../media/media-test-support.ts'

const fields = {
  title: 'Task Board',
  desc: 'A drag-and-drop task board',
  tools: 'React, TypeScript',
  github: 'https://github.com/example/task-board',
  live: 'https://task-board.example.com',
}

describe('projects API', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  async function addProject(form: FormData) {
    return t.app.inject({
      method: 'POST',
      url: '/api/project/addproject',
      headers: await t.ownerHeaders(),
      payload: form,
    })
  }

  it('adds a project, answering its links under links.github and links.live', async () => {
    const response = await addProject(imageForm(fields, { bytes: await pngImage(160, 90) }))
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toEqual({
      success: true,
      message: 'Project Added Successfully',
      data: [
        {
          _id: expect.stringMatching(/^\d+$/),
          title: fields.title,
          desc: fields.desc,
          tools: fields.tools,
          links: { github: fields.github, live: fields.live },
          image: expect.stringMatching(/^\/media\/[0-9a-f]{64}\.webp$/),
          slug: '',
          body: '',
        },
      ],
    })
    const list = await t.app.inject({ method: 'GET', url: '/api/project/fetchprojects' })
    expect(list.statusCode).toBe(200)
    expect(list.json().data).toContainEqual(body.data[0])
  })

  it('accepts empty description, tools and links', async () => {
    const response = await addProject(
      imageForm(
        { title: 'Bare', desc: '', tools: '', github: '', live: '' },
        { bytes: await pngImage() },
      ),
    )
    expect(response.statusCode).toBe(200)
    expect(response.json().data[0].links).toEqual({ github: '', live: '' })
  })

  it('deletes a project (its image kept by the trash until deleted for good), then answers 404 for it', async () => {
    const headers = await t.ownerHeaders()
    const added = await addProject(imageForm(fields, { bytes: await pngImage(12, 12, '#121212') }))
    const { _id: id, image } = added.json().data[0]
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/project/deleteproject/${id}`,
      headers,
    })
    expect(removed.json()).toEqual({ success: true, message: 'Project Deleted Successfully' })
    expect((await t.app.inject({ method: 'GET', url: image })).statusCode).toBe(200)
    await deleteForGood(t, 'project', id)
    expect((await t.app.inject({ method: 'GET', url: image })).statusCode).toBe(404)
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/project/deleteproject/${id}`,
      headers,
    })
    expect(again.statusCode).toBe(404)
    expect(again.json()).toEqual({ success: false, message: `No project with id ${id}` })
  })

  it.each([
    ['a missing title', { ...fields, title: undefined }, 'Title is required'],
    ['a missing live link', { ...fields, live: undefined }, 'Live link is required'],
    [
      'a non-http GitHub link',
      { ...fields, github: 'javascript:alert(1)' },
      'GitHub link must be a web address starting with https://',
    ],
    ['an unknown field', { ...fields, stars: '5' }, 'Unknown field "stars"'],
    [
      'a description over the limit',
      { ...fields, desc: 'x'.repeat(5001) },
      'Description must be at most 5000 characters',
    ],
  ])('refuses %s with 400 and stores nothing', async (_, values, message) => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/project/fetchprojects' })).json()
    const mediaBefore = await countMedia(t.database)
    const text = Object.fromEntries(
      Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined),
    )
    const response = await addProject(imageForm(text, { bytes: await pngImage(9, 9, '#999999') }))
    expect(response.statusCode).toBe(400)
    expect(response.json().success).toBe(false)
    expect(response.json().message).toBe(message)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/project/fetchprojects' })).json(),
    ).toEqual(before)
    expect(await countMedia(t.database)).toBe(mediaBefore)
  })

  it.each([
    ['a missing image', undefined, 400],
    [
      'an SVG',
      { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), name: 'a.svg' },
      415,
    ],
  ])('refuses %s', async (_, image, status) => {
    const mediaBefore = await countMedia(t.database)
    const response = await addProject(imageForm(fields, image))
    expect(response.statusCode).toBe(status)
    expect(response.json().success).toBe(false)
    expect(await countMedia(t.database)).toBe(mediaBefore)
  })

  it.each([
    ['POST', '/api/project/addproject'],
    ['DELETE', '/api/project/deleteproject/1'],
  ] as const)('answers 401 to %s %s without a token', async (method, url) => {
    const response = await t.app.inject({
      method,
      url,
      payload: method === 'POST' ? imageForm(fields, { bytes: await pngImage() }) : undefined,
    })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({
      success: false,
      message: 'Please authenticate using a valid token',
    })
  })

  it('gives a project a case study: an address and Markdown, rendered for its page', async () => {
    const slug = `case-${Math.random().toString(36).slice(2, 8)}`
    const added = await addProject(
      imageForm(
        { ...fields, slug, body: '## Problem\n\nSlow **boards**.' },
        { bytes: await pngImage(20, 20, '#204060') },
      ),
    )
    expect(added.statusCode).toBe(200)
    const project = added.json().data[0]
    expect(project).toMatchObject({ slug, body: '## Problem\n\nSlow **boards**.' })
    const row = await t.app.repositories.caseStudies.findBySlug(slug)
    expect(row?.html).toContain('<h2 id="problem">Problem')
    expect(row?.html).toContain('<strong>boards</strong>')

    // Another project cannot take the address; the message says so.
    const clash = await addProject(
      imageForm({ ...fields, slug, body: 'x' }, { bytes: await pngImage(20, 20, '#204061') }),
    )
    expect(clash.statusCode).toBe(409)
    expect(clash.json()).toEqual({
      success: false,
      message: `A project already uses the address "${slug}": choose another`,
    })
    const bad = await addProject(
      imageForm({ ...fields, slug: 'Not A Slug' }, { bytes: await pngImage(20, 20, '#204062') }),
    )
    expect(bad.statusCode).toBe(400)

    // An update that says nothing of the case study keeps it (clients older than case studies).
    const headers = await t.ownerHeaders()
    const kept = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${project._id}`,
      headers,
      payload: { ...fields, title: 'Renamed' },
    })
    expect(kept.statusCode).toBe(200)
    expect(kept.json().updatedData).toMatchObject({ title: 'Renamed', slug, body: project.body })
    // Its own address again is no clash; an empty body takes the page away.
    const emptied = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${project._id}`,
      headers,
      payload: { ...fields, slug, body: '' },
    })
    expect(emptied.statusCode).toBe(200)
    expect(await t.app.repositories.caseStudies.findBySlug(slug)).toBeUndefined()
  })
})
