import { RESUME_EXTENSION } from '@contract/resume.ts'
import { mediaUrl } from '../media/media-url.ts'
import type { PortableSection } from '../sections/sections-resume.ts'
import { absoluteImageUrl, type ExportContext, type Json } from './resume-mapping.ts'
import { LIST_PROPERTIES, toEntry } from './section-lists.ts'

/**
 * Custom sections in a JSON Resume document (docs/decisions/0016, server/modules/resume/README.md):
 * every definition in `x-vitrine.sections`; the items of a section mapped to one of JSON
 * Resume's lists as entries of that list, marked with the section's address; the others with
 * their definition. Values of fields a section no longer has travel too, apart (`hidden`), so an
 * export imports back with nothing lost.
 */

const nonEmpty = (values: Json) => Object.keys(values).length > 0
const only = (values: Json, keep: (kind: string) => boolean) =>
  Object.fromEntries(Object.entries(values).filter(([kind]) => keep(kind)))

/** Adds every custom section to the document being exported, after the built-in content. */
export function writeSections(
  document: Json,
  sections: PortableSection[],
  { publicUrl }: ExportContext,
): void {
  const definitions = sections.map(({ items, ...definition }) => {
    const kinds = new Set<string>(definition.fields.map((field) => field.kind))
    const split = items.map((item) => {
      const values: Json = { ...item.values }
      if (item.imageHash) values.image = absoluteImageUrl(mediaUrl(item.imageHash), publicUrl)
      return {
        current: only(values, (kind) => kinds.has(kind)),
        hidden: only(values, (kind) => !kinds.has(kind)),
      }
    })
    const list = definition.resumeList
    if (list === null) {
      return {
        ...definition,
        items: split.map(({ current, hidden }) => ({
          ...current,
          ...(nonEmpty(hidden) ? { hidden } : {}),
        })),
      }
    }
    const entries = (document[list] ??= []) as Json[]
    for (const { current, hidden } of split) {
      const { properties, extra } = toEntry(current, LIST_PROPERTIES[list], kinds)
      entries.push({
        ...properties,
        [RESUME_EXTENSION.section]: definition.address,
        ...(nonEmpty(extra) ? { [RESUME_EXTENSION.values]: extra } : {}),
        ...(nonEmpty(hidden) ? { [RESUME_EXTENSION.hidden]: hidden } : {}),
      })
    }
    return definition
  })
  document[RESUME_EXTENSION.document] = { sections: definitions }
}
