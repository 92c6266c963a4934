import { Type, type Static } from 'typebox'
import { PASSKEY_FAILURES, type PasskeyFailure } from './account.ts'
import { LimitParam, PageParam } from './common.ts'
import { CONTENT_TYPE_LIST } from './content-types.ts'

/** Revisions kept per record unless HISTORY_REVISIONS says otherwise. */
export const DEFAULT_HISTORY_REVISIONS = 50
/** Days a deleted record stays in the trash unless TRASH_DAYS says otherwise. */
export const DEFAULT_TRASH_DAYS = 30

/**
 * Every record history is kept for, by its name: the content types (contract/content-types.ts)
 * and the records that are not lists. `message` (the inbox) has a trash but no revisions.
 */
export const HISTORY_TYPES = [
  ...CONTENT_TYPE_LIST.map((type) => ({ name: type.name, title: type.title, noun: type.noun })),
  { name: 'userdetails', title: 'Profile', noun: 'profile' },
  { name: 'settings', title: 'Site settings', noun: 'site settings' },
  { name: 'post', title: 'Posts', noun: 'post' },
  { name: 'page', title: 'Pages', noun: 'page' },
  { name: 'section', title: 'Custom sections', noun: 'section' },
  { name: 'section-item', title: 'Section items', noun: 'item' },
] as const satisfies readonly { name: string; title: string; noun: string }[]

/** What the trash can hold: every history type, and inbox messages. */
const TRASH_TYPES = [
  ...HISTORY_TYPES,
  { name: 'message', title: 'Messages', noun: 'message' },
] as const

/** What one record of a type is called, for people ("Restore this project"). */
export function historyNoun(type: string): string {
  return TRASH_TYPES.find((known) => known.name === type)?.noun ?? 'item'
}

const REVISION_ACTIONS = ['create', 'update', 'delete', 'restore'] as const
export type RevisionAction = (typeof REVISION_ACTIONS)[number]

export const RevisionsQuery = Type.Object(
  {
    type: Type.String({ minLength: 1, maxLength: 40, title: 'Type' }),
    id: Type.String({
      pattern: '^[0-9]{1,15}$',
      title: 'Id',
      errorMessage: 'Id must be a record id (digits)',
    }),
  },
  { additionalProperties: false },
)
export type RevisionsQuery = Static<typeof RevisionsQuery>

export const Revision = Type.Object({
  _id: Type.String(),
  at: Type.String(),
  action: Type.Unsafe<RevisionAction>({ type: 'string', enum: [...REVISION_ACTIONS] }),
  summary: Type.String(),
  /** The whole record as it was after the write (as the type's own API answers it). */
  data: Type.Record(Type.String(), Type.Unknown()),
})
export type Revision = Static<typeof Revision>

export const HistoryType = Type.Object({ name: Type.String(), title: Type.String() })
export type HistoryType = Static<typeof HistoryType>

export const TrashItem = Type.Object({
  _id: Type.String(),
  type: Type.String(),
  /** The record's own id, which it gets back when restored. */
  id: Type.String(),
  title: Type.String(),
  deletedAt: Type.String(),
  /** When the trash empties it by itself (TRASH_DAYS after the delete). */
  expiresAt: Type.String(),
})
export type TrashItem = Static<typeof TrashItem>

/** Items a page of the trash holds at most; without paging, the newest this many answer. */
export const TRASH_PAGE_MAX = 500

/** `GET /api/trash`'s query: a page (from 1) of `limit` items. */
export const TrashQuery = Type.Object(
  {
    page: PageParam,
    limit: LimitParam(TRASH_PAGE_MAX),
  },
  { additionalProperties: false },
)
export type TrashQuery = Static<typeof TrashQuery>

/** A page of the trash, newest first, with how many items it holds in all. */
export const TrashPage = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(TrashItem),
  /** How many days an item stays (TRASH_DAYS). */
  keepDays: Type.Integer(),
  total: Type.Integer({ description: 'Items in the trash, on every page' }),
  page: Type.Integer(),
  limit: Type.Integer(),
})
export type TrashPage = Static<typeof TrashPage>

