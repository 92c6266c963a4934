import { strToU8, zipSync } from 'fflate'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ImportItem, ImportPlan } from '@contract/profile-import.ts'
import { databaseSnapshot } from '@/security/database-snapshot.ts'
import { createTestApp, emptyTables, type TestApp } from '@/test-support/test-app.ts'
import { linkedInCsv, linkedInExport, LONG_DESCRIPTION } from '@/test-support/linkedin-export.ts'
import { linkedInDate } from './linkedin.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})
beforeEach(async () => {
  await emptyTables(t.database, [
    'imports',
    'user_details',
    'site_settings',
    'about_paragraphs',
    'experience',
    'education',
    'skills',
    'certificates',
    'projects',
    'testimonials',
    'publications',
    'section_items',
    'sections',
    'trash_images',
    'trash',
    'revisions',
  ])
})

function uploadForm(archive: Uint8Array, choices?: object | string): FormData {
  const form = new FormData()
  if (choices !== undefined) {
    form.append('choices', typeof choices === 'string' ? choices : JSON.stringify(choices))
  }
  form.append(
    'archive',
    new Blob([new Uint8Array(archive)], { type: 'application/zip' }),
    'Basic_LinkedInDataExport.zip',
  )
  return form
}

async function preview(archive: Uint8Array) {
  return t.app.inject({
    method: 'POST',
    url: '/api/imports/linkedin/preview',
    headers: await t.ownerHeaders(),
    payload: uploadForm(archive) as unknown as object,
  })
}

async function apply(archive: Uint8Array, choices: object | string = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/imports/linkedin/apply',
    headers: await t.ownerHeaders(),
    payload: uploadForm(archive, choices) as unknown as object,
  })
}

