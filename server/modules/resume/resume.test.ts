import { RESUME_SECTIONS } from '@contract/resume.ts'
import { CONTENT_TYPE_LIST } from '@contract/content-types.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESUME_LIMITS } from '@contract/resume.ts'
import { databaseSnapshot } from '@/security/database-snapshot.ts'
import { createTestApp, withTableMissing, type TestApp } from '@/test-support/test-app.ts'
import { countMedia, imageForm, pngImage } from '../media/media-test-support.ts'
import { schemaErrors } from './resume-test-support.ts'

/** Every public read a visitor's page makes, without the record ids an import renews. */
const PUBLIC_READS = [
  '/api/user/fetchuserdetails',
  ...CONTENT_TYPE_LIST.map((type) => type.paths.collection),
  '/api/site/settings',
]

async function publicContent(t: TestApp) {
  const content: Record<string, unknown> = {}
  for (const url of PUBLIC_READS) {
    const body = (await t.app.inject({ method: 'GET', url })).json()
    content[url] = JSON.parse(JSON.stringify(body.data), (key, value: unknown) =>
      key === '_id' ? undefined : value,
    )
  }
  return content
}

async function exportResume(t: TestApp) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/export/resume.json',
    headers: await t.ownerHeaders(),
  })
  expect(response.statusCode).toBe(200)
  return response
}

async function importResume(t: TestApp, document: unknown, query = '') {
  return t.app.inject({
    method: 'POST',
    url: `/api/import/resume${query}`,
    headers: await t.ownerHeaders(),
    payload: document as object,
  })
}

/** A resume from elsewhere: no Vitrine `x-` fields, images as links. */
const foreignResume = {
  basics: {
    name: 'Grace Example',
    label: 'Compiler Engineer',
    image: 'https://images.example.com/grace.jpg',
    email: 'grace@example.com',
    summary: 'First paragraph.\n\nSecond paragraph.',
    location: { city: 'Arlington', region: 'Virginia', countryCode: 'US' },
    profiles: [{ network: 'GitHub', username: 'grace', url: 'https://github.com/grace' }],
  },
  work: [
    {
      name: 'Navy',
      position: 'Rear Admiral',
      url: 'https://navy.example.com',
      startDate: '1943',
      endDate: '1986-08',
      summary: 'Led the team behind the first compilers.',
      highlights: ['Wrote the A-0 compiler', 'Shaped COBOL'],
    },
  ],
  education: [{ institution: 'Yale', studyType: 'PhD', area: 'Mathematics', startDate: '1930' }],
  skills: [
    { name: 'COBOL', level: 'Master', 'x-image': 'https://images.example.com/cobol.png' },
    { name: 'FLOW-MATIC' },
  ],
  projects: [
    {
      name: 'A-0',
      description: 'The first compiler',
      keywords: ['UNIVAC', 'Assembly'],
      url: 'https://github.com/grace/a0',
    },
  ],
  certificates: [{ name: 'Computer Sciences Man of the Year', issuer: 'DPMA', date: '1969' }],
}

