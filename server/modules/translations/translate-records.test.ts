import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_SITE_LANGUAGES } from '@contract/languages.ts'
import type { PublicContent } from '@web/load-context.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { createPublicContent } from '../web-host/public-content.ts'
import { translateRecords } from './translate-records.ts'
import { asOwner, type OwnerMethod } from '@/test-support/owner-request.ts'

/** Every read a page makes that shows the owner's translatable texts. */
async function everyRead(content: PublicContent) {
  return {
    experience: await content.list('experience'),
    projects: await content.list('projects'),
    projectsPage: await content.listProjects({ offset: 1, limit: 2 }),
    profile: await content.listUserDetails(),
    settings: await content.getSiteSettings(),
    pages: await content.listPages(),
    page: await content.getPage('uses'),
    caseStudy: await content.getCaseStudy('task-board'),
    sections: await content.listSections(),
    section: await content.getSection('talks'),
    home: await content.previewSections(2),
    resume: await content.resume(),
  }
}

describe('public content in a language', () => {
  let t: TestApp
  let content: PublicContent
  const owner = <T>(method: OwnerMethod, url: string, payload?: object) =>
    asOwner<T>(t, method, url, payload)
  const translate = (type: string, id: string, texts: Record<string, string>) =>
    owner('PUT', `/api/translations/${type}/${id}/de`, { texts })

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' })
    content = createPublicContent(t.app)
    const settings = (await t.app.inject({ method: 'GET', url: '/api/site/settings' })).json().data
    await owner('PUT', '/api/site/settings', {
      ...settings,
      siteTitle: 'Portfolio',
      languages: { default: 'en', additional: ['de', 'fr'] },
    })
  }, 60_000)
  afterAll(() => t.close())

  it('answers exactly what the plain reads answer in the default language, and in one the site does not offer', async () => {
    const id = (await content.list('experience'))[0]!._id
    await translate('experience', id, { title: 'Nur auf Deutsch' })
    const plain = await everyRead(content)
    expect(await everyRead(content.inLanguage('en'))).toEqual(plain)
    expect(await everyRead(content.inLanguage('es'))).toEqual(plain)
    expect(JSON.stringify(plain)).not.toContain('Nur auf Deutsch')
  })

  it('replaces translated texts and says which language each translatable text is in', async () => {
    const [first, ...others] = await content.list('experience')
    await translate('experience', first!._id, { title: 'Leitender Entwickler' })
    const german = await content.inLanguage('de').list('experience')
    expect(german[0]).toEqual({
      ...first,
      title: 'Leitender Entwickler',
      textLanguages: { title: 'de', description: 'en' },
    })
    // The others: the default language's texts, marked as such.
    expect(german.slice(1)).toEqual(
      others.map((entry) => ({ ...entry, textLanguages: { title: 'en', description: 'en' } })),
    )
    // French has none: every text in the default language.
    expect((await content.inLanguage('fr').list('experience'))[0]).toMatchObject({
      title: first!.title,
      textLanguages: { title: 'en' },
    })
  })

  it("shows a page's and a case study's translated Markdown as rendered when saved", async () => {
    const page = (await content.getPage('uses'))!
    await translate('page', page._id, { title: 'Werkzeuge', body: 'Mein *Schreibtisch*' })
    const german = (await content.inLanguage('de').getPage('uses'))!
    expect(german).toMatchObject({
      title: 'Werkzeuge',
      body: 'Mein *Schreibtisch*',
      html: '<p>Mein <em>Schreibtisch</em></p>',
      textLanguages: { title: 'de', body: 'de' },
    })
    expect(
      (await content.inLanguage('de').listPages()).find((one) => one._id === page._id),
    ).toMatchObject({ title: 'Werkzeuge', textLanguages: { title: 'de' } })

    const study = (await content.getCaseStudy('task-board'))!
    await translate('project', study._id, { body: '## Das Problem' })
    const translated = (await content.inLanguage('de').getCaseStudy('task-board'))!
    expect(translated.html).toContain('Das Problem')
    expect(translated.textLanguages).toMatchObject({ body: 'de', title: 'en' })
    // The gallery's images stay (another test translates their words).
    expect(translated.gallery.map((one) => one.image)).toEqual(
      study.gallery.map((one) => one.image),
    )
    await translate('project', study._id, { title: 'Aufgabenbrett' })
    const { projects } = await content.inLanguage('de').listProjects()
    expect(projects.find((one) => one._id === study._id)).toMatchObject({
      title: 'Aufgabenbrett',
      textLanguages: { title: 'de' },
    })
  })

  it('translates a custom section and only the item texts its section shows', async () => {
    const section = (await content.getSection('talks'))!
    const item = section.items[0]!
    await translate('section', section.section._id, { name: 'Vorträge' })
    await translate('section-item', item._id, { title: 'Zeilen statt Dateien', text: 'Kurz' })
    const german = content.inLanguage('de')
    const read = (await german.getSection('talks'))!
    expect(read.section).toMatchObject({ name: 'Vorträge', textLanguages: { name: 'de' } })
    expect(read.items[0]).toMatchObject({
      title: 'Zeilen statt Dateien',
      text: 'Kurz',
      textLanguages: { title: 'de', subtitle: 'en', text: 'de' },
    })
    expect(read.items[0]!.textLanguages).not.toHaveProperty('place')
    expect(read.items.slice(1).map((one) => one.title)).toEqual(
      section.items.slice(1).map((one) => one.title),
    )
    const home = await german.previewSections(1)
    expect(home.find((one) => one.section.address === 'talks')?.items[0]?.title).toBe(
      'Zeilen statt Dateien',
    )
    expect((await german.listSections()).find((one) => one.address === 'talks')?.name).toBe(
      'Vorträge',
    )
  })

  it("shows a case study's figures, gallery words and a section's field labels in German, each marked with its language", async () => {
    const owned = async (type: string, id: string) =>
      (
        await owner<{ languages: { fields: { field: string; label: string }[] }[] }>(
          'GET',
          `/api/translations/${type}/${id}?lang=de`,
        )
      ).languages[0]!.fields
    const nameOf = (fields: { field: string; label: string }[], label: string) =>
      fields.find((field) => field.label === label)!.field

    const study = (await content.getCaseStudy('task-board'))!
    const projectFields = await owned('project', study._id)
    await translate('project', study._id, {
      [nameOf(projectFields, 'Outcome figure 1: Figure label')]: 'weniger verpasste Fristen',
      [nameOf(projectFields, 'Outcome figure 2: Figure value')]: '1,2 s',
      [nameOf(projectFields, 'Gallery image 1: Caption')]: 'Karten wandern zwischen Spalten.',
      [nameOf(projectFields, 'Gallery image 1: Alt text')]: 'Das Brett mit drei Spalten',
    })
    const translated = (await content.inLanguage('de').getCaseStudy('task-board'))!
    expect(translated.outcomes.slice(0, 2)).toEqual([
      { value: study.outcomes[0]!.value, label: 'weniger verpasste Fristen' },
      { value: '1,2 s', label: study.outcomes[1]!.label },
    ])
    expect(translated.gallery[0]).toEqual({
      ...study.gallery[0],
      alt: 'Das Brett mit drei Spalten',
      caption: 'Karten wandern zwischen Spalten.',
    })
    expect(translated.gallery.slice(1)).toEqual(study.gallery.slice(1))
    expect(translated.textLanguages).toMatchObject({
      'outcomes.0.value': 'en',
      'outcomes.0.label': 'de',
      'outcomes.1.value': 'de',
      'gallery.0.caption': 'de',
      'gallery.1.caption': 'en',
    })

    const talks = (await content.getSection('talks'))!
    const sectionFields = await owned('section', talks.section._id)
    const event = talks.section.fields.findIndex((field) => field.label === 'Event')
    await translate('section', talks.section._id, {
      [nameOf(sectionFields, `Field ${event + 1}: Label`)]: 'Veranstaltung',
    })
    const german = (await content.inLanguage('de').getSection('talks'))!.section
    expect(german.fields[event]).toEqual({ kind: 'subtitle', label: 'Veranstaltung' })
    expect(german.textLanguages).toMatchObject({
      [`fields.${event}.label`]: 'de',
      'fields.0.label': 'en',
    })
    expect((await content.getSection('talks'))!.section.fields[event]!.label).toBe('Event')
  })

  it("translates a custom section item's tags, as a list again", async () => {
    const item = (await content.getSection('talks'))!.items[0]!
    expect(item.tags?.length).toBeGreaterThan(0)
    await translate('section-item', item._id, { tags: 'Datenbanken,  Kalender ,' })
    const read = (await content.inLanguage('de').getSection('talks'))!.items[0]!
    expect(read.tags).toEqual(['Datenbanken', 'Kalender'])
    expect(read.textLanguages).toMatchObject({ tags: 'de' })
    expect((await content.getSection('talks'))!.items[0]!.tags).toEqual(item.tags)
  })

  it("translates the site's title and the profile's titles, where the profile keeps them", async () => {
    await translate('settings', '1', { siteTitle: 'Mein Portfolio' })
    expect(await content.inLanguage('de').getSiteSettings()).toMatchObject({
      siteTitle: 'Mein Portfolio',
      textLanguages: { siteTitle: 'de', positioning: 'en' },
    })
    const [profile] = await content.listUserDetails()
    await translate('userdetails', profile!._id, { profone: 'Entwickler', currentsts: 'Frei' })
    const [german] = await content.inLanguage('de').listUserDetails()
    expect(german).toEqual({
      ...profile,
      prof: { ...profile!.prof, '1st': 'Entwickler' },
      currentsts: 'Frei',
      textLanguages: {
        profone: 'de',
        proftwo: 'en',
        profthree: 'en',
        proffour: 'en',
        currentsts: 'de',
      },
    })
  })

  it('hides the translations of a language turned off, without removing them', async () => {
    const [first] = await content.list('experience')
    await translate('experience', first!._id, { title: 'Bald verborgen' })
    const rows = await translateRecords(
      t.app.repositories.translations,
      { type: 'experience', language: 'de', languages: DEFAULT_SITE_LANGUAGES },
      [first!],
    )
    expect(rows).toEqual([first])
    const kept = await translateRecords(
      t.app.repositories.translations,
      { type: 'experience', language: 'de', languages: { default: 'en', additional: ['de'] } },
      [first!],
    )
    expect(kept[0]!.title).toBe('Bald verborgen')
  })
})
