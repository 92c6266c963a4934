import { Type, type Static } from 'typebox'

/** Where the dashboard downloads a backup archive (the format of `npm run backup`). */
export const BACKUP_PATH = '/api/export/backup.tar.gz'

/** Backups that run by themselves: their settings, the stored archives, restore. */
export const BACKUPS_PATHS = {
  /** GET: the stored backups and the schedule's state; POST: back up now. */
  list: '/api/backups',
  settings: '/api/backups/settings',
  /** GET: the archive as stored (encrypted when it was). */
  download: (where: BackupDestination, name: string) =>
    `/api/backups/${where}/${encodeURIComponent(name)}`,
  restore: (where: BackupDestination, name: string) =>
    `/api/backups/${where}/${encodeURIComponent(name)}/restore`,
} as const

/** One of a list of words, as a schema (validated, documented, typed). */
const oneOf = <T extends string>(values: readonly T[], options: Record<string, string> = {}) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...options })

const BACKUP_SCHEDULES = ['off', 'daily', 'weekly'] as const
export type BackupSchedule = (typeof BACKUP_SCHEDULES)[number]

export const BACKUP_DESTINATIONS = ['directory', 's3'] as const
export type BackupDestination = (typeof BACKUP_DESTINATIONS)[number]

/** Where an archive is, for people. */
export const DESTINATION_LABELS: Record<BackupDestination, string> = {
  directory: 'Data directory',
  s3: 'S3 bucket',
}

const BACKUP_REASONS = ['schedule', 'manual', 'before-restore'] as const
export type BackupReason = (typeof BACKUP_REASONS)[number]

/** Why an archive was made, for people. */
export const REASON_LABELS: Record<BackupReason, string> = {
  schedule: 'Scheduled',
  manual: 'Backed up now',
  'before-restore': 'Before a restore',
}

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const

/**
 * Archive names: `vitrine-<UTC time>.tar.gz`, `-2` when two fall in one second, `.age` when
 * encrypted. Nothing else in a destination is ever listed, read or deleted.
 */
export const BACKUP_NAME_PATTERN = '^vitrine-[0-9]{8}T[0-9]{6}Z(-[0-9]{1,3})?\\.tar\\.gz(\\.age)?$'

/** The shortest passphrase accepted: archives may sit in a bucket for years. */
export const MIN_PASSPHRASE_LENGTH = 12

const BackupS3Settings = Type.Object(
  {
    enabled: Type.Boolean({ title: 'Copy to an S3-compatible bucket' }),
    endpoint: Type.String({
      maxLength: 300,
      pattern: '^(https?://[^\\s/]+(/[^\\s]*)?)?$',
      title: 'Endpoint',
      description:
        'The address of the S3-compatible service, e.g. https://s3.eu-central-003.backblazeb2.com; empty for Amazon S3',
      errorMessage: 'Endpoint must be an address starting with https:// (or http://)',
    }),
    region: Type.String({
      maxLength: 64,
      pattern: '^[a-z0-9-]*$',
      title: 'Region',
      description: 'e.g. eu-central-1; empty means us-east-1',
      errorMessage: 'Region is a name like eu-central-1',
    }),
    bucket: Type.String({
      maxLength: 63,
      pattern: '^([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])?$',
      title: 'Bucket',
      errorMessage: 'Bucket is a bucket name: 3 to 63 lower-case letters, digits, dots and dashes',
    }),
    prefix: Type.String({
      maxLength: 200,
      pattern: '^([A-Za-z0-9._-]+/)*$',
      title: 'Folder in the bucket',
      description: 'Optional, ending with /, e.g. portfolio/',
      errorMessage:
        'Folder in the bucket is made of letters, digits, dots, dashes and underscores, each part ending with /',
    }),
    accessKey: Type.String({
      maxLength: 128,
      pattern: '^[\\x21-\\x7e]*$',
      title: 'Access key',
      errorMessage: 'Access key has no spaces',
    }),
    /** Write only: empty or left out keeps the saved one. */
    secretKey: Type.Optional(
      Type.String({
        maxLength: 256,
        pattern: '^[\\x21-\\x7e]*$',
        title: 'Secret key',
        errorMessage: 'Secret key has no spaces',
      }),
    ),
  },
  { additionalProperties: false },
)
type BackupS3Settings = Static<typeof BackupS3Settings>

export const BackupSettingsInput = Type.Object(
  {
    schedule: oneOf(BACKUP_SCHEDULES, {
      title: 'Schedule',
      errorMessage: 'Schedule is off, daily or weekly',
    }),
    time: Type.String({
      pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
      title: 'Time',
      errorMessage: 'Time is a time of day, e.g. 03:00',
    }),
    weekday: Type.Integer({ minimum: 0, maximum: 6, title: 'Day of the week' }),
    timeZone: Type.String({ minLength: 1, maxLength: 64, title: 'Time zone' }),
    keepDaily: Type.Integer({
      minimum: 1,
      maximum: 366,
      title: 'Daily backups kept',
      errorMessage: 'Daily backups kept is a number from 1 to 366',
    }),
    keepWeekly: Type.Integer({
      minimum: 0,
      maximum: 520,
      title: 'Weekly backups kept',
      errorMessage: 'Weekly backups kept is a number from 0 to 520',
    }),
    toDirectory: Type.Boolean({ title: 'Keep in the data directory' }),
    s3: BackupS3Settings,
    encrypt: Type.Boolean({ title: 'Encrypt the archives' }),
    /** Write only: empty or left out keeps the saved one. */
    passphrase: Type.Optional(
      Type.String({
        maxLength: 1024,
        title: 'Passphrase',
      }),
    ),
  },
  { additionalProperties: false },
)
export type BackupSettingsInput = Static<typeof BackupSettingsInput>

