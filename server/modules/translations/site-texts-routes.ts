import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { errorResponses } from '@contract/common.ts'
import {
  canonicalLanguage,
  DEFAULT_SITE_LANGUAGES,
  languageName,
  type SiteLanguages,
} from '@contract/languages.ts'
import { CATALOGUES, catalogueLanguage, ENGLISH_TEXTS } from '@contract/messages/translator.ts'
import {
  SITE_TEXT_MESSAGES,
  siteTextProblem,
  SiteTextsInput,
  SiteTextsParams,
  SiteTextsResponse,
  SiteTextsWriteResponse,
  type SiteTextsData,
} from '@contract/site-texts.ts'
import { errors } from '@/errors.ts'

const tags = ['Site texts']

/** Every fixed text of one language: its English, what Vitrine ships and the owner's words. */
function siteTextsOf(language: string, overrides: Record<string, string>): SiteTextsData {
  const shippedTag = catalogueLanguage(language)
  const shipped = shippedTag ? CATALOGUES[shippedTag] : undefined
  return {
    language,
    name: languageName(language),
    texts: Object.entries(ENGLISH_TEXTS).map(([key, english]) => ({
      key,
      english,
      shipped: (shipped as Record<string, string> | undefined)?.[key] ?? null,
      override: overrides[key] ?? null,
    })),
  }
}

/** The language asked for when the site offers it (default or additional); else a 400 in words. */
function offered(languages: SiteLanguages, asked: string): string {
  const language = canonicalLanguage(asked) ?? asked
  if (language !== languages.default && !languages.additional.includes(language)) {
    throw errors.badRequest(SITE_TEXT_MESSAGES.notOffered(language))
  }
  return language
}

/**
 * The owner's site texts (contract/site-texts.ts): their own words for any fixed text of the
 * public site, per language. Owner only; public pages read them in-process
 * (PublicContent.getSiteTexts) and every save refreshes the page cache like any owner write.
 */
export default async function siteTextsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const settings = () => app.repositories.siteSettings
  const siteLanguages = async () => (await settings().get()).languages ?? DEFAULT_SITE_LANGUAGES

  app.get(
    '/api/site-texts/:lang',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary:
          "Every fixed text of one of the site's languages: English, shipped and the owner's",
        params: SiteTextsParams,
        response: { 200: SiteTextsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const language = offered(await siteLanguages(), request.params.lang)
      const texts = await settings().siteTexts()
      return { success: true as const, data: siteTextsOf(language, texts[language] ?? {}) }
    },
  )

  app.put(
    '/api/site-texts/:lang',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: "Write the owner's texts of one language ('' puts the shipped text back)",
        description:
          'Each text is an ICU message with the same values in braces as the English one. A refusal names every text that cannot be saved, and nothing changes.',
        params: SiteTextsParams,
        body: SiteTextsInput,
        response: { 200: SiteTextsWriteResponse, ...errorResponses },
      },
    },
    async (request) => {
      const language = offered(await siteLanguages(), request.params.lang)
      const problems = Object.entries(request.body.texts).flatMap(([key, text]) => {
        const problem = siteTextProblem(key, text)
        return problem ? [problem] : []
      })
      if (problems.length > 0) throw errors.badRequest(problems.join('. '))
      const all = await settings().siteTexts()
      const own = { ...all[language] }
      for (const [key, text] of Object.entries(request.body.texts)) {
        if (text === '') delete own[key]
        else own[key] = text
      }
      const next = { ...all, [language]: own }
      if (Object.keys(own).length === 0) delete next[language]
      await settings().saveSiteTexts(next)
      return {
        success: true as const,
        data: siteTextsOf(language, own),
        message: SITE_TEXT_MESSAGES.saved,
      }
    },
  )
}
