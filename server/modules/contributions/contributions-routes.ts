import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { errorResponses } from '@contract/common.ts'
import {
  ContributionYears,
  Contributions,
  ContributionsQuery,
  FIRST_GITHUB_YEAR,
} from '@contract/contributions.ts'
import { AppError, errors } from '@/errors.ts'
import { contributionsSource } from './contributions-source.ts'

const noGithubUsername = () =>
  new AppError(
    'no_github_username',
    404,
    'No GitHub username is configured: the owner sets one in the site settings',
  )

/** A year from 2008 to next year (a visitor ahead of UTC may already be in it), or `last`. */
function checkYear(y: string) {
  if (y === 'last') return
  const latest = new Date().getUTCFullYear() + 1
  const year = Number(y)
  if (year < FIRST_GITHUB_YEAR || year > latest) {
    throw errors.badRequest(
      `querystring.y must be "last" or a year from ${FIRST_GITHUB_YEAR} to ${latest}`,
    )
  }
}

/**
 * The owner's contribution calendar and the years it has, for the home page graph. They take no
 * username: the one in the site settings is used, so the server is no open proxy to the
 * contributions service.
 */
export default async function contributionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const source = contributionsSource(app.config.contributionsApiUrl, app.log)

  async function githubUsername() {
    const { githubUsername } = await app.repositories.siteSettings.get()
    if (!githubUsername) throw noGithubUsername()
    return githubUsername
  }

  app.get(
    '/api/contributions',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Contributions'],
        summary: "The owner's GitHub contributions of a year, or of the last twelve months",
        description:
          'The same JSON as the contributions service (`{total, contributions}`), without an envelope.',
        querystring: ContributionsQuery,
        response: { 200: Contributions, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { y } = request.query
      checkYear(y)
      const answer = await source.get(await githubUsername(), y)
      reply.header('cache-control', `public, max-age=${answer.maxAgeSeconds}`)
      return answer.value
    },
  )

  app.get(
    '/api/contributions/years',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Contributions'],
        summary: "The years of the owner's GitHub account, for the graph's year buttons",
        description:
          "From the contributions service's whole history of the account: GitHub lists every year from the one the account was created in.",
        response: { 200: ContributionYears, ...errorResponses },
      },
    },
    async (_request, reply) => {
      const answer = await source.years(await githubUsername())
      reply.header('cache-control', `public, max-age=${answer.maxAgeSeconds}`)
      return { years: answer.value }
    },
  )
}
