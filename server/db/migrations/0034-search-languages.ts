import { sql, type Kysely, type Migration } from 'kysely'
import type { Dialect } from '../database.ts'

/**
 * Search in each of the site's languages: `search_index` (migrations 0024 and 0028) gains a
 * `language` column. The default language's rows keep it empty (null on SQLite, '' on
 * PostgreSQL, where it is part of the key) and stay exactly as they were. A project or a custom
 * section's item with translations (table `translations`, migration 0029) gets one more row per
 * language it is translated into: its texts in that language where translated, else its default
 * texts (the fallback its pages show), so a query mixing both still matches. Posts have no rows
 * of their own per language: a post is written in one language (`posts.language`), checked when
 * searching.
 *
 * Kept by triggers, as the default rows are, so every write path keeps them (the translations
 * API, the trash and its restore, a revision put back, a backup restore, the demo):
 * - on `translations` (insert, update, delete): the record's language rows;
 * - on `projects` and `section_items` (insert, update, delete): its language rows, which hold its
 *   untranslated texts too; on `sections` when its field list changes: its items' rows.
 * Whether a language is on is decided when searching (site settings), so turning one off needs no
 * index change.
 *
 * Words: PostgreSQL stems each language's rows with its own text search configuration
 * (`search_config`: 'german', 'french'…, 'simple' for a language it has none for). SQLite's
 * FTS5 has one tokenizer per table: every row is read by the same 'porter unicode61
 * remove_diacritics 2', whose stemming is English (in another language a word is found as it is
 * written, not by another form of it).
 */

/** SQLite: language rows get rowids from here up, above any post's or project's (`id * 2 + 1`). */
const SQLITE_LANGUAGE_ROWIDS = 2 ** 50

/** The translatable texts search reads, by kind (their fields in `translations`). */
const ITEM_FIELDS = `('title', 'subtitle', 'place', 'text', 'tags')`

/** SQLite: an item's indexed text over its values and its section's fields (as migration 0028). */
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

/** SQLite: a new language row's rowid, the `n`th of one insert. */
const sqliteRowid = `(select max(coalesce((select rowid from search_index order by rowid desc limit 1), 0), ${SQLITE_LANGUAGE_ROWIDS})) + row_number() over ()`

/** A translation of `kind`'s field, as SQL (`lang.language` the row's language). */
const translated = (type: string, id: string, field: string) =>
  `(select t.text from translations as t where t.type = '${type}' and t.record_id = ${id}
     and t.language = lang.language and t.field = '${field}')`

/** The languages records of `type` are translated into. */
const languagesOf = (type: string) =>
  `(select distinct record_id, language from translations where type = '${type}')`

/** SQLite: the language rows of the projects `where` selects (over `p`). */
const sqliteProjectRows = (where: string) =>
  `insert into search_index (rowid, kind, record_id, title, text, language)
     select ${sqliteRowid}, 'project', p.id,
            coalesce(${translated('project', 'p.id', 'title')}, p.title),
            coalesce(${translated('project', 'p.id', 'desc')}, p.description) || char(10) ||
              p.tools || char(10) || coalesce(${translated('project', 'p.id', 'body')}, p.body),
            lang.language
     from projects as p join ${languagesOf('project')} as lang on lang.record_id = p.id
     where ${where}`

/**
 * SQLite: an item's values (`item`) with its translations into `lang.language` laid over them
 * (tags as their one text, "a, b", which reads as the list does).
 */
export const SQLITE_ITEM_VALUES = `json_patch(item.field_values, coalesce((
                select json_group_object(t.field, t.text) from translations as t
                where t.type = 'section-item' and t.record_id = item.id
                  and t.language = lang.language and t.field in ${ITEM_FIELDS}
              ), '{}'))`

/**
 * SQLite: the language rows of the items `where` selects (over `item` and `section`), from
 * `values`: the item's values in the row's language (SQLITE_ITEM_VALUES).
 */
