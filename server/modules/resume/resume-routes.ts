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
import { loadPortfolioContent } from './portfolio-content.ts'
import { toJsonResume } from './resume-export.ts'
import { importResume } from './resume-import.ts'

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
        response: {
          200: Type.Object(
            {},
            { additionalProperties: true, description: 'A JSON Resume document' },
          ),
          ...errorResponses,
        },
      },
    },
    async (_request, reply) => {
      const document = toJsonResume(await loadPortfolioContent(app), app.config.publicUrl)
      reply
        .header('content-disposition', 'attachment; filename="resume.json"')
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
      const summary = await importResume(app, request.body, { dryRun })
      return {
        success: true,
        message: dryRun
          ? 'Nothing changed yet: this is what the import would do'
          : 'Resume Imported Successfully',
        data: { dryRun, summary },
      }
    },
  )
}