const AUDIT_EVENTS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'password-changed',
  'reset-requested',
  'reset-redeemed',
  'backup',
  'restore',
  'backup-settings-changed',
  'settings-changed',
  'two-factor-on',
  'two-factor-off',
  'recovery-codes-renewed',
  'passkey-added',
  'passkey-renamed',
  'passkey-removed',
  'session-ended',
  'other-sessions-ended',
] as const
export type AuditEvent = (typeof AUDIT_EVENTS)[number]

/** What the account log says of each event, for people. */
export const AUDIT_EVENT_LABELS: Record<AuditEvent, string> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in',
  'sign-out': 'Signed out',
  'password-changed': 'Password changed',
  'reset-requested': 'Password reset requested',
  'reset-redeemed': 'Password reset with an e-mailed link',
  // The detail says how: downloaded, scheduled, backed up now, before a restore.
  backup: 'Backup made',
  restore: 'Backup restored',
  'backup-settings-changed': 'Backup settings changed',
  'settings-changed': 'Sign-in settings changed',
  'two-factor-on': 'Two-factor sign-in turned on',
  'two-factor-off': 'Two-factor sign-in turned off',
  'recovery-codes-renewed': 'New recovery codes made',
  'passkey-added': 'Passkey added',
  'passkey-renamed': 'Passkey renamed',
  'passkey-removed': 'Passkey removed',
  'session-ended': 'Signed out of another session',
  'other-sessions-ended': 'Signed out everywhere else',
}

/**
 * An entry's detail as the owner reads it: a failed passkey sign-in is stored as a reason code
 * (`passkey: <code>`, never text from the request) and shown in words.
 */
export function auditDetail(event: AuditEvent, detail: string): string {
  const code = event === 'sign-in-failed' ? /^passkey: ([a-z-]+)$/.exec(detail)?.[1] : undefined
  return code !== undefined && Object.hasOwn(PASSKEY_FAILURES, code)
    ? PASSKEY_FAILURES[code as PasskeyFailure]
    : detail
}

export const AuditEntry = Type.Object({
  _id: Type.String(),
  at: Type.String(),
  event: Type.Unsafe<AuditEvent>({ type: 'string', enum: [...AUDIT_EVENTS] }),
  /** The client address as the sign-in throttle keys it (an IPv6 address by its /64). */
  address: Type.String(),
  /** A short browser description, e.g. "Chrome 131 on macOS". */
  browser: Type.String(),
  detail: Type.String(),
})
export type AuditEntry = Static<typeof AuditEntry>

export const AuditQuery = Type.Object(
  {
    page: PageParam,
    limit: Type.Optional(
      Type.String({
        pattern: '^([1-9][0-9]?|100)$',
        title: 'Limit',
        errorMessage: 'Limit must be a whole number from 1 to 100',
      }),
    ),
  },
  { additionalProperties: false },
)
export type AuditQuery = Static<typeof AuditQuery>

export const AuditPage = Type.Object({
  entries: Type.Array(AuditEntry),
  page: Type.Integer(),
  pages: Type.Integer(),
  total: Type.Integer(),
})
export type AuditPage = Static<typeof AuditPage>

/** Messages of the history routes. */
export const HISTORY_MESSAGES = {
  restored: 'Restored',
  trashRestored: 'Put back',
  trashDeleted: 'Deleted for good',
  unknownType: (name: string) =>
    `Unknown type "${name}": GET /api/revisions/types lists the types history is kept for`,
  /** A restore that would clash with what is there now (e.g. a post's address taken since). */
  clash: (what: string) => `It cannot come back as it was: ${what}`,
  /** A put back past a limit: the limit's own words (the site has 50 pages already…). */
  full: (what: string) => `It cannot come back: ${what}`,
  /** A record whose parent is not there (an item of a section in the trash). */
  orphan: 'It cannot come back alone: what it belongs to is in the trash; put that back first',
}