export const sqliteItemRows = (where: string, values: string) =>
  `insert into search_index (rowid, kind, record_id, title, text, language)
     select ${sqliteRowid}, 'section-item', x.id, coalesce(json_extract(x.v, '$.title'), ''),
            ${sqliteItemText('x.v', 'x.fields')}, x.language
     from (
       select item.id as id, section.fields as fields, lang.language as language,
              ${values} as v
       from section_items as item join sections as section on section.id = item.section_id
       join ${languagesOf('section-item')} as lang on lang.record_id = item.id
       where ${where}
     ) as x`

const sqliteDropRows = (kind: string, id: string) =>
  `delete from search_index where kind = ${kind} and record_id = ${id} and language is not null`

/** SQLite: a record's language rows again (`type` and `id` are SQL; `values` as sqliteItemRows). */
const sqliteRefresh = (type: string, id: string, values: string) =>
  [
    sqliteDropRows(type, id),
    sqliteProjectRows(`p.id = ${id} and ${type} = 'project'`),
    sqliteItemRows(`item.id = ${id} and ${type} = 'section-item'`, values),
  ].join(';\n')

const SQLITE_COLUMNS = 'kind, record_id, title, text'

/** SQLite: the triggers that keep the language rows (`search_index_<name>`), in the order made. */
export const SQLITE_TRIGGERS = [
  'translations_insert',
  'translations_update',
  'translations_delete',
  'projects_languages_insert',
  'projects_languages_update',
  'projects_languages_delete',
  'section_items_languages_insert',
  'section_items_languages_update',
  'section_items_languages_delete',
  'sections_languages',
] as const

/** SQLite: each trigger of SQLITE_TRIGGERS, an item's rows from `values` (see sqliteItemRows). */
export function sqliteTriggers(values: string): Record<(typeof SQLITE_TRIGGERS)[number], string> {
  return {
    translations_insert: `create trigger search_index_translations_insert after insert on translations begin
       ${sqliteRefresh('new.type', 'new.record_id', values)};
     end`,
    translations_update: `create trigger search_index_translations_update after update on translations begin
       ${sqliteRefresh('old.type', 'old.record_id', values)};
       ${sqliteRefresh('new.type', 'new.record_id', values)};
     end`,
    translations_delete: `create trigger search_index_translations_delete after delete on translations begin
       ${sqliteRefresh('old.type', 'old.record_id', values)};
     end`,
    projects_languages_insert: `create trigger search_index_projects_languages_insert after insert on projects begin
       ${sqliteProjectRows('p.id = new.id')};
     end`,
    projects_languages_update: `create trigger search_index_projects_languages_update after update on projects begin
       ${sqliteDropRows(`'project'`, 'old.id')};
       ${sqliteProjectRows('p.id = new.id')};
     end`,
    projects_languages_delete: `create trigger search_index_projects_languages_delete after delete on projects begin
       ${sqliteDropRows(`'project'`, 'old.id')};
     end`,
    section_items_languages_insert: `create trigger search_index_section_items_languages_insert after insert on section_items begin
       ${sqliteItemRows('item.id = new.id', values)};
     end`,
    section_items_languages_update: `create trigger search_index_section_items_languages_update
       after update of field_values, section_id on section_items begin
       ${sqliteDropRows(`'section-item'`, 'old.id')};
       ${sqliteItemRows('item.id = new.id', values)};
     end`,
    section_items_languages_delete: `create trigger search_index_section_items_languages_delete after delete on section_items begin
       ${sqliteDropRows(`'section-item'`, 'old.id')};
     end`,
    sections_languages: `create trigger search_index_sections_languages after update of fields on sections
       when old.fields is not new.fields begin
       delete from search_index where kind = 'section-item' and language is not null
         and record_id in (select id from section_items where section_id = new.id);
       ${sqliteItemRows('item.section_id = new.id', values)};
     end`,
  }
}

