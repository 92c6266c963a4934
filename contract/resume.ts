import { CONTENT_TYPE_LIST, type ContentTypeKey } from './content-types.ts'
import { Type, type Static } from 'typebox'

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

/** Parts of the portfolio an import can replace, with the JSON Resume field each comes from. */
export type ResumeSection = 'profile' | 'contact' | ContentTypeKey
export const RESUME_SECTIONS: readonly { section: ResumeSection; from: string }[] = [
  { section: 'profile', from: 'basics' },
  { section: 'contact', from: 'basics' },
  ...CONTENT_TYPE_LIST.map((type) => ({ section: type.key, from: type.resume })),
]

export const ResumeSectionChange = Type.Object({
  section: Type.Enum(RESUME_SECTIONS.map((s) => s.section)),
  from: Type.String({ description: 'Where in the document the section comes from' }),
  action: Type.Enum(['replace', 'keep'], {
    description: '`replace`: the section is in the document; `keep`: absent, left as it is',
  }),
  incoming: Type.Integer({ minimum: 0, description: 'Entries the document brings' }),
  existing: Type.Integer({ minimum: 0, description: 'Entries there now' }),
})
export type ResumeSectionChange = Static<typeof ResumeSectionChange>

export const ResumeImportResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: Type.Object({
    dryRun: Type.Boolean(),
    summary: Type.Array(ResumeSectionChange),
  }),
})
export type ResumeImportResponse = Static<typeof ResumeImportResponse>
