/**
 * Replays, row by row, the requests a single-page client written against the HTTP contract sends
 * (docs/contract.md): `Content-Type: application/json` on every request, bodiless GETs and
 * DELETEs included; the token from localStorage in `auth-token` on every owner call; multipart
 * uploads through FormData, with `image` as the text `null` when no new photo was chosen. Each
 * test reads the answer the way that client does. If one of these breaks, a deployed client breaks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import { imageForm, pngImage } from '@/modules/media/media-test-support.ts'
import {
  createTestApp,
  OWNER_PASSWORD,
  OWNER_USERNAME,
  type TestApp,
} from '@/test-support/test-app.ts'
import { readOutboxLink } from '@/test-support/outbox.ts'

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

interface Sent {
  json?: unknown
  form?: FormData
  /** Owner calls carry the stored token. */
  auth?: boolean
  /** A token other than the client's current one (a stale one, say). */
  token?: string
}

describe('a single-page client written against the contract', () => {
  let t: TestApp
  let token = ''

  /** Exactly what the client's fetch wrapper puts on the wire. */
  async function spa(method: Method, url: string, sent: Sent = {}) {
    const headers: Record<string, string> = {}
    let payload: string | FormData | undefined
    if (sent.form) {
      // fetch with a FormData body sets the multipart type and boundary itself.
      payload = sent.form
    } else {
      headers['content-type'] = 'application/json'
      if (sent.json !== undefined) payload = JSON.stringify(sent.json)
    }
    const auth = sent.token ?? (sent.auth ? token : undefined)
    if (auth !== undefined) headers['auth-token'] = auth
    const response = await t.app.inject({ method, url, headers, payload })
    return { response, body: parseBody(response) }
  }

  beforeAll(async () => {
    t = await createTestApp()
    const { body } = await spa('POST', '/api/user/login', {
      json: { username: OWNER_USERNAME, password: OWNER_PASSWORD },
    })
    token = body.authtoken
  })
  afterAll(() => t.close())

  it('POST /api/user/login: success, authtoken, message', async () => {
    const { response, body } = await spa('POST', '/api/user/login', {
      json: { username: OWNER_USERNAME, password: OWNER_PASSWORD },
    })
    expect(response.statusCode).toBe(200)
    expect(body).toEqual({
      success: true,
      authtoken: expect.any(String),
      message: 'Logged In  Successfully',
    })
  })

  it('GET /api/user/getuser (auth): success, data', async () => {
    const { response, body } = await spa('GET', '/api/user/getuser', { auth: true })
    expect(response.statusCode).toBe(200)
    expect(body).toEqual({
      success: true,
      data: { name: expect.any(String), email: expect.any(String), username: OWNER_USERNAME },
    })
  })

  describe('contact messages', () => {
    it('POST /api/contact/addmsg, GET fetchallmsg (auth), DELETE deletemsg/{id} (auth)', async () => {
      const sent = { name: 'Ada', email: 'ada@example.com', msg: 'Compat hello' }
      const added = await spa('POST', '/api/contact/addmsg', { json: sent })
      expect(added.response.statusCode).toBe(200)
      expect(added.body).toMatchObject({ success: true, message: 'Message Send Successfully' })

      const listed = await spa('GET', '/api/contact/fetchallmsg', { auth: true })
      expect(listed.response.statusCode).toBe(200)
      expect(listed.body.success).toBe(true)
      const mine = listed.body.data.find((m: { msg: string }) => m.msg === sent.msg)
      expect(mine).toMatchObject({ _id: expect.any(String), ...sent, date: expect.any(String) })

      const removed = await spa('DELETE', `/api/contact/deletemsg/${mine._id}`, { auth: true })
      expect(removed.response.statusCode).toBe(200)
      expect(removed.body).toEqual({ success: true, message: expect.any(String) })
    })

    it('the third message of the day answers with the status text Too Many Requests', async () => {
      const app = await createTestApp()
      try {
        const send = () =>
          app.app.inject({
            method: 'POST',
            url: '/api/contact/addmsg',
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify({ name: 'A', email: 'a@example.com', msg: 'hi' }),
          })
        expect((await send()).statusCode).toBe(200)
        expect((await send()).statusCode).toBe(200)
        const third = await send()
        expect(third.statusCode).toBe(429)
        expect(third.statusMessage).toBe('Too Many Requests')
      } finally {
        await app.close()
      }
    })
  })

  describe.each<{
    name: string
    list: string
    add: string
    remove: string
    fields: Record<string, string>
  }>([
    {
      name: 'skills',
      list: '/api/skill/fetchskills',
      add: '/api/skill/addskills',
      remove: '/api/skill/deleteskill/',
      fields: { name: 'Compat skill' },
    },
    {
      name: 'projects',
      list: '/api/project/fetchprojects',
      add: '/api/project/addproject',
      remove: '/api/project/deleteproject/',
      fields: {
        title: 'Compat project',
        desc: 'A description',
        tools: 'TypeScript',
        github: 'https://github.com/example/compat',
        live: 'https://compat.example',
      },
    },
  ])('$name: list, multipart add (auth), delete (auth)', ({ list, add, remove, fields }) => {
    it('answers what the client reads at each step', async () => {
      const form = imageForm(fields, { bytes: await pngImage(40, 40) })
      const added = await spa('POST', add, { form, auth: true })
      expect(added.response.statusCode).toBe(200)
      expect(added.body).toMatchObject({ success: true, message: expect.any(String) })
      expect(Array.isArray(added.body.data)).toBe(true)
      const id = added.body.data[0]._id as string

      const listed = await spa('GET', list)
      expect(listed.body.success).toBe(true)
      expect(listed.body.data.map((item: { _id: string }) => item._id)).toContain(id)

      const removed = await spa('DELETE', `${remove}${id}`, { auth: true })
      expect(removed.response.statusCode).toBe(200)
      expect(removed.body).toEqual({ success: true, message: expect.any(String) })
      const after = await spa('GET', list)
      expect(after.body.data.map((item: { _id: string }) => item._id)).not.toContain(id)
    })
  })

  it('the home page shows the three newest projects, and Manage Experience the newest job first', async () => {
    // The client keeps the original server's order: lists come newest last, and the pages that
    // show the newest first reverse them themselves (docs/contract.md §2); the home page then
    // takes the first three projects.
    const projectIds: string[] = []
    for (const n of [1, 2, 3, 4]) {
      const form = imageForm(
        { title: `Order ${n}`, desc: 'd', tools: 'TS', github: '', live: '' },
        { bytes: await pngImage(20, 20) },
      )
      projectIds.push(
        (await spa('POST', '/api/project/addproject', { form, auth: true })).body.data[0]._id,
      )
    }
    const projects = (await spa('GET', '/api/project/fetchprojects')).body.data as { _id: string }[]
    const shown = [...projects]
      .reverse()
      .slice(0, 3)
      .map((project) => project._id)
    expect(shown).toEqual([projectIds[3], projectIds[2], projectIds[1]])

    const jobs: string[] = []
    for (const title of ['First job', 'Second job']) {
      const job = { duration: '2020', title, company: 'Order Co', techstack: '', link: '', doc: '' }
      jobs.push(
        (await spa('POST', '/api/exp/addexp', { json: [job], auth: true })).body.data[0]._id,
      )
    }
    const experience = (await spa('GET', '/api/exp/fetchexp')).body.data as { _id: string }[]
    const newestFirst = [...experience].reverse().map((job) => job._id)
    expect(newestFirst.slice(0, 2)).toEqual([jobs[1], jobs[0]])
    for (const id of [...projectIds]) {
      await spa('DELETE', `/api/project/deleteproject/${id}`, { auth: true })
    }
    for (const id of jobs) await spa('DELETE', `/api/exp/deleteexp/${id}`, { auth: true })
  })

  describe.each([
    {
      name: 'about',
      list: '/api/about/fetchabout',
      add: '/api/about/addabout',
      update: '/api/about/updateabout/',
      remove: '/api/about/deleteabout/',
      record: { para: 'A compat paragraph' },
      edit: { para: 'An edited paragraph' },
      updatedKey: 'updatedAbout',
    },
    {
      name: 'experience',
      list: '/api/exp/fetchexp',
      add: '/api/exp/addexp',
      update: '/api/exp/updateexp/',
      remove: '/api/exp/deleteexp/',
      record: {
        duration: '2021-2025',
        title: 'Engineer',
        company: 'Compat Co',
        techstack: 'TS',
        link: '',
        doc: '',
      },
      edit: {
        duration: '2021-2026',
        title: 'Senior engineer',
        company: 'Compat Co',
        techstack: 'TS',
        link: '',
        doc: '',
      },
      updatedKey: 'updatedData',
    },
    {
      name: 'education',
      list: '/api/edu/fetchedu',
      add: '/api/edu/addedu',
      update: '/api/edu/updateedu/',
      remove: '/api/edu/deleteedu/',
      record: { year: '2019-2023', clg: 'Compat College', edu: 'BSc', sts: '8.1', link: '' },
      edit: { year: '2019-2023', clg: 'Compat College', edu: 'MSc', sts: '9', link: '' },
      updatedKey: 'updatedData',
    },
    {
      name: 'certificates',
      list: '/api/cer/fetchcertificates',
      add: '/api/cer/addcertificate',
      update: '/api/cer/updatecertificate/',
      remove: '/api/cer/deletecer/',
      record: {
        title: 'Compat cert',
        desc: 'd',
        date: '10-08-2023',
        platform: 'P',
        label: 'L',
        doc: '',
      },
      // The client's update sends the platform as the label (docs/contract.md).
      edit: {
        title: 'Compat cert 2',
        desc: 'd',
        date: '10-08-2023',
        platform: 'Q',
        label: 'Q',
        doc: '',
      },
      updatedKey: 'updatedData',
    },
  ])('$name: JSON list, add, update, delete (auth)', (type) => {
    it('answers what the client reads at each step', async () => {
      // Education is read with the token too; a stale token on a public read changes nothing.
      const listedBefore = await spa('GET', type.list, { token: 'stale.token.value' })
      expect(listedBefore.response.statusCode).toBe(200)
      expect(listedBefore.body.success).toBe(true)

      const added = await spa('POST', type.add, { json: [type.record], auth: true })
      expect(added.response.statusCode).toBe(200)
      expect(added.body.success).toBe(true)
      const id = added.body.data[0]._id as string

      const updated = await spa('PUT', `${type.update}${id}`, { json: type.edit, auth: true })
      expect(updated.response.statusCode).toBe(200)
      expect(updated.body.success).toBe(true)
      expect(updated.body[type.updatedKey]).toMatchObject({ _id: id, ...type.edit })

      const removed = await spa('DELETE', `${type.remove}${id}`, { auth: true })
      expect(removed.response.statusCode).toBe(200)
      expect(removed.body.success).toBe(true)
      const after = await spa('GET', type.list, { auth: true })
      expect(after.body.data.map((item: { _id: string }) => item._id)).not.toContain(id)
    })
  })

  it('user details: multipart add, update with image "null" keeps the photo, delete', async () => {
    const fields = {
      name: 'Compat Owner',
      profone: 'Web Developer',
      proftwo: 'Code Enthusiast',
      profthree: 'Learner',
      proffour: '',
      currentsts: 'Building things',
    }
    const added = await spa('POST', '/api/user/adduserdetails', {
      form: imageForm(fields, { bytes: await pngImage(50, 50) }),
      auth: true,
    })
    expect(added.response.statusCode).toBe(200)
    expect(added.body).toMatchObject({ success: true, message: expect.any(String) })
    const record = added.body.data[0]
    expect(record.userimage).toMatch(/^\/media\//)

    for (const image of ['null', '']) {
      const edited = imageForm({ ...fields, name: `Renamed ${image || 'empty'}` })
      edited.append('image', image)
      const updated = await spa('PUT', `/api/user/updateuserdetails/${record._id}`, {
        form: edited,
        auth: true,
      })
      expect(updated.response.statusCode).toBe(200)
      expect(updated.body.success).toBe(true)
      expect(updated.body.updatedData).toMatchObject({
        name: `Renamed ${image || 'empty'}`,
        userimage: record.userimage,
      })
    }

    const listed = await spa('GET', '/api/user/fetchuserdetails')
    expect(listed.body.data[0].userimage).toBe(record.userimage)

    const removed = await spa('DELETE', `/api/user/deleteuserdetails/${record._id}`, { auth: true })
    expect(removed.response.statusCode).toBe(200)
    expect(removed.body).toEqual({ success: true, message: expect.any(String) })
  })

  describe('password and session', () => {
    it('forgot password, reset, password change; a stale token answers Token has expired', async () => {
      const app = await createTestApp()
      const original = t
      t = app
      try {
        const login = await spa('POST', '/api/user/login', {
          json: { username: OWNER_USERNAME, password: OWNER_PASSWORD },
        })
        const first = login.body.authtoken as string

        const forgot = await spa('GET', '/api/user/forgot-password', { token: first })
        expect(forgot.response.statusCode).toBe(200)
        expect(forgot.body).toEqual({ success: true, message: expect.any(String) })

        const link = readOutboxLink(app.config.dataDir)
        const resetToken = new URL(link).searchParams.get('token')!
        const newPassword = `${OWNER_PASSWORD} reset`
        const reset = await spa('POST', `/api/user/reset-password?token=${resetToken}`, {
          json: {
            email: app.config.owner.email,
            password: { newPassword, confirmPassword: newPassword },
          },
        })
        expect(reset.response.statusCode).toBe(200)
        expect(reset.body).toEqual({ success: true, message: 'Password reset successfully' })

        // The reset ended every session: the client sees the one text it recovers on.
        const stale = await spa('GET', '/api/contact/fetchallmsg', { token: first })
        expect(stale.response.statusCode).toBe(401)
        expect(stale.body).toEqual({ success: false, message: 'Token has expired' })

        const again = await spa('POST', '/api/user/login', {
          json: { username: OWNER_USERNAME, password: newPassword },
        })
        const second = again.body.authtoken as string
        const changed = await spa('PUT', '/api/user/updatepass', {
          json: { oldpass: newPassword, newpass: `${newPassword} again` },
          token: second,
        })
        expect(changed.body).toEqual({ success: true, message: 'Password Updated Successfully' })
        const afterChange = await spa('GET', '/api/user/getuser', { token: second })
        expect(afterChange.response.statusCode).toBe(401)
        expect(afterChange.body).toEqual({ success: false, message: 'Token has expired' })
      } finally {
        t = original
        await app.close()
      }
    })

    it.each([
      ['a malformed token', 'not-a-token'],
      ['a token signed with another key', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl'],
    ])('%s answers 401 Token has expired', async (_, bad) => {
      const { response, body } = await spa('GET', '/api/contact/fetchallmsg', { token: bad })
      expect(response.statusCode).toBe(401)
      expect(body).toEqual({ success: false, message: 'Token has expired' })
    })

    it('no token at all answers 401 saying a token is needed', async () => {
      const { response, body } = await spa('GET', '/api/contact/fetchallmsg')
      expect(response.statusCode).toBe(401)
      expect(body).toEqual({ success: false, message: 'Please authenticate using a valid token' })
    })
  })
})

function parseBody(response: LightMyRequestResponse) {
  return response.body ? JSON.parse(response.body) : undefined
}
