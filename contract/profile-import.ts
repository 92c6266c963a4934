import { Type, type Static } from 'typebox'

/**
 * Importing a profile from elsewhere (a LinkedIn data export; GitHub's repositories are a second
 * source of the same preview, apply and undo, contract/github-import.ts): the upload is read in memory, mapped into the content
 * types and custom sections, previewed item by item, then applied in one transaction that history
 * keeps as one step ("Undo this import").
 */
const IMPORT_SOURCES = ['linkedin'] as const
export type ImportSource = (typeof IMPORT_SOURCES)[number]

/**
 * The files of LinkedIn's data export an import reads; every other file (connections, messages,
 * e-mail addresses, phone numbers…) is known by its name only. The dashboard sends only these
 * when the owner picks CSV files one by one.
 */
export const LINKEDIN_FILES_READ = [
  'Profile.csv',
  'Positions.csv',
  'Education.csv',
  'Skills.csv',
  'Certifications.csv',
  'Projects.csv',
  'Recommendations_Received.csv',
  'Publications.csv',
  'Honors.csv',
  'Languages.csv',
] as const
export type LinkedInFile = (typeof LINKEDIN_FILES_READ)[number]

export const PROFILE_IMPORT_PATHS = {
  preview: '/api/imports/:source/preview',
  apply: '/api/imports/:source/apply',
  list: '/api/imports',
  undo: '/api/imports/:id/undo',
} as const

/** The dashboard's address of each import card on the Data page (the first-run checklist links there). */
export const IMPORT_CARD_IDS = {
  linkedin: 'import-linkedin',
  github: 'import-github',
  resume: 'import-resume',
} as const

const MB = 1024 * 1024

/** What an upload may be; anything beyond is refused in words and nothing changes. */
export const PROFILE_IMPORT_LIMITS = {
  /** The largest upload (the ZIP), in bytes; overridable by IMPORT_MAX_BYTES. */
  maxBytes: 20 * MB,
  /** Entries a ZIP may list (LinkedIn's has a few dozen). */
  maxEntries: 2000,
  /** The largest file read out of the ZIP, unpacked. */
  maxFileBytes: 20 * MB,
  /** Everything read out of the ZIP together, unpacked. */
  maxUnpackedBytes: 50 * MB,
  /** Unpacked size over packed size past which an entry is taken for a ZIP bomb. */
  maxRatio: 200,
  /** Rows read from one file; the rest are reported, not read. */
  maxRows: 1000,
  /** How long an import can be undone, in days (the trash's TRASH_DAYS, 30 by default). */
  undoDays: 30,
} as const

