import type { ReactNode } from 'react'
import type { FurtherWrites, RecordFields } from '@/features/admin/shared/api/collection-api.ts'

/**
 * What a content type's form holds beyond its text fields and its image (a project's outcome
 * figures and gallery): content-pages.ts `useExtra`, which the add and edit forms call.
 */
export interface FormExtra {
  /** Its part of the form, at the end of the type's group of fields. */
  fields: ReactNode
  /** Values sent with the record's text fields (a project's figures). */
  values: RecordFields
  /** Whether it holds changes not saved yet. */
  dirty: boolean
  /**
   * Checks it before a save, each problem beside its field, the first focused unless `focus` is
   * false (a text field above has the focus); false stops the save.
   */
  check(focus?: boolean): boolean
  /** Writes after the record's own (a project's gallery). */
  then?: FurtherWrites
  /** What the live preview shows over the form's values. */
  preview: Record<string, unknown>
}
