import type { FastifyInstance } from 'fastify'
import {
  GITHUB_IMPORT_MESSAGES,
  type RefreshField,
  type RefreshItem,
} from '@contract/github-import.ts'
import type { ImportRow, ProjectRow } from '@/db/schema.ts'
import { errors } from '@/errors.ts'
import { contentRepository } from '../collections/ordered-repository.ts'
import type { GitHubApi } from './github-api.ts'
import { gitHubValues, type GitHubValues } from './github.ts'
import { recordImport, rememberOrigin, type Changes } from './import-apply.ts'

/** The project's column of each field a refresh may change, and its name in words. */
const FIELDS: Record<
  RefreshField,
  { column: 'description' | 'tools' | 'live_url'; label: string }
> = {
  desc: { column: 'description', label: 'Description' },
  tools: { column: 'tools', label: 'Tools' },
  live: { column: 'live_url', label: 'Live link' },
}

interface PlannedRefresh {
  wire: RefreshItem
  project: ProjectRow
  repository: string
  imported: GitHubValues
  fresh?: GitHubValues
}

/**
 * What "Refresh from GitHub" would change: for each project imported from GitHub that still
 * exists, each field GitHub changed since the import is changed too when the project still has
 * the value imported (the owner left it alone), and kept as the owner wrote it otherwise. Nothing
 * is ever removed; a repository gone or renamed is a problem in words. Reads only.
 */
export async function planRefresh(app: FastifyInstance, api: GitHubApi) {
  const db = app.database.db
  const sources = await db
    .selectFrom('project_sources')
    .innerJoin('projects', 'projects.id', 'project_sources.project_id')
    .selectAll('projects')
    .select(['project_sources.repository', 'project_sources.imported'])
    .where('project_sources.source', '=', 'github')
    .orderBy('projects.position')
    .execute()
  const owners = new Map<string, Awaited<ReturnType<GitHubApi['repositories']>> | string>()
  const planned: PlannedRefresh[] = []
  for (const row of sources) {
    const { repository, imported, ...project } = row
    const owner = repository.split('/')[0]!.toLowerCase()
    if (!owners.has(owner)) {
      try {
        owners.set(owner, await api.repositories(owner))
      } catch (error) {
        // An account gone is said per project; a rate limit or GitHub down stops the refresh.
        if ((error as { statusCode?: number }).statusCode !== 404) throw error
        owners.set(owner, `GitHub has no account ${owner} any more: nothing changes`)
      }
    }
    const listing = owners.get(owner)!
    const wire: RefreshItem = {
      id: String(project.id),
      title: project.title,
      repository,
      changes: [],
      kept: [],
    }
    const item: PlannedRefresh = {
      wire,
      project: project as ProjectRow,
      repository,
      imported: JSON.parse(imported) as GitHubValues,
    }
    const found =
      typeof listing === 'string'
        ? undefined
        : listing.find((repo) => repo.fullName.toLowerCase() === repository.toLowerCase())
    if (typeof listing === 'string') wire.problem = listing
    else if (!found) {
      wire.problem = `${repository} is no longer a public repository (renamed, private or deleted): nothing changes`
    } else {
      item.fresh = gitHubValues(found)
      for (const field of Object.keys(FIELDS) as RefreshField[]) {
        const { column, label } = FIELDS[field]
        const current = String(project[column] ?? '')
        const was = item.imported[field] ?? ''
        const now = item.fresh[field]
        if (now === was || now === current) continue
        if (current === was) wire.changes.push({ field, label, from: current, to: now })
        else wire.kept.push({ field, label })
      }
    }
    if (wire.problem || wire.changes.length > 0 || wire.kept.length > 0) planned.push(item)
  }
  return planned
}

/**
 * Applies a refresh in one transaction: each project's changed fields are written (a revision of
 * the project, as any owner write), the values kept beside it move to what was written, and an
 * `imports` row records the rows before so "Undo this import" puts them back.
 */
export async function applyRefresh(
  app: FastifyInstance,
  planned: PlannedRefresh[],
  leaveOut: string[],
): Promise<ImportRow> {
  const ids = new Set(planned.map((item) => item.wire.id))
  for (const id of leaveOut) {
    if (!ids.has(id)) {
      throw errors.badRequest(
        `The choices name a project the refresh does not offer (${id.slice(0, 20)}): preview the refresh again`,
      )
    }
  }
  const left = new Set(leaveOut)
  const chosen = planned.filter((item) => !left.has(item.wire.id) && item.wire.changes.length > 0)
  if (chosen.length === 0) throw errors.badRequest(GITHUB_IMPORT_MESSAGES.nothingToRefresh)
  return app.database.db.transaction().execute(async (trx) => {
    const records = contentRepository(app, 'projects').within(trx)
    const changes: Changes = { added: [], replaced: [] }
    for (const item of chosen) {
      const before = await records.findById(item.project.id)
      if (!before) continue
      const write: Record<string, string> = {}
      const imported = { ...item.imported }
      for (const change of item.wire.changes) {
        write[FIELDS[change.field].column] = change.to
        imported[change.field] = change.to
      }
      await records.update(item.project.id, write)
      await rememberOrigin(trx, item.project.id, 'github', item.repository, imported)
      changes.replaced.push({ kind: 'type', key: 'projects', id: item.project.id, before })
    }
    const count = changes.replaced.length
    return recordImport(
      trx,
      'github',
      `${GITHUB_IMPORT_MESSAGES.refreshed(count).replace(/^Refreshed/, 'refreshed')}`,
      changes,
    )
  })
}
