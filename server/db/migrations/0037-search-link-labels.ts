import { sql, type Kysely, type Migration } from 'kysely'
import type { Dialect } from '../database.ts'
import {
  POSTGRES_ITEM_VALUES,
  postgresLanguagesFunction,
  SQLITE_ITEM_VALUES,
  sqliteItemRows,
  sqliteTriggers,
} from './0034-search-languages.ts'

/**
 * A custom section item's language rows in `search_index` (migration 0034) read its translated
 * link labels too. Its link's label is written per language (`link.label`, `link2.label` in
 * `translations`, the address shared), but 0034 laid only the item's whole-field translations
 * (title, subtitle, place, text, tags) over its values, so a German visitor did not find a talk
 * by the "Folien" its German page shows, only by the English "Slides".
 *
 * Now a translated label replaces the default one in that language's row, where the item's page
 * shows it: the item has that link, with a label (the page calls a link without one by its
 * field, whatever the translation says). An untranslated label stays the default one, as the
 * page shows it. The triggers of 0034 that write an item's language rows are made again with
 * this (on SQLite, where a trigger holds its own SQL; PostgreSQL's call one function, replaced),
 * fired as before by a write to `translations` (any field, so a label's too), to the item, or to
 * its section's fields; the rows an item already has are written again. Down puts 0034's back.
 */

/** The link labels a visitor reads, as `translations` names them (frozen: a migration). */
const LINK_LABELS = `('link.label', 'link2.label')`

/**
 * SQLite: the item's values in `lang.language` (0034's) with each translated link label laid
 * over its link: `{"link2": {"label": "Folien"}}`, which json_patch merges into the link object
 * (its address kept). Only where the item's own value has that label, not empty.
 */
const SQLITE_VALUES = `json_patch(${SQLITE_ITEM_VALUES}, coalesce((
    select json_group_object(substr(t.field, 1, instr(t.field, '.') - 1),
                             json_object('label', t.text))
    from translations as t
    where t.type = 'section-item' and t.record_id = item.id and t.language = lang.language
      and t.field in ${LINK_LABELS} and t.text <> ''
      and coalesce(json_extract(item.field_values, '$.' || t.field), '') <> ''
  ), '{}'))`

/** PostgreSQL: the same, each translated label set into its link object (`||` is shallow). */
const POSTGRES_VALUES = `${POSTGRES_ITEM_VALUES} || coalesce((
    select jsonb_object_agg(split_part(t.field, '.', 1),
      (item.field_values::jsonb -> split_part(t.field, '.', 1)) ||
        jsonb_build_object('label', t.text))
    from translations as t
    where t.type = 'section-item' and t.record_id = item.id and t.language = lang.language
      and t.field in ${LINK_LABELS} and t.text <> ''
      and coalesce(item.field_values::jsonb #>> string_to_array(t.field, '.'), '') <> ''
  ), '{}'::jsonb)`

/** SQLite: 0034's triggers that write an item's language rows (the others stay as they are). */
const SQLITE_ITEM_TRIGGERS = [
  'translations_insert',
  'translations_update',
  'translations_delete',
  'section_items_languages_insert',
  'section_items_languages_update',
  'sections_languages',
] as const

/** The statements that make an item's language rows from `values`, and write them again. */
function statements(dialect: Dialect, values: { sqlite: string; postgres: string }): string[] {
  if (dialect === 'postgres') {
    return [
      `create or replace function ${postgresLanguagesFunction(values.postgres)}`,
      `select search_index_languages('section-item', record_id)
         from (select distinct record_id from translations where type = 'section-item') as items`,
    ]
  }
  const triggers = sqliteTriggers(values.sqlite)
  return [
    ...SQLITE_ITEM_TRIGGERS.flatMap((name) => [
      `drop trigger if exists search_index_${name}`,
      triggers[name],
    ]),
    `delete from search_index where kind = 'section-item' and language is not null`,
    sqliteItemRows('true', values.sqlite),
  ]
}

export function searchLinkLabelsMigration(dialect: Dialect): Migration {
  const run = async (db: Kysely<unknown>, list: string[]) => {
    for (const statement of list) await sql.raw(statement).execute(db)
  }
  return {
    up: (db) => run(db, statements(dialect, { sqlite: SQLITE_VALUES, postgres: POSTGRES_VALUES })),
    down: (db) =>
      run(db, statements(dialect, { sqlite: SQLITE_ITEM_VALUES, postgres: POSTGRES_ITEM_VALUES })),
  }
}