describe('JSON Resume export and import', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' })
    // Signed in once up front: a first sign-in inside a "changes nothing" test would change the
    // login tables it compares, whichever test happens to run first.
    await t.ownerHeaders()
  })
  afterAll(() => t.close())

  it('exports every section as a resume.json download that the published schema accepts', async () => {
    const response = await exportResume(t)
    expect(response.headers['content-disposition']).toBe('attachment; filename="resume.json"')
    expect(response.headers['content-type']).toContain('application/json')
    const document = response.json()
    expect(schemaErrors(document)).toEqual([])
    expect(document.$schema).toMatch(/^https:\/\/.*schema\.json$/)
    const experience = (await t.app.inject({ method: 'GET', url: '/api/experience' })).json()
    expect(document.work).toHaveLength(experience.data.length)
    expect(document.work[0]).toMatchObject({
      name: experience.data[0].company,
      position: experience.data[0].title,
      'x-duration': experience.data[0].duration,
      'x-description': experience.data[0].description,
    })
    // The demo's first job is all bullet points: JSON Resume's highlights, without the dashes.
    expect(document.work[0].highlights).toEqual(
      experience.data[0].description.split('\n').map((line: string) => line.slice(2)),
    )
    expect(document.basics).toMatchObject({ name: 'Test Owner', label: 'Web Developer' })
    expect(document.basics.summary.split('\n\n')).toHaveLength(4)
    expect(document.skills).toHaveLength(10)
    expect(document.skills[0]['x-image']).toBeUndefined()
    expect(document.projects).toHaveLength(4)
    expect(document.projects[0]['x-image']).toMatch(
      /^http:\/\/vitrine\.test\/media\/[0-9a-f]{64}\.webp$/,
    )
    expect(document.certificates).toHaveLength(3)
    expect(document.education).toHaveLength(2)
    const testimonials = (await t.app.inject({ method: 'GET', url: '/api/testimonials' })).json()
    expect(document.references).toEqual(
      testimonials.data.map((item: Record<string, string>) => ({
        name: item.name,
        reference: item.quote,
        'x-role': item.role,
        'x-company': item.company,
        'x-link': item.link,
      })),
    )
    expect(document.references.length).toBeGreaterThan(0)
  })

  it('gives back exactly the same content when its own export is imported', async () => {
    const first = (await exportResume(t)).json()
    const before = await publicContent(t)
    const mediaBefore = await countMedia(t.database)

    const imported = await importResume(t, first)
    expect(imported.statusCode).toBe(200)
    expect(imported.json()).toMatchObject({
      success: true,
      message: 'Resume Imported Successfully',
      data: { dryRun: false },
    })

    expect((await exportResume(t)).json()).toEqual(first)
    expect(await publicContent(t)).toEqual(before)
    expect(await countMedia(t.database)).toBe(mediaBefore)
  })

  it('previews a dry run per section and changes nothing', async () => {
    const before = await databaseSnapshot(t.database)
    const response = await importResume(
      t,
      { education: foreignResume.education, skills: foreignResume.skills },
      '?dryRun=true',
    )
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.data.dryRun).toBe(true)
    // Every section, in order; the two the document brings are replaced, the others kept.
    // The demo's custom section (Talks) comes last, kept.
    expect(body.data.summary.map((change: { section: string }) => change.section)).toEqual([
      ...RESUME_SECTIONS.map((section) => section.section),
      '/talks',
    ])
    expect(body.data.summary).toEqual(
      expect.arrayContaining([
        {
          section: 'profile',
          name: 'Profile',
          from: 'basics',
          action: 'keep',
          incoming: 0,
          existing: 1,
        },
        {
          section: 'contact',
          name: 'Contact details and social links',
          from: 'basics',
          action: 'keep',
          incoming: 0,
          existing: 1,
        },
        {
          section: 'about',
          name: 'About',
          from: 'basics.summary',
          action: 'keep',
          incoming: 0,
          existing: 4,
        },
        {
          section: 'education',
          name: 'Education',
          from: 'education',
          action: 'replace',
          incoming: 1,
          existing: 2,
        },
        {
          section: 'experience',
          name: 'Experience',
          from: 'work',
          action: 'keep',
          incoming: 0,
          existing: 2,
        },
        {
          section: 'skills',
          name: 'Skills',
          from: 'skills',
          action: 'replace',
          incoming: 2,
          existing: 10,
        },
        {
          section: 'projects',
          name: 'Projects',
          from: 'projects',
          action: 'keep',
          incoming: 0,
          existing: 4,
        },
        {
          section: 'certificates',
          name: 'Certificates',
          from: 'certificates',
          action: 'keep',
          incoming: 0,
          existing: 3,
        },
        {
          section: 'testimonials',
          name: 'Testimonials',
          from: 'references',
          action: 'keep',
          incoming: 0,
          existing: 2,
        },
      ]),
    )
    expect(await databaseSnapshot(t.database)).toEqual(before)
  })

  describe('refuses an invalid document with 400, naming the problem, and changes nothing', () => {
    const longName = 'x'.repeat(201)
    const cases: [string, unknown, string | RegExp][] = [
      ['a list instead of a document', [foreignResume], 'The request body must be an object'],
      [
        'a URL that is not a URI',
        { work: [{ name: 'A', position: 'B', startDate: '2020', url: 'not a url' }] },
        'work[0].url: does not conform to the "uri" format',
      ],
      [
        'a name that is not text',
        { basics: { name: 42 } },
        'basics.name: is not of a type(s) string',
      ],
      [
        'a date that is not ISO 8601',
        { education: [{ startDate: 'May 2020' }] },
        'education[0].startDate',
      ],
      [
        'a reference without its words',
        { references: [{ name: 'Sam' }] },
        'references[0].reference: is required',
      ],
      [
        'an entry Vitrine cannot hold',
        { education: [{ area: 'Maths', startDate: '2020' }] },
        'education[0].institution: is required',
      ],
      ['a too long name', { skills: [{ name: longName }] }, 'skills[0].name: is longer than 200'],
      [
        'an image link that is not http(s)',
        { skills: [{ name: 'A', 'x-image': 'javascript:alert(1)' }] },
        'skills[0].x-image: must be an http(s) URL',
      ],
      [
        'an image of this site that does not exist',
        { projects: [{ name: 'P', 'x-image': `/media/${'0'.repeat(64)}.webp` }] },
        'projects[0].x-image: /media/',
      ],
      [
        'a social link with an unknown icon',
        { basics: { profiles: [{ network: 'A', url: 'https://a.example', 'x-icon': 'myspace' }] } },
        'basics.profiles[0].x-icon: is not one of the accepted values',
      ],
      [
        'a site setting of the wrong type',
        { basics: { 'x-site': { copyrightYear: 'last year' } } },
        'basics.x-site.copyrightYear',
      ],
      ['titles that are not a list', { basics: { name: 'A', 'x-titles': 'x' } }, 'basics.x-titles'],
      [
        'too many entries',
        { certificates: Array.from({ length: RESUME_LIMITS.maxEntries + 1 }, () => ({})) },
        `certificates: has more than ${RESUME_LIMITS.maxEntries} entries`,
      ],
    ]
    it.each(cases)('%s', async (_label, document, message) => {
      const before = await databaseSnapshot(t.database)
      const response = await importResume(t, document)
      expect(response.statusCode).toBe(400)
      const body = response.json()
      expect(body.success).toBe(false)
      expect(body.message).toContain(message)
      expect(Object.keys(body)).toEqual(['success', 'message'])
      expect(await databaseSnapshot(t.database)).toEqual(before)
    })

    it('a body over the size limit (413)', async () => {
      const before = await databaseSnapshot(t.database)
      const response = await importResume(t, {
        basics: { summary: 'x'.repeat(RESUME_LIMITS.maxBytes) },
      })
      expect(response.statusCode).toBe(413)
      expect(response.json()).toEqual({ success: false, message: 'The request body is too large' })
      expect(await databaseSnapshot(t.database)).toEqual(before)
    })
  })

  it('answers 401 to both routes without the owner token', async () => {
    for (const [method, url] of [
      ['GET', '/api/export/resume.json'],
      ['POST', '/api/import/resume'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        payload: method === 'POST' ? {} : undefined,
      })
      expect(response.statusCode).toBe(401)
      expect(response.json().success).toBe(false)
    }
  })
})

