import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import {
  BACKUP_MESSAGES,
  type BackupDestination,
  type BackupReason,
  type StoredBackup,
} from '@contract/backup.ts'
import { withSnapshotHandle } from './snapshot-handle.ts'
import { auditLog, type AuditRecord } from '../history/audit-log.ts'
import { renderMail } from '../mail/mail-layout.ts'
import { mailBranding } from '../mail/mail-branding.ts'
import {
  decryptArchive,
  encryptArchive,
  ENCRYPTED_SUFFIX,
  WrongPassphraseError,
} from './archive-encryption.ts'
import { readBackupArchive, sha256 } from './backup-archive.ts'
import {
  BackupNotFoundError,
  DestinationError,
  directoryDestination,
  type Destination,
} from './backup-destinations.ts'
import { archivesToKeep, attemptOf } from './backup-retention.ts'
import { backupSettingsStore, type BackupPlan } from './backup-settings-store.ts'
import { createBackup } from './create-backup.ts'
import { restoreBackup, type RestoreSummary } from './restore-backup.ts'
import { s3Destination, s3Label } from './s3-destination.ts'
import { backupCatalog, summarize } from './stored-backups.ts'

/** A backup or restore that could not be done; the message says why, in words. */
export class BackupFailedError extends Error {
  constructor(
    message: string,
    /** 400: the owner can correct it (a passphrase); 409: busy; 502: a destination failed. */
    readonly status: 400 | 404 | 409 | 502 = 502,
  ) {
    super(message)
    this.name = 'BackupFailedError'
  }
}

/** Who asked: the account log records it. */
export type Requester = Pick<AuditRecord, 'address' | 'browser'>
const SCHEDULER: Requester = { address: 'this server', browser: 'backup schedule' }

function archiveStamp(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
  return `vitrine-${stamp}`
}

function archiveName(at: Date, attempt: number, encrypted: boolean): string {
  return `${archiveStamp(at)}${attempt > 1 ? `-${attempt}` : ''}.tar.gz${encrypted ? ENCRYPTED_SUFFIX : ''}`
}

/**
 * Makes, checks, stores and prunes backups, and restores one; one at a time in this process.
 * A backup reads its snapshot on a connection of its own (SQLite) or from the pool (PostgreSQL),
 * and encrypts off the main thread, so requests keep being served meanwhile.
 */
