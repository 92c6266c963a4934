import type { Generated, Insertable, Selectable } from 'kysely'
import type { ContentTable } from '@contract/content-types.ts'

/**
 * The database shape. Column names are plain words; the wire names of docs/contract.md §7
 * (`clg`, `profone`, …) appear only in contract/ and in the presenters.
 * Timestamps are ISO-8601 text in both SQLite and PostgreSQL, so one query layer fits both.
 */
export interface Database {
  owner: OwnerTable
  media: MediaTable
  image_variants: ImageVariantTable
  contact_messages: ContactMessageTable
  skills: SkillTable
  projects: ProjectTable
  project_images: ProjectImageTable
  about_paragraphs: AboutParagraphTable
  education: EducationTable
  experience: ExperienceTable
  certificates: CertificateTable
  testimonials: TestimonialTable
  publications: PublicationTable
  posts: PostTable
  post_images: PostImageTable
  pages: PageTable
  page_images: PageImageTable
  sections: SectionTable
  section_items: SectionItemTable
  translations: TranslationTable
  imports: ImportTable
  project_sources: ProjectSourceTable
  user_details: UserDetailsTable
  site_settings: SiteSettingsTable
  login_attempts: LoginAttemptTable
  password_reset_tokens: PasswordResetTokenTable
  rate_counters: RateCounterTable
  content_state: ContentStateTable
  revisions: RevisionTable
  trash: TrashTable
  trash_images: TrashImageTable
  audit_log: AuditLogTable
  analytics_events: AnalyticsEventTable
  analytics_daily: AnalyticsDailyTable
  analytics_salts: AnalyticsSaltTable
  analytics_settings: AnalyticsSettingsTable
  recovery_codes: RecoveryCodeTable
  passkeys: PasskeyTable
  sessions: SessionTable
  auth_challenges: AuthChallengeTable
  backup_settings: BackupSettingsTable
  backup_state: BackupStateTable
  backup_catalog: BackupCatalogTable
}

interface OwnerTable {
  id: Generated<number>
  username: string
  name: string
  email: string
  password_hash: string
  /** Bumped on every password change or reset: tokens that carry an older one are refused. */
  token_version: Generated<number>
  /** The two-factor secret (base32) once confirmed; null while two-factor is off. */
  totp_secret: string | null
  /** A secret made by 2fa/setup, waiting for its first code. */
  totp_pending_secret: string | null
  /** The last 30-second step a code was accepted for: a code works once. */
  totp_last_step: number | null
  created_at: string
  updated_at: string
}

interface MediaTable {
  /** sha256 of the stored bytes, hex: also the public file name. */
  hash: string
  content_type: string
  extension: string
  bytes: Uint8Array
  width: number
  height: number
  created_at: string
}

/** A derived cache of `media`: one image at one width in one format (see media/README.md). */
interface ImageVariantTable {
  hash: string
  width: number
  /** 'avif' or 'webp': also the file extension. */
  format: string
  bytes: Uint8Array
  created_at: string
}

interface ContactMessageTable {
  id: Generated<number>
  name: string
  email: string
  message: string
  sender_address: string
  created_at: string
  /** When the owner opened it; null while unread. */
  read_at: string | null
  /** The language of the page it was sent from (migration 0030); null when not known. */
  language: string | null
}

/** Columns every ordered content list has. */
interface Ordered {
  id: Generated<number>
  position: number
  created_at: string
  updated_at: string
}

interface SkillTable extends Ordered {
  name: string
  /** A stored image, or (never both) … */
  image_hash: string | null
  /** … an external image link (JSON Resume import), never fetched; neither: a logo is drawn. */
  image_url: string | null
}

interface ProjectTable extends Ordered {
  title: string
  description: string
  tools: string
  github_url: string
  live_url: string
  /** At most one of the two is set, as for skills; neither: the site draws a panel. */
  image_hash: string | null
  image_url: string | null
  /** The case study's page, `/projects/<slug>` (migration 0012); null: no page. */
  slug: Generated<string | null>
  /** The case study in Markdown, and the HTML rendered from it when saved ('' when none). */
  body: Generated<string>
  html: Generated<string>
  /** Shown large on the home and projects pages (migration 0026): 0 or 1. */
  featured: Generated<number>
  /** The case study's facts as the owner typed them (migration 0027); '' when none. */
  role: Generated<string>
  team: Generated<string>
  timeline: Generated<string>
  /** JSON lists (migration 0027): the outcome figures, and the gallery (StoredGalleryImage). */
  outcomes: Generated<string>
  gallery: Generated<string>
}

