import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { errorResponses } from '@contract/common.ts'
import { homeSectionsProblem } from '@contract/home-sections.ts'
import { siteLanguagesProblem } from '@contract/languages.ts'
import { resumeChoicesProblem } from '@contract/resume-choices.ts'
import {
  derivedIdentity,
  SiteSettings,
  SiteSettingsResponse,
  SiteSettingsUpdateResponse,
} from '@contract/site-settings.ts'
import { lookColourCss } from '@contract/accent-palette.ts'
import {
  DEFAULT_LOOK,
  lookVersion,
  needsLookColours,
  SITE_STYLESHEET_PATH,
} from '@contract/site-look.ts'
import { errors } from '@/errors.ts'
import { customCssProblem } from './custom-css.ts'
import { ownerName } from './site-identity.ts'

const tags = ['Site settings']

/** What the web app shows about the owner (name, contact, social links, GitHub username). */
export default async function siteSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  app.get(
    '/api/site/settings',
    {
      config: { access: 'public', cache: 'content' },
      schema: {
        tags,
        summary: 'The site settings: owner name, title, contact details and social links',
        description:
          "An empty displayName or siteTitle is derived from the owner's name (the profile's, else the account's); `derived` says what the site shows for them.",
        response: { 200: SiteSettingsResponse, ...errorResponses },
      },
    },
    async () => {
      const [data, name] = await Promise.all([app.repositories.siteSettings.get(), ownerName(app)])
      return { success: true as const, data, derived: derivedIdentity(name) }
    },
  )

  app.put(
    '/api/site/settings',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Replace the site settings with exactly the object GET answers, edited',
        description:
          "A field left out keeps its value. `homeSections` may name each home section once, by a key the home page has (a custom section has `section:<id>`; an unknown or repeated key is refused with 400); sections not named keep their default place. `resume` says what /resume and /resume.pdf hold: sections left out by key (each content type's, or `section:<id>`), items left out by their section and id (an id that no longer exists is ignored), the paper size and whether the home page's Résumé button downloads the PDF. `languages` names the default language and up to nine more by BCP 47 tag in canonical form (`pt-BR`, not `pt-br`); a malformed, repeated or non-canonical tag is refused with 400 in words.",
        body: SiteSettings,
        response: { 200: SiteSettingsUpdateResponse, ...errorResponses },
      },
    },
    async (request) => {
      const problem = homeSectionsProblem(
        request.body.homeSections ?? [],
        await app.repositories.siteSettings.homeSectionKeys(),
      )
      if (problem) throw errors.badRequest(problem)
      const cssProblem = await customCssProblem(request.body.look?.customCss ?? '')
      if (cssProblem) throw errors.badRequest(cssProblem)
      const languagesProblem =
        request.body.languages && siteLanguagesProblem(request.body.languages)
      if (languagesProblem) throw errors.badRequest(languagesProblem)
      if (request.body.resume) {
        const resumeProblem = resumeChoicesProblem(
          request.body.resume,
          await app.repositories.siteSettings.resumeSectionKeys(),
        )
        if (resumeProblem) throw errors.badRequest(resumeProblem)
      }
      // A field a client leaves out (one written before the field existed) keeps its value.
      const current = await app.repositories.siteSettings.get()
      const saved = await app.repositories.siteSettings.save({
        ...current,
        ...request.body,
      })
      return { success: true, updatedData: saved, message: 'Settings Updated Successfully' }
    },
  )

  // The site's own stylesheet, linked last on every public page as /site.css?v=<version>: the
  // look's colour tokens for an accent of the owner's own (a public page's CSP allows no inline
  // style; a preset's own palette is in app.css), then the owner's custom CSS. The version is the look's, so that address is cached for a year; another is answered
  // fresh.
  app.get(
    SITE_STYLESHEET_PATH,
    {
      config: { access: 'public' },
      schema: { hide: true },
    },
    async (request, reply) => {
      const look = (await app.repositories.siteSettings.get()).look ?? DEFAULT_LOOK
      const version = lookVersion(look)
      const colours = needsLookColours(look) ? `${lookColourCss(look)}\n` : ''
      const asked = (request.query as { v?: unknown }).v
      reply
        .header(
          'cache-control',
          asked === version ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
        .header('etag', `"${version}"`)
        .header('x-content-type-options', 'nosniff')
      return reply.type('text/css; charset=utf-8').send(colours + look.customCss)
    },
  )
}