export function backupRunner(app: FastifyInstance) {
  const settings = backupSettingsStore(app.database.db, app.authKey)
  const catalog = backupCatalog(app.database.db)
  const audit = auditLog(app.database.db)
  let busy = false

  function destinations(plan: BackupPlan): { usable: Destination[]; problems: string[] } {
    const usable: Destination[] = []
    const problems: string[] = []
    if (plan.toDirectory) usable.push(directoryDestination(app.config.dataDir))
    if (plan.s3Target) {
      const { secretKey, ...target } = plan.s3Target
      if (secretKey) usable.push(s3Destination({ ...target, secretKey }))
      else
        problems.push(
          `The secret key of ${s3Label(target)} was saved by a server with another secret (AUTH_SECRET): enter it again in the backup settings`,
        )
    }
    return { usable, problems }
  }

  /** Every destination the settings name (for listing, download, restore). */
  async function configuredDestinations() {
    return destinations(await settings.plan())
  }

  async function destination(where: BackupDestination): Promise<Destination> {
    const found = (await configuredDestinations()).usable.find((each) => each.where === where)
    if (!found) throw new BackupFailedError(BACKUP_MESSAGES.notFound, 404)
    return found
  }

  async function exclusive<T>(work: () => Promise<T>): Promise<T> {
    if (busy) throw new BackupFailedError(BACKUP_MESSAGES.busy, 409)
    busy = true
    try {
      return await work()
    } finally {
      busy = false
    }
  }

  async function makeBackup(reason: BackupReason, requester: Requester): Promise<StoredBackup[]> {
    const at = new Date()
    const plan = await settings.plan()
    const { usable, problems } = destinations(plan)
    if (plan.encrypt && plan.passphrase === undefined) {
      throw new BackupFailedError(
        'The archive passphrase was saved by a server with another secret (AUTH_SECRET): enter it again in the backup settings',
      )
    }
    if (usable.length === 0)
      throw new BackupFailedError(problems.join('; ') || BACKUP_MESSAGES.noDestination)

    const staging = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'vitrine-stored-backup-'))
    const stored: StoredBackup[] = []
    try {
      const file = path.join(staging, 'backup.tar.gz')
      // Page views counted in the last second are in the archive too.
      await app.repositories.analyticsEvents.flush()
      const summary = await withSnapshotHandle(app, (handle) => createBackup(handle, file))
      // The archive reads back whole (every file's checksum) before it goes anywhere.
      await readBackupArchive(file)
      const archive = await fs.promises.readFile(file)
      let payload: Buffer = archive
      if (plan.passphrase !== undefined) {
        payload = await encryptArchive(archive, plan.passphrase)
        const opened = await decryptArchive(payload, plan.passphrase)
        if (sha256(opened) !== sha256(archive)) {
          throw new BackupFailedError(
            'The encrypted archive did not decrypt to the archive written',
          )
        }
      }
      const checksum = sha256(payload)
      // A later archive of the same second takes a higher number than any still stored from it,
      // encrypted or not (retention reads the higher number as the newer archive), and never
      // the name of an archive already there: a bucket may hold archives this database does not
      // know (another install, or a catalogue restored from before they were made).
      const stamp = archiveStamp(at)
      const sameSecond = await catalog.namesStartingWith(stamp)
      for (const destination of usable) {
        const stored = await destination.list().catch(() => [])
        sameSecond.push(
          ...stored.map((object) => object.name).filter((each) => each.startsWith(stamp)),
        )
      }
      const attempt = Math.max(0, ...sameSecond.map(attemptOf)) + 1
      const name = archiveName(at, attempt, plan.encrypt)
      const content = summarize(summary.tables)

      for (const destination of usable) {
        try {
          await destination.put(name, payload)
          // Checked: what the destination gives back is what was written, byte for byte.
          const back = await destination.get(name)
          if (back.length !== payload.length || sha256(back) !== checksum) {
            await destination.remove(name).catch(() => {})
            throw new DestinationError(
              `The copy in ${destination.label} did not read back as it was written (${back.length} bytes instead of ${payload.length}): it was deleted`,
            )
          }
          const entry = {
            where: destination.where,
            name,
            createdAt: at,
            bytes: payload.length,
            sha256: checksum,
            reason,
            content,
          }
          await catalog.add(entry, new Date())
          stored.push({
            where: destination.where,
            name,
            createdAt: at.toISOString(),
            bytes: payload.length,
            encrypted: plan.encrypt,
            checkedAt: new Date().toISOString(),
            reason,
            content,
          })
          await prune(destination, plan, name)
        } catch (error) {
          problems.push(error instanceof Error ? error.message : String(error))
        }
      }
      if (stored.length > 0) {
        await audit.record({
          event: 'backup',
          ...requester,
          detail: `${name} to ${stored.map((each) => (each.where === 's3' ? 'the S3 bucket' : 'the data directory')).join(' and ')}`,
        })
      }
      if (problems.length > 0) throw new BackupFailedError(problems.join('; '))
      return stored
    } finally {
      await fs.promises.rm(staging, { recursive: true, force: true })
    }
  }

  /** Deletes what the retention rule does not keep, from this destination and the catalogue. */
  async function prune(destination: Destination, plan: BackupPlan, made: string) {
    const names = (await destination.list()).map((object) => object.name)
    const keep = archivesToKeep(names, plan).add(made)
    for (const name of names) {
      if (keep.has(name)) continue
      await destination.remove(name)
      await catalog.remove(destination.where, name)
      app.log.info({ event: 'backup_pruned', where: destination.where, name }, 'old backup deleted')
    }
  }

  async function reportFailure(error: unknown, reason: BackupReason) {
    const message = error instanceof Error ? error.message : String(error)
    await settings.recordFailure(new Date(), message).catch(() => {})
    app.log.error({ event: 'backup_failed', reason, message }, 'backup failed')
    if (reason !== 'schedule') return
    // Nothing fails silently: the owner is told by mail, and the Data page says it too.
    try {
      const owner = await app.database.db
        .selectFrom('owner')
        .select(['email', 'name'])
        .executeTakeFirst()
      if (!owner) return
      const branding = await mailBranding(app)
      const content = renderMail({
        siteName: branding.siteName,
        heading: 'The scheduled backup failed',
        paragraphs: [
          `Hello ${owner.name},`,
          `The backup of ${branding.siteName} scheduled for ${new Date().toUTCString()} failed: ${message}`,
          'Your site keeps running. Fix the cause, then use “Back up now” on the Data page to check.',
        ],
        action: { label: 'Open the Data page', url: `${branding.publicUrl}/dashboard/data` },
        footnote: `Sent by ${branding.publicUrl} because a scheduled backup failed.`,
      })
      app.mailer.sendInBackground(
        { to: owner.email, subject: `Backup failed: ${branding.siteName}`, ...content },
        app.log,
      )
    } catch (mailError) {
      app.log.error({ err: mailError }, 'the backup failure could not be mailed')
    }
  }

  return {
    settings,
    catalog,
    configuredDestinations,

    /** Makes a backup to every configured destination; failures are recorded (and mailed). */
    async backUp(reason: BackupReason, requester: Requester = SCHEDULER): Promise<StoredBackup[]> {
      return exclusive(async () => {
        try {
          const stored = await makeBackup(reason, requester)
          await settings.recordSuccess(new Date())
          return stored
        } catch (error) {
          await reportFailure(error, reason)
          throw error instanceof BackupFailedError
            ? error
            : new BackupFailedError(error instanceof Error ? error.message : String(error))
        }
      })
    },

    /** The archive as stored, for a download. */
    async read(where: BackupDestination, name: string): Promise<Buffer> {
      try {
        return await (await destination(where)).get(name)
      } catch (error) {
        if (error instanceof BackupNotFoundError)
          throw new BackupFailedError(BACKUP_MESSAGES.notFound, 404)
        throw error
      }
    },

    /**
     * Restores a stored archive: fetched and checked whole first (decrypted with the passphrase
     * given, or the saved one), then the site as it is now is backed up, then everything is
     * replaced in one transaction. The running server serves the restored content at once.
     */
    async restore(
      where: BackupDestination,
      name: string,
      passphrase: string | undefined,
      requester: Requester,
    ): Promise<{ before: StoredBackup[]; summary: RestoreSummary }> {
      let bytes = await this.read(where, name)
      if (name.endsWith(ENCRYPTED_SUFFIX)) {
        const key = passphrase || (await settings.plan()).passphrase
        if (!key) throw new BackupFailedError(BACKUP_MESSAGES.passphraseForRestore, 400)
        try {
          bytes = await decryptArchive(bytes, key)
        } catch (error) {
          if (error instanceof WrongPassphraseError)
            throw new BackupFailedError(BACKUP_MESSAGES.wrongPassphrase, 400)
          throw error
        }
      }
      const staging = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'vitrine-restore-'))
      try {
        const file = path.join(staging, name.replace(ENCRYPTED_SUFFIX, ''))
        await fs.promises.writeFile(file, bytes, { mode: 0o600 })
        await readBackupArchive(file)
        let before: StoredBackup[]
        try {
          before = await this.backUp('before-restore', requester)
        } catch (error) {
          throw new BackupFailedError(
            `The site could not be backed up before the restore, so nothing was restored: ${(error as Error).message}`,
            (error as BackupFailedError).status === 409 ? 409 : 502,
          )
        }
        const summary = await exclusive(() =>
          restoreBackup(app.database, file, {
            replace: true,
            requester: { ...requester, detail: name },
          }),
        )
        // This server drops what it kept of the old content now, not at its next check.
        app.repositories.imageVariants.clear()
        app.contentVersion.bump()
        return { before, summary }
      } finally {
        await fs.promises.rm(staging, { recursive: true, force: true })
      }
    },
  }
}

export type BackupRunner = ReturnType<typeof backupRunner>
