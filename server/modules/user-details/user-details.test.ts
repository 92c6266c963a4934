import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { deleteForGood } from '@/test-support/trash.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { countMedia, imageForm, pngImage, type FileField } from '../media/media-test-support.ts'

const fields = {
  name: 'Ada Example',
  profone: 'Web Developer',
  proftwo: 'Code Enthusiast',
  profthree: 'Learner',
  proffour: 'Speaker',
  currentsts: 'Student at Example University',
}

const expectedRecord = {
  _id: expect.stringMatching(/^\d+$/),
  name: fields.name,
  userimage: expect.stringMatching(/^\/media\/[0-9a-f]{64}\.webp$/),
  prof: { '1st': 'Web Developer', '2nd': 'Code Enthusiast', '3rd': 'Learner', '4th': 'Speaker' },
  currentsts: fields.currentsts,
}

describe('user details API', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  async function list() {
    return (await t.app.inject({ method: 'GET', url: '/api/user/fetchuserdetails' })).json()
  }

  async function add(values: Record<string, string>, image?: FileField) {
    return t.app.inject({
      method: 'POST',
      url: '/api/user/adduserdetails',
      headers: await t.ownerHeaders(),
      payload: imageForm(values, image),
    })
  }

  async function update(id: string, values: Record<string, string>, image?: FileField) {
    return t.app.inject({
      method: 'PUT',
      url: `/api/user/updateuserdetails/${id}`,
      headers: await t.ownerHeaders(),
      payload: imageForm(values, image),
    })
  }

  // One record at most: every test starts from none.
  beforeEach(async () => {
    const headers = await t.ownerHeaders()
    for (const record of (await list()).data as { _id: string }[]) {
      await t.app.inject({
        method: 'DELETE',
        url: `/api/user/deleteuserdetails/${record._id}`,
        headers,
      })
    }
  })

  it('answers an empty list when there are no details', async () => {
    expect(await list()).toEqual({ success: true, data: [] })
  })

  it('adds the details and answers the read shape, in a list', async () => {
    const response = await add(fields, { bytes: await pngImage(100, 120) })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      success: true,
      message: 'Details Added Successfully',
      data: [expectedRecord],
    })
    expect(await list()).toEqual({ success: true, data: response.json().data })
    const photo = await t.app.inject({ method: 'GET', url: response.json().data[0].userimage })
    expect(photo.statusCode).toBe(200)
  })

  it('refuses a second record with 409 and stores nothing', async () => {
    const first = await add(fields, { bytes: await pngImage(10, 10, '#111111') })
    expect(first.statusCode).toBe(200)
    const mediaBefore = await countMedia(t.database)
    const second = await add(
      { ...fields, name: 'Someone Else' },
      { bytes: await pngImage(10, 10, '#222222') },
    )
    expect(second.statusCode).toBe(409)
    expect(second.json()).toEqual({
      success: false,
      message: 'Profile details already exist; update or delete them instead',
    })
    expect((await list()).data).toEqual(first.json().data)
    expect(await countMedia(t.database)).toBe(mediaBefore)
  })

  it('lets only one of two simultaneous adds through', async () => {
    const mediaBefore = await countMedia(t.database)
    const images = [await pngImage(11, 11, '#333333'), await pngImage(11, 11, '#444444')]
    const responses = await Promise.all(images.map((bytes) => add(fields, { bytes })))
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409])
    expect((await list()).data).toHaveLength(1)
    expect(await countMedia(t.database)).toBe(mediaBefore + 1)
  })

  it('updates the fields and keeps the photo when no new one is sent', async () => {
    const added = (await add(fields, { bytes: await pngImage(12, 12, '#555555') })).json().data[0]
    const changed = { ...fields, name: 'Ada Renamed', proffour: '' }
    const response = await update(added._id, changed)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      success: true,
      message: 'Details Updated Successfully',
      updatedData: {
        ...added,
        name: 'Ada Renamed',
        prof: { ...added.prof, '4th': '' },
      },
    })
    expect((await t.app.inject({ method: 'GET', url: added.userimage })).statusCode).toBe(200)
  })

  it('keeps the photo when the form sends an empty file, as a browser does', async () => {
    const added = (await add(fields, { bytes: await pngImage(12, 13, '#565656') })).json().data[0]
    const response = await update(added._id, fields, {
      bytes: new Uint8Array(0),
      name: '',
      type: 'application/octet-stream',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().updatedData.userimage).toBe(added.userimage)
  })

  it('replaces the photo when a new one is sent; the old one stays for history', async () => {
    const added = (await add(fields, { bytes: await pngImage(13, 13, '#666666') })).json().data[0]
    const response = await update(added._id, fields, { bytes: await pngImage(14, 14, '#777777') })
    expect(response.statusCode).toBe(200)
    const { userimage } = response.json().updatedData
    expect(userimage).not.toBe(added.userimage)
    expect((await t.app.inject({ method: 'GET', url: userimage })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: added.userimage })).statusCode).toBe(200)
  })

  it('refuses an update with a bad photo and changes nothing', async () => {
    const added = (await add(fields, { bytes: await pngImage(15, 15, '#888888') })).json().data[0]
    const response = await update(
      added._id,
      { ...fields, name: 'Changed' },
      { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), name: 'me.svg' },
    )
    expect(response.statusCode).toBe(415)
    expect((await list()).data).toEqual([added])
  })

  it('deletes the details (to the trash), and their photo once deleted for good', async () => {
    const headers = await t.ownerHeaders()
    const added = (await add(fields, { bytes: await pngImage(16, 16, '#999999') })).json().data[0]
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/deleteuserdetails/${added._id}`,
      headers,
    })
    expect(removed.json()).toEqual({ success: true, message: 'Details Deleted Successfully' })
    expect(await list()).toEqual({ success: true, data: [] })
    expect((await t.app.inject({ method: 'GET', url: added.userimage })).statusCode).toBe(200)
    await deleteForGood(t, 'userdetails', added._id)
    expect((await t.app.inject({ method: 'GET', url: added.userimage })).statusCode).toBe(404)
  })

  it('answers 404 for an unknown id on update and delete', async () => {
    const headers = await t.ownerHeaders()
    const updated = await update('999999', fields)
    expect(updated.statusCode).toBe(404)
    expect(updated.json()).toEqual({ success: false, message: 'No profile details with id 999999' })
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/deleteuserdetails/999999',
      headers,
    })
    expect(removed.statusCode).toBe(404)
  })

  it.each([
    ['a missing image', fields, undefined, 'Photo is required'],
    ['a missing title', { ...fields, profone: undefined }, true, 'First title is required'],
    ['an unknown field', { ...fields, email: 'a@b.c' }, true, 'Unknown field "email"'],
    ['an empty name', { ...fields, name: '' }, true, 'Name is required'],
  ])('refuses an add with %s with 400', async (_, values, withImage, message) => {
    const text = Object.fromEntries(
      Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined),
    )
    const response = await add(text, withImage ? { bytes: await pngImage() } : undefined)
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain(message)
    expect(await list()).toEqual({ success: true, data: [] })
  })

  it.each([
    ['POST', '/api/user/adduserdetails'],
    ['PUT', '/api/user/updateuserdetails/1'],
    ['DELETE', '/api/user/deleteuserdetails/1'],
  ] as const)('answers 401 to %s %s without a token', async (method, url) => {
    const response = await t.app.inject({
      method,
      url,
      payload: method === 'DELETE' ? undefined : imageForm(fields, { bytes: await pngImage() }),
    })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({
      success: false,
      message: 'Please authenticate using a valid token',
    })
  })
})
