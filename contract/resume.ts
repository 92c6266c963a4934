import { CONTENT_TYPE_LIST, type ContentTypeKey } from './content-types.ts'
import { Type, type Static } from 'typebox'
import { ImportSummary } from './profile-import.ts'

/** The published JSON Resume schema an export declares in `$schema`. */
export const JSON_RESUME_SCHEMA_URL =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json'

export const RESUME_PATHS = {
  export: '/api/export/resume.json',
  import: '/api/import/resume',
} as const

export const RESUME_LIMITS = {
  /** Largest accepted import body: images travel as URLs, so a resume is a few kilobytes. */
  maxBytes: 1024 * 1024,
  /** Entries one section of an import may hold. */
  maxEntries: 200,
  /** Problems an invalid document's answer names (the rest are counted). */
  reportedProblems: 8,
} as const

/**
 * A JSON Resume document (https://jsonresume.org/schema). The server checks it against the
 * published schema (@jsonresume/schema), then against Vitrine's own limits. Vitrine keeps the
 * fields JSON Resume has no place for in `x-` properties (see docs/decisions/0008).
 */
export const ResumeDocument = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    basics: Type.Optional(Type.Object({}, { additionalProperties: true })),
    work: Type.Optional(Type.Array(Type.Unknown())),
    education: Type.Optional(Type.Array(Type.Unknown())),
    skills: Type.Optional(Type.Array(Type.Unknown())),
    projects: Type.Optional(Type.Array(Type.Unknown())),
    certificates: Type.Optional(Type.Array(Type.Unknown())),
    references: Type.Optional(Type.Array(Type.Unknown())),
    'x-vitrine': Type.Optional(
      Type.Object(
        {},
        {
          additionalProperties: true,
          description:
            "Vitrine's extension: `sections`, every custom section's definition, with the items of those that travel in no JSON Resume list",
        },
      ),
    ),
  },
  { additionalProperties: true, description: 'A JSON Resume document' },
)
export type ResumeDocument = Static<typeof ResumeDocument>

export const ResumeImportQuery = Type.Object(
  {
    dryRun: Type.Optional(
      Type.Enum(['true', 'false'], {
        description: '`true`: answer what the import would change, and change nothing',
      }),
    ),
  },
  { additionalProperties: false },
)
export type ResumeImportQuery = Static<typeof ResumeImportQuery>

/**
 * Vitrine's extension of the document for custom sections (docs/decisions/0016): the names of
 * its properties. Every section's definition travels in the top-level extension; the items of a
 * section mapped to one of JSON Resume's lists are entries of that list, marked with the
 * section's address, and the others travel with their definition.
 */
export const RESUME_EXTENSION = {
  /** Top level: `{ sections: [...] }`, each custom section's definition (and unmapped items). */
  document: 'x-vitrine',
  /** On an entry of a JSON Resume list: the address of the custom section it is an item of. */
  section: 'x-vitrine-section',
  /** On such an entry: the item's values the list's own properties do not carry exactly. */
  values: 'x-vitrine-values',
  /** On such an entry: the values of fields its section no longer has, kept hidden. */
  hidden: 'x-vitrine-hidden',
} as const

/** Parts of the portfolio an import can replace, with the JSON Resume field each comes from. */
export type ResumeSection = 'profile' | 'contact' | ContentTypeKey
export const RESUME_SECTIONS: readonly { section: ResumeSection; name: string; from: string }[] = [
  { section: 'profile', name: 'Profile', from: 'basics' },
  { section: 'contact', name: 'Contact details and social links', from: 'basics' },
  ...CONTENT_TYPE_LIST.map((type) => ({
    section: type.key,
    name: type.title,
    from: type.resume,
  })),
]

/** How the import's summary names a custom section: its address as the site shows it. */
export const customSectionKey = (address: string) => `/${address}`

export const ResumeSectionChange = Type.Object({
  section: Type.Union(
    [
      Type.Enum(RESUME_SECTIONS.map((s) => s.section)),
      Type.String({ pattern: '^/[a-z0-9-]+$', description: 'A custom section, by its address' }),
    ],
    {
      description:
        "A built-in part (`profile`, `contact`, a content type) or a custom section's `/<address>`",
    },
  ),
  name: Type.String({ description: 'The section in words: Profile, Education, Talks…' }),
  from: Type.String({ description: 'Where in the document the section comes from' }),
  action: Type.Enum(['replace', 'keep'], {
    description: '`replace`: the section is in the document; `keep`: absent, left as it is',
  }),
  incoming: Type.Integer({ minimum: 0, description: 'Entries the document brings' }),
  existing: Type.Integer({ minimum: 0, description: 'Entries there now' }),
  note: Type.Optional(
    Type.String({ description: 'Something the owner should know, in words (images left out)' }),
  ),
})
export type ResumeSectionChange = Static<typeof ResumeSectionChange>

export const ResumeImportResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({
    dryRun: Type.Boolean(),
    summary: Type.Array(ResumeSectionChange),
    // The import as recorded (not on a dry run): undone as one step by POST /api/imports/{id}/undo.
    import: Type.Optional(ImportSummary),
  }),
})
export type ResumeImportResponse = Static<typeof ResumeImportResponse>
