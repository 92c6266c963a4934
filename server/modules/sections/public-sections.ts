import { sql, type Kysely } from 'kysely'
import type { Database, SectionItemRow, SectionRow } from '@/db/schema.ts'

/**
 * A section as the public site lists it (navigation, home page, sitemap, link-preview cards):
 * how many items it has, and when it or one of its items last changed.
 */
export interface SectionSummaryRow extends SectionRow {
  item_count: number
  changed_at: string
}

const later = (a: string, b: string | null | undefined) => (b && b > a ? b : a)

/**
 * The public site's reads of custom sections, each one query whatever the number of sections:
 * every section with its item count and newest change, and the first items of every section.
 */
export function publicSectionReads(db: Kysely<Database>) {
  return {
    /** Every section in the owner's order, with its item count and its newest change. */
    async summaries(): Promise<SectionSummaryRow[]> {
      const rows = await db
        .selectFrom('sections')
        .selectAll('sections')
        .select((eb) => [
          eb
            .selectFrom('section_items')
            .whereRef('section_items.section_id', '=', 'sections.id')
            .select((items) => items.fn.countAll<string | number>().as('count'))
            .as('item_count'),
          eb
            .selectFrom('section_items')
            .whereRef('section_items.section_id', '=', 'sections.id')
            .select((items) => items.fn.max('section_items.updated_at').as('newest'))
            .as('items_changed_at'),
        ])
        .orderBy('sections.position')
        .orderBy('sections.id')
        .execute()
      return rows.map(({ item_count, items_changed_at, ...section }) => ({
        ...section,
        item_count: Number(item_count ?? 0),
        changed_at: later(section.updated_at, items_changed_at as string | null | undefined),
      }))
    },

    /** The first `limit` items of every section, each section's in the owner's order. */
    async firstItems(limit: number): Promise<SectionItemRow[]> {
      const ranked = db
        .selectFrom('section_items')
        .selectAll()
        .select(
          sql<number>`row_number() over (partition by section_id order by position, id)`.as(
            'place',
          ),
        )
        .as('ranked')
      const rows = await db
        .selectFrom(ranked)
        .selectAll()
        .where('place', '<=', limit)
        .orderBy('section_id')
        .orderBy('place')
        .execute()
      return rows.map(({ place: _, ...item }) => item)
    },
  }
}