describe('JSON Resume import into another instance', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('keeps image URLs as links, fills what JSON Resume lacks, and leaves absent sections alone', async () => {
    const settingsBefore = (await t.app.inject({ method: 'GET', url: '/api/site/settings' })).json()
    const response = await importResume(t, foreignResume)
    expect(response.statusCode).toBe(200)

    const read = async (url: string) => (await t.app.inject({ method: 'GET', url })).json().data
    expect(await read('/api/user/fetchuserdetails')).toEqual([
      {
        _id: expect.any(String),
        name: 'Grace Example',
        userimage: 'https://images.example.com/grace.jpg',
        prof: { '1st': 'Compiler Engineer', '2nd': 'Code Enthusiast', '3rd': 'Learner', '4th': '' },
        currentsts: '',
      },
    ])
    const skills = await read('/api/skill/fetchskills')
    expect(skills[0]).toMatchObject({
      name: 'COBOL',
      image: 'https://images.example.com/cobol.png',
    })
    // No image in the document: none stored (the site draws the technology's logo instead).
    expect(skills[1].image).toBe('')
    expect(await read('/api/project/fetchprojects')).toEqual([
      expect.objectContaining({
        title: 'A-0',
        tools: 'UNIVAC, Assembly',
        links: { github: 'https://github.com/grace/a0', live: '' },
      }),
    ])
    expect(await read('/api/about/fetchabout')).toMatchObject([
      { para: 'First paragraph.' },
      { para: 'Second paragraph.' },
    ])
    expect(await read('/api/exp/fetchexp')).toMatchObject([
      {
        company: 'Navy',
        title: 'Rear Admiral',
        duration: '1943 - 1986-08',
        // JSON Resume's summary and highlights become the description's text and bullet points.
        description:
          'Led the team behind the first compilers.\n- Wrote the A-0 compiler\n- Shaped COBOL',
      },
    ])
    expect(await read('/api/edu/fetchedu')).toMatchObject([
      { clg: 'Yale', edu: 'PhD in Mathematics', year: '1930 - Present' },
    ])
    expect(await read('/api/site/settings')).toEqual({
      ...settingsBefore.data,
      email: 'grace@example.com',
      phone: '',
      location: 'Arlington, Virginia, US',
      socialLinks: [{ acc: 'GitHub', link: 'https://github.com/grace', icon: 'github' }],
    })

    // Its export goes round again exactly, links and all.
    const exported = (await exportResume(t)).json()
    expect(schemaErrors(exported)).toEqual([])
    expect(exported.basics.image).toBe('https://images.example.com/grace.jpg')
    expect((await importResume(t, exported)).statusCode).toBe(200)
    expect((await exportResume(t)).json()).toEqual(exported)

    // Settings JSON Resume has no field for come from x-site; unknown keys there are ignored.
    const withSite = await importResume(t, {
      basics: { 'x-site': { siteTitle: 'Grace at work', colour: 'teal' } },
    })
    expect(withSite.statusCode).toBe(200)
    expect(await read('/api/site/settings')).toMatchObject({
      siteTitle: 'Grace at work',
      displayName: settingsBefore.data.displayName,
    })

    // A document with only certificates touches nothing else.
    const before = await databaseSnapshot(t.database, ['skills', 'projects', 'user_details'])
    expect((await importResume(t, { certificates: [] })).statusCode).toBe(200)
    expect(await read('/api/cer/fetchcertificates')).toEqual([])
    expect(await databaseSnapshot(t.database, ['skills', 'projects', 'user_details'])).toEqual(
      before,
    )
  })

  it('re-uses an image of this site named by its absolute URL instead of storing another', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/skill/addskills',
      headers: await t.ownerHeaders(),
      payload: imageForm({ name: 'Stored' }, { bytes: await pngImage(24, 24, '#242424') }),
    })
    const [skill] = added.json().data
    expect(skill.image).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/)
    const hashes = async () =>
      (await t.app.database.db.selectFrom('media').select('hash').execute()).map((r) => r.hash)
    const stored = await hashes()
    const response = await importResume(t, {
      projects: [{ name: 'Reuse', 'x-image': `${t.config.publicUrl}${skill.image}` }],
    })
    expect(response.statusCode).toBe(200)
    const [project] = (
      await t.app.inject({ method: 'GET', url: '/api/project/fetchprojects' })
    ).json().data
    expect(project.image).toBe(skill.image)
    // Nothing new stored (the previous project's image may have gone as unused).
    expect(stored).toEqual(expect.arrayContaining(await hashes()))
  })

  it('never stores a skill or project with both a stored image and an image link', async () => {
    const db = t.app.database.db
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/skill/addskills',
      headers: await t.ownerHeaders(),
      payload: imageForm({ name: 'Both' }, { bytes: await pngImage(26, 26, '#262626') }),
    })
    const hash = String(added.json().data[0].image).match(/[0-9a-f]{64}/)![0]
    await expect(
      db
        .insertInto('skills')
        .values({
          name: 'Both',
          position: 99,
          created_at: '',
          updated_at: '',
          image_hash: hash,
          image_url: 'https://images.example.com/both.png',
        })
        .execute(),
    ).rejects.toThrow()
  })

  it('rolls everything back when a write fails half way through', async () => {
    expect((await importResume(t, foreignResume)).statusCode).toBe(200)
    const before = await databaseSnapshot(t.database)
    // Certificates are written last: without their table the import fails after every other write.
    await withTableMissing(t, 'certificates', async () => {
      const response = await importResume(t, {
        ...foreignResume,
        basics: { ...foreignResume.basics, name: 'Someone Else' },
        education: [],
        skills: [{ name: 'Other', 'x-image': 'https://images.example.com/other.png' }],
      })
      expect(response.statusCode).toBe(500)
      expect(response.json()).toEqual({
        success: false,
        message: 'Something went wrong on our side. Please try again later.',
      })
    })
    expect(await databaseSnapshot(t.database)).toEqual(before)
  })
})

