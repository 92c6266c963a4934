import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestApp,
  OWNER_PASSWORD,
  OWNER_USERNAME,
  type TestApp,
  withTableMissing,
} from '@/test-support/test-app.ts'
import { imageForm, pngImage } from '../media/media-test-support.ts'

/** Unique per test, so tests share one database in any order. */
let counter = 0
const unique = (title: string) => `${title} ${++counter} ${Math.random().toString(36).slice(2, 7)}`

interface Revision {
  _id: string
  at: string
  action: string
  summary: string
  data: Record<string, unknown>
}
interface TrashItem {
  _id: string
  type: string
  id: string
  title: string
  deletedAt: string
  expiresAt: string
}

describe('history, trash and the account log', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ HISTORY_REVISIONS: '4' })
  })
  afterAll(() => t.close())

  const owner = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: await t.ownerHeaders(), ...(payload ? { payload } : {}) })
  const revisions = async (type: string, id: string) => {
    const response = await owner('GET', `/api/revisions?type=${type}&id=${id}`)
    expect(response.statusCode).toBe(200)
    return response.json().data as Revision[]
  }
  const trash = async () => (await owner('GET', '/api/trash')).json().data as TrashItem[]
  const addProject = async (title: string, colour: string) => {
    const form = imageForm(
      { title, desc: 'First words', tools: 'TypeScript', github: '', live: '' },
      { bytes: await pngImage(120, 80, colour) },
    )
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/project/addproject',
      headers: await t.ownerHeaders(),
      payload: form as unknown as object,
    })
    expect(response.statusCode).toBe(200)
    return response.json().data[0] as { _id: string; title: string; image: string }
  }
  const publicProjects = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/project/fetchprojects' })).json()
      .data as Array<{
      _id: string
      title: string
      desc: string
      image: string
    }>
  const image = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode

  it('lists the types history is kept for, by the names the API takes', async () => {
    const response = await owner('GET', '/api/revisions/types')
    expect(response.statusCode).toBe(200)
    const names = (response.json().data as Array<{ name: string }>).map((type) => type.name)
    expect(names).toEqual(
      expect.arrayContaining([
        'about',
        'education',
        'experience',
        'skill',
        'certificate',
        'project',
        'userdetails',
        'settings',
        'post',
        'testimonial',
      ]),
    )
  })

  it('keeps a revision per write with a summary, and restores one: fields and image come back', async () => {
    const title = unique('History project')
    const project = await addProject(title, '#336699')
    const form = imageForm(
      { title, desc: 'Second words', tools: 'TypeScript', github: '', live: '' },
      { bytes: await pngImage(120, 80, '#993366') },
    )
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/projects/${project._id}`,
      headers: await t.ownerHeaders(),
      payload: form as unknown as object,
    })
    expect(updated.statusCode).toBe(200)
    expect(updated.json().updatedData.image).not.toBe(project.image)

    const [latest, first] = await revisions('project', project._id)
    expect(latest).toMatchObject({ action: 'update', summary: 'Changed description and image' })
    expect(latest!.data).toMatchObject({ desc: 'Second words' })
    expect(first).toMatchObject({ action: 'create', summary: `Added “${title}”` })
    expect(first!.data).toMatchObject({ title, desc: 'First words', image: project.image })
    // The first image is kept by its revision though no record shows it any more.
    expect(await image(project.image)).toBe(200)

    const restored = await owner('POST', `/api/revisions/${first!._id}/restore`)
    expect(restored.statusCode).toBe(200)
    expect(restored.json()).toMatchObject({
      success: true,
      data: { _id: project._id, title, desc: 'First words', image: project.image },
    })
    const listed = (await publicProjects()).find((row) => row._id === project._id)
    expect(listed).toMatchObject({ desc: 'First words', image: project.image })
    const [restore] = await revisions('project', project._id)
    expect(restore).toMatchObject({ action: 'restore' })
    expect(restore!.summary).toMatch(/^Restored the version of \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/)
  })

  it('keeps the site settings and the profile in history too, and restores them', async () => {
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/site/settings' })).json().data
    const original = await read()
    const save = (settings: object) => owner('PUT', '/api/site/settings', settings)
    expect((await save({ ...original, location: 'Lisbon' })).statusCode).toBe(200)
    expect((await save({ ...original, location: 'Porto', phone: '+351 123' })).statusCode).toBe(200)
    const [latest, previous] = await revisions('settings', '1')
    expect(latest).toMatchObject({ action: 'update', summary: 'Changed phone and location' })
    expect(previous!.data).toMatchObject({ location: 'Lisbon' })
    await owner('POST', `/api/revisions/${previous!._id}/restore`)
    expect(await read()).toMatchObject({ location: 'Lisbon', phone: original.phone })

    const form = imageForm(
      {
        name: 'Profile Person',
        profone: 'Web Developer',
        proftwo: 'Writer',
        profthree: 'Learner',
        proffour: 'Speaker',
        currentsts: 'Building things',
      },
      { bytes: await pngImage(30, 30, '#445566') },
    )
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/user/adduserdetails',
      headers: await t.ownerHeaders(),
      payload: form as unknown as object,
    })
    expect(added.statusCode).toBe(200)
    const profile = added.json().data[0] as { _id: string; name: string }
    const [created] = await revisions('userdetails', profile._id)
    expect(created).toMatchObject({ action: 'create', summary: 'Added “Profile Person”' })
  })

  it('keeps only the newest revisions of a record (HISTORY_REVISIONS), also when written often', async () => {
    const added = await owner('POST', '/api/about/addabout', [{ para: unique('Para') }])
    const id = added.json().data[0]._id as string
    for (let index = 0; index < 6; index += 1) {
      await owner('PUT', `/api/about/updateabout/${id}`, { para: `Version ${index}` })
    }
    const kept = await revisions('about', id)
    expect(kept).toHaveLength(4)
    expect(kept[0]!.data).toMatchObject({ para: 'Version 5' })
    expect(kept[3]!.data).toMatchObject({ para: 'Version 2' })
    // What is stored is trimmed too: by the writes now and then, and by the hourly job.
    await t.app.repositories.history.pruneAll()
    const stored = await t.database.db
      .selectFrom('revisions')
      .select('id')
      .where('type', '=', 'about')
      .where('record_id', '=', Number(id))
      .execute()
    expect(stored).toHaveLength(4)
  })

  it('moves a deleted record to the trash (the legacy answer unchanged) and puts it back in its place', async () => {
    const texts = [unique('First'), unique('Middle'), unique('Last')]
    const added = await owner(
      'POST',
      '/api/about/addabout',
      texts.map((about) => ({ para: about })),
    )
    const middle = added.json().data[1]._id as string
    const before = (
      (await t.app.inject({ method: 'GET', url: '/api/about/fetchabout' })).json().data as Array<{
        _id: string
      }>
    ).map((row) => row._id)

    const deleted = await owner('DELETE', `/api/about/deleteabout/${middle}`)
    expect(deleted.json()).toEqual({ success: true, message: 'Paragraph Delete Successfully' })
    const publicIds = (
      (await t.app.inject({ method: 'GET', url: '/api/about/fetchabout' })).json().data as Array<{
        _id: string
      }>
    ).map((row) => row._id)
    expect(publicIds).not.toContain(middle)

    const item = (await trash()).find((entry) => entry.type === 'about' && entry.id === middle)
    expect(item).toMatchObject({ title: texts[1], deletedAt: expect.any(String) })
    // When it goes by itself: TRASH_DAYS after the delete, said for the list too.
    const listed = (await owner('GET', '/api/trash')).json()
    expect(listed.keepDays).toBe(30)
    expect(Date.parse(item!.expiresAt) - Date.parse(item!.deletedAt)).toBe(30 * 24 * 60 * 60 * 1000)
    const [deletion] = await revisions('about', middle)
    expect(deletion).toMatchObject({ action: 'delete', summary: `Deleted “${texts[1]}”` })

    const restored = await owner('POST', `/api/trash/${item!._id}/restore`)
    expect(restored.statusCode).toBe(200)
    expect(restored.json()).toMatchObject({
      success: true,
      data: { type: 'about', id: middle, record: { _id: middle, para: texts[1] } },
    })
    const after = (
      (await t.app.inject({ method: 'GET', url: '/api/about/fetchabout' })).json().data as Array<{
        _id: string
      }>
    ).map((row) => row._id)
    expect(after).toEqual(before)
    expect((await trash()).some((entry) => entry._id === item!._id)).toBe(false)
    expect((await revisions('about', middle))[0]).toMatchObject({
      action: 'restore',
      summary: 'Put back from the trash',
    })
  })

  it("keeps a trashed record's image until it is deleted for good", async () => {
    const project = await addProject(unique('Trashed project'), '#22aa66')
    const deleted = await owner('DELETE', `/api/project/deleteproject/${project._id}`)
    expect(deleted.json()).toEqual({ success: true, message: 'Project Deleted Successfully' })
    expect((await publicProjects()).some((row) => row._id === project._id)).toBe(false)
    expect(await image(project.image)).toBe(200)

    const item = (await trash()).find(
      (entry) => entry.id === project._id && entry.type === 'project',
    )
    const gone = await owner('DELETE', `/api/trash/${item!._id}`)
    expect(gone.json()).toEqual({ success: true, message: 'Deleted for good' })
    expect(await image(project.image)).toBe(404)
    expect(await revisions('project', project._id)).toEqual([])
    const again = await owner('DELETE', `/api/trash/${item!._id}`)
    expect(again.statusCode).toBe(404)
    expect(again.json()).toEqual({
      success: false,
      message: `No item in the trash with id ${item!._id}`,
    })
  })

  it('puts a deleted project back with its image, answering as its own API does', async () => {
    const project = await addProject(unique('Undo project'), '#aa2266')
    await owner('DELETE', `/api/project/deleteproject/${project._id}`)
    const item = (await trash()).find(
      (entry) => entry.id === project._id && entry.type === 'project',
    )
    await owner('POST', `/api/trash/${item!._id}/restore`)
    const listed = (await publicProjects()).find((row) => row._id === project._id)
    expect(listed).toMatchObject({ title: project.title, image: project.image })
    expect(await image(project.image)).toBe(200)
  })

  it('empties what has been in the trash longer than TRASH_DAYS by itself', async () => {
    const added = await owner('POST', '/api/edu/addedu', [
      { clg: unique('Old school'), year: '2001', edu: 'BSc', sts: '', link: '' },
    ])
    expect(added.statusCode).toBe(200)
    const id = added.json().data[0]._id as string
    await owner('DELETE', `/api/edu/deleteedu/${id}`)
    expect((await trash()).some((entry) => entry.id === id)).toBe(true)
    const { history } = t.app.repositories
    expect((await history.emptyExpired(Date.now() + 29 * 24 * 60 * 60 * 1000)).removed).toBe(0)
    const emptied = await history.emptyExpired(Date.now() + 31 * 24 * 60 * 60 * 1000)
    expect(emptied.removed).toBeGreaterThan(0)
    expect((await trash()).some((entry) => entry.id === id)).toBe(false)
  })

  it('trashes inbox messages and puts them back', async () => {
    const name = unique('Sender')
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact/addmsg',
      remoteAddress: '203.0.113.140',
      payload: { name, email: 'sender@example.test', msg: 'Hello there, a message.' },
    })
    expect(sent.statusCode).toBe(200)
    const inbox = async () =>
      (await owner('GET', '/api/contact/fetchallmsg')).json().data as Array<{
        _id: string
        name: string
      }>
    const message = (await inbox()).find((row) => row.name === name)!
    const removed = await owner('DELETE', `/api/contact/deletemsg/${message._id}`)
    expect(removed.statusCode).toBe(200)
    const item = (await trash()).find(
      (entry) => entry.type === 'message' && entry.id === message._id,
    )
    expect(item).toMatchObject({ title: `Message from ${name}` })
    await owner('POST', `/api/trash/${item!._id}/restore`)
    expect((await inbox()).some((row) => row._id === message._id)).toBe(true)
  })

  it('refuses a restore that would clash, changing nothing (a post whose address is taken)', async () => {
    const title = unique('Clash post')
    const post = (await owner('POST', '/api/posts', { title, body: 'Text' })).json().data
    await owner('DELETE', `/api/posts/${post._id}`)
    const other = await owner('POST', '/api/posts', { title: 'Another', slug: post.slug, body: '' })
    expect(other.statusCode).toBe(200)
    const item = (await trash()).find((entry) => entry.type === 'post' && entry.id === post._id)
    const refused = await owner('POST', `/api/trash/${item!._id}/restore`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({
      success: false,
      message:
        'It cannot come back as it was: another one now has its address; change that address first',
    })
    expect((await trash()).some((entry) => entry._id === item!._id)).toBe(true)
  })

  it('writes a record and its revision together: when history cannot be written, neither is', async () => {
    const added = await owner('POST', '/api/about/addabout', [{ para: unique('Atomic') }])
    const id = added.json().data[0]._id as string
    await withTableMissing(t, 'revisions', async () => {
      const failed = await owner('PUT', `/api/about/updateabout/${id}`, { para: 'Never saved' })
      expect(failed.statusCode).toBe(500)
      expect(failed.json().message).not.toMatch(/revisions|sql|at /i)
    })
    const stored = (
      (await t.app.inject({ method: 'GET', url: '/api/about/fetchabout' })).json().data as Array<{
        _id: string
        para: string
      }>
    ).find((row) => row._id === id)
    expect(stored!.para).not.toBe('Never saved')
  })

  it('gives records from before history was kept a first revision at start', async () => {
    const now = new Date().toISOString()
    const row = await t.database.db
      .insertInto('certificates')
      .values({
        title: unique('Older certificate'),
        description: '',
        issued_on: '01-01-2020',
        platform: 'Somewhere',
        label: '',
        certificate_url: '',
        position: 99,
        created_at: '2020-01-01T00:00:00.000Z',
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect(await revisions('certificate', String(row.id))).toEqual([])
    expect(await t.app.repositories.history.backfill()).toBeGreaterThan(0)
    const [first] = await revisions('certificate', String(row.id))
    expect(first).toMatchObject({ action: 'update', summary: 'As it was before history was kept' })
    expect(await t.app.repositories.history.backfill()).toBe(0)
  })

  it('answers bad requests clearly: unknown type, unknown revision, no token', async () => {
    const unknown = await owner('GET', '/api/revisions?type=widgets&id=1')
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toMatch(/^Unknown type "widgets"/)
    const missing = await owner('POST', '/api/revisions/999999/restore')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ success: false, message: 'No revision with id 999999' })
    for (const [method, url] of [
      ['GET', '/api/trash'],
      ['GET', '/api/revisions/types'],
      ['GET', '/api/audit'],
      ['POST', '/api/trash/1/restore'],
    ] as const) {
      const anonymous = await t.app.inject({ method, url })
      expect(anonymous.statusCode, url).toBe(401)
    }
  })

  it('logs sign-ins (failed too) with the address and browser, sign-outs and password changes', async () => {
    const chrome =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: '198.51.100.23',
        headers: { 'user-agent': chrome },
        payload: { username: OWNER_USERNAME, password },
      })
    expect((await login('not the password at all')).statusCode).toBe(401)
    const token = (await login(OWNER_PASSWORD)).json().authtoken as string
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { 'auth-token': token, 'user-agent': chrome },
      remoteAddress: '198.51.100.23',
    })
    expect(out.json()).toEqual({ success: true, message: 'Signed out' })

    const page = (await owner('GET', '/api/audit?limit=50')).json().data as {
      entries: Array<{ event: string; address: string; browser: string; detail: string }>
      total: number
      pages: number
    }
    const fromThere = page.entries.filter((entry) => entry.address === '198.51.100.23')
    expect(fromThere.map((entry) => entry.event)).toEqual(['sign-out', 'sign-in', 'sign-in-failed'])
    expect(fromThere[1]).toMatchObject({ browser: 'Chrome 131 on macOS' })
    expect(fromThere[2]).toMatchObject({ detail: OWNER_USERNAME })
    // Never a password.
    expect(JSON.stringify(page)).not.toContain('not the password at all')

    const second = (await owner('GET', '/api/audit?limit=1&page=2')).json().data
    expect(second.entries).toHaveLength(1)
    expect(second.pages).toBe(second.total)
  })

  it('describes a browser by a family from a fixed list, never by text from the request', async () => {
    const planted = [
      'Your-site-is-hacked-visit-evil.example-now/1.0 (Windows NT 10.0; Win64; x64)',
      `${'Planted-text-'.repeat(1200)}/1.0`,
      'Foo/abc.def',
    ]
    const edge =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0'
    const tokens: string[] = []
    for (const agent of [...planted, edge]) {
      const signedIn = await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: '198.51.100.61',
        headers: { 'user-agent': agent },
        payload: { username: OWNER_USERNAME, password: OWNER_PASSWORD },
      })
      tokens.push(signedIn.json().authtoken as string)
    }
    const log = (await owner('GET', '/api/audit?limit=50')).json().data as {
      entries: Array<{ address: string; browser: string }>
    }
    const browsers = log.entries
      .filter((entry) => entry.address === '198.51.100.61')
      .map((entry) => entry.browser)
    expect(browsers).toEqual([
      'Microsoft Edge 131 on Linux',
      'Unknown browser',
      'Unknown browser',
      'Other browser on Windows',
    ])
    const sessions = await t.app.inject({
      method: 'GET',
      url: '/api/user/sessions',
      headers: { 'auth-token': tokens[0]! },
    })
    const described = (sessions.json().data as Array<{ browser: string; address: string }>)
      .filter((session) => session.address === '198.51.100.61')
      .map((session) => session.browser)
      .sort()
    expect(described).toEqual([
      'Microsoft Edge 131 on Linux',
      'Other browser on Windows',
      'Unknown browser',
      'Unknown browser',
    ])
    for (const text of ['hacked', 'Planted', 'Foo'])
      expect(JSON.stringify([log, sessions.json()])).not.toContain(text)
  })
})
