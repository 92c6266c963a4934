import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import {
  BACKUP_MESSAGES,
  BACKUPS_PATHS,
  BackupListResponse,
  BackupMadeResponse,
  BackupSettingsInput,
  BackupSettingsResponse,
  RestoreBackupBody,
  RestoreResponse,
  StoredBackupParams,
} from '@contract/backup.ts'
import { errorResponses } from '@contract/common.ts'
import { AppError, errors } from '@/errors.ts'
import { auditClient, auditLog } from '../history/audit-log.ts'
import { BackupArchiveError } from './backup-archive.ts'
import { DestinationError } from './backup-destinations.ts'
import { BackupFailedError, backupRunner } from './backup-runner.ts'
import { scheduleBackups } from './backup-scheduler.ts'
import { BackupSettingsError } from './backup-settings-store.ts'
import { s3Destination } from './s3-destination.ts'
import { currentSummary } from './stored-backups.ts'

const tags = ['Data']

/** A failure of the backup machinery as the one error path answers it, in words. */
function asAppError(error: unknown): unknown {
  if (error instanceof BackupFailedError)
    return new AppError('backup_failed', error.status, error.message)
  if (error instanceof BackupSettingsError || error instanceof BackupArchiveError)
    return errors.badRequest(error.message)
  if (error instanceof DestinationError) return errors.badGateway(error.message)
  return error
}

async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    throw asAppError(error)
  }
}

/**
 * Backups that run by themselves (the dashboard's Data page): the schedule, retention and
 * destinations; the stored archives with Download and Restore; "Back up now". Owner only.
 */
export default async function storedBackupRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const runner = backupRunner(app)
  const scheduler = scheduleBackups(app, runner)
  const audit = auditLog(app.database.db)

  const settingsAnswer = async (message?: string) => ({
    success: true as const,
    data: await runner.settings.settings(),
    timeZones: Intl.supportedValuesOf('timeZone'),
    ...(message ? { message } : {}),
  })

  app.get(
    BACKUPS_PATHS.settings,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'When backups run, how many are kept and where they go (secrets never shown)',
        response: { 200: BackupSettingsResponse, ...errorResponses },
      },
    },
    () => settingsAnswer(),
  )

  app.put(
    BACKUPS_PATHS.settings,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary:
          'Change the schedule, retention, destinations and encryption; a new bucket is checked first',
        body: BackupSettingsInput,
        response: { 200: BackupSettingsResponse, ...errorResponses },
      },
    },
    (request) =>
      answering(async () => {
        const prepared = await runner.settings.prepare(request.body)
        // New bucket settings must work before they are saved: listing the folder proves the
        // address, the region, the bucket and the keys.
        if (prepared.check) {
          try {
            await s3Destination(prepared.check).list()
          } catch (error) {
            throw errors.badRequest((error as Error).message)
          }
        }
        await prepared.save()
        await audit.record({ event: 'backup-settings-changed', ...auditClient(request) })
        scheduler.rearm()
        return settingsAnswer(BACKUP_MESSAGES.settingsSaved)
      }),
  )

  app.get(
    BACKUPS_PATHS.list,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'The stored backups, newest first, and how the schedule is doing',
        response: { 200: BackupListResponse, ...errorResponses },
      },
    },
    async () => {
      const { usable, problems } = await runner.configuredDestinations()
      const listed = await runner.catalog.list(usable)
      const state = await runner.settings.state()
      const next = await scheduler.nextDue()
      return {
        success: true as const,
        data: listed.stored,
        status: {
          lastSuccessAt: state.last_success_at,
          lastFailureAt: state.last_failure_at,
          lastFailure: state.last_failure,
          nextRunAt: next ? new Date(Math.max(next.getTime(), Date.now())).toISOString() : null,
        },
        current: await currentSummary(app.database.db, app.database.dialect),
        problems: [...problems, ...listed.problems],
      }
    },
  )

  app.post(
    BACKUPS_PATHS.list,
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Back up now to every destination, check the copies and prune old ones',
        response: { 200: BackupMadeResponse, ...errorResponses },
      },
    },
    (request) =>
      answering(async () => ({
        success: true as const,
        data: await runner.backUp('manual', auditClient(request)),
        message: BACKUP_MESSAGES.backedUp,
      })),
  )

  // The answer is the archive's bytes, not JSON: no typed 200 schema to check them against.
  fastify.get<{ Params: StoredBackupParams }>(
    '/api/backups/:where/:name',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary: 'Download a stored backup as it is stored (encrypted when it was)',
        params: StoredBackupParams,
        response: { ...errorResponses },
      },
    },
    (request, reply) =>
      answering(async () => {
        const { where, name } = request.params
        const bytes = await runner.read(where, name)
        return reply
          .type(name.endsWith('.age') ? 'application/octet-stream' : 'application/gzip')
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'no-store')
          .send(bytes)
      }),
  )

  app.post(
    '/api/backups/:where/:name/restore',
    {
      config: { access: 'owner' },
      schema: {
        tags,
        summary:
          'Replace everything the site holds with a stored backup, in one transaction; the site as it was is backed up first',
        params: StoredBackupParams,
        body: RestoreBackupBody,
        response: { 200: RestoreResponse, ...errorResponses },
      },
    },
    (request) =>
      answering(async () => {
        const { where, name } = request.params
        const { before } = await runner.restore(
          where,
          name,
          request.body.passphrase,
          auditClient(request),
        )
        return { success: true as const, message: BACKUP_MESSAGES.restored(name), before }
      }),
  )
}