/** Stored images a project's gallery has used (migration 0027): kept while the project exists. */
interface ProjectImageTable {
  id: Generated<number>
  project_id: number
  image_hash: string
}

interface AboutParagraphTable extends Ordered {
  paragraph: string
}

interface EducationTable extends Ordered {
  years: string
  institution: string
  degree: string
  status: string
  link: string
}

interface ExperienceTable extends Ordered {
  duration: string
  title: string
  company: string
  tech_stack: string
  /** Markdown-lite (paragraphs, bullet points, bold, code, links); '' when there is none. */
  description: Generated<string>
  link: string
  certificate_url: string
}

interface CertificateTable extends Ordered {
  title: string
  description: string
  issued_on: string
  platform: string
  label: string
  certificate_url: string
}

interface TestimonialTable extends Ordered {
  quote: string
  name: string
  role: string
  company: string
  link: string
  /** At most one of the two: a stored photo or a link; neither, the site draws their initials. */
  image_hash: string | null
  image_url: string | null
}

interface PublicationTable extends Ordered {
  title: string
  publisher: string
  /** As the owner typed it ("March 2024"). */
  published_on: string
  link: string
  /** Markdown-lite. */
  summary: string
  /** At most one of the two: a stored image or a link; neither, none is shown. */
  image_hash: string | null
  image_url: string | null
}

export interface UserDetailsTable {
  id: Generated<number>
  name: string
  title_1: string
  title_2: string
  title_3: string
  title_4: string
  current_status: string
  /** At most one of the two: neither means the bundled default photo. */
  image_hash: string | null
  image_url: string | null
  created_at: string
  updated_at: string
}

export interface SiteSettingsTable {
  /** Always 1: there is one settings record. */
  id: number
  /** The SiteSettings object of contract/site-settings.ts, as JSON. */
  value: string
  updated_at: string
  /**
   * The owner's overrides of the public site's fixed texts (migration 0030): JSON
   * `{ language: { key: message } }`.
   */
  site_texts: Generated<string>
}

/** Login throttling: one row per (address, username) pair and one per address (username ''). */
interface LoginAttemptTable {
  address: string
  /** '' for the per-address ceiling, which counts failures for every username. */
  username: string
  /** Attempts counted since the last quiet period (a success takes its own back). */
  failures: number
  last_attempt_at: string
  locked_until: string | null
}

/** Password-reset links: only the sha256 of each link's one-time id is kept. */
interface PasswordResetTokenTable {
  id_hash: string
  owner_id: number
  expires_at: string
  used_at: string | null
  created_at: string
}

/** One row (id 1): bumped when content is replaced from outside the servers (a restore). */
interface ContentStateTable {
  id: number
  version: number
  changed_at: string
}

/** Fixed-window request counters (contact messages a day, reset requests an hour, …). */
interface RateCounterTable {
  scope: string
  subject: string
  /** ISO start of the window, e.g. the UTC day or hour. */
  window_start: string
  hits: number
}

export type OwnerRow = Selectable<OwnerTable>
export type MediaRow = Selectable<MediaTable>
export type ContactMessageRow = Selectable<ContactMessageTable>
export type SkillRow = Selectable<SkillTable>
export type ProjectRow = Selectable<ProjectTable>
export type AboutParagraphRow = Selectable<AboutParagraphTable>
export type EducationRow = Selectable<EducationTable>
export type ExperienceRow = Selectable<ExperienceTable>
export type CertificateRow = Selectable<CertificateTable>
export type TestimonialRow = Selectable<TestimonialTable>
export type PublicationRow = Selectable<PublicationTable>
export type UserDetailsRow = Selectable<UserDetailsTable>
export type LoginAttemptRow = Selectable<LoginAttemptTable>
export type PasswordResetTokenRow = Selectable<PasswordResetTokenTable>

/** The content tables whose records the owner orders: one per content type. */
export type OrderedTable = ContentTable

