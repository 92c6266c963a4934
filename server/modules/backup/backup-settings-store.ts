import type { Kysely } from 'kysely'
import {
  BACKUP_MESSAGES,
  MIN_PASSPHRASE_LENGTH,
  type BackupSchedule,
  type BackupSettings,
  type BackupSettingsInput,
} from '@contract/backup.ts'
import type { Database } from '@/db/schema.ts'
import { isTimeZone } from '../analytics/days.ts'
import { openSecret, sealSecret } from './sealed-secret.ts'
import type { S3Target } from './s3-destination.ts'

/** The settings with their secrets opened, for the runner. */
export interface BackupPlan extends BackupSettings {
  /** Set when archives go to a bucket; undefined secretKey: sealed under another server secret. */
  s3Target: (Omit<S3Target, 'secretKey'> & { secretKey: string | undefined }) | undefined
  /** Set when archives are encrypted; undefined: sealed under another server secret. */
  passphrase: string | undefined
}

/** A setting the owner must correct: answered 400 with this message, nothing saved. */
export class BackupSettingsError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BackupSettingsError'
  }
}

/** The one row of backup settings, and the scheduler's state row. */
export function backupSettingsStore(db: Kysely<Database>, serverSecret: Uint8Array) {
  async function row() {
    return db
      .selectFrom('backup_settings')
      .selectAll()
      .where('id', '=', 1)
      .executeTakeFirstOrThrow()
  }

  function view(settings: Awaited<ReturnType<typeof row>>): BackupSettings {
    return {
      schedule: settings.schedule as BackupSchedule,
      time: settings.time,
      weekday: settings.weekday,
      timeZone: settings.time_zone,
      keepDaily: settings.keep_daily,
      keepWeekly: settings.keep_weekly,
      toDirectory: Boolean(settings.to_directory),
      s3: {
        enabled: Boolean(settings.to_s3),
        endpoint: settings.s3_endpoint,
        region: settings.s3_region,
        bucket: settings.s3_bucket,
        prefix: settings.s3_prefix,
        accessKey: settings.s3_access_key,
        secretKeySaved: settings.s3_secret_sealed !== null,
      },
      encrypt: settings.passphrase_sealed !== null,
      passphraseSaved: settings.passphrase_sealed !== null,
    }
  }

  return {
    async settings(): Promise<BackupSettings> {
      return view(await row())
    },

    /** When the schedule was last saved: scheduled times before it are not due. */
    async savedAt(): Promise<string> {
      return (await row()).updated_at
    },

    async plan(): Promise<BackupPlan> {
      const settings = await row()
      const shown = view(settings)
      return {
        ...shown,
        s3Target: shown.s3.enabled
          ? {
              endpoint: settings.s3_endpoint,
              region: settings.s3_region,
              bucket: settings.s3_bucket,
              prefix: settings.s3_prefix,
              accessKey: settings.s3_access_key,
              secretKey: settings.s3_secret_sealed
                ? openSecret(serverSecret, settings.s3_secret_sealed)
                : undefined,
            }
          : undefined,
        passphrase: settings.passphrase_sealed
          ? openSecret(serverSecret, settings.passphrase_sealed)
          : undefined,
      }
    },

    /**
     * Checks and saves the owner's settings. A secret left empty keeps the saved one; turning
     * encryption off forgets the passphrase. Answers the S3 target to check before saving, when
     * the bucket's settings changed.
     */
    async prepare(input: BackupSettingsInput) {
      if (!isTimeZone(input.timeZone)) {
        throw new BackupSettingsError(BACKUP_MESSAGES.unknownTimeZone(input.timeZone))
      }
      if (!input.toDirectory && !input.s3.enabled) {
        throw new BackupSettingsError(BACKUP_MESSAGES.noDestination)
      }
      const current = await row()
      const secretKey = input.s3.secretKey || openSavedSecret(current.s3_secret_sealed)
      if (input.s3.enabled && (!input.s3.bucket || !input.s3.accessKey || !secretKey)) {
        throw new BackupSettingsError(BACKUP_MESSAGES.s3Incomplete)
      }
      const passphrase = input.encrypt
        ? input.passphrase || openSavedSecret(current.passphrase_sealed)
        : undefined
      if (input.encrypt && !passphrase)
        throw new BackupSettingsError(BACKUP_MESSAGES.passphraseNeeded)
      if (input.passphrase && input.passphrase.length < MIN_PASSPHRASE_LENGTH) {
        throw new BackupSettingsError(BACKUP_MESSAGES.passphraseTooShort)
      }
      const target: S3Target | undefined = input.s3.enabled
        ? {
            endpoint: input.s3.endpoint.replace(/\/+$/, ''),
            region: input.s3.region,
            bucket: input.s3.bucket,
            prefix: input.s3.prefix,
            accessKey: input.s3.accessKey,
            secretKey: secretKey!,
          }
        : undefined
      const bucketChanged =
        target !== undefined &&
        (!current.to_s3 ||
          Boolean(input.s3.secretKey) ||
          target.endpoint !== current.s3_endpoint ||
          target.region !== current.s3_region ||
          target.bucket !== current.s3_bucket ||
          target.prefix !== current.s3_prefix ||
          target.accessKey !== current.s3_access_key)
      const scheduleChanged =
        input.schedule !== current.schedule ||
        input.time !== current.time ||
        input.weekday !== current.weekday ||
        input.timeZone !== current.time_zone
      return {
        /** The bucket to check before saving (its settings are new). */
        check: bucketChanged ? target : undefined,
        save: async () => {
          await db
            .updateTable('backup_settings')
            .set({
              schedule: input.schedule,
              time: input.time,
              weekday: input.weekday,
              time_zone: input.timeZone,
              keep_daily: input.keepDaily,
              keep_weekly: input.keepWeekly,
              to_directory: input.toDirectory ? 1 : 0,
              to_s3: input.s3.enabled ? 1 : 0,
              // Bucket settings are kept when the copy is turned off, to turn it on again.
              ...(target
                ? {
                    s3_endpoint: target.endpoint,
                    s3_region: target.region,
                    s3_bucket: target.bucket,
                    s3_prefix: target.prefix,
                    s3_access_key: target.accessKey,
                  }
                : {}),
              ...(input.s3.secretKey
                ? { s3_secret_sealed: sealSecret(serverSecret, input.s3.secretKey) }
                : {}),
              passphrase_sealed:
                input.encrypt && passphrase ? sealSecret(serverSecret, passphrase) : null,
              ...(scheduleChanged ? { updated_at: new Date().toISOString() } : {}),
            })
            .where('id', '=', 1)
            .execute()
        },
      }
    },

    state() {
      return db.selectFrom('backup_state').selectAll().where('id', '=', 1).executeTakeFirstOrThrow()
    },

    /**
     * Takes the scheduler's lease for the scheduled time `due`, unless another instance holds a
     * lease that has not run out or that time is already done: one instance at a time runs it.
     */
    async takeLease(holder: string, due: string, until: Date): Promise<boolean> {
      const now = new Date().toISOString()
      const result = await db
        .updateTable('backup_state')
        .set({ lease_holder: holder, lease_until: until.toISOString() })
        .where('id', '=', 1)
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
        .where((eb) => eb.or([eb('last_slot', 'is', null), eb('last_slot', '<', due)]))
        .executeTakeFirst()
      return result.numUpdatedRows > 0n
    },

    /** The scheduled time is done (whatever the outcome, which was recorded and reported). */
    async releaseLease(holder: string, doneAt: Date) {
      await db
        .updateTable('backup_state')
        .set({ lease_holder: null, lease_until: null, last_slot: doneAt.toISOString() })
        .where('id', '=', 1)
        .where('lease_holder', '=', holder)
        .execute()
    },

    async recordSuccess(at: Date) {
      await db
        .updateTable('backup_state')
        .set({ last_success_at: at.toISOString(), last_failure: null })
        .where('id', '=', 1)
        .execute()
    },

    async recordFailure(at: Date, message: string) {
      await db
        .updateTable('backup_state')
        .set({ last_failure_at: at.toISOString(), last_failure: message })
        .where('id', '=', 1)
        .execute()
    },
  }

  function openSavedSecret(sealed: string | null): string | undefined {
    return sealed ? openSecret(serverSecret, sealed) : undefined
  }
}
