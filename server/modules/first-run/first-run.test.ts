import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PATH, FIRST_RUN_PATH } from '@contract/first-run.ts'
import { imageForm, pngImage } from '@/modules/media/media-test-support.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'

describe('the first-run checklist and removing the demo', () => {
  let t: TestApp
  beforeAll(async () => {
    // A fresh install as `npm start` makes it: demo content, the placeholder e-mail.
    t = await createTestApp({ SEED_DEMO: 'true', OWNER_EMAIL: 'owner@example.com', OWNER_NAME: '' })
  })
  afterAll(() => t.close())

  const read = (url: string) => t.app.inject({ method: 'GET', url }).then((r) => r.json().data)
  async function steps() {
    const response = await t.app.inject({
      method: 'GET',
      url: FIRST_RUN_PATH,
      headers: await t.ownerHeaders(),
    })
    expect(response.statusCode).toBe(200)
    return Object.fromEntries(
      (response.json().data.steps as { key: string; done: boolean }[]).map((s) => [s.key, s.done]),
    )
  }

  it('starts with nothing done, follows what the owner changes, and removes the demo', async () => {
    expect(await steps()).toEqual({
      photo: false,
      identity: false,
      links: false,
      email: false,
      import: false,
      project: false,
      demo: false,
      publish: false,
    })
    const headers = await t.ownerHeaders()
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/project/addproject',
      headers,
      payload: imageForm(
        { title: 'Compiler', desc: 'My own', tools: 'Rust', github: '', live: '' },
        { bytes: await pngImage() },
      ),
    })
    expect(added.statusCode).toBe(200)
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/updateaccount',
      headers,
      payload: { email: 'me@example.net', password: 'correct horse battery staple' },
    })
    expect(await steps()).toMatchObject({ import: true, project: true, email: true, demo: false })

    // Removing the demo: its records and settings go, the owner's content and the skills stay.
    const skillsBefore = (await read('/api/skill/fetchskills')).length
    await t.app.inject({
      method: 'POST',
      url: '/api/about/addabout',
      headers,
      payload: [{ para: 'Written by me.' }],
    })
    // Demo records translated: their translations go with them.
    const current = (await t.app.inject({ method: 'GET', url: '/api/site/settings' })).json().data
    const withGerman = await t.app.inject({
      method: 'PUT',
      url: '/api/site/settings',
      headers,
      payload: { ...current, languages: { default: 'en', additional: ['de'] } },
    })
    expect(withGerman.statusCode, withGerman.body).toBe(200)
    const [job] = await read('/api/exp/fetchexp')
    const talks = ((await read('/api/sections')) as { _id: string; address: string }[]).find(
      (section) => section.address === 'talks',
    )
    for (const url of [
      `/api/translations/experience/${job._id}/de`,
      `/api/translations/section/${talks!._id}/de`,
    ]) {
      const translated = await t.app.inject({
        method: 'PUT',
        url,
        headers,
        payload: {
          texts: url.includes('section') ? { name: 'Vorträge' } : { title: 'Praktikant' },
        },
      })
      expect(translated.statusCode, translated.body).toBe(200)
    }
    const response = await t.app.inject({ method: 'DELETE', url: DEMO_PATH, headers })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ success: true, message: 'Demo content removed' })
    expect(await t.database.db.selectFrom('translations').selectAll().execute()).toEqual([])
    expect(response.json().data.removed).toBeGreaterThanOrEqual(15)

    expect((await read('/api/about/fetchabout')).map((p: { para: string }) => p.para)).toEqual([
      'Written by me.',
    ])
    expect(await read('/api/exp/fetchexp')).toEqual([])
    expect(await read('/api/edu/fetchedu')).toEqual([])
    expect(await read('/api/testimonials')).toEqual([])
    expect(await read('/api/posts')).toEqual([])
    const projects = await read('/api/project/fetchprojects')
    expect(projects.map((p: { title: string }) => p.title)).toEqual(['Compiler'])
    expect((await read('/api/skill/fetchskills')).length).toBe(skillsBefore)
    const settings = (await t.app.inject({ method: 'GET', url: '/api/site/settings' })).json().data
    expect(settings).toMatchObject({ phone: '', location: '', githubUsername: '', socialLinks: [] })
    const [profile] = await read('/api/user/fetchuserdetails')
    expect(profile.currentsts).toBe('')
    expect(await steps()).toMatchObject({ demo: true, links: false, publish: false })

    // The last step: publishing, from the site settings.
    const published = await t.app.inject({
      method: 'PUT',
      url: '/api/site/settings',
      headers,
      payload: { ...settings, published: true },
    })
    expect(published.statusCode, published.body).toBe(200)
    expect(await steps()).toMatchObject({ publish: true })

    // Again: nothing left to remove.
    const again = await t.app.inject({ method: 'DELETE', url: DEMO_PATH, headers })
    expect(again.json().data.removed).toBe(0)
  })

  it('answers 401 without the owner token', async () => {
    for (const [method, url] of [
      ['GET', FIRST_RUN_PATH],
      ['DELETE', DEMO_PATH],
    ] as const) {
      const response = await t.app.inject({ method, url })
      expect(response.statusCode).toBe(401)
    }
  })
})
