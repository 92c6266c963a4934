import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SECTION_LIMITS } from '@contract/limits.ts'
import { SECTION_RESUME_LISTS, type SectionResumeList } from '@contract/section.ts'
import { databaseSnapshot } from '@/security/database-snapshot.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { countMedia, imageForm, pngImage } from '../media/media-test-support.ts'
import { schemaErrors } from './resume-test-support.ts'

type Json = Record<string, unknown>

/** Every kind of field, with the owner's labels. */
const ALL_FIELDS = [
  { kind: 'title', label: 'Title' },
  { kind: 'subtitle', label: 'Event' },
  { kind: 'place', label: 'City' },
  { kind: 'date', label: 'When' },
  { kind: 'link', label: 'Slides' },
  { kind: 'link2', label: 'Video' },
  { kind: 'tags', label: 'Topics' },
  { kind: 'text', label: 'Notes' },
  { kind: 'image', label: 'Photo' },
]

/** An item with a value for every field but the image. */
const FULL_ITEM = {
  title: 'Typed title',
  subtitle: 'Typed subtitle',
  place: 'Lyon',
  date: { start: '2023-04', end: '2024' },
  link: { url: 'https://example.org/slides', label: 'Slides' },
  link2: { url: 'https://example.org/video', label: 'Video' },
  tags: ['TypeScript', 'Databases'],
  text: 'Some **words**.',
}

/**
 * Each JSON Resume list's own properties for FULL_ITEM, and the kinds its entry carries in
 * x-vitrine-values because the list has no place for them or cannot hold them exactly (a link's
 * label, a period's end in a list with one date).
 */
const EXPECTED_ENTRIES: Record<SectionResumeList, { properties: Json; extra: string[] }> = {
  awards: {
    properties: {
      title: 'Typed title',
      awarder: 'Typed subtitle',
      date: '2023-04',
      url: 'https://example.org/slides',
      summary: 'Some **words**.',
    },
    extra: ['date', 'link', 'link2', 'place', 'tags'],
  },
  publications: {
    properties: {
      name: 'Typed title',
      publisher: 'Typed subtitle',
      releaseDate: '2023-04',
      url: 'https://example.org/slides',
      summary: 'Some **words**.',
    },
    extra: ['date', 'link', 'link2', 'place', 'tags'],
  },
  volunteer: {
    properties: {
      position: 'Typed title',
      organization: 'Typed subtitle',
      startDate: '2023-04',
      endDate: '2024',
      url: 'https://example.org/slides',
      summary: 'Some **words**.',
      highlights: ['TypeScript', 'Databases'],
    },
    extra: ['link', 'link2', 'place'],
  },
  languages: {
    properties: { language: 'Typed title', fluency: 'Typed subtitle' },
    extra: ['date', 'link', 'link2', 'place', 'tags', 'text'],
  },
  interests: {
    properties: { name: 'Typed title', keywords: ['TypeScript', 'Databases'] },
    extra: ['date', 'link', 'link2', 'place', 'subtitle', 'text'],
  },
  projects: {
    properties: {
      name: 'Typed title',
      entity: 'Typed subtitle',
      description: 'Some **words**.',
      startDate: '2023-04',
      endDate: '2024',
      url: 'https://example.org/slides',
      keywords: ['TypeScript', 'Databases'],
    },
    extra: ['link', 'link2', 'place'],
  },
  references: {
    properties: { name: 'Typed title', reference: 'Some **words**.' },
    extra: ['date', 'link', 'link2', 'place', 'subtitle', 'tags'],
  },
}

/** The owner's calls of one test app. */
function ownerCalls(t: TestApp) {
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: await t.ownerHeaders(), ...(payload ? { payload } : {}) })
  return {
    call,
    async addSection(definition: Json) {
      const response = await call('POST', '/api/sections', definition)
      expect(response.statusCode, response.body).toBe(200)
      return response.json().data as { _id: string; address: string }
    },
    async addItem(section: { _id: string }, item: Json) {
      const response = await call('POST', `/api/sections/${section._id}/items`, item)
      expect(response.statusCode, response.body).toBe(200)
      return response.json().data as { _id: string; image?: string }
    },
    async setFields(section: { _id: string }, fields: Json[]) {
      const response = await call('PUT', `/api/sections/${section._id}`, { fields })
      expect(response.statusCode, response.body).toBe(200)
    },
    async exportResume() {
      const response = await call('GET', '/api/export/resume.json')
      expect(response.statusCode, response.body).toBe(200)
      return response.json() as Json
    },
    importResume: (document: unknown, query = '') =>
      call('POST', `/api/import/resume${query}`, document as object),
  }
}

