import { sql, type Kysely, type Migration } from 'kysely'
import type { Dialect } from '../database.ts'

/**
 * Full-text search over posts and projects (their case studies too), in each database's own
 * engine: an FTS5 table on SQLite, a table with a weighted `tsvector` and a GIN index on
 * PostgreSQL. One row per record (`kind`, `record_id`): its title and its text (a post's summary
 * and Markdown body; a project's description, tools and case study). Triggers on `posts` and
 * `projects` keep it current through every write, whichever code path makes it (the repositories,
 * a trash restore, a backup restore, the demo). Whether a post is public is decided when
 * searching, against the post itself: a scheduled post appears when its time comes without any
 * write. Both stem English words (FTS5's porter, PostgreSQL's 'english').
 */

/** What a row of the index holds for a record, as SQL over the trigger's `new` row. */
const POST_TEXT = `new.summary || char(10) || new.body`
const PROJECT_TEXT = `new.description || char(10) || new.tools || char(10) || new.body`

/**
 * SQLite: the rowid says the record (posts even, projects odd), so a trigger replaces a row by its
 * rowid instead of scanning the index for its kind and id.
 */
function sqliteStatements(): string[] {
  const triggers = (table: string, kind: string, offset: number, text: string) => [
    `create trigger search_index_${table}_insert after insert on ${table} begin
       insert into search_index (rowid, kind, record_id, title, text)
       values (new.id * 2 + ${offset}, '${kind}', new.id, new.title, ${text});
     end`,
    `create trigger search_index_${table}_update after update on ${table} begin
       delete from search_index where rowid = old.id * 2 + ${offset};
       insert into search_index (rowid, kind, record_id, title, text)
       values (new.id * 2 + ${offset}, '${kind}', new.id, new.title, ${text});
     end`,
    `create trigger search_index_${table}_delete after delete on ${table} begin
       delete from search_index where rowid = old.id * 2 + ${offset};
     end`,
  ]
  return [
    `create virtual table search_index using fts5(
       kind unindexed, record_id unindexed, title, text,
       tokenize = 'porter unicode61 remove_diacritics 2'
     )`,
    ...triggers('posts', 'post', 0, POST_TEXT),
    ...triggers('projects', 'project', 1, PROJECT_TEXT),
    `insert into search_index (rowid, kind, record_id, title, text)
       select id * 2, 'post', id, title, summary || char(10) || body from posts`,
    `insert into search_index (rowid, kind, record_id, title, text)
       select id * 2 + 1, 'project', id, title,
              description || char(10) || tools || char(10) || body from projects`,
  ]
}

function postgresStatements(): string[] {
  const pgText = (text: string) => text.replaceAll('char(10)', "E'\\n'")
  const trigger = (table: string, kind: string, text: string) => [
    `create function search_index_${table}() returns trigger language plpgsql as $$
     begin
       if tg_op in ('UPDATE', 'DELETE') then
         delete from search_index where kind = '${kind}' and record_id = old.id;
       end if;
       if tg_op in ('INSERT', 'UPDATE') then
         insert into search_index (kind, record_id, title, text)
         values ('${kind}', new.id, new.title, ${pgText(text)});
       end if;
       return null;
     end
     $$`,
    `create trigger search_index_${table} after insert or update or delete on ${table}
       for each row execute function search_index_${table}()`,
  ]
  return [
    `create table search_index (
       kind text not null,
       record_id integer not null,
       title text not null,
       text text not null,
       document tsvector generated always as (
         setweight(to_tsvector('english'::regconfig, title), 'A') ||
         setweight(to_tsvector('english'::regconfig, text), 'B')
       ) stored,
       primary key (kind, record_id)
     )`,
    `create index search_index_document on search_index using gin (document)`,
    ...trigger('posts', 'post', POST_TEXT),
    ...trigger('projects', 'project', PROJECT_TEXT),
    `insert into search_index (kind, record_id, title, text)
       select 'post', id, title, summary || E'\\n' || body from posts`,
    `insert into search_index (kind, record_id, title, text)
       select 'project', id, title, description || E'\\n' || tools || E'\\n' || body from projects`,
  ]
}

export function searchMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const statements = dialect === 'postgres' ? postgresStatements() : sqliteStatements()
      for (const statement of statements) await sql.raw(statement).execute(db)
    },
    async down(db: Kysely<unknown>) {
      const statements =
        dialect === 'postgres'
          ? [
              'drop table if exists search_index',
              'drop trigger if exists search_index_posts on posts',
              'drop trigger if exists search_index_projects on projects',
              'drop function if exists search_index_posts()',
              'drop function if exists search_index_projects()',
            ]
          : [
              ...['posts', 'projects'].flatMap((table) =>
                ['insert', 'update', 'delete'].map(
                  (event) => `drop trigger if exists search_index_${table}_${event}`,
                ),
              ),
              'drop table if exists search_index',
            ]
      for (const statement of statements) await sql.raw(statement).execute(db)
    },
  }
}
