import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { errorResponses } from '@contract/common.ts'
import {
  RESUME_LIMITS,
  RESUME_PATHS,
  ResumeDocument,
  ResumeImportQuery,
  ResumeImportResponse,
} from '@contract/resume.ts'
import { canonicalLanguage, DEFAULT_SITE_LANGUAGES, languageName } from '@contract/languages.ts'
import { errors } from '@/errors.ts'
import { loadPortfolioContent, portfolioInLanguage } from './portfolio-content.ts'
import { toJsonResume } from './resume-export.ts'
import { importResume } from './resume-import.ts'
import { presentImport } from '../profile-import/import-apply.ts'

const tags = ['Data']

export default async function resumeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  app.get(
    RESUME_PATHS.export,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Export all content as a JSON Resume document (a resume.json download)',
        description:
          "`lang`: the owner's texts in one of the site's languages (a text without a translation stays in the default language).",
        querystring: Type.Object({
          lang: Type.Optional(
            Type.String({ maxLength: 35, description: "One of the site's languages" }),
          ),
        }),
        response: {
          200: Type.Object(
            {},
            { additionalProperties: true, description: 'A JSON Resume document' },
          ),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      let content = await loadPortfolioContent(app)
      const asked = request.query.lang
      let suffix = ''
      if (asked !== undefined) {
        const language = canonicalLanguage(asked) ?? asked
        const languages = content.settings.languages ?? DEFAULT_SITE_LANGUAGES
        if (language !== languages.default && !languages.additional.includes(language)) {
          throw errors.badRequest(
            `The site is not offered in ${languageName(language)}: add the language in Site settings → Languages first`,
          )
        }
        if (language !== languages.default) {
          content = await portfolioInLanguage(app, content, language)
          suffix = `-${language}`
        }
      }
      const document = toJsonResume(content, app.config.publicUrl)
      reply
        .header('content-disposition', `attachment; filename="resume${suffix}.json"`)
        .header('cache-control', 'no-store')
      return document
    },
  )

  app.post(
    RESUME_PATHS.import,
    {
      config: { access: 'owner' },
      bodyLimit: RESUME_LIMITS.maxBytes,
      schema: {
        tags,
        summary:
          'Import a JSON Resume document: each section present replaces that part of the portfolio, in one transaction; dryRun=true only answers what would change',
        querystring: ResumeImportQuery,
        body: ResumeDocument,
        response: { 200: ResumeImportResponse, ...errorResponses },
      },
    },
    async (request) => {
      const dryRun = request.query.dryRun === 'true'
      const { summary, recorded } = await importResume(app, request.body, { dryRun })
      return {
        success: true,
        message: dryRun
          ? 'Nothing changed yet: this is what the import would do'
          : 'Resume Imported Successfully',
        data: { dryRun, summary, ...(recorded ? { import: presentImport(app, recorded) } : {}) },
      }
    },
  )
}