/** Posts (migration 0010): times are ISO-8601 text; tags a JSON array of strings. */
export interface PostTable {
  id: Generated<number>
  slug: string
  title: string
  summary: string
  body: string
  html: string
  tags: string
  reading_minutes: number
  status: 'draft' | 'published'
  publish_at: string | null
  published_at: string | null
  created_at: string
  updated_at: string
  /** The cover (migration 0011), or null. */
  image_hash: string | null
  /** The language it is written in (migration 0030); null: the site's default language. */
  language: Generated<string | null>
  /** Posts translating one another share it (migration 0030); null: a post alone. */
  translation_group: Generated<number | null>
}
export type PostRow = Selectable<PostTable>

/** Stored images a post's body has used (migration 0011): kept while the post exists. */
interface PostImageTable {
  id: Generated<number>
  post_id: number
  image_hash: string
}

/** Pages (migration 0022): flags are 0 or 1; `position` from 1, the owner's order. */
export interface PageTable {
  id: Generated<number>
  address: string
  title: string
  body: string
  html: string
  status: 'draft' | 'published'
  in_navigation: number
  in_footer: number
  show_updated: number
  position: number
  created_at: string
  updated_at: string
}
export type PageRow = Selectable<PageTable>

/** Stored images a page's body has used (migration 0022): kept while the page exists. */
interface PageImageTable {
  id: Generated<number>
  page_id: number
  image_hash: string
}

/**
 * Custom sections (migration 0023): `fields` is the JSON of the field list (contract/section.ts),
 * `icon` and `layout` names from the contract; `position` from 1, the owner's order.
 */
export interface SectionTable {
  id: Generated<number>
  address: string
  name: string
  intro: string
  icon: string
  layout: string
  fields: string
  /** The JSON Resume list the section maps to; null: it travels in the x-vitrine extension. */
  resume_list: string | null
  position: number
  created_at: string
  updated_at: string
}
export type SectionRow = Selectable<SectionTable>

/**
 * An item of a custom section (migration 0023): `field_values` is the JSON of its values by field
 * kind, kept for kinds the section no longer has too; `position` orders it within its section.
 */
interface SectionItemTable {
  id: Generated<number>
  section_id: number
  field_values: string
  /** Its stored image (the section's `image` field), if any. */
  image_hash: string | null
  position: number
  created_at: string
  updated_at: string
}
export type SectionItemRow = Selectable<SectionItemTable>

/**
 * One field of one record in one of the site's additional languages (migration 0029): `type` is
 * the record's history name, `html` a Markdown field's translation rendered when saved.
 */
interface TranslationTable {
  type: string
  record_id: number
  field: string
  language: string
  text: string
  html: string | null
  updated_at: string
}
export type TranslationRow = Selectable<TranslationTable>

/** One owner write to one record (migration 0013): the record after it, as JSON. */
interface RevisionTable {
  id: Generated<number>
  /** The history type's name (contract/history.ts). */
  type: string
  record_id: number
  action: 'create' | 'update' | 'delete' | 'restore'
  summary: string
  /** The row as stored, as JSON. */
  data: string
  /** The record's image then, kept while the revision is. */
  image_hash: string | null
  at: string
}
export type RevisionRow = Selectable<RevisionTable>

/** A deleted record (migration 0013): its row as JSON, until restored, purged or expired. */
interface TrashTable {
  id: Generated<number>
  type: string
  record_id: number
  title: string
  /** `{ row, images }`: the row as stored, and the images it had. */
  data: string
  deleted_at: string
}
export type TrashRow = Selectable<TrashTable>

/** The stored images a trashed record needs back: kept until it leaves the trash. */
interface TrashImageTable {
  id: Generated<number>
  trash_id: number
  image_hash: string
}

/** The account log (migration 0013). */
interface AuditLogTable {
  id: Generated<number>
  event: string
  address: string
  browser: string
  detail: string
  at: string
}

/**
 * One counted page view or contact message (migration 0014, docs/privacy.md): never an address or
 * a user agent; `visitor` is a hash whose salt is replaced every day.
 */
interface AnalyticsEventTable {
  id: Generated<number>
  at: string
  /** The day in the site's time zone when it was counted, YYYY-MM-DD. */
  day: string
  kind: 'view' | 'message'
  path: string | null
  visitor: string | null
  referrer: string | null
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
  device: string | null
  browser: string | null
}
export type AnalyticsEventRow = Insertable<AnalyticsEventTable>