/** The settings as the dashboard sees them: secrets only as "saved". */
export const BackupSettings = Type.Object({
  schedule: oneOf(BACKUP_SCHEDULES),
  time: Type.String(),
  weekday: Type.Integer(),
  timeZone: Type.String(),
  keepDaily: Type.Integer(),
  keepWeekly: Type.Integer(),
  toDirectory: Type.Boolean(),
  s3: Type.Object({
    enabled: Type.Boolean(),
    endpoint: Type.String(),
    region: Type.String(),
    bucket: Type.String(),
    prefix: Type.String(),
    accessKey: Type.String(),
    secretKeySaved: Type.Boolean(),
  }),
  encrypt: Type.Boolean(),
  passphraseSaved: Type.Boolean(),
})
export type BackupSettings = Static<typeof BackupSettings>

export const BackupSettingsResponse = Type.Object({
  success: Type.Literal(true),
  data: BackupSettings,
  /** Every time zone the server knows, for the dashboard's choice. */
  timeZones: Type.Array(Type.String()),
  message: Type.Optional(Type.String()),
})

/** How much a site holds: what a restore replaces, and what an archive brings. */
export const ContentSummary = Type.Object({
  entries: Type.Integer(),
  images: Type.Integer(),
  messages: Type.Integer(),
})
export type ContentSummary = Static<typeof ContentSummary>

export const StoredBackup = Type.Object({
  where: oneOf(BACKUP_DESTINATIONS),
  name: Type.String(),
  createdAt: Type.String(),
  bytes: Type.Integer(),
  encrypted: Type.Boolean(),
  /** When reading it back after writing matched its checksum; null: not checked by this server. */
  checkedAt: Type.Union([Type.String(), Type.Null()]),
  reason: Type.Union([oneOf(BACKUP_REASONS), Type.Null()]),
  /** What it holds, when this server wrote it. */
  content: Type.Union([ContentSummary, Type.Null()]),
})
export type StoredBackup = Static<typeof StoredBackup>

const BackupStatus = Type.Object({
  lastSuccessAt: Type.Union([Type.String(), Type.Null()]),
  lastFailureAt: Type.Union([Type.String(), Type.Null()]),
  /** Why the last backup failed, in words; null once a later one succeeded. */
  lastFailure: Type.Union([Type.String(), Type.Null()]),
  nextRunAt: Type.Union([Type.String(), Type.Null()]),
})
type BackupStatus = Static<typeof BackupStatus>

export const BackupListResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(StoredBackup),
  status: BackupStatus,
  /** What the site holds now (what a restore would replace). */
  current: ContentSummary,
  /** A destination that could not be listed, and why. */
  problems: Type.Array(Type.String()),
})
export type BackupListResponse = Static<typeof BackupListResponse>

export const StoredBackupParams = Type.Object(
  {
    where: oneOf(BACKUP_DESTINATIONS, {
      errorMessage: 'A backup is in the data directory or the S3 bucket',
    }),
    name: Type.String({
      pattern: BACKUP_NAME_PATTERN,
      maxLength: 60,
      errorMessage: 'No backup has that name',
    }),
  },
  { additionalProperties: false },
)
export type StoredBackupParams = Static<typeof StoredBackupParams>

export const RestoreBackupBody = Type.Object(
  {
    /** The archive's passphrase, when it is not the one saved in the settings. */
    passphrase: Type.Optional(Type.String({ maxLength: 1024, title: 'Passphrase' })),
  },
  { additionalProperties: false },
)
export type RestoreBackupBody = Static<typeof RestoreBackupBody>

export const BackupMadeResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(StoredBackup),
  message: Type.String(),
})

export const RestoreResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  /** The archive made of the site as it was just before the restore. */
  before: Type.Array(StoredBackup),
})

export const BACKUP_MESSAGES = {
  settingsSaved: 'Backup settings saved',
  backedUp: 'Backup made and checked',
  restored: (name: string) => `Restored ${name}: the site shows it now`,
  unknownTimeZone: (zone: string) => `“${zone}” is not a time zone this server knows`,
  noDestination: 'Choose where backups go: the data directory, an S3 bucket, or both',
  s3Incomplete: 'To copy backups to a bucket, give its bucket name, access key and secret key',
  passphraseNeeded: 'Give a passphrase to encrypt the archives',
  passphraseTooShort: `The passphrase must have at least ${MIN_PASSPHRASE_LENGTH} characters`,
  notFound: 'There is no such backup (it may have been pruned)',
  wrongPassphrase:
    'The passphrase does not open this backup: give the passphrase it was encrypted with',
  passphraseForRestore:
    'This backup is encrypted and no passphrase is saved: give the passphrase it was encrypted with',
  busy: 'A backup or restore is already running; try again in a moment',
}