describe('JSON Resume import recorded as an import', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' })
  })
  afterAll(() => t.close())

  /** What a visitor sees, with the custom sections and their items. */
  async function siteContent() {
    const sections = (await t.app.inject({ method: 'GET', url: '/api/sections' })).json().data
    const items: unknown[] = []
    for (const section of sections as { address: string }[]) {
      const body = (
        await t.app.inject({ method: 'GET', url: `/api/sections/${section.address}` })
      ).json()
      items.push(body.data)
    }
    // A record put back is "updated" now: its time is not what a visitor sees.
    const shown = JSON.parse(JSON.stringify(items), (key, value: unknown) =>
      key === 'updatedAt' ? undefined : value,
    ) as unknown
    return { ...(await publicContent(t)), sections: shown }
  }

  it('answers the import, lists it with the others, and Undo brings back the site as it was', async () => {
    const headers = await t.ownerHeaders()
    // A section the document's languages replace: its item goes, the document's comes.
    const section = await t.app.inject({
      method: 'POST',
      url: '/api/sections',
      headers,
      payload: {
        name: 'Languages',
        address: 'languages',
        resumeList: 'languages',
        fields: [
          { kind: 'title', label: 'Language' },
          { kind: 'subtitle', label: 'Level' },
        ],
      },
    })
    expect(section.statusCode).toBe(200)
    const item = await t.app.inject({
      method: 'POST',
      url: `/api/sections/${section.json().data._id}/items`,
      headers,
      payload: { title: 'German', subtitle: 'Fluent' },
    })
    expect(item.statusCode).toBe(200)
    const before = await siteContent()
    expect(JSON.stringify(before.sections)).toContain('German')
    // The site's own export brings its sections; its language changed, the rest from elsewhere.
    const exported = (await exportResume(t)).json()
    expect(exported.languages).toHaveLength(1)
    exported.languages[0].language = 'French'
    const response = await importResume(t, {
      ...foreignResume,
      languages: exported.languages,
      'x-vitrine': exported['x-vitrine'],
    })
    expect(response.statusCode).toBe(200)
    const recorded = response.json().data.import
    expect(recorded).toMatchObject({
      _id: expect.any(String),
      source: 'json-resume',
      undoneAt: null,
      summary: expect.stringMatching(/^the profile, .*1 experience entry, .*1 item in Languages/),
    })
    expect(recorded.added).toBeGreaterThan(5)
    // The demo's lists it replaced, and the profile and settings it changed.
    expect(recorded.replaced).toBeGreaterThan(10)
    expect(JSON.stringify((await siteContent()).sections)).toContain('French')

    const listed = (await t.app.inject({ method: 'GET', url: '/api/imports', headers })).json()
    expect(listed.data[0]).toEqual(recorded)

    const undone = await t.app.inject({
      method: 'POST',
      url: `/api/imports/${recorded._id}/undo`,
      headers,
    })
    expect(undone.statusCode).toBe(200)
    expect(undone.json().data).toEqual({ removed: recorded.added, restored: recorded.replaced })
    expect(await siteContent()).toEqual(before)

    // What it added waits in the trash, as any deleted record does.
    const trash = (await t.app.inject({ method: 'GET', url: '/api/trash', headers })).json()
    expect(JSON.stringify(trash.data)).toContain('A-0')
  })

  it('writes no import on a dry run', async () => {
    const headers = await t.ownerHeaders()
    const count = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/imports', headers })).json().data.length
    const imports = await count()
    const response = await importResume(t, foreignResume, '?dryRun=true')
    expect(response.json().data.import).toBeUndefined()
    expect(await count()).toBe(imports)
  })
})
