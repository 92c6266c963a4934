import { DEFAULT_SITE_LANGUAGES } from '@contract/languages.ts'
import { addressIn } from '@contract/language-addresses.ts'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { errorResponses } from '@contract/common.ts'
import {
  SEARCH_LIMITS,
  SEARCH_MESSAGES,
  SearchQuery,
  SearchResponse,
  searchQueryProblem,
} from '@contract/search.ts'
import { errors } from '@/errors.ts'

/** GET /api/search: what the public search page shows, as JSON. */
export default async function searchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  app.get(
    '/api/search',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Search'],
        summary: 'Posts, projects, case studies and section items matching every word of `q`',
        description: `Best first, at most ${SEARCH_LIMITS.results}; a match in a title counts more. Only the words of \`q\` count (letters and digits; at most ${SEARCH_LIMITS.words}), so quotes, \`*\`, \`-\` or NEAR have no meaning of their own. Titles and passages come as parts, the words searched for flagged \`match\`; \`label\` names the kind (a custom section's item: the section's name), and a section's item links to its section's page at the item (\`/talks#item-4\`). With \`lang\` (an additional language the site offers): that language's posts, and projects and items by their texts in it where translated (else their default texts), each path under the language's prefix (\`/de/projects\`). An empty \`q\`, one without words or longer than ${SEARCH_LIMITS.query} characters: 400 in words.`,
        querystring: SearchQuery,
        response: { 200: SearchResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const query = request.query.q ?? ''
      const problem = searchQueryProblem(query)
      if (problem) throw errors.badRequest(problem)
      reply.header('cache-control', 'no-cache')
      const languages =
        (await app.repositories.siteSettings.get()).languages ?? DEFAULT_SITE_LANGUAGES
      const { lang } = request.query
      const found = await app.repositories.search.search(
        query,
        new Date().toISOString(),
        languages,
        lang,
      )
      // In an additional language the site offers, each result leads to its page in it.
      const language = lang !== undefined && languages.additional.includes(lang) ? lang : undefined
      const data = language
        ? found.map((result) => ({
            ...result,
            path: addressIn(result.path, language, languages.default),
          }))
        : found
      return { success: true as const, data, message: SEARCH_MESSAGES.found(data.length) }
    },
  )
}
