import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyError, FastifyInstance } from 'fastify'
import { Value } from 'typebox/value'
import { errorResponses } from '@contract/common.ts'
import {
  IMPORT_MESSAGES,
  ImportApplyResponse,
  ImportChoices,
  ImportIdParams,
  ImportListResponse,
  ImportPreviewResponse,
  ImportSourceParams,
  ImportUndoResponse,
  ImportUploadBody,
  PROFILE_IMPORT_PATHS,
  type ImportSource,
} from '@contract/profile-import.ts'
import { errors } from '@/errors.ts'
import githubImportRoutes from './github-routes.ts'
import { applyImport, presentImport, undoImport } from './import-apply.ts'
import { planImport } from './import-plan.ts'
import type { ProfileSource } from './import-source.ts'

const tags = ['Data']
const MULTIPART = 'multipart/form-data'

/**
 * Each source's reader is loaded at its first upload (LinkedIn's brings a ZIP and a CSV reader),
 * not parsed at every start (docs/performance.md).
 */
const SOURCES: Record<ImportSource, () => Promise<ProfileSource>> = {
  linkedin: async () => (await import('./linkedin.ts')).linkedInSource,
}

/** The owner's choices, sent as JSON text beside the upload; none: every default. */
function readChoices(text: string | undefined): ImportChoices {
  if (text === undefined || text.trim() === '') {
    return { leaveOut: [], replace: [], createSections: [] }
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw errors.badRequest(IMPORT_MESSAGES.badChoices('they are not JSON'))
  }
  const withDefaults = { leaveOut: [], replace: [], createSections: [], ...(value as object) }
  if (typeof value !== 'object' || value === null || !Value.Check(ImportChoices, withDefaults)) {
    throw errors.badRequest(
      IMPORT_MESSAGES.badChoices('they list items to leave out, to replace and sections to create'),
    )
  }
  return withDefaults as ImportChoices
}

/**
 * Profile imports (README.md): preview an upload, apply it as chosen (the same upload sent again
 * with the choices: nothing of it is kept between the two), list the recent imports, undo one.
 */
export default async function profileImportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  // GitHub is asked rather than uploaded: its own routes, the same plan, apply and undo.
  await app.register(githubImportRoutes)
  const upload = {
    access: 'owner' as const,
    multipartOptions: { limits: { fileSize: app.config.importMaxBytes, files: 1 } },
  }
  // The upload's size limit in words, rather than the generic "file too large".
  const tooLarge = (error: FastifyError) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return errors.payloadTooLarge(IMPORT_MESSAGES.tooLarge(app.config.importMaxBytes))
    }
    return error
  }

  async function plan(source: ImportSource, archive: Uint8Array) {
    if (archive.length === 0) throw errors.badRequest(IMPORT_MESSAGES.noFile)
    const reading = (await SOURCES[source]()).read(archive)
    if (reading.read.length === 0) throw errors.badRequest(IMPORT_MESSAGES.nothingKnown)
    return planImport(app, source, reading)
  }

  app.post(
    PROFILE_IMPORT_PATHS.preview,
    {
      config: { ...upload, changesContent: false },
      errorHandler(error) {
        throw tooLarge(error)
      },
      schema: {
        tags,
        summary:
          "Preview an import (multipart: 'archive', the ZIP of LinkedIn's data export): every item per section, new, a duplicate of something already there, or a problem; nothing changes",
        description:
          'Only the files an import reads are unpacked (Profile, Positions, Education, Skills, Certifications, Projects, Recommendations_Received, Publications, Honors, Languages); every other file is listed by name and never opened. Nothing of the upload is kept.',
        consumes: [MULTIPART],
        params: ImportSourceParams,
        body: ImportUploadBody,
        response: { 200: ImportPreviewResponse, ...errorResponses },
      },
    },
    async (request) => {
      const resolved = await plan(request.params.source, request.body.archive)
      return { success: true as const, message: IMPORT_MESSAGES.preview, data: resolved.wire }
    },
  )

  app.post(
    PROFILE_IMPORT_PATHS.apply,
    {
      config: upload,
      errorHandler(error) {
        throw tooLarge(error)
      },
      schema: {
        tags,
        summary:
          "Apply an import in one transaction (multipart: the same 'archive' again, and 'choices' as JSON text); one step in history, undone by POST /api/imports/{id}/undo",
        description:
          'The upload is read again rather than kept between preview and apply, so nothing of it outlives the request and any instance behind a proxy can apply it. New items are added unless left out; duplicates are skipped unless listed in `replace`; offered sections are created only when listed in `createSections`.',
        consumes: [MULTIPART],
        params: ImportSourceParams,
        body: ImportUploadBody,
        response: { 200: ImportApplyResponse, ...errorResponses },
      },
    },
    async (request) => {
      const choices = readChoices(request.body.choices)
      const resolved = await plan(request.params.source, request.body.archive)
      const row = await applyImport(app, resolved, choices)
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

  app.get(
    PROFILE_IMPORT_PATHS.list,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'The imports of the last TRASH_DAYS days, newest first (each can be undone once)',
        response: { 200: ImportListResponse, ...errorResponses },
      },
    },
    async () => {
      const since = new Date(Date.now() - app.config.trashDays * 24 * 60 * 60 * 1000)
      const rows = await app.database.db
        .selectFrom('imports')
        .selectAll()
        .where('created_at', '>=', since.toISOString())
        .orderBy('id', 'desc')
        .limit(20)
        .execute()
      return { success: true as const, data: rows.map((row) => presentImport(app, row)) }
    },
  )

  app.post(
    PROFILE_IMPORT_PATHS.undo,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary:
          'Undo an import: what it added goes to the trash, what it replaced is put back; for TRASH_DAYS days',
        params: ImportIdParams,
        response: { 200: ImportUndoResponse, ...errorResponses },
      },
    },
    async (request) => {
      const data = await undoImport(app, Number(request.params.id))
      request.log.info({ event: 'profile_import_undone', ...data }, 'profile import undone')
      return { success: true as const, message: IMPORT_MESSAGES.undone, data }
    },
  )
}