function sqliteStatements(): string[] {
  const triggers = sqliteTriggers(SQLITE_ITEM_VALUES)
  return [
    // FTS5 cannot add a column: the table is made again, its rows (and rowids) copied back.
    `create table search_index_previous (id integer primary key, ${SQLITE_COLUMNS})`,
    `insert into search_index_previous (id, ${SQLITE_COLUMNS})
       select rowid, ${SQLITE_COLUMNS} from search_index`,
    'drop table search_index',
    `create virtual table search_index using fts5(
       kind unindexed, record_id unindexed, title, text, language unindexed,
       tokenize = 'porter unicode61 remove_diacritics 2'
     )`,
    `insert into search_index (rowid, ${SQLITE_COLUMNS})
       select id, ${SQLITE_COLUMNS} from search_index_previous order by id`,
    'drop table search_index_previous',
    ...SQLITE_TRIGGERS.map((name) => triggers[name]),
    sqliteProjectRows('true'),
    sqliteItemRows('true', SQLITE_ITEM_VALUES),
  ]
}

/** PostgreSQL's text search configuration for each language it has one for (by primary tag). */
const POSTGRES_CONFIGS: Record<string, string> = {
  en: 'english',
  de: 'german',
  fr: 'french',
  es: 'spanish',
  pt: 'portuguese',
  it: 'italian',
  nl: 'dutch',
  da: 'danish',
  sv: 'swedish',
  nb: 'norwegian',
  no: 'norwegian',
  fi: 'finnish',
  hu: 'hungarian',
  ro: 'romanian',
  ru: 'russian',
  tr: 'turkish',
}

/** PostgreSQL: an item's values in `lang.language`, as SQLITE_ITEM_VALUES (tags as a list). */
export const POSTGRES_ITEM_VALUES = `item.field_values::jsonb || coalesce((
                      select jsonb_object_agg(t.field, case t.field
                        when 'tags' then to_jsonb(regexp_split_to_array(t.text, '\\s*,\\s*'))
                        else to_jsonb(t.text) end)
                      from translations as t
                      where t.type = 'section-item' and t.record_id = item.id
                        and t.language = lang.language and t.field in ${ITEM_FIELDS}
                    ), '{}'::jsonb)`

/**
 * PostgreSQL: the function that writes a record's language rows again, after `create` or
 * `create or replace`; an item's rows from `values` (its values in the row's language).
 */
export const postgresLanguagesFunction = (values: string) =>
  `search_index_languages(p_kind text, p_id integer) returns void
     language plpgsql as $$
     begin
       delete from search_index where kind = p_kind and record_id = p_id and language <> '';
       if p_kind = 'project' then
         insert into search_index (kind, record_id, title, text, language)
           select 'project', p.id,
                  coalesce(${translated('project', 'p.id', 'title')}, p.title),
                  coalesce(${translated('project', 'p.id', 'desc')}, p.description) || E'\\n' ||
                    p.tools || E'\\n' || coalesce(${translated('project', 'p.id', 'body')}, p.body),
                  lang.language
           from projects as p join ${languagesOf('project')} as lang on lang.record_id = p.id
           where p.id = p_id;
       elsif p_kind = 'section-item' then
         insert into search_index (kind, record_id, title, text, language)
           select 'section-item', x.id, coalesce(x.v ->> 'title', ''),
                  search_section_item_text(x.fields, x.v::text), x.language
           from (
             select item.id, section.fields, lang.language,
                    ${values} as v
             from section_items as item join sections as section on section.id = item.section_id
             join ${languagesOf('section-item')} as lang on lang.record_id = item.id
             where item.id = p_id
           ) as x;
       end if;
     end
     $$`

