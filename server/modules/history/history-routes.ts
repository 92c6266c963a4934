import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { IdParams, MessageResponse, errorResponses } from '@contract/common.ts'
import {
  AuditPage,
  AuditQuery,
  auditDetail,
  HISTORY_MESSAGES,
  HISTORY_TYPES,
  HistoryType,
  Revision,
  RevisionsQuery,
  TRASH_PAGE_MAX,
  TrashPage,
  TrashQuery,
  type AuditEntry,
} from '@contract/history.ts'
import { isForeignKeyViolation, isUniqueViolation } from '@/db/constraint-errors.ts'
import { AppError, errors } from '@/errors.ts'
import { parseId } from '../collections/record-id.ts'
import { historyType, type StoredRow } from './history-types.ts'

const tags = ['History']

/** What a record that cannot come back as it was clashes with, in the owner's words. */
function clashOf(type: string): string {
  if (type === 'userdetails') return 'there is a profile already; delete it first'
  if (type === 'post' || type === 'project' || type === 'page' || type === 'section') {
    return 'another one now has its address; change that address first'
  }
  return 'another record now takes its place'
}

const present = (type: string, row: StoredRow) => historyType(type)!.present(row)

/**
 * History: revisions of every record, the trash, and the account log; all owner-only.
 * The writes they record happen in each type's own repository (history-store.ts journals).
 */
