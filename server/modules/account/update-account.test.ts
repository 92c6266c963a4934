import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  createTestApp,
  OWNER_EMAIL,
  OWNER_PASSWORD,
  OWNER_USERNAME,
  type TestApp,
} from '@/test-support/test-app.ts'

describe('PUT /api/user/updateaccount', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await createTestApp()
  })
  afterEach(() => t.close())

  const update = async (payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/user/updateaccount',
      headers: await t.ownerHeaders(),
      payload,
    })
  const account = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/user/getuser',
        headers: await t.ownerHeaders(),
      })
    ).json().data

  it('changes the e-mail, name and username with the current password; fields left out stay', async () => {
    const response = await update({ email: 'me@example.org', password: OWNER_PASSWORD })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, message: 'Account Updated Successfully' })
    expect(await account()).toEqual({
      name: 'Test Owner',
      email: 'me@example.org',
      username: OWNER_USERNAME,
    })

    await update({ name: 'Ada Lovelace', username: 'ada', password: OWNER_PASSWORD })
    expect(await account()).toEqual({
      name: 'Ada Lovelace',
      email: 'me@example.org',
      username: 'ada',
    })
    // The session goes on; the next sign-in uses the new username.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'ada', password: OWNER_PASSWORD },
    })
    expect(login.statusCode).toBe(200)
  })

  it.each([
    [{ email: 'me@example.org', password: 'not it' }, 'The current password is not correct'],
    [{ email: 'not an address', password: OWNER_PASSWORD }, 'Enter a valid e-mail address'],
    [{ username: 'two words', password: OWNER_PASSWORD }, 'A username has no spaces'],
    [{ email: 'me@example.org' }, 'Current password is required'],
    [{ name: '   ', password: OWNER_PASSWORD }, 'Name, e-mail and username cannot be empty'],
  ])('refuses %j with 400 in words and changes nothing', async (payload, message) => {
    const before = await account()
    const response = await update(payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message })
    expect(await account()).toEqual(before)
    expect(before.email).toBe(OWNER_EMAIL)
  })

  it('is owner-only', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/updateaccount',
      payload: { email: 'me@example.org', password: OWNER_PASSWORD },
    })
    expect(response.statusCode).toBe(401)
  })
})