function postgresStatements(): string[] {
  const cases = Object.entries(POSTGRES_CONFIGS)
    .map(([tag, config]) => `when '${tag}' then '${config}'::regconfig`)
    .join(' ')
  return [
    // A row's language → its configuration; '' (the default language's rows) stays 'english'.
    `create function search_config(language text) returns regconfig language sql immutable as $$
       select case when language = '' then 'english'::regconfig
         else case lower(split_part(language, '-', 1)) ${cases} else 'simple'::regconfig end
       end
     $$`,
    `alter table search_index add column language text not null default ''`,
    'alter table search_index drop constraint search_index_pkey',
    'alter table search_index add primary key (kind, record_id, language)',
    // The generated column cannot change its expression in place: it is made again.
    'alter table search_index drop column document',
    `alter table search_index add column document tsvector generated always as (
       setweight(to_tsvector(search_config(language), title), 'A') ||
       setweight(to_tsvector(search_config(language), text), 'B')
     ) stored`,
    'create index search_index_document on search_index using gin (document)',
    `create function ${postgresLanguagesFunction(POSTGRES_ITEM_VALUES)}`,
    `create function search_index_translations() returns trigger language plpgsql as $$
     begin
       if tg_op in ('UPDATE', 'DELETE') then
         perform search_index_languages(old.type, old.record_id);
       end if;
       if tg_op in ('INSERT', 'UPDATE') then
         perform search_index_languages(new.type, new.record_id);
       end if;
       return null;
     end
     $$`,
    `create trigger search_index_translations after insert or update or delete on translations
       for each row execute function search_index_translations()`,
    // Named after the triggers of 0024 and 0028, which PostgreSQL runs first (by name): those
    // remove every row of the record, these write its language rows again.
    `create function search_index_record_languages() returns trigger language plpgsql as $$
     begin
       perform search_index_languages(tg_argv[0],
         case tg_op when 'DELETE' then old.id else new.id end);
       return null;
     end
     $$`,
    `create trigger search_index_projects_languages after insert or update or delete on projects
       for each row execute function search_index_record_languages('project')`,
    `create trigger search_index_section_items_languages
       after insert or update of field_values, section_id or delete on section_items
       for each row execute function search_index_record_languages('section-item')`,
    `create function search_index_sections_languages() returns trigger language plpgsql as $$
     begin
       perform search_index_languages('section-item', id)
         from section_items where section_id = new.id;
       return null;
     end
     $$`,
    `create trigger search_index_sections_languages after update of fields on sections
       for each row when (old.fields is distinct from new.fields)
       execute function search_index_sections_languages()`,
    `select search_index_languages(type, record_id)
       from (select distinct type, record_id from translations
             where type in ('project', 'section-item')) as records`,
  ]
}

export function searchLanguagesMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const statements = dialect === 'postgres' ? postgresStatements() : sqliteStatements()
      for (const statement of statements) await sql.raw(statement).execute(db)
    },
    async down(db: Kysely<unknown>) {
      const statements =
        dialect === 'postgres'
          ? [
              'drop trigger if exists search_index_translations on translations',
              'drop trigger if exists search_index_projects_languages on projects',
              'drop trigger if exists search_index_section_items_languages on section_items',
              'drop trigger if exists search_index_sections_languages on sections',
              'drop function if exists search_index_translations()',
              'drop function if exists search_index_record_languages()',
              'drop function if exists search_index_sections_languages()',
              'drop function if exists search_index_languages(text, integer)',
              "delete from search_index where language <> ''",
              'alter table search_index drop column document',
              'alter table search_index drop constraint search_index_pkey',
              'alter table search_index drop column language',
              'alter table search_index add primary key (kind, record_id)',
              `alter table search_index add column document tsvector generated always as (
                 setweight(to_tsvector('english'::regconfig, title), 'A') ||
                 setweight(to_tsvector('english'::regconfig, text), 'B')
               ) stored`,
              'create index search_index_document on search_index using gin (document)',
              'drop function if exists search_config(text)',
            ]
          : [
              ...SQLITE_TRIGGERS.map((name) => `drop trigger if exists search_index_${name}`),
              `create table search_index_previous (id integer primary key, ${SQLITE_COLUMNS})`,
              `insert into search_index_previous (id, ${SQLITE_COLUMNS})
                 select rowid, ${SQLITE_COLUMNS} from search_index where language is null`,
              'drop table search_index',
              `create virtual table search_index using fts5(
                 kind unindexed, record_id unindexed, title, text,
                 tokenize = 'porter unicode61 remove_diacritics 2'
               )`,
              `insert into search_index (rowid, ${SQLITE_COLUMNS})
                 select id, ${SQLITE_COLUMNS} from search_index_previous order by id`,
              'drop table search_index_previous',
            ]
      for (const statement of statements) await sql.raw(statement).execute(db)
    },
  }
}
