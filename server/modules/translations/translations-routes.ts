import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { errorResponses } from '@contract/common.ts'
import { DEFAULT_SITE_LANGUAGES } from '@contract/languages.ts'
import {
  RecordTranslationsResponse,
  TRANSLATION_MESSAGES,
  TRANSLATIONS_PATHS,
  TranslationInput,
  TranslationRecordParams,
  TranslationSummaryResponse,
  TranslationWriteParams,
  TranslationsQuery,
} from '@contract/translations.ts'
import {
  additionalLanguage,
  kindOf,
  recordOf,
  recordTranslations,
  translationSummary,
  writeTranslations,
} from './translation-texts.ts'

const tags = ['Translations']

/**
 * The owner's texts in the site's additional languages (contract/translations.ts): a record's
 * translations beside its default texts, one language's texts written, and how much of the site
 * is translated. Owner only; the public pages read translations in-process (translate-records.ts).
 */
export default async function translationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const siteLanguages = async () =>
    (await app.repositories.siteSettings.get()).languages ?? DEFAULT_SITE_LANGUAGES

  app.get(
    TRANSLATIONS_PATHS.summary,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'How much is translated, per additional language: per kind and overall',
        description:
          'Counts translatable fields that have a text in the default language, and how many of them have a translation; `missing` names the records still missing some, by id. Languages turned off in site settings are not counted (their translations are kept).',
        response: { 200: TranslationSummaryResponse, ...errorResponses },
      },
    },
    async () => ({
      success: true as const,
      data: await translationSummary(app, await siteLanguages()),
    }),
  )

  app.get(
    TRANSLATIONS_PATHS.record,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: "A record's translations, each field beside its default-language text",
        description:
          '`type` is the kind of record as history names it (`project`, `userdetails`, `settings`, `page`, `section`, `section-item`…). Without `lang`, every additional language; `shownIn` says which language a visitor reads each field in.',
        params: TranslationRecordParams,
        querystring: TranslationsQuery,
        response: { 200: RecordTranslationsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const kind = kindOf(request.params.type)
      const site = await siteLanguages()
      const { lang } = request.query
      const languages = lang === undefined ? site.additional : [additionalLanguage(site, lang)]
      const record = await recordOf(app, kind, request.params.id)
      return {
        success: true as const,
        data: await recordTranslations(app, kind, record, site, languages),
      }
    },
  )

  app.put(
    TRANSLATIONS_PATHS.language,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: "Write one language's texts of one record",
        description:
          'Each field sent is written; an empty text removes its translation (the default text shows again); fields not sent keep theirs. A field that is shared by every language, one the record does not have, a text over its field’s own limit or a language that is not one of the site’s additional ones answers 400 in words, and nothing changes. The change is a revision of the record (undo, history).',
        params: TranslationWriteParams,
        body: TranslationInput,
        response: { 200: RecordTranslationsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const kind = kindOf(request.params.type)
      const site = await siteLanguages()
      const language = additionalLanguage(site, request.params.lang)
      const record = await recordOf(app, kind, request.params.id)
      await writeTranslations(app, kind, record, language, request.body.texts)
      return {
        success: true as const,
        data: await recordTranslations(app, kind, record, site, [language]),
        message: TRANSLATION_MESSAGES.saved,
      }
    },
  )
}