export const IMPORT_MESSAGES = {
  noFile: 'Choose the ZIP file of your LinkedIn data export (or its CSV files) to import',
  tooLarge: (bytes: number) =>
    `The upload is larger than ${bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.ceil(bytes / 1024)} KB`}: pick only the files you need, or raise IMPORT_MAX_BYTES`,
  notZip:
    'The file is not a ZIP archive: upload the ZIP that LinkedIn e-mailed you, or its CSV files',
  tooManyEntries: `The archive lists more than ${PROFILE_IMPORT_LIMITS.maxEntries} files: it is not a LinkedIn export`,
  unsafeName: (name: string) =>
    `The archive holds a file whose name leads outside it (“${name.slice(0, 80)}”): nothing was read`,
  bomb: (name: string) =>
    `“${name.slice(0, 80)}” unpacks to far more than it weighs (a ZIP bomb?): nothing was read`,
  tooBig: (name: string) =>
    `“${name.slice(0, 80)}” is larger than ${PROFILE_IMPORT_LIMITS.maxFileBytes / MB} MB unpacked: nothing was read`,
  tooMuch: `The files to read unpack to more than ${PROFILE_IMPORT_LIMITS.maxUnpackedBytes / MB} MB: nothing was read`,
  nothingKnown:
    'The upload has none of the files an import reads (Profile.csv, Positions.csv, Education.csv, Skills.csv…): is it a LinkedIn data export?',
  badChoices: (why: string) => `The choices cannot be read: ${why}`,
  unknownItem: (id: string) =>
    `The choices name an item the upload does not have (${id.slice(0, 80)}): preview the upload again`,
  unknownSection: (key: string) =>
    `The choices name a section the upload does not offer (${key.slice(0, 80)}): preview the upload again`,
  alreadyUndone: 'This import was already undone',
  undoExpired: (days: number) => `An import can be undone for ${days} days: this one is older`,
  applied: (count: number) =>
    count === 0 ? 'Nothing was imported' : `Imported ${count} ${count === 1 ? 'item' : 'items'}`,
  undone: 'Import undone: what it added is gone and what it replaced is back',
  preview: 'Nothing changed yet: this is what the import would do',
} as const

export const ImportSourceParams = Type.Object(
  {
    source: Type.Unsafe<ImportSource>({
      type: 'string',
      enum: [...IMPORT_SOURCES],
      title: 'Source',
      errorMessage: `The import source is one of ${IMPORT_SOURCES.join(', ')}`,
    }),
  },
  { additionalProperties: false },
)

export const ImportIdParams = Type.Object(
  {
    id: Type.String({
      pattern: '^[1-9][0-9]{0,14}$',
      title: 'Import',
      errorMessage: 'An import is named by its number',
    }),
  },
  { additionalProperties: false },
)

/** The upload: one ZIP (the dashboard packs CSV files chosen one by one into a ZIP first). */
export const ImportUploadBody = Type.Object(
  {
    archive: Type.Unsafe<Uint8Array>({
      isFile: true,
      title: 'ZIP',
      description: "The ZIP of LinkedIn's data export (or a ZIP of some of its CSV files)",
    }),
    choices: Type.Optional(
      Type.String({
        title: 'Choices',
        description:
          'Apply only: ImportChoices as JSON text (items left out, duplicates to replace, sections to create)',
      }),
    ),
  },
  { additionalProperties: false },
)

const ItemIds = (description: string) =>
  Type.Array(Type.String({ maxLength: 120 }), { maxItems: 20_000, description })

/** What the owner decided in the preview; anything not named takes its default. */
export const ImportChoices = Type.Object(
  {
    leaveOut: ItemIds('Items not to import (unticked); by default every new item is imported'),
    replace: ItemIds(
      'Items that look like something already there and should replace it; by default they are skipped',
    ),
    createSections: Type.Array(Type.String({ maxLength: 120 }), {
      maxItems: 50,
      description:
        'Sections to create (the preview offers them); their items are left out otherwise',
    }),
  },
  { additionalProperties: false },
)
export type ImportChoices = Static<typeof ImportChoices>

const ITEM_STATUSES = ['new', 'duplicate', 'problem'] as const

export const ImportItem = Type.Object({
  id: Type.String({ description: 'Stable for the same upload: its file and row' }),
  file: Type.String(),
  row: Type.Integer({ minimum: 1, description: 'Its row in the file (the header is a row)' }),
  title: Type.String(),
  detail: Type.String({ description: 'A second line in words (company, period…), or empty' }),
  status: Type.Unsafe<(typeof ITEM_STATUSES)[number]>({ type: 'string', enum: [...ITEM_STATUSES] }),
  existing: Type.Optional(
    Type.String({ description: 'A duplicate: what is already there, in words' }),
  ),
  note: Type.Optional(Type.String({ description: 'What was changed on the way (shortened…)' })),
  problem: Type.Optional(Type.String({ description: 'Why the row cannot be imported' })),
})
export type ImportItem = Static<typeof ImportItem>

export const ImportSection = Type.Object({
  key: Type.String({ description: 'A content type key, "profile", or "section:<address>"' }),
  name: Type.String(),
  create: Type.Optional(
    Type.Object(
      { address: Type.String(), name: Type.String() },
      {
        description:
          'No section holds these yet: the owner may create this one (ImportChoices.createSections)',
      },
    ),
  ),
  items: Type.Array(ImportItem),
})
export type ImportSection = Static<typeof ImportSection>

export const ImportPlan = Type.Object({
  source: Type.String(),
  files: Type.Object({
    read: Type.Array(Type.String(), { description: 'Files read' }),
    ignored: Type.Array(Type.String(), {
      description: 'Files in the upload not read (by name only: never opened)',
    }),
  }),
  sections: Type.Array(ImportSection),
  problems: Type.Array(Type.String(), { description: 'Problems with whole files, in words' }),
})
export type ImportPlan = Static<typeof ImportPlan>

export const ImportPreviewResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: ImportPlan,
})

export const ImportSummary = Type.Object({
  _id: Type.String(),
  source: Type.String(),
  summary: Type.String({ description: 'What it did, in words' }),
  added: Type.Integer({ minimum: 0 }),
  replaced: Type.Integer({ minimum: 0 }),
  at: Type.String({ format: 'date-time' }),
  undoneAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  undoUntil: Type.String({ format: 'date-time' }),
})
export type ImportSummary = Static<typeof ImportSummary>

export const ImportApplyResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: ImportSummary,
})
export type ImportApplyResponse = Static<typeof ImportApplyResponse>

export const ImportListResponse = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(ImportSummary),
})

export const ImportUndoResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({
    removed: Type.Integer({ minimum: 0, description: 'Records the import added, now removed' }),
    restored: Type.Integer({ minimum: 0, description: 'Records it replaced, now as they were' }),
  }),
})