export default async function historyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { history, audit, media } = app.repositories

  /** Runs a restore; a record whose place is taken answers 409 and nothing changes. */
  async function restoring<T>(type: string | undefined, work: () => Promise<T>): Promise<T> {
    try {
      return await work()
    } catch (error) {
      if (isUniqueViolation(error))
        throw errors.conflict(HISTORY_MESSAGES.clash(clashOf(type ?? '')))
      // A record whose parent is gone (an item whose section is in the trash).
      if (isForeignKeyViolation(error)) throw errors.conflict(HISTORY_MESSAGES.orphan)
      throw error
    }
  }

  /**
   * A record with an address (a page, a section) comes back only while no other record holds
   * it: the tables differ, so no database constraint can say so.
   */
  async function addressStillFree(type: string, row: StoredRow | undefined) {
    if (!historyType(type)?.addressed || typeof row?.address !== 'string') return
    try {
      await app.addressBook.check(row.address, { owner: type, id: Number(row.id) })
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 400) {
        throw errors.conflict(HISTORY_MESSAGES.clash(clashOf(type)))
      }
      throw error
    }
  }

  /** A record put back past its kind's limit (50 pages, 20 sections…) is refused in words. */
  async function roomFor(type: string, row: StoredRow | undefined) {
    const limit = historyType(type)?.limit
    if (!limit || !row) return
    const held = await history.count(historyType(type)!.table, limit.per, row[limit.per ?? ''])
    if (held >= limit.count) throw errors.conflict(HISTORY_MESSAGES.full(limit.full))
  }

  app.get(
    '/api/revisions/types',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'The types history is kept for, by the name /api/revisions takes',
        response: {
          200: Type.Object({ success: Type.Literal(true), data: Type.Array(HistoryType) }),
          ...errorResponses,
        },
      },
    },
    async () => ({
      success: true as const,
      data: HISTORY_TYPES.map(({ name, title }) => ({ name, title })),
    }),
  )

  app.get(
    '/api/revisions',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: "One record's revisions, newest first",
        description: `The newest ${app.config.historyRevisions} are kept per record (HISTORY_REVISIONS).`,
        querystring: RevisionsQuery,
        response: {
          200: Type.Object({ success: Type.Literal(true), data: Type.Array(Revision) }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { type, id } = request.query
      if (!HISTORY_TYPES.some((known) => known.name === type)) {
        throw errors.badRequest(HISTORY_MESSAGES.unknownType(type))
      }
      const rows = await history.revisions(type, parseId(id))
      return {
        success: true as const,
        data: rows.map((row) => ({
          _id: String(row.id),
          at: row.at,
          action: row.action,
          summary: row.summary,
          data: present(type, JSON.parse(row.data) as StoredRow),
        })),
      }
    },
  )

  app.post(
    '/api/revisions/:id/restore',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: "Bring a record back to a revision's state (images included); itself recorded",
        params: IdParams,
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            data: Type.Record(Type.String(), Type.Unknown()),
            message: Type.String(),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { id } = request.params
      const revision = await history.revision(parseId(id))
      if (!revision) throw errors.notFound('revision', id)
      await addressStillFree(revision.type, JSON.parse(revision.data) as StoredRow)
      const restored = await restoring(revision.type, () => history.restoreRevision(revision.id))
      if (!restored) throw errors.notFound('revision', id)
      return {
        success: true as const,
        data: present(restored.type, restored.row),
        message: restored.note
          ? `${HISTORY_MESSAGES.restored}: ${restored.note}`
          : HISTORY_MESSAGES.restored,
      }
    },
  )

  app.get<{ Querystring: TrashQuery }>(
    '/api/trash',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Deleted records, newest first, a page at a time',
        description: `Each stays ${app.config.trashDays} days (TRASH_DAYS), then goes for good. \`page\` from 1, \`limit\` up to ${TRASH_PAGE_MAX} (default ${TRASH_PAGE_MAX}); \`total\` counts every item.`,
        querystring: TrashQuery,
        response: { 200: TrashPage, ...errorResponses },
      },
    },
    async (request) => {
      const page = Number(request.query.page ?? 1)
      const limit = Math.min(Number(request.query.limit ?? TRASH_PAGE_MAX), TRASH_PAGE_MAX)
      const { rows, total } = await history.trash({ offset: (page - 1) * limit, limit })
      return {
        success: true as const,
        keepDays: app.config.trashDays,
        total,
        page,
        limit,
        data: rows.map((row) => ({
          _id: String(row.id),
          type: row.type,
          id: String(row.record_id),
          title: row.title,
          deletedAt: row.deleted_at,
          expiresAt: new Date(
            Date.parse(row.deleted_at) + app.config.trashDays * 24 * 60 * 60 * 1000,
          ).toISOString(),
        })),
      }
    },
  )

  app.post(
    '/api/trash/:id/restore',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Put a deleted record back where it was (same place in its list, same image)',
        params: IdParams,
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            data: Type.Object({
              type: Type.String(),
              id: Type.String(),
              record: Type.Record(Type.String(), Type.Unknown()),
            }),
            message: Type.String(),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { id } = request.params
      const item = await history.trashItem(parseId(id))
      if (item) {
        const { row } = JSON.parse(item.data) as { row: StoredRow }
        await addressStillFree(item.type, row)
        await roomFor(item.type, row)
      }
      const restored = await restoring(item?.type, () => history.restoreTrash(parseId(id)))
      if (!restored) throw errors.notFound('item in the trash', id)
      return {
        success: true as const,
        data: {
          type: restored.type,
          id: String(restored.row.id),
          record: present(restored.type, restored.row),
        },
        message: restored.note
          ? `${HISTORY_MESSAGES.trashRestored}: ${restored.note}`
          : HISTORY_MESSAGES.trashRestored,
      }
    },
  )

  app.delete(
    '/api/trash/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Remove a deleted record for good, with its history and the images only it used',
        params: IdParams,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params
      const images = await history.deleteFromTrash(parseId(id))
      if (!images) throw errors.notFound('item in the trash', id)
      for (const hash of images) await media.deleteIfUnused(hash)
      return { success: true, message: HISTORY_MESSAGES.trashDeleted }
    },
  )

  app.get(
    '/api/audit',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'The account log, newest first: sign-ins, password changes, resets, backups',
        querystring: AuditQuery,
        response: {
          200: Type.Object({ success: Type.Literal(true), data: AuditPage }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const page = Number(request.query.page ?? 1)
      const limit = Number(request.query.limit ?? 20)
      const { rows, total } = await audit.page(page, limit)
      return {
        success: true as const,
        data: {
          entries: rows.map((row) => ({
            _id: String(row.id),
            at: row.at,
            event: row.event as AuditEntry['event'],
            address: row.address,
            browser: row.browser,
            detail: auditDetail(row.event as AuditEntry['event'], row.detail),
          })),
          page,
          pages: Math.max(1, Math.ceil(total / limit)),
          total,
        },
      }
    },
  )
}