/** A section's public answer without the ids and times an import renews. */
async function publicSection(t: TestApp, address: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/sections/${address}` })
  expect(response.statusCode, response.body).toBe(200)
  return JSON.parse(response.body, (key, value: unknown) =>
    ['_id', 'section', 'updatedAt', 'homeKey'].includes(key) ? undefined : value,
  ).data as { section: Json; items: Json[] }
}

describe('custom sections in the JSON Resume export', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' })
  })
  afterAll(() => t.close())

  it("puts each mapped section's items in its list, by meaning, after the built-in entries", async () => {
    const owner = ownerCalls(t)
    for (const list of SECTION_RESUME_LISTS) {
      const section = await owner.addSection({
        name: `My ${list}`,
        address: `my-${list}`,
        fields: ALL_FIELDS,
        resumeList: list,
      })
      await owner.addItem(section, FULL_ITEM)
    }
    const unmapped = await owner.addSection({
      name: 'Talks',
      address: 'speaking',
      intro: 'Where I spoke.',
      icon: 'message-circle',
      layout: 'timeline',
      fields: ALL_FIELDS.slice(0, 4),
    })
    await owner.addItem(unmapped, { title: 'A talk', date: { start: '2024-05' } })

    const document = await owner.exportResume()
    expect(schemaErrors(document)).toEqual([])
    for (const list of SECTION_RESUME_LISTS) {
      const entries = document[list] as Json[]
      const entry = entries.at(-1)!
      const { properties, extra } = EXPECTED_ENTRIES[list]
      expect(entry, list).toEqual({
        ...properties,
        'x-vitrine-section': `my-${list}`,
        'x-vitrine-values': expect.any(Object),
      })
      const values = entry['x-vitrine-values'] as Json
      expect(Object.keys(values).sort(), list).toEqual(extra)
      for (const kind of extra) expect(values[kind]).toEqual((FULL_ITEM as Json)[kind])
    }
    // The built-in content keeps the start of the lists it shares, unmarked.
    for (const list of ['projects', 'publications', 'references'] as const) {
      const entries = document[list] as Json[]
      expect(entries.length, list).toBeGreaterThan(1)
      expect(entries.slice(0, -1).every((entry) => !('x-vitrine-section' in entry))).toBe(true)
    }
    // The demo's own Talks section travels too; the ones this test added are compared.
    const exported = document['x-vitrine'] as { sections: Json[] }
    expect({
      sections: exported.sections.filter((section) => section.address !== 'talks'),
    }).toEqual({
      sections: [
        ...SECTION_RESUME_LISTS.map((list, index) => ({
          address: `my-${list}`,
          name: `My ${list}`,
          intro: '',
          icon: 'award',
          layout: 'list',
          resumeList: list,
          fields: ALL_FIELDS,
          // After the demo's Talks, first.
          position: index + 2,
        })),
        {
          address: 'speaking',
          name: 'Talks',
          intro: 'Where I spoke.',
          icon: 'message-circle',
          layout: 'timeline',
          resumeList: null,
          fields: ALL_FIELDS.slice(0, 4),
          position: SECTION_RESUME_LISTS.length + 2,
          items: [{ title: 'A talk', date: { start: '2024-05' } }],
        },
      ],
    })

    // Its own export imports back exactly, the built-in lists keeping only their own entries.
    const projects = (await t.app.inject({ method: 'GET', url: '/api/projects' })).json().data
    const imported = await owner.importResume(document)
    expect(imported.statusCode, imported.body).toBe(200)
    expect(await owner.exportResume()).toEqual(document)
    const after = (await t.app.inject({ method: 'GET', url: '/api/projects' })).json().data
    expect(after.map((project: Json) => project.title)).toEqual(
      projects.map((project: Json) => project.title),
    )
  })
})

describe('custom sections from one site to a fresh one', () => {
  let source: TestApp
  let target: TestApp
  beforeAll(async () => {
    ;[source, target] = await Promise.all([createTestApp(), createTestApp()])
  })
  afterAll(() => Promise.all([source.close(), target.close()]))

  it('goes round into a fresh database and back to the same document, hidden values too', async () => {
    const owner = ownerCalls(source)
    // A built-in project, which shares JSON Resume's projects with the section "Open source".
    const builtIn = { name: 'Built-in project', url: 'https://github.com/example/project' }
    const project = await owner.importResume({ projects: [builtIn] })
    expect(project.statusCode, project.body).toBe(200)

    const awards = await owner.addSection({
      name: 'Awards',
      address: 'awards',
      icon: 'award',
      resumeList: 'awards',
      fields: ALL_FIELDS.slice(0, 8),
    })
    await owner.addItem(awards, FULL_ITEM)
    await owner.addItem(awards, { title: 'Second award', date: { start: '2021' } })
    const talks = await owner.addSection({
      name: 'Talks',
      address: 'talks',
      layout: 'cards',
      fields: ALL_FIELDS.slice(0, 5),
    })
    await owner.addItem(talks, { title: 'First talk', subtitle: 'JSConf', place: 'Berlin' })
    await owner.addItem(talks, {
      title: 'Second talk',
      date: { start: '2024-05', end: 'present' },
      link: { url: 'https://example.org/talk', label: '' },
    })
    await owner.addItem(talks, { title: 'Third talk' })
    const open = await owner.addSection({
      name: 'Open source',
      address: 'open-source',
      resumeList: 'projects',
      fields: [ALL_FIELDS[0]!, ALL_FIELDS[7]!],
    })
    await owner.addItem(open, { title: 'A library', text: 'Maintainer.' })
    // Fields removed after values were typed: the values stay, hidden, and travel.
    await owner.setFields(talks, [ALL_FIELDS[0]!, ALL_FIELDS[1]!, ALL_FIELDS[3]!, ALL_FIELDS[4]!])
    await owner.setFields(awards, ALL_FIELDS.slice(0, 6))

    const document = await owner.exportResume()
    expect(schemaErrors(document)).toEqual([])
    const talkItems = (document['x-vitrine'] as { sections: Json[] }).sections[1]!.items as Json[]
    expect(talkItems[0]).toEqual({
      title: 'First talk',
      subtitle: 'JSConf',
      hidden: { place: 'Berlin' },
    })
    expect((document.awards as Json[])[0]).toMatchObject({
      'x-vitrine-hidden': { tags: FULL_ITEM.tags, text: FULL_ITEM.text },
    })

    const imported = await ownerCalls(target).importResume(document)
    expect(imported.statusCode, imported.body).toBe(200)
    expect(await ownerCalls(target).exportResume()).toEqual(document)
    for (const address of ['awards', 'talks', 'open-source']) {
      expect(await publicSection(target, address)).toEqual(await publicSection(source, address))
    }
    const projects = (await target.app.inject({ method: 'GET', url: '/api/projects' })).json()
    expect(projects.data.map((row: Json) => row.title)).toEqual([builtIn.name])

    // Nothing the owner typed was lost: the removed field, added again, shows its values.
    const [targetTalks] = (await target.app.inject({ method: 'GET', url: '/api/sections' }))
      .json()
      .data.filter((section: Json) => section.address === 'talks')
    await ownerCalls(target).setFields(targetTalks, ALL_FIELDS.slice(0, 5))
    expect((await publicSection(target, 'talks')).items[0]).toMatchObject({ place: 'Berlin' })
  })
})

describe('custom sections in a JSON Resume import', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    // Signed in up front: a first sign-in inside a "changes nothing" test would change the
    // login tables it compares.
    await t.ownerHeaders()
    const page = await ownerCalls(t).call('POST', '/api/pages', { title: 'Uses', address: 'uses' })
    expect(page.statusCode, page.body).toBe(200)
  })
  afterAll(() => t.close())

  it('keeps an item image of this site and leaves out, with a note, one from another site', async () => {
    const owner = ownerCalls(t)
    const section = await owner.addSection({
      name: 'Photos',
      address: 'photos',
      fields: [ALL_FIELDS[0]!, ALL_FIELDS[8]!],
    })
    const item = await owner.addItem(section, { title: 'With a photo' })
    const uploaded = await owner.call(
      'PUT',
      `/api/sections/${section._id}/items/${item._id}/image`,
      imageForm({}, { bytes: await pngImage(20, 20, '#202020') }),
    )
    expect(uploaded.statusCode, uploaded.body).toBe(200)
    const image = uploaded.json().data.image as string

    const document = await owner.exportResume()
    const photos = (document['x-vitrine'] as { sections: Json[] }).sections.find(
      (definition) => definition.address === 'photos',
    )!
    expect(photos.items).toEqual([{ title: 'With a photo', image: `http://vitrine.test${image}` }])
    const media = await countMedia(t.database)
    expect((await owner.importResume(document)).statusCode).toBe(200)
    expect(await owner.exportResume()).toEqual(document)
    expect((await publicSection(t, 'photos')).items[0]).toMatchObject({ image })
    expect(await countMedia(t.database)).toBe(media)

    const elsewhere = 'https://images.example.com/photo.webp'
    const response = await owner.importResume({
      'x-vitrine': {
        sections: [{ ...photos, items: [{ title: 'From elsewhere', image: elsewhere }] }],
      },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data.summary).toContainEqual({
      section: '/photos',
      name: 'Photos',
      from: 'x-vitrine.sections',
      action: 'replace',
      incoming: 1,
      existing: 1,
      note: '1 image from another site left out: upload it again',
    })
    expect((await publicSection(t, 'photos')).items).toEqual([
      { title: 'From elsewhere', position: 1 },
    ])
  })

  it('previews custom sections in words on a dry run and changes nothing', async () => {
    const owner = ownerCalls(t)
    const fields = ALL_FIELDS.slice(0, 2)
    const kept = await owner.addSection({ name: 'Kept', address: 'kept', fields })
    await owner.addItem(kept, { title: 'Stays' })
    const replaced = await owner.addSection({ name: 'Replaced', address: 'replaced', fields })
    await owner.addItem(replaced, { title: 'Goes' })
    await owner.addItem(replaced, { title: 'Goes too' })
    const definition = { icon: 'award', layout: 'list', fields }
    const before = await databaseSnapshot(t.database)
    const response = await owner.importResume(
      {
        'x-vitrine': {
          sections: [
            { ...definition, address: 'replaced', name: 'Renamed', items: [{ title: 'New' }] },
            { ...definition, address: 'added', name: 'Added', resumeList: 'awards' },
          ],
        },
        awards: [{ title: 'An award', 'x-vitrine-section': 'added' }],
      },
      '?dryRun=true',
    )
    expect(response.statusCode, response.body).toBe(200)
    const summary = response.json().data.summary as Json[]
    const lines = ['/kept', '/replaced', '/added'].map((key) =>
      summary.find((change) => change.section === key),
    )
    expect(lines).toEqual([
      {
        section: '/kept',
        name: 'Kept',
        from: 'x-vitrine.sections',
        action: 'keep',
        incoming: 0,
        existing: 1,
      },
      {
        section: '/replaced',
        name: 'Renamed',
        from: 'x-vitrine.sections',
        action: 'replace',
        incoming: 1,
        existing: 2,
      },
      {
        section: '/added',
        name: 'Added',
        from: 'awards',
        action: 'replace',
        incoming: 1,
        existing: 0,
      },
    ])
    expect(await databaseSnapshot(t.database)).toEqual(before)
  })

  describe('refuses bad sections with 400, naming where, and changes nothing', () => {
    const talks = {
      address: 'talks-here',
      name: 'Talks',
      icon: 'award',
      layout: 'list',
      resumeList: null,
      fields: [
        { kind: 'title', label: 'Talk' },
        { kind: 'date', label: 'When' },
      ],
    }
    const award = {
      ...talks,
      address: 'prizes',
      name: 'Prizes',
      resumeList: 'awards',
    }
    const withSections = (sections: Json[], more: Json = {}) => ({
      'x-vitrine': { sections },
      ...more,
    })
    const many = (count: number) => Array.from({ length: count }, (_, i) => ({ title: `N${i}` }))
    const cases: [string, unknown, string][] = [
      [
        'a JSON Resume list Vitrine does not map to',
        withSections([{ ...talks, resumeList: 'hobbies' }]),
        'x-vitrine.sections[0].resumeList: A JSON Resume list is one of awards, publications',
      ],
      [
        'an address that is not one',
        withSections([{ ...talks, address: 'My Talks!' }]),
        'x-vitrine.sections[0].address: An address is lowercase letters, digits and hyphens',
      ],
      [
        "a page's address",
        withSections([{ ...talks, address: 'uses' }]),
        'x-vitrine.sections[0].address: The address /uses is already used by',
      ],
      [
        "one of the site's own addresses",
        withSections([{ ...talks, address: 'dashboard' }]),
        "x-vitrine.sections[0].address: The address /dashboard is one of the site's own",
      ],
      [
        'an address listed twice',
        withSections([talks, talks]),
        'x-vitrine.sections[1].address: the address /talks-here is listed twice',
      ],
      [
        'a field kind listed twice',
        withSections([{ ...talks, fields: [...talks.fields, talks.fields[1]] }]),
        'x-vitrine.sections[0].fields: A section has each kind of field once',
      ],
      [
        'more items than a section may have',
        withSections([{ ...talks, items: many(SECTION_LIMITS.items + 1) }]),
        `x-vitrine.sections[0].items: the section “Talks” has more than ${SECTION_LIMITS.items} items`,
      ],
      [
        'more entries of a mapped section than it may have',
        withSections([award], {
          awards: many(SECTION_LIMITS.items + 1).map((item) => ({
            ...item,
            'x-vitrine-section': 'prizes',
          })),
        }),
        `awards: the section “Prizes” has more than ${SECTION_LIMITS.items} items`,
      ],
      [
        'more sections than a site may have',
        withSections(
          Array.from({ length: SECTION_LIMITS.sections + 1 }, (_, i) => ({
            ...talks,
            address: `s-${i}`,
          })),
        ),
        `x-vitrine.sections: has more than ${SECTION_LIMITS.sections} sections`,
      ],
      [
        'a value for a field the section does not have',
        withSections([{ ...talks, items: [{ title: 'A', place: 'Lyon' }] }]),
        'x-vitrine.sections[0].items[0]: The section “Talks” has no field “Place”',
      ],
      [
        'an image for a section without the image field',
        withSections([{ ...talks, items: [{ title: 'A', image: 'https://example.org/a.png' }] }]),
        'x-vitrine.sections[0].items[0].image: The section “Talks” has no image field',
      ],
      [
        'an image that is not a web address',
        withSections([
          {
            ...talks,
            fields: [...talks.fields, { kind: 'image', label: 'Photo' }],
            items: [{ title: 'A', image: 'javascript:alert(1)' }],
          },
        ]),
        'x-vitrine.sections[0].items[0].image: must be an http(s) URL',
      ],
      [
        'an image of this site that it does not hold',
        withSections([
          {
            ...talks,
            fields: [...talks.fields, { kind: 'image', label: 'Photo' }],
            items: [{ title: 'A', hidden: {}, image: `/media/${'0'.repeat(64)}.webp` }],
          },
        ]),
        'x-vitrine.sections[0].items[0].image: /media/',
      ],
      [
        'a date that is not one',
        withSections([{ ...talks, items: [{ title: 'A', date: { start: 'May 2024' } }] }]),
        'x-vitrine.sections[0].items[0].date.start: Start is a year, a month or a day',
      ],
      [
        'a hidden value of a field the section has',
        withSections([{ ...talks, items: [{ title: 'A', hidden: { date: { start: '2024' } } }] }]),
        'x-vitrine.sections[0].items[0].hidden.date: the section has the field “Date or period”',
      ],
      [
        'an entry of a mapped section without its title',
        withSections([award], { awards: [{ awarder: 'X', 'x-vitrine-section': 'prizes' }] }),
        'awards[0].title: is required',
      ],
      [
        'an entry whose kept values are wrong',
        withSections([award], {
          awards: [
            { title: 'A', 'x-vitrine-section': 'prizes', 'x-vitrine-values': { date: { end: 1 } } },
          ],
        }),
        'awards[0].x-vitrine-values.date.start: is required',
      ],
      [
        'an entry naming a section the document does not define',
        withSections([], { awards: [{ title: 'A', 'x-vitrine-section': 'nowhere' }] }),
        'awards[0].x-vitrine-section: no section /nowhere in x-vitrine.sections',
      ],
      [
        'an entry in a list its section does not travel in',
        withSections([award], { volunteer: [{ position: 'A', 'x-vitrine-section': 'prizes' }] }),
        'volunteer[0].x-vitrine-section: the section /prizes travels in awards',
      ],
      [
        'items inline for a mapped section',
        withSections([{ ...award, items: [{ title: 'A' }] }]),
        'x-vitrine.sections[0].items: the section travels in awards: its items are entries there',
      ],
      [
        'an extension that is not an object',
        { 'x-vitrine': { sections: 'all of them' } },
        'x-vitrine.sections: must be a list',
      ],
    ]

    it.each(cases)('%s', async (_label, document, message) => {
      const before = await databaseSnapshot(t.database)
      const response = await ownerCalls(t).importResume(document)
      expect(response.statusCode, response.body).toBe(400)
      const body = response.json()
      expect(Object.keys(body)).toEqual(['success', 'message'])
      expect(body.message).toContain(message)
      expect(await databaseSnapshot(t.database)).toEqual(before)
    })
  })
})
