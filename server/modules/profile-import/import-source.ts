import type { ContentTypeKey } from '@contract/content-types.ts'
import type { ContentIcon } from '@contract/content-types.ts'
import type { SectionField, SectionResumeList } from '@contract/section.ts'
import type { SocialLink } from '@contract/site-settings.ts'

/**
 * A custom section a source's items can go to: an existing section whose address or name is one
 * of these, else one the owner may create (the preview offers it).
 */
export interface SectionSpec {
  /** Stable in the preview and the choices: `section:<address>` with the first address. */
  addresses: string[]
  /** Names (lowercase) that also say a stored section is this one ("awards"). */
  names: string[]
  /** The section created when none matches. */
  name: string
  icon: ContentIcon
  layout: 'list' | 'cards' | 'timeline'
  resumeList: SectionResumeList | null
  fields: SectionField[]
}

/** The profile's texts a source brings: each left out keeps what is stored. */
interface ProfileValues {
  name: string
  /** Titles in order (a headline split at its separators), at most four. */
  titles: string[]
  status: string
}

/** The part of the portfolio a row belongs to (a row that cannot be used is shown there too). */
export type Home =
  | { kind: 'type'; key: ContentTypeKey }
  | { kind: 'section'; section: SectionSpec }
  | { kind: 'profile' }
  | { kind: 'link' }

/** Where one imported item goes, and what it writes. */
export type Target =
  | { kind: 'type'; key: ContentTypeKey; input: Record<string, unknown> }
  | { kind: 'section'; section: SectionSpec; values: Record<string, unknown> }
  | { kind: 'profile'; values: ProfileValues }
  /** One of the site's social links (site settings), added after the stored ones. */
  | { kind: 'link'; link: SocialLink }

/**
 * One row of an upload, mapped: what it becomes (or why it cannot be used), with the words the
 * preview shows. `id` is the file and the row, so the same upload read again names it the same.
 */
export interface Candidate {
  id: string
  file: string
  row: number
  title: string
  detail: string
  home: Home
  /** Absent: the row cannot be used (`problem` says why). */
  target?: Target
  notes: string[]
  problem?: string
  /**
   * A record from a place that can be asked again (a GitHub repository): kept beside the project
   * when applied, with the values written, so a refresh changes only what the owner has not.
   */
  origin?: { source: 'github'; repository: string; values: Record<string, string> }
  /** A second column that also makes it a duplicate (a project with the same GitHub link). */
  matchAlso?: { column: string; value: string }
}

/** What a source read from an upload. */
export interface SourceReading {
  read: string[]
  ignored: string[]
  /** Problems with whole files, in words. */
  problems: string[]
  candidates: Candidate[]
}

/**
 * A place a profile comes from by upload (LinkedIn's data export): it reads an upload into
 * candidates; the plan, the apply and the undo are the same for every source. GitHub is asked
 * rather than uploaded (github.ts makes its `SourceReading` from the API's answers).
 */
export interface ProfileSource {
  name: string
  read(upload: Uint8Array): SourceReading
}
