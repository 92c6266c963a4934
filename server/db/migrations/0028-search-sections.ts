import { sql, type Kysely, type Migration } from 'kysely'
import type { Dialect } from '../database.ts'

/**
 * Search reaches the items of custom sections (docs/decisions/0016): one row of `search_index`
 * (migration 0024) per item, kind 'section-item', its title, and as its text the values of the
 * fields its section has now: subtitle, place, the links' labels, the tags and the Markdown text,
 * in the definition's order, set apart by a middle dot (the passage a result shows reads
 * "Example Conf · A talk about… · databases, sql"; the engines read the dot as a space). A value
 * kept for a field the section no longer has is stored but hidden from the site, so it is never
 * indexed; dates and images have no words.
 *
 * Kept by triggers, as posts and projects are, rather than by the sections repository: an item
 * is written by the repository, but also by the trash's restore and a revision put back
 * (history-store.ts writes the rows itself), by a backup restore, by the JSON Resume import and by
 * the demo. A trigger sees every one of those writes in its own transaction, so no write path can
 * forget the index. Two triggers:
 * - on `section_items` (insert, a change of its values or section, delete): the item's row;
 * - on `sections`, when its field list changes: the rows of all its items, so removing a field
 *   stops its words from finding them, and adding it back makes them count again.
 * The section's name and address are read when searching, so renaming or moving a section needs
 * no index change, and a deleted section's items have left `section_items` (and so the index)
 * before it.
 *
 * SQLite: the rowid of an item's row is minus its id, below the posts' and projects' (0 and up).
 * PostgreSQL: one SQL function says an item's text, used by both triggers.
 */

/** SQLite: an item's indexed text, as an expression over its values and its section's fields. */
function sqliteItemText(values: string, fields: string): string {
  return `coalesce((
    select group_concat(part, ' · ' order by place) from (
      select field.key as place, case json_extract(field.value, '$.kind')
          when 'subtitle' then json_extract(${values}, '$.subtitle')
          when 'place' then json_extract(${values}, '$.place')
          when 'text' then json_extract(${values}, '$.text')
          when 'link' then json_extract(${values}, '$.link.label')
          when 'link2' then json_extract(${values}, '$.link2.label')
          when 'tags' then (
            select group_concat(tag.value, ', ') from json_each(${values}, '$.tags') as tag
          )
        end as part
      from json_each(${fields}) as field
    )
  ), '')`
}

/** SQLite: index the items `where` selects (over `section_items as item` and `sections as section`). */
const sqliteIndexItems = (where: string) =>
  `insert into search_index (rowid, kind, record_id, title, text)
     select -item.id, 'section-item', item.id,
            coalesce(json_extract(item.field_values, '$.title'), ''),
            ${sqliteItemText('item.field_values', 'section.fields')}
     from section_items as item join sections as section on section.id = item.section_id
     where ${where}`

function sqliteStatements(): string[] {
  return [
    `create trigger search_index_section_items_insert after insert on section_items begin
       ${sqliteIndexItems('item.id = new.id')};
     end`,
    `create trigger search_index_section_items_update
       after update of field_values, section_id on section_items begin
       delete from search_index where rowid = -old.id;
       ${sqliteIndexItems('item.id = new.id')};
     end`,
    `create trigger search_index_section_items_delete after delete on section_items begin
       delete from search_index where rowid = -old.id;
     end`,
    `create trigger search_index_sections_fields after update of fields on sections
       when old.fields is not new.fields begin
       delete from search_index
         where rowid in (select -id from section_items where section_id = new.id);
       ${sqliteIndexItems('item.section_id = new.id')};
     end`,
    `${sqliteIndexItems('true')}`,
  ]
}

function postgresStatements(): string[] {
  const indexItems = (where: string) =>
    `insert into search_index (kind, record_id, title, text)
       select 'section-item', item.id, coalesce(item.field_values::jsonb ->> 'title', ''),
              search_section_item_text(section.fields, item.field_values)
       from section_items as item join sections as section on section.id = item.section_id
       where ${where}`
  return [
    `create function search_section_item_text(fields text, item_values text) returns text
     language sql immutable as $$
       select coalesce(string_agg(part, ' · ' order by place), '')
       from (
         select field.place, case field.value ->> 'kind'
             when 'subtitle' then item.v ->> 'subtitle'
             when 'place' then item.v ->> 'place'
             when 'text' then item.v ->> 'text'
             when 'link' then item.v -> 'link' ->> 'label'
             when 'link2' then item.v -> 'link2' ->> 'label'
             when 'tags' then (
               select string_agg(tag, ', ') from jsonb_array_elements_text(
                 case jsonb_typeof(item.v -> 'tags') when 'array' then item.v -> 'tags' else '[]' end
               ) as tag
             )
           end as part
         from jsonb_array_elements(fields::jsonb) with ordinality as field(value, place),
              (select item_values::jsonb as v) as item
       ) as parts
     $$`,
    `create function search_index_section_items() returns trigger language plpgsql as $$
     begin
       if tg_op in ('UPDATE', 'DELETE') then
         delete from search_index where kind = 'section-item' and record_id = old.id;
       end if;
       if tg_op in ('INSERT', 'UPDATE') then
         ${indexItems('item.id = new.id')};
       end if;
       return null;
     end
     $$`,
    `create trigger search_index_section_items
       after insert or update of field_values, section_id or delete on section_items
       for each row execute function search_index_section_items()`,
    `create function search_index_sections() returns trigger language plpgsql as $$
     begin
       delete from search_index where kind = 'section-item'
         and record_id in (select id from section_items where section_id = new.id);
       ${indexItems('item.section_id = new.id')};
       return null;
     end
     $$`,
    `create trigger search_index_sections after update of fields on sections
       for each row when (old.fields is distinct from new.fields)
       execute function search_index_sections()`,
    indexItems('true'),
  ]
}

export function searchSectionsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const statements = dialect === 'postgres' ? postgresStatements() : sqliteStatements()
      for (const statement of statements) await sql.raw(statement).execute(db)
    },
    async down(db: Kysely<unknown>) {
      const statements =
        dialect === 'postgres'
          ? [
              'drop trigger if exists search_index_section_items on section_items',
              'drop trigger if exists search_index_sections on sections',
              'drop function if exists search_index_section_items()',
              'drop function if exists search_index_sections()',
              'drop function if exists search_section_item_text(text, text)',
              "delete from search_index where kind = 'section-item'",
            ]
          : [
              ...['insert', 'update', 'delete'].map(
                (event) => `drop trigger if exists search_index_section_items_${event}`,
              ),
              'drop trigger if exists search_index_sections_fields',
              "delete from search_index where kind = 'section-item'",
            ]
      for (const statement of statements) await sql.raw(statement).execute(db)
    },
  }
}
