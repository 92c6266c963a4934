import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { create as contentDisposition } from 'content-disposition'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { Type } from 'typebox'
import { errorResponses } from '@contract/common.ts'
import {
  asciiResumeFileName,
  RESUME_LANGUAGE,
  RESUME_PATHS,
  RESUME_PDF_PATH,
  ResumePdfQuery,
  ResumePreviewBody,
  resumeChoicesProblem,
  resumeFileName,
} from '@contract/resume-choices.ts'
import { ResumeContentsResponse } from '@contract/resume-outline.ts'
import { errors } from '@/errors.ts'
import { matchesIfNoneMatch, sendNotModified } from '@/plugins/http-cache.ts'
import { createPublicContent } from '@/modules/web-host/public-content.ts'
import { resumeOutline } from '../resume-outline.ts'

const tags = ['Résumé']

/**
 * "inline": the browser shows it; saved, it is "<Name> - Résumé.pdf" ("<Name> - Lebenslauf.pdf"
 * in German; ASCII for old clients).
 */
function sendPdf(reply: FastifyReply, bytes: Buffer, name: string, label?: string) {
  return reply
    .type('application/pdf')
    .header(
      'content-disposition',
      contentDisposition(resumeFileName(name, label), {
        type: 'inline',
        fallback: asciiResumeFileName(name, label),
      }),
    )
    .header('x-content-type-options', 'nosniff')
    .send(bytes)
}

/**
 * `GET /resume.pdf`: the résumé as a PDF (resume-pdf.ts), the same for everyone until the next
 * content write (revalidated: no-cache, ETag, 304), then answered ready-made before routing.
 * The owner's calls: the résumé's whole contents, for choosing what it holds, and a preview PDF
 * of choices not saved yet.
 */
export default async function resumePdfRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const content = createPublicContent(app)

  app.get(
    RESUME_PDF_PATH,
    {
      config: { access: 'public' },
      schema: { hide: true, querystring: ResumePdfQuery, response: errorResponses },
    },
    async (request, reply) => {
      const pdf = await app.resumePdf.current(RESUME_LANGUAGE, request.query.paper)
      reply.header('cache-control', 'no-cache').header('etag', pdf.etag)
      if (matchesIfNoneMatch(request, pdf.etag)) return sendNotModified(reply, pdf.etag)
      // The next GET of this address is answered ready-made (plugins/ready-answers.ts).
      request.readyBody = { version: pdf.version, body: pdf.bytes }
      return sendPdf(reply, pdf.bytes, pdf.name)
    },
  )

  // The résumé in one of the site's additional languages (/de/resume.pdf, docs/languages.md);
  // a language the site does not offer has none.
  app.get(
    `/:lang${RESUME_PDF_PATH}`,
    {
      config: { access: 'public' },
      schema: {
        hide: true,
        params: Type.Object({ lang: Type.String({ maxLength: 35 }) }),
        querystring: ResumePdfQuery,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const languages = (await content.getSiteSettings()).languages
      const asked = request.params.lang.toLowerCase()
      const lang = languages?.additional.find((tag) => tag.toLowerCase() === asked)
      if (!lang) throw errors.notFound('Page')
      const pdf = await app.resumePdf.current(lang, request.query.paper)
      reply.header('cache-control', 'no-cache').header('etag', pdf.etag)
      if (matchesIfNoneMatch(request, pdf.etag)) return sendNotModified(reply, pdf.etag)
      request.readyBody = { version: pdf.version, body: pdf.bytes }
      return sendPdf(reply, pdf.bytes, pdf.name, pdf.label)
    },
  )

  app.get(
    RESUME_PATHS.contents,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Everything the résumé can hold, in its order, for choosing what it shows',
        description:
          "Every section and item of /resume and /resume.pdf, the ones the owner left out too (site settings' `resume`): names, dates and links as the résumé shows them.",
        response: { 200: ResumeContentsResponse, ...errorResponses },
      },
    },
    async () => ({
      success: true as const,
      data: await resumeOutline(content, { everything: true, publicUrl: app.config.publicUrl }),
    }),
  )

  app.post(
    RESUME_PATHS.preview,
    {
      // A preview changes nothing: the public caches stay.
      config: { access: 'owner', changesContent: false },
      schema: {
        tags,
        summary: 'The résumé PDF with choices not saved yet',
        description:
          "Answers `application/pdf`: the résumé as /resume.pdf would be with these choices (site settings' `resume`). Nothing is saved.",
        body: ResumePreviewBody,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const problem = resumeChoicesProblem(
        request.body.resume,
        await app.repositories.siteSettings.resumeSectionKeys(),
      )
      if (problem) throw errors.badRequest(problem)
      const { bytes, name } = await app.resumePdf.preview(request.body.resume)
      reply.header('cache-control', 'no-store')
      return sendPdf(reply, bytes, name)
    },
  )
}
