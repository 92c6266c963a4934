import { FIELD_KIND_NAMES, FIELD_KINDS, type Section, type SectionItem } from '@contract/section.ts'
import type { RecordListModel } from '@/features/admin/shared/components/content-row.tsx'
import type { ObjectSchema } from '@/features/admin/shared/forms/schema-field.ts'
import { readablePeriod } from './item-values.ts'
import { sectionIcon } from '@/features/admin/shared/api/list-sections.ts'
import { hasField, itemCount, labelOf, LAYOUTS, layoutOf } from './section-words.ts'

/** A section's public page. */
export const sectionPath = (section: Pick<Section, 'address'>) => `/${section.address}`

/** The dashboard page of a section's items. */
export const sectionItemsPath = (section: Pick<Section, '_id'>) =>
  `/dashboard/sections/${encodeURIComponent(section._id)}`

/**
 * The owner's sections as their list reads: the icon, the name, and its address, layout and
 * number of items (`counts`, by section id, once known).
 */
export function sectionListModel(counts: ReadonlyMap<string, number>): RecordListModel<Section> {
  return {
    plural: 'sections',
    newAt: 'end',
    hasImages: false,
    nameOf: (section) => section.name,
    describe: (section) => {
      const count = counts.get(section._id)
      return {
        title: section.name,
        meta: [
          sectionPath(section),
          LAYOUTS[layoutOf(section)].label,
          count === undefined ? undefined : count === 0 ? 'No items yet' : itemCount(count),
        ]
          .filter(Boolean)
          .join(' · '),
      }
    },
    thumbnailOf: () => undefined,
    iconOf: sectionIcon,
    publicPath: sectionPath,
    orderNote:
      "In your order, which the dashboard's menu follows; their places on the home page are set in Site settings.",
  }
}

/**
 * A section's items as their list reads: a thumbnail where the section has images, the title,
 * and its subtitle, place and date in one line.
 */
export function itemListModel(section: Section): RecordListModel<SectionItem> {
  return {
    plural: 'items',
    newAt: 'end',
    hasImages: hasField(section, 'image'),
    nameOf: (item) => item.title,
    describe: (item) => ({
      title: item.title,
      meta: [item.subtitle, item.place, item.date && readablePeriod(item.date)]
        .filter(Boolean)
        .join(' · '),
    }),
    thumbnailOf: (item) => item.image,
    publicPath: () => undefined,
  }
}

/**
 * How an item's history names what changed: the section's labels for its fields; a field the
 * section no longer has keeps its kind's name, and says so (its values are kept, out of sight).
 */
export function itemHistorySchema(section: Section): ObjectSchema {
  const properties: Record<string, { title: string }> = {
    start: { title: 'Start' },
    end: { title: 'End' },
    url: { title: 'Web address' },
    label: { title: 'Its text' },
    position: { title: 'Place in the list' },
    section: { title: 'Section' },
  }
  for (const kind of FIELD_KINDS) {
    properties[kind] = {
      title: labelOf(section, kind) ?? `${FIELD_KIND_NAMES[kind]} (not in the section now)`,
    }
  }
  return { properties }
}