/** A day's totals for one value of one dimension (a page, a referrer, …), rolled up. */
interface AnalyticsDailyTable {
  day: string
  dimension: string
  value: string
  views: number
  visitors: number
}

/** Today's secret salt for the visitor hash; yesterday's is deleted. */
interface AnalyticsSaltTable {
  day: string
  salt: string
}

/** The owner's analytics choices: one row, id 1. */
interface AnalyticsSettingsTable {
  id: number
  time_zone: string
  respect_do_not_track: number
  count_own_visits: number
}

/** Sign-in (migration 0015): a recovery code, stored as its sha256 only. */
interface RecoveryCodeTable {
  code_hash: string
  owner_id: number
  used_at: string | null
  created_at: string
}

/** A registered passkey (WebAuthn credential); ids and the key are base64url text. */
interface PasskeyTable {
  id: string
  owner_id: number
  name: string
  public_key: string
  /** The authenticator's signature counter (up to 2^32, kept as text for both databases). */
  counter: string
  /** JSON array of transports ("internal", "usb", "hybrid", …). */
  transports: string
  device_type: string
  backed_up: number
  created_at: string
  last_used_at: string | null
}
export type PasskeyRow = Selectable<PasskeyTable>

/** One signed-in browser: the id is the token's `sid`; deleting the row ends the session. */
interface SessionTable {
  id: string
  owner_id: number
  /** How it signed in: password, two-factor code, recovery code, passkey. */
  method: string
  address: string
  browser: string
  created_at: string
  last_seen_at: string
  expires_at: string
}
export type SessionRow = Selectable<SessionTable>

/** A WebAuthn challenge, usable once, for a few minutes. */
interface AuthChallengeTable {
  challenge: string
  purpose: string
  expires_at: string
}

/** The owner's backup schedule and destinations: one row (id 1). */
interface BackupSettingsTable {
  id: number
  /** 'off', 'daily' or 'weekly'. */
  schedule: string
  /** HH:MM in time_zone. */
  time: string
  /** Weekly backups: 0 (Sunday) to 6. */
  weekday: number
  time_zone: string
  keep_daily: number
  keep_weekly: number
  /** 1: archives go to DATA_DIR/backups. */
  to_directory: number
  /** 1: archives go to the S3-compatible bucket below. */
  to_s3: number
  s3_endpoint: string
  s3_region: string
  s3_bucket: string
  s3_prefix: string
  s3_access_key: string
  /** The S3 secret key sealed with the server's secret (sealed-secret.ts); never shown again. */
  s3_secret_sealed: string | null
  /** The archive passphrase, sealed the same way; null: archives are not encrypted. */
  passphrase_sealed: string | null
  /** When the schedule was saved: only scheduled times after it are due. */
  updated_at: string
}

/** What the scheduler knows: one row (id 1). */
interface BackupStateTable {
  id: number
  /** When the last scheduled backup was started: scheduled times up to it are done. */
  last_slot: string | null
  /** The instance running a scheduled backup now, and until when its lease holds. */
  lease_holder: string | null
  lease_until: string | null
  last_success_at: string | null
  last_failure_at: string | null
  /** Why the last backup failed, in words. */
  last_failure: string | null
}

/** An archive this server wrote to a destination, and whether reading it back matched. */
interface BackupCatalogTable {
  id: Generated<number>
  /** 'directory' or 's3'. */
  destination: string
  name: string
  created_at: string
  bytes: number
  sha256: string
  checked_at: string | null
  /** 'schedule', 'manual' or 'before-restore'. */
  reason: string
  entries: number
  images: number
  messages: number
}

/**
 * A profile import applied (migration 0031): what it added and replaced, as JSON, so it can be
 * undone as one step; nothing of the upload itself.
 */
interface ImportTable {
  id: Generated<number>
  source: string
  summary: string
  changes: string
  added: number
  replaced: number
  created_at: string
  undone_at: string | null
}
export type ImportRow = Selectable<ImportTable>

/**
 * Where an imported project came from (migration 0033): its repository and the values imported
 * (JSON), so a refresh changes only what the owner has not changed since.
 */
interface ProjectSourceTable {
  project_id: number
  /** 'github'. */
  source: string
  /** `owner/name`. */
  repository: string
  imported: string
  updated_at: string
}
