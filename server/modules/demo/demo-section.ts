import type { FastifyInstance } from 'fastify'
import type { Kysely, Transaction } from 'kysely'
import type { SectionField, SectionItemInput } from '@contract/section.ts'
import type { Database } from '@/db/schema.ts'
import { valuesOf } from '../sections/sections-presenter.ts'
import { storeDemoPictures, talkSlideSvg } from './demo-images.ts'

type Db = Kysely<Database> | Transaction<Database>

/**
 * The demo's custom section (docs/decisions/0016): "Talks", cards with a drawn title slide each,
 * so a fresh site shows what a section of the owner's own looks like. It sits on the home page
 * right after Projects (demo-content.ts: demoHomeOrder).
 */
const DEMO_SECTION = {
  name: 'Talks',
  address: 'talks',
  intro:
    'Talks at conferences and meetups: a demo section. Make your own (awards, open source, languages) from the dashboard.',
  icon: 'message-circle',
  layout: 'cards',
  fields: [
    { kind: 'title', label: 'Talk' },
    { kind: 'subtitle', label: 'Event' },
    { kind: 'date', label: 'Date' },
    { kind: 'image', label: 'Title slide' },
    { kind: 'text', label: 'Abstract' },
    { kind: 'tags', label: 'Topics' },
    { kind: 'link', label: 'Slides' },
    { kind: 'link2', label: 'Video' },
  ] satisfies SectionField[],
} as const

interface DemoTalk {
  values: SectionItemInput
  /** The title slide's lines and colours (demo-images.ts). */
  slide: { lines: string[]; from: string; to: string }
}

/** Three talks, newest first: the second has no video, the third no slides. */
const DEMO_TALKS: DemoTalk[] = [
  {
    values: {
      title: 'Zero-downtime migrations in practice (demo)',
      subtitle: 'Example Conf 2025',
      date: { start: '2025-05-15' },
      text: 'A placeholder talk: expand, backfill, switch, contract, with the rollback plan of each step. Replace it from the dashboard.',
      tags: ['databases', 'postgresql'],
      link: { url: 'https://example.com/talks/migrations/slides', label: 'Slides' },
      link2: { url: 'https://example.com/talks/migrations/video', label: 'Video' },
    },
    slide: { lines: ['Zero-downtime', 'migrations'], from: '#0ea5e9', to: '#1e1b4b' },
  },
  {
    values: {
      title: 'Server-rendered React without hydration (demo)',
      subtitle: 'Example Frontend Meetup',
      date: { start: '2024-11' },
      text: 'A placeholder talk: pages readable before any script runs, and a few kilobytes of **islands** where they are needed.',
      tags: ['react', 'performance'],
      link: { url: 'https://example.com/talks/islands/slides', label: 'Slides' },
    },
    slide: { lines: ['React without', 'hydration'], from: '#a855f7', to: '#1e1b4b' },
  },
  {
    values: {
      title: 'Testing against two databases at once (demo)',
      subtitle: 'Example DevDays',
      date: { start: '2024-03-21', end: '2024-03-22' },
      text: 'A placeholder workshop: one test suite, SQLite and PostgreSQL, each test file in a schema of its own.',
      tags: ['testing', 'sql'],
      link2: { url: 'https://example.com/talks/two-databases/video', label: 'Recording' },
    },
    slide: { lines: ['Two databases,', 'one test suite'], from: '#10b981', to: '#022c22' },
  },
]

/** The talks' title slides, drawn ahead by the build (scripts/build-demo-images.ts). */
export const DEMO_SECTION_PICTURES = DEMO_TALKS.map(({ slide }) =>
  talkSlideSvg(slide.lines, slide.from, slide.to),
)

/** The demo talks' texts, which no owner writes: how "Remove the demo content" knows them. */
const DEMO_TEXTS = DEMO_TALKS.map((talk) => talk.values.text!)

/** Adds the demo section and its talks, with their pictures; answers the section's id. */
export async function seedDemoSection(app: FastifyInstance): Promise<number> {
  const sections = app.repositories.sections.withoutHistory()
  const now = new Date().toISOString()
  const section = await sections.create({
    name: DEMO_SECTION.name,
    address: DEMO_SECTION.address,
    intro: DEMO_SECTION.intro,
    icon: DEMO_SECTION.icon,
    layout: DEMO_SECTION.layout,
    resume_list: null,
    fields: JSON.stringify(DEMO_SECTION.fields),
    created_at: now,
    updated_at: now,
  })
  const hashes = await storeDemoPictures(app, DEMO_SECTION_PICTURES)
  for (const [index, talk] of DEMO_TALKS.entries()) {
    const item = await sections.addItem(section, talk.values)
    await sections.setItemImage(item.id, hashes[index]!)
  }
  return section.id
}

/**
 * The demo's records left: its talks (their text untouched, wherever the owner moved them) and
 * the section itself while it is the demo's (its intro untouched) and holds nothing else.
 */
async function demoRecords(db: Db): Promise<{ sectionIds: number[]; itemIds: number[] }> {
  const sections = await db
    .selectFrom('sections')
    .select('id')
    .where('address', '=', DEMO_SECTION.address)
    .where('intro', '=', DEMO_SECTION.intro)
    .execute()
  if (sections.length === 0) return { sectionIds: [], itemIds: [] }
  const items = await db
    .selectFrom('section_items')
    .select(['id', 'section_id', 'field_values'])
    .where(
      'section_id',
      'in',
      sections.map((section) => section.id),
    )
    .execute()
  const isDemo = (item: (typeof items)[number]) =>
    DEMO_TEXTS.includes((valuesOf(item).text as string | undefined) ?? '')
  const itemIds = items.filter(isDemo).map((item) => item.id)
  const sectionIds = sections
    .map((section) => section.id)
    .filter((id) => items.every((item) => item.section_id !== id || isDemo(item)))
  return { sectionIds, itemIds }
}

/** How many of the demo section's records are left (see demoRecords). */
export async function countDemoSection(db: Db): Promise<number> {
  const { sectionIds, itemIds } = await demoRecords(db)
  return sectionIds.length + itemIds.length
}

/**
 * Deletes what is left of the demo section, for good (not to the trash), with any history the
 * owner's edits gave it; a section holding an item of the owner's stays. Answers how many.
 */
export async function removeDemoSection(trx: Transaction<Database>): Promise<number> {
  const { sectionIds, itemIds } = await demoRecords(trx)
  const gone = [
    { table: 'section_items', type: 'section-item', ids: itemIds },
    { table: 'sections', type: 'section', ids: sectionIds },
  ] as const
  for (const { table, type, ids } of gone) {
    if (ids.length === 0) continue
    await trx.deleteFrom(table).where('id', 'in', ids).execute()
    // Their history and their translations go too.
    for (const kept of ['revisions', 'translations'] as const) {
      await trx.deleteFrom(kept).where('type', '=', type).where('record_id', 'in', ids).execute()
    }
  }
  return sectionIds.length + itemIds.length
}
