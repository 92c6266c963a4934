import type { Kysely, Transaction } from 'kysely'
import type { Database, TranslationRow } from '@/db/schema.ts'

/** One field's new text in one language: '' removes its translation. */
export interface TranslationChange {
  field: string
  text: string
  /** A Markdown field's translation rendered (null for plain text). */
  html: string | null
}

/** The `translations` table (migration 0029): one row per kind, record, field and language. */
export function translationsRepository(db: Kysely<Database>) {
  return {
    /** The translations of these records of a kind, in one language (all: every language). */
    async of(
      type: string,
      ids: readonly number[],
      language?: string,
      trx: Kysely<Database> = db,
    ): Promise<TranslationRow[]> {
      if (ids.length === 0) return []
      let query = trx
        .selectFrom('translations')
        .selectAll()
        .where('type', '=', type)
        .where('record_id', 'in', ids)
      if (language !== undefined) query = query.where('language', '=', language)
      return query.execute()
    },

    /** Every translation in one of these languages (the completeness summary). */
    async inLanguages(languages: readonly string[]): Promise<TranslationRow[]> {
      if (languages.length === 0) return []
      return db.selectFrom('translations').selectAll().where('language', 'in', languages).execute()
    },

    /** Writes one language's texts of one record, in the caller's transaction. */
    async write(
      trx: Transaction<Database>,
      type: string,
      recordId: number,
      language: string,
      changes: readonly TranslationChange[],
    ): Promise<void> {
      const now = new Date().toISOString()
      for (const { field, text, html } of changes) {
        if (text === '') {
          await trx
            .deleteFrom('translations')
            .where('type', '=', type)
            .where('record_id', '=', recordId)
            .where('field', '=', field)
            .where('language', '=', language)
            .execute()
          continue
        }
        await trx
          .insertInto('translations')
          .values({ type, record_id: recordId, field, language, text, html, updated_at: now })
          .onConflict((conflict) =>
            conflict
              .columns(['type', 'record_id', 'field', 'language'])
              .doUpdateSet({ text, html, updated_at: now }),
          )
          .execute()
      }
    },
  }
}
export type TranslationsRepository = ReturnType<typeof translationsRepository>
