import type { Kysely, Transaction } from 'kysely'
import type { SiteSettings } from '@contract/site-settings.ts'
import type { Database } from '@/db/schema.ts'
import { LIST_CONTENT, LIST_CONTENT_ENTRIES } from '../content/registry.ts'
import { demoPages, demoPosts, demoProfile, demoSettings } from '../demo/demo-content.ts'
import { countDemoSection, removeDemoSection } from '../demo/demo-section.ts'
import { historyTypeOfTable } from '../history/history-types.ts'

type Db = Kysely<Database> | Transaction<Database>

interface DemoMarker {
  table: string
  column: string
  values: readonly string[]
}

/**
 * The demo's records, each known by a text no owner writes (each content type's registry entry
 * names it: a placeholder paragraph, a "(demo)" title, a placeholder description or quote). Types
 * whose demo records an owner may well keep (skills: real technology names) name none.
 */
const DEMO_ROWS: readonly DemoMarker[] = [
  ...LIST_CONTENT_ENTRIES.flatMap((entry): DemoMarker[] =>
    entry.demo.marker ? [{ table: entry.type.table, ...entry.demo.marker }] : [],
  ),
  // A demo post or page the owner has rewritten is theirs: only the untouched text goes.
  { table: 'posts', column: 'body', values: demoPosts.map((row) => row.body) },
  { table: 'pages', column: 'body', values: demoPages.map((row) => row.body) },
]

function demoRows(db: Db, { table, column, values }: DemoMarker) {
  // The table is chosen at run time; every column named above exists on its table.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (db as Kysely<any>).selectFrom(table).where(column, 'in', [...values])
}

const DEMO_LINKS = new Set<string>(demoSettings.socialLinks.map((link) => link.link))

/** Whether a project is one of the demo's. */
export function isDemoProject(description: string): boolean {
  return LIST_CONTENT.projects.demo.marker?.values.includes(description) ?? false
}

/** The settings without the demo's phone, place, GitHub user and example links. */
export function withoutDemoSettings(settings: SiteSettings): SiteSettings {
  return {
    ...settings,
    phone: settings.phone === demoSettings.phone ? '' : settings.phone,
    location: settings.location === demoSettings.location ? '' : settings.location,
    githubUsername:
      settings.githubUsername === demoSettings.githubUsername ? '' : settings.githubUsername,
    socialLinks: settings.socialLinks.filter((link) => !DEMO_LINKS.has(link.link)),
  }
}

export function hasDemoSettings(settings: SiteSettings): boolean {
  return JSON.stringify(withoutDemoSettings(settings)) !== JSON.stringify(settings)
}

/** How many demo records are left. */
export async function countDemoRecords(db: Db): Promise<number> {
  let count = await countDemoSection(db)
  for (const marker of DEMO_ROWS) {
    const row = await demoRows(db, marker)
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow()
    count += Number(row.count)
  }
  return count
}

/** Deletes the demo's records and empties the profile's placeholder status; answers how many. */
export async function removeDemoRecords(trx: Transaction<Database>): Promise<number> {
  let removed = await removeDemoSection(trx)
  for (const { table, column, values } of DEMO_ROWS) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const deleted = (await (trx as Transaction<any>)
      .deleteFrom(table)
      .where(column, 'in', [...values])
      .returning('id')
      .execute()) as { id: number }[]
    removed += deleted.length
    // Gone for good, not to the trash: their history goes too (it would keep their images), and
    // their translations.
    const type = historyTypeOfTable(table)
    if (type && deleted.length > 0) {
      for (const kept of ['revisions', 'translations'] as const) {
        await trx
          .deleteFrom(kept)
          .where('type', '=', type.name)
          .where(
            'record_id',
            'in',
            deleted.map((row) => row.id),
          )
          .execute()
      }
    }
  }
  await trx
    .updateTable('user_details')
    .set({ current_status: '', updated_at: new Date().toISOString() })
    .where('current_status', '=', demoProfile.status)
    .execute()
  return removed
}

export const DEMO_STATUS = demoProfile.status