async function undo(id: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/imports/${id}/undo`,
    headers: await t.ownerHeaders(),
  })
}

const planOf = async (archive: Uint8Array) => {
  const response = await preview(archive)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data as ImportPlan
}
const section = (plan: ImportPlan, key: string) => plan.sections.find((s) => s.key === key)!
const item = (plan: ImportPlan, key: string, title: string) =>
  section(plan, key).items.find((i) => i.title === title) as ImportItem
const publicList = async (path: string) =>
  (await t.app.inject({ method: 'GET', url: path })).json().data as Record<string, unknown>[]

/** Every table an import writes, history's too. */
const TABLES = [
  'user_details',
  'about_paragraphs',
  'experience',
  'education',
  'skills',
  'certificates',
  'projects',
  'testimonials',
  'publications',
  'sections',
  'section_items',
  'site_settings',
  'imports',
  'revisions',
  'trash',
]
const snapshot = () => databaseSnapshot(t.database, TABLES)

describe('LinkedIn dates', () => {
  it.each([
    ['Mar 2021', { text: 'Mar 2021', iso: '2021-03' }],
    ['2019', { text: '2019', iso: '2019' }],
    ['Sep 15, 2020', { text: 'Sep 2020', iso: '2020-09' }],
    ['03/15/21, 10:15 AM', { text: 'Mar 2021', iso: '2021-03' }],
    ['', undefined],
    ['someday', undefined],
  ])('%s', (text, expected) => {
    expect(linkedInDate(text)).toEqual(expected)
  })
})

describe('preview of a messy LinkedIn export', () => {
  it('reads every needed file, lists the others by name, and changes nothing', async () => {
    const before = await snapshot()
    const plan = await planOf(linkedInExport())
    expect(plan.files.read.sort()).toEqual(
      [
        'Certifications.csv',
        'Education.csv',
        'Honors.csv',
        'Languages.csv',
        'Positions.csv',
        'Profile.csv',
        'Projects.csv',
        'Publications.csv',
        'Recommendations_Received.csv',
        'Skills.csv',
      ].sort(),
    )
    expect(plan.files.ignored.sort()).toEqual(
      ['Connections.csv', 'Email Addresses.csv', 'PhoneNumbers.csv', 'messages.csv'].sort(),
    )
    expect(JSON.stringify(plan)).not.toMatch(/secret|A private message|\+44 20/i)
    expect(await snapshot()).toEqual(before)
  })

  it('maps each file into its section, with the mess handled', async () => {
    const plan = await planOf(linkedInExport())
    expect(plan.sections.map((s) => s.key)).toEqual([
      'profile',
      'links',
      'about',
      'education',
      'experience',
      'skills',
      'projects',
      'certificates',
      'testimonials',
      'publications',
      'section:honors',
      'section:languages',
    ])
    // A byte-order mark before the header, a multi-line quoted summary made two paragraphs.
    expect(item(plan, 'profile', 'Ada Lovelace')).toMatchObject({
      status: 'new',
      detail: 'Principal Engineer | Rust & TypeScript · Speaker',
    })
    expect(section(plan, 'about').items).toHaveLength(2)
    // Websites and the Twitter handle, each a link of the site.
    expect(section(plan, 'links').items.map((i) => [i.title, i.detail, i.status])).toEqual([
      ['Portfolio', 'https://ada.example', 'new'],
      ['Website', 'https://blog.ada.example', 'new'],
      ['X', 'https://x.com/adalovelace', 'new'],
    ])
    // "Mar 2021" and an empty end: still going on.
    expect(item(plan, 'experience', 'Principal Engineer')).toMatchObject({
      status: 'new',
      detail: 'Analytical Engines, Ltd. · Mar 2021 - Present',
    })
    // The over-long description is shortened, and says so; the duplicated row is read once.
    const senior = section(plan, 'experience').items.filter((i) => i.title === 'Senior Engineer')
    expect(senior.map((i) => i.status)).toEqual(['new', 'problem'])
    expect(senior[0]!.note).toMatch(
      /The description was shortened from [\d,]+ to [\d,]+ characters: the field holds 5,000/,
    )
    expect(senior[1]).toMatchObject({
      row: 4,
      problem: 'The same as row 3 of Positions.csv: imported once',
    })
    // A row that cannot be used: its file, row and reason.
    expect(item(plan, 'experience', 'Intern')).toMatchObject({
      status: 'problem',
      file: 'Positions.csv',
      row: 6,
      problem: 'The row has no company name or no title',
    })
    // Note lines before the header; a duplicated skill read once; an empty row reported.
    const skills = section(plan, 'skills').items
    expect(skills.filter((i) => i.status === 'new').map((i) => i.title)).toEqual([
      'Rust',
      'TypeScript',
      'PostgreSQL',
    ])
    expect(skills.find((i) => i.row === 8)).toMatchObject({
      status: 'problem',
      problem: 'The same as row 5 of Skills.csv: imported once',
    })
    expect(item(plan, 'education', 'Open Courses')).toMatchObject({
      status: 'problem',
      problem: 'The row has no start date',
    })
    // A web address without its scheme gains it; a hidden recommendation is left out, saying why.
    expect(item(plan, 'projects', 'Loom').status).toBe('new')
    expect(item(plan, 'testimonials', 'Mary Somerville')).toMatchObject({
      status: 'problem',
      problem: expect.stringMatching(/Not shown on your LinkedIn profile/),
    })
    // Sections the site has none of are offered, not made.
    expect(section(plan, 'section:honors').create).toEqual({
      address: 'honors',
      name: 'Honors & awards',
    })
    expect(plan.problems).toEqual([])
  })
})

describe('apply and undo', () => {
  it('adds what was chosen in one step, shows it publicly, and undo empties it again', async () => {
    const archive = linkedInExport()
    const plan = await planOf(archive)
    const before = await snapshot()
    const leaveOut = [item(plan, 'skills', 'PostgreSQL').id, item(plan, 'projects', 'Loom').id]
    const applied = await apply(archive, {
      leaveOut,
      createSections: ['section:honors', 'section:languages'],
    })
    expect(applied.statusCode, applied.body).toBe(200)
    const summary = applied.json().data
    expect(applied.json().message).toBe(`Imported ${summary.added} items`)
    expect(summary.summary).toBe(
      'the profile, 3 links, 2 about paragraphs, 1 education entry, 3 experience entries, 2 skills, 1 project, 2 certificates, 1 testimonial, 1 publication, 1 item in the new section Honors & awards and 2 items in the new section Languages',
    )
    const steps = (
      await t.app.inject({
        method: 'GET',
        url: '/api/owner/checklist',
        headers: await t.ownerHeaders(),
      })
    ).json().data.steps as { key: string; done: boolean }[]
    expect(steps.map((step) => step.key).indexOf('import')).toBe(
      steps.map((step) => step.key).indexOf('project') - 1,
    )
    expect(steps.find((step) => step.key === 'import')?.done).toBe(true)

    expect((await publicList('/api/skills')).map((s) => s.name)).toEqual(['Rust', 'TypeScript'])
    expect((await publicList('/api/projects')).map((p) => p.title)).toEqual(['Note G'])
    const experience = await publicList('/api/experience')
    expect(experience.map((e) => e.title)).toEqual([
      'Principal Engineer',
      'Senior Engineer',
      'Engineer',
    ])
    expect(experience[0]!.description).toBe(
      'Leading the platform team.\n- Cut deploy time from 40 to 6 minutes\n- Mentored 5 engineers, "the right way"',
    )
    expect(String(experience[1]!.description).length).toBeLessThanOrEqual(5000)
    expect(String(experience[1]!.description)).toContain(LONG_DESCRIPTION.slice(0, 200))
    expect((await publicList('/api/testimonials')).map((q) => q.name)).toEqual(['Charles Babbage'])
    const profile = (
      await t.app.inject({ method: 'GET', url: '/api/user/fetchuserdetails' })
    ).json()
    expect(JSON.stringify(profile)).toContain('Ada Lovelace')
    const links = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/site/settings' })).json().data
        .socialLinks as { acc: string; link: string; icon: string }[]
    expect(await links()).toEqual([
      { acc: 'Portfolio', link: 'https://ada.example', icon: 'website' },
      { acc: 'Website', link: 'https://blog.ada.example', icon: 'website' },
      { acc: 'X', link: 'https://x.com/adalovelace', icon: 'x' },
    ])
    const languages = await t.app.inject({ method: 'GET', url: '/api/sections/languages' })
    expect(languages.statusCode).toBe(200)

    // Imported again: everything is a duplicate now, offered as skip or replace.
    const again = await planOf(archive)
    expect(item(again, 'skills', 'Rust').status).toBe('duplicate')
    expect(item(again, 'experience', 'Principal Engineer')).toMatchObject({
      status: 'duplicate',
      existing: 'Principal Engineer',
    })
    expect(item(again, 'skills', 'PostgreSQL').status).toBe('new')
    expect(section(again, 'section:languages').create).toBeUndefined()

    const undone = await undo(summary._id)
    expect(undone.statusCode, undone.body).toBe(200)
    expect(undone.json().data.removed).toBe(summary.added)
    expect(await publicList('/api/skills')).toEqual([])
    expect(await publicList('/api/experience')).toEqual([])
    expect(await links()).toEqual([])
    expect(await snapshot()).toMatchObject(
      Object.fromEntries(
        [
          'skills',
          'experience',
          'education',
          'projects',
          'sections',
          'section_items',
          'user_details',
        ].map((table) => [table, before[table]]),
      ),
    )
    // What it removed is in the trash, for the trash's days.
    const trash = (
      await t.app.inject({ method: 'GET', url: '/api/trash', headers: await t.ownerHeaders() })
    ).json().data as unknown[]
    expect(trash.length).toBeGreaterThan(0)

    // The first-run checklist's "start from an import" step follows the import and its undo.
    const checklist = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/owner/checklist',
          headers: await t.ownerHeaders(),
        })
      ).json().data.steps as { key: string; done: boolean }[]
    expect((await checklist()).find((step) => step.key === 'import')?.done).toBe(false)

    const twice = await undo(summary._id)
    expect(twice.statusCode).toBe(409)
    expect(twice.json().message).toBe('This import was already undone')
  })

  it('skips a duplicate by default, and replace changes it; undo puts the old one back', async () => {
    // The owner's own skill, written as the dashboard's add does (a skill's add needs an image).
    await t.app.repositories.skills.insertMany([
      { name: 'rust', image_hash: null, image_url: null },
    ])
    const archive = linkedInExport()
    const plan = await planOf(archive)
    const rust = item(plan, 'skills', 'Rust')
    expect(rust).toMatchObject({ status: 'duplicate', existing: 'Rust' })

    const skipped = await apply(archive)
    expect(skipped.statusCode, skipped.body).toBe(200)
    expect((await publicList('/api/skills')).map((s) => s.name)).toEqual([
      'rust',
      'TypeScript',
      'PostgreSQL',
    ])
    expect((await undo(skipped.json().data._id)).statusCode).toBe(200)

    const replaced = await apply(archive, { replace: [rust.id] })
    expect(replaced.json().data.replaced).toBeGreaterThanOrEqual(1)
    expect((await publicList('/api/skills')).map((s) => s.name)).toEqual([
      'Rust',
      'TypeScript',
      'PostgreSQL',
    ])
    const undone = await undo(replaced.json().data._id)
    expect(undone.json().data.restored).toBeGreaterThanOrEqual(1)
    expect((await publicList('/api/skills')).map((s) => s.name)).toEqual(['rust'])
  })

  it('puts items into a section the owner already has, and lists the import for undo', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/sections',
      headers: await t.ownerHeaders(),
      payload: {
        name: 'Awards',
        address: 'awards',
        fields: [
          { kind: 'title', label: 'Award' },
          { kind: 'date', label: 'When' },
        ],
      },
    })
    expect(made.statusCode, made.body).toBe(200)
    const archive = linkedInExport()
    const plan = await planOf(archive)
    expect(section(plan, 'section:awards')).toMatchObject({ name: 'Awards' })
    expect(section(plan, 'section:awards').create).toBeUndefined()
    const applied = await apply(archive)
    const items = await t.app.inject({ method: 'GET', url: '/api/sections/awards' })
    expect(items.json().data.items).toMatchObject([
      { title: 'Engineer of the Year', date: { start: '2022-12' } },
    ])
    // The languages section was offered, not asked for: nothing made.
    expect((await t.app.inject({ method: 'GET', url: '/api/sections/languages' })).statusCode).toBe(
      404,
    )
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/imports',
      headers: await t.ownerHeaders(),
    })
    expect(listed.json().data).toMatchObject([
      { _id: applied.json().data._id, source: 'linkedin', undoneAt: null },
    ])
  })
})

describe('refusals change nothing', () => {
  const refused = async (archive: Uint8Array, status: number, message: RegExp) => {
    const before = await snapshot()
    for (const response of [await preview(archive), await apply(archive)]) {
      expect(response.statusCode, response.body).toBe(status)
      expect(response.json()).toMatchObject({
        success: false,
        message: expect.stringMatching(message),
      })
    }
    expect(await snapshot()).toEqual(before)
  }

  it('a file that is not a ZIP', async () => {
    await refused(strToU8('First Name,Last Name\nAda,Lovelace\n'), 400, /not a ZIP archive/)
  })

  it('an entry whose name leads outside the archive', async () => {
    const archive = zipSync({
      'Profile.csv': strToU8('First Name\nAda\n'),
      '../../etc/Positions.csv': strToU8('Company Name,Title\nX,Y\n'),
    })
    await refused(archive, 400, /leads outside it .*nothing was read/)
  })

  it('a ZIP bomb', async () => {
    const bomb = zipSync({ 'Positions.csv': new Uint8Array(15 * 1024 * 1024) }, { level: 9 })
    await refused(bomb, 400, /unpacks to far more than it weighs/)
  })

  it('an upload over the limit', async () => {
    const big = await createTestApp({ IMPORT_MAX_BYTES: '2048' })
    try {
      const response = await big.app.inject({
        method: 'POST',
        url: '/api/imports/linkedin/preview',
        headers: await big.ownerHeaders(),
        payload: uploadForm(linkedInExport()) as unknown as object,
      })
      expect(response.statusCode).toBe(413)
      expect(response.json()).toEqual({
        success: false,
        message:
          'The upload is larger than 2 KB: pick only the files you need, or raise IMPORT_MAX_BYTES',
      })
    } finally {
      await big.close()
    }
  })

  it('an upload with none of the files an import reads', async () => {
    await refused(zipSync({ 'messages.csv': strToU8('a,b\n1,2\n') }), 400, /none of the files/)
  })

  it('choices naming an item the upload does not have', async () => {
    const before = await snapshot()
    const response = await apply(linkedInExport(), { leaveOut: ['Positions.csv:99'] })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(/an item the upload does not have/)
    const bad = await apply(linkedInExport(), 'not json')
    expect(bad.json().message).toBe('The choices cannot be read: they are not JSON')
    expect(await snapshot()).toEqual(before)
  })

  it('reads at most the row limit of a file of 100 000 rows, saying so', async () => {
    const rows = Array.from({ length: 100_000 }, (_, index) => [`Skill ${index}`])
    const plan = await planOf(linkedInExport({ 'Skills.csv': linkedInCsv([['Name'], ...rows]) }))
    expect(section(plan, 'skills').items).toHaveLength(1000)
    expect(plan.problems).toEqual([
      'Skills.csv has more than 1000 rows: only the first 1000 were read',
    ])
  })

  it('is in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/imports/{source}/preview',
        '/api/imports/{source}/apply',
        '/api/imports',
        '/api/imports/{id}/undo',
      ]),
    )
    expect(document.paths['/api/imports/{source}/preview'].post.requestBody.content).toHaveProperty(
      'multipart/form-data',
    )
  })

  it('needs the owner', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/imports/linkedin/preview',
      payload: uploadForm(linkedInExport()) as unknown as object,
    })
    expect(response.statusCode).toBe(401)
  })
})
