import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql, type Kysely } from 'kysely'
import type { Section, SectionItem } from '@contract/section.ts'
import { createBackup } from '@/modules/backup/create-backup.ts'
import { restoreBackup } from '@/modules/backup/restore-backup.ts'
import { asOwner, type OwnerMethod } from '@/test-support/owner-request.ts'
import { createTestApp, type TestApp } from '@/test-support/test-app.ts'
import { searchLinkLabelsMigration } from './0037-search-link-labels.ts'

/** Each test's own app: the paths a search leads to, and the owner's requests. */
function client(t: TestApp) {
  const owner = <T>(method: OwnerMethod, url: string, payload?: object) =>
    asOwner<T>(t, method, url, payload)
  return {
    owner,
    paths: async (q: string, lang?: string) => {
      const url = `/api/search?q=${q}${lang ? `&lang=${lang}` : ''}`
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode, response.body).toBe(200)
      return (response.json().data as { path: string }[]).map((result) => result.path)
    },
    /** German on, and a Talks section with two links. */
    async talks() {
      const settings = (await t.app.inject({ method: 'GET', url: '/api/site/settings' })).json()
        .data
      await owner('PUT', '/api/site/settings', {
        ...settings,
        languages: { default: 'en', additional: ['de'] },
      })
      return owner<Section>('POST', '/api/sections', {
        name: 'Talks',
        address: 'talks',
        fields: [
          { kind: 'title', label: 'Talk' },
          { kind: 'link', label: 'Video' },
          { kind: 'link2', label: 'More' },
        ],
      })
    },
    addTalk: (section: Section, title: string, labels: [string, string]) =>
      owner<SectionItem>('POST', `/api/sections/${section._id}/items`, {
        title,
        link: { url: 'https://example.com/video', label: labels[0] },
        link2: { url: 'https://example.com/slides', label: labels[1] },
      }),
    translate: (item: SectionItem, texts: Record<string, string>) =>
      owner('PUT', `/api/translations/section-item/${item._id}/de`, { texts }),
  }
}

describe('migration 0037: translated link labels join the search index', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('indexes the labels a site already has translated, and down puts back the rows of before', async () => {
    const { paths, talks, addTalk, translate } = client(t)
    const section = await talks()
    const rows = await addTalk(section, 'Rows', ['Recording', 'Slides'])
    const ledger = await addTalk(section, 'Ledger', ['Video', 'Handout'])
    await translate(rows, { title: 'Zeilen', 'link2.label': 'Folien' })

    const migration = searchLinkLabelsMigration(t.database.dialect)
    const db = t.database.db as unknown as Kysely<unknown>
    await migration.down!(db)
    // As a site upgraded from before has them: the labels' translations are not indexed.
    expect(await paths('zeilen', 'de')).toEqual([`/de/talks#item-${rows._id}`])
    expect(await paths('folien', 'de')).toEqual([])
    expect(await paths('slides', 'de')).toEqual([`/de/talks#item-${rows._id}`])
    // Written before the upgrade, on an item with no other translation.
    await translate(ledger, { 'link.label': 'Mitschnitt' })
    expect(await paths('mitschnitt', 'de')).toEqual([])

    const found = async () => ({
      folien: await paths('folien', 'de'),
      slides: await paths('slides', 'de'),
      mitschnitt: await paths('mitschnitt', 'de'),
      // An untranslated label, beside a translated one: its default text.
      handout: await paths('handout', 'de'),
      zeilen: await paths('zeilen', 'de'),
      defaultSlides: await paths('slides'),
      defaultFolien: await paths('folien'),
    })
    const expected = {
      folien: [`/de/talks#item-${rows._id}`],
      slides: [],
      mitschnitt: [`/de/talks#item-${ledger._id}`],
      handout: [`/de/talks#item-${ledger._id}`],
      zeilen: [`/de/talks#item-${rows._id}`],
      defaultSlides: [`/talks#item-${rows._id}`],
      defaultFolien: [],
    }
    await migration.up(db)
    expect(await found()).toEqual(expected)

    // Down and up again: the same rows, none twice.
    await migration.down!(db)
    expect(await paths('folien', 'de')).toEqual([])
    expect(await paths('mitschnitt', 'de')).toEqual([])
    await migration.up(db)
    expect(await found()).toEqual(expected)
    const { rows: counted } = await sql<{ count: number | string }>`
      select count(*) as count from search_index where kind = 'section-item' and language = 'de'
    `.execute(t.database.db)
    expect(Number(counted[0]!.count)).toBe(2)
  })
})

describe('migration 0037 and a backup written before it', () => {
  const apps: TestApp[] = []
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-0037-'))
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()))
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('finds an item by its translated link label after restoring an archive of a site from before it', async () => {
    const source = await createTestApp()
    apps.push(source)
    const { talks, addTalk, translate } = client(source)
    const item = await addTalk(await talks(), 'Rows', ['Recording', 'Slides'])
    await translate(item, { 'link2.label': 'Folien' })
    // The source as a version before this one left it: no 0037 (the index is not backed up).
    await sql`delete from kysely_migration where name = '0037-search-link-labels'`.execute(
      source.database.db,
    )
    const archive = path.join(dir, 'before-0037.tar.gz')
    await createBackup(source.database, archive)

    const target = await createTestApp()
    apps.push(target)
    await restoreBackup(target.database, archive)
    const { paths } = client(target)
    expect(await paths('folien', 'de')).toEqual([`/de/talks#item-${item._id}`])
    expect(await paths('slides', 'de')).toEqual([])
    expect(await paths('slides')).toEqual([`/talks#item-${item._id}`])
  })
})
