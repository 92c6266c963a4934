import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { errorResponses } from '@contract/common.ts'
import {
  GITHUB_IMPORT_MESSAGES,
  GITHUB_IMPORT_PATHS,
  GitHubImportBody,
  GitHubRepositoriesQuery,
  GitHubRepositoriesResponse,
  RefreshBody,
  RefreshPreviewResponse,
} from '@contract/github-import.ts'
import {
  IMPORT_MESSAGES,
  ImportApplyResponse,
  ImportPreviewResponse,
} from '@contract/profile-import.ts'
import { AppError, errors } from '@/errors.ts'
import { processUpload, type EncodedImage } from '../media/image-processing.ts'
import { gitHubApi } from './github-api.ts'
import { applyRefresh, planRefresh } from './github-refresh.ts'
import { gitHubReading } from './github.ts'
import { applyImport, presentImport } from './import-apply.ts'
import { planImport } from './import-plan.ts'

const tags = ['Data']
/** READMEs asked at once: a few, so a preview of 100 repositories stays quick and polite. */
const README_CONCURRENCY = 4

/**
 * The GitHub import (README.md): list an account's public repositories, preview the chosen ones
 * as projects, apply them through the same plan, apply and undo as LinkedIn's export, and refresh
 * imported projects later. GitHub is asked on each call (its answers kept a few minutes in
 * memory); nothing of it is stored but what is imported.
 */
export default async function githubImportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const api = gitHubApi(app.config.githubApiUrl, app.config.githubToken, app.log)

  async function plan(body: GitHubImportBody) {
    const listing = await api.repositories(body.username)
    const byName = new Map(listing.map((repository) => [repository.name.toLowerCase(), repository]))
    const chosen = body.repositories.map((name) => {
      const repository = byName.get(name.toLowerCase())
      if (!repository) throw errors.badRequest(GITHUB_IMPORT_MESSAGES.unknownRepository(name))
      return repository
    })
    const readmes = new Map<string, { text?: string; tooLarge?: true }>()
    if (body.readme) {
      const queue = [...chosen]
      await Promise.all(
        Array.from({ length: README_CONCURRENCY }, async () => {
          for (let next = queue.shift(); next; next = queue.shift()) {
            readmes.set(next.fullName, await api.readme(next.fullName))
          }
        }),
      )
    }
    const resolved = await planImport(app, 'github', gitHubReading(chosen, readmes))
    return { resolved, photo: body.avatar ? await avatarPhoto(body.username) : undefined }
  }

  /**
   * The account's avatar through the same checks and re-encoding as an uploaded profile photo.
   * Whatever goes wrong is a problem in words: the import goes on without it.
   */
  async function avatarPhoto(
    username: string,
  ): Promise<{ image?: EncodedImage; problem?: string }> {
    const avatar = await api.avatar(username)
    if ('problem' in avatar) return { problem: avatar.problem }
    try {
      return { image: await processUpload(avatar.bytes) }
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      const why = error.message.charAt(0).toLowerCase() + error.message.slice(1)
      return { problem: GITHUB_IMPORT_MESSAGES.avatarUnreadable(why) }
    }
  }

  /** The plan as the preview shows it: an avatar that cannot be used is one more problem. */
  function wireOf({ resolved, photo }: Awaited<ReturnType<typeof plan>>) {
    return photo?.problem
      ? { ...resolved.wire, problems: [...resolved.wire.problems, photo.problem] }
      : resolved.wire
  }

  app.get(
    GITHUB_IMPORT_PATHS.repositories,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary:
          "An account's public repositories on GitHub, newest push first (name, description, language, stars, topics, homepage, last push, fork, archived); nothing changes",
        description:
          'Asks GITHUB_API_URL (with GITHUB_TOKEN when set) for every page of GET /users/{username}/repos. A rate limit answers 429 saying when to try again; GitHub unreachable answers 502.',
        querystring: GitHubRepositoriesQuery,
        response: { 200: GitHubRepositoriesResponse, ...errorResponses },
      },
    },
    async (request) => {
      const repositories = await api.repositories(request.query.username)
      return {
        success: true as const,
        message: GITHUB_IMPORT_MESSAGES.repositories(repositories.length, request.query.username),
        data: { username: request.query.username, repositories },
      }
    },
  )

  app.post(
    GITHUB_IMPORT_PATHS.preview,
    {
      config: { access: 'owner', changesContent: false },
      schema: {
        tags,
        summary:
          'Preview importing repositories as projects: each new, a duplicate of a project with the same title or GitHub link (skip or replace), or a problem; nothing changes',
        description:
          "With `readme`, each repository's README becomes the project's case study: badges dropped, relative images and links made absolute, HTML sanitised as any case study; a draft without an address until the owner gives one.",
        body: GitHubImportBody,
        response: { 200: ImportPreviewResponse, ...errorResponses },
      },
    },
    async (request) => {
      const planned = await plan(request.body)
      return { success: true as const, message: IMPORT_MESSAGES.preview, data: wireOf(planned) }
    },
  )

  app.post(
    GITHUB_IMPORT_PATHS.apply,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary:
          'Import repositories as projects in one transaction, as previewed with the same body and `choices`; undone by POST /api/imports/{id}/undo',
        body: GitHubImportBody,
        response: { 200: ImportApplyResponse, ...errorResponses },
      },
    },
    async (request) => {
      const choices = { leaveOut: [], replace: [], createSections: [], ...request.body.choices }
      const { resolved, photo } = await plan(request.body)
      const row = await applyImport(app, resolved, choices, photo?.image)
      request.log.info(
        { event: 'profile_imported', source: row.source, added: row.added, replaced: row.replaced },
        'profile imported',
      )
      return {
        success: true as const,
        message: IMPORT_MESSAGES.applied(row.added + row.replaced),
        data: presentImport(app, row),
      }
    },
  )

  app.post(
    GITHUB_IMPORT_PATHS.refreshPreview,
    {
      config: { access: 'owner', changesContent: false },
      schema: {
        tags,
        summary:
          'Preview refreshing the projects imported from GitHub: the description, tools and live link GitHub changed, only where the project still has the value imported; nothing changes',
        body: RefreshBody,
        response: { 200: RefreshPreviewResponse, ...errorResponses },
      },
    },
    async () => {
      const planned = await planRefresh(app, api)
      const items = planned.map((item) => item.wire)
      const count = items.filter((item) => item.changes.length > 0).length
      return {
        success: true as const,
        message: GITHUB_IMPORT_MESSAGES.refreshPreview(count),
        data: { items },
      }
    },
  )

  app.post(
    GITHUB_IMPORT_PATHS.refreshApply,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary:
          'Refresh the projects imported from GitHub as previewed (`leaveOut`: projects not to refresh), in one transaction; never deletes; undone by POST /api/imports/{id}/undo',
        body: RefreshBody,
        response: { 200: ImportApplyResponse, ...errorResponses },
      },
    },
    async (request) => {
      const planned = await planRefresh(app, api)
      const row = await applyRefresh(app, planned, request.body.leaveOut ?? [])
      request.log.info({ event: 'github_refreshed', replaced: row.replaced }, 'github refreshed')
      return {
        success: true as const,
        message: GITHUB_IMPORT_MESSAGES.refreshed(row.replaced),
        data: presentImport(app, row),
      }
    },
  )
}
