import {
  CONTENT_TYPES,
  CONTENT_TYPE_LIST,
  type ContentInput,
  type ContentRecord,
  type ContentTypeKey,
} from '@contract/content-types.ts'
import { caseStudyPath } from '@contract/project.ts'
import type { TextFields as DeclaredTexts } from '@contract/text-fields.ts'
import {
  collectionApi,
  type CollectionApi,
  type ContentItem,
  type TextFields,
} from '@/features/admin/shared/api/collection-api.ts'
import type { MarkdownImages } from '@/features/admin/shared/api/markdown-images.ts'
import type { RecordListModel } from '@/features/admin/shared/components/content-row.tsx'
import type { RowMenuItem } from '@/features/admin/shared/components/row-menu.tsx'
import type { ObjectSchema } from '@/features/admin/shared/forms/schema-field.ts'
import type { FieldOverride } from '@/features/admin/shared/forms/schema-fields.tsx'
import { FEATURED_PROJECTS } from '@contract/limits.ts'
import { useFeatureProjectMenu } from './api/feature-project.ts'
import { useCaseStudyFields } from './components/case-study-fields.tsx'
import type { FormExtra } from './form-extra.ts'

type FieldName<K extends ContentTypeKey> = Extract<keyof ContentInput<K>, string>

/**
 * What is genuinely special about one content type's dashboard page; everything else (fields,
 * labels, checks, calls, words) comes from its descriptor in contract/content-types.ts.
 */
interface ContentPage<K extends ContentTypeKey> {
  /** How a field looks when the contract's schema alone does not say it. */
  fields?: Partial<Record<FieldName<K>, FieldOverride>>
  /** The form's values of fields the record answers elsewhere (a project's `links`). */
  toFields?: (record: ContentRecord<K>) => Partial<Record<FieldName<K>, string>>
  /** Fields written in Markdown: they get the Markdown editor with a preview. */
  markdown?: FieldName<K>[]
  /** An update that differs from the add form (docs/contract.md §3). */
  update?: {
    hidden?: FieldName<K>[]
    note?: string
    send: (fields: TextFields) => TextFields
  }
  /** The record's own public page, linked from its row. */
  publicPath?: (record: ContentRecord<K>) => string | undefined
  /** A hook answering a row's own menu items, after Edit (a project: feature it). */
  useRowMenu?: () => (record: ContentItem) => RowMenuItem[]
  /** A line under the page's heading about what the page offers beyond the list. */
  intro?: string
  /**
   * Fields shown together under a legend after the others and the image (a project's case
   * study), with what the form edits there beyond text (`useExtra`).
   */
  group?: { legend: string; hint: string; fields: FieldName<K>[] }
  /** What the form holds beyond its text fields and image, for the record being edited. */
  useExtra?: (record?: ContentItem) => FormExtra
}

/**
 * Only the types whose page needs more than its descriptor: a type that is not here gets the
 * generic page whole (long texts are multi-line fields, links are address fields).
 */
const CONTENT_PAGES: { [K in ContentTypeKey]?: ContentPage<K> } = {
  projects: {
    toFields: (project) => ({ github: project.links.github, live: project.links.live }),
    markdown: ['body'],
    publicPath: caseStudyPath,
    useRowMenu: useFeatureProjectMenu,
    intro: `Feature up to ${FEATURED_PROJECTS} projects from a row's menu: they are shown large, first, on your home and projects pages.`,
    group: {
      legend: 'Case study page',
      hint: 'Optional: with an address and a case study, the project gets a page of its own, with these facts, figures and pictures.',
      fields: ['slug', 'body', 'role', 'team', 'timeline'],
    },
    useExtra: useCaseStudyFields,
  },
  certificates: {
    // docs/contract.md §3: an update sends the platform as the label, a quirk the contract keeps.
    update: {
      hidden: ['label'],
      note: 'On update, the label is set to the platform.',
      send: (fields) => ({ ...fields, label: fields.platform ?? '' }),
    },
  },
  testimonials: { fields: { quote: { multiline: true } } },
}

/** A content type's page as the generic manager reads it (records of any type). */
export interface ContentPageModel extends RecordListModel<ContentItem> {
  key: ContentTypeKey
  type: (typeof CONTENT_TYPES)[ContentTypeKey]
  schema: ObjectSchema
  api: CollectionApi
  /** The text fields of the form, by wire name, in the contract's order. */
  fieldNames: string[]
  overrides: Partial<Record<string, FieldOverride>>
  markdown: readonly string[]
  /** Where images pasted or dropped into that Markdown go, when it takes images. */
  markdownImages?: MarkdownImages
  /** The singular people read on buttons and legends: "skill", "paragraph". */
  singular: string
  imageLabel: string
  blank: TextFields
  fieldsOf: (record: ContentItem) => TextFields
  update: { hidden: readonly string[]; note?: string; send: (fields: TextFields) => TextFields }
  useRowMenu?: () => (record: ContentItem) => RowMenuItem[]
  intro?: string
  group?: { legend: string; hint: string; fields: readonly string[] }
  useExtra?: (record?: ContentItem) => FormExtra
}

/** A field a form edits as text: the contract's string fields (not the image, not removeImage). */
function textFieldNames(schema: ObjectSchema): string[] {
  return Object.entries(schema.properties)
    .filter(([, property]) => (property as { type?: unknown }).type === 'string')
    .map(([name]) => name)
}

function modelOf(key: ContentTypeKey): ContentPageModel {
  const type = CONTENT_TYPES[key]
  // The generic manager holds records of every type: the page reads them as plain records.
  const page = (CONTENT_PAGES[key] ?? {}) as ContentPage<ContentTypeKey> as {
    fields?: Partial<Record<string, FieldOverride>>
    toFields?: (record: ContentItem) => Partial<Record<string, string>>
    markdown?: string[]
    update?: ContentPageModel['update']
    publicPath?: (record: ContentItem) => string | undefined
    useRowMenu?: ContentPageModel['useRowMenu']
    intro?: string
    group?: ContentPageModel['group']
    useExtra?: ContentPageModel['useExtra']
  }
  const schema = type.input as ObjectSchema
  const fieldNames = textFieldNames(schema)
  const image = schema.properties.image as { title?: string } | undefined
  const describe = type.describe as (record: object) => { title: string; meta?: string }
  return {
    key,
    type,
    schema,
    api: collectionApi(key),
    fieldNames,
    overrides: page.fields ?? {},
    markdown: page.markdown ?? [],
    markdownImages: (type.texts as DeclaredTexts).markdownImages,
    singular: ('numberedAs' in type.dashboard
      ? type.dashboard.numberedAs
      : type.noun
    ).toLowerCase(),
    imageLabel: image?.title ?? 'Image',
    plural: type.title.toLowerCase(),
    newAt: type.newAt,
    hasImages: type.image !== 'none',
    blank: Object.fromEntries(fieldNames.map((name) => [name, ''])),
    fieldsOf(record) {
      const special = page.toFields?.(record) ?? {}
      return Object.fromEntries(
        fieldNames.map((name) => {
          const value = special[name] ?? record[name]
          return [name, typeof value === 'string' ? value : '']
        }),
      )
    },
    nameOf: (record, index) =>
      'numberedAs' in type.dashboard
        ? `${type.dashboard.numberedAs}-${index + 1}`
        : describe(record).title,
    describe,
    thumbnailOf: (record) =>
      type.image !== 'none' && typeof record.image === 'string' ? record.image : undefined,
    publicPath: (record) => page.publicPath?.(record),
    update: { hidden: [], send: (fields) => fields, ...page.update },
    useRowMenu: page.useRowMenu,
    intro: page.intro,
    group: page.group,
    useExtra: page.useExtra,
  }
}

/** Every content type's page, by key. */
export const CONTENT_PAGE_MODELS = Object.fromEntries(
  CONTENT_TYPE_LIST.map((type) => [type.key, modelOf(type.key)]),
) as Record<ContentTypeKey, ContentPageModel>

/** The content type whose dashboard page is at `pathname` (/dashboard/<path>), if any. */
export function contentTypeAt(pathname: string): ContentTypeKey | undefined {
  const last = pathname.replace(/\/+$/, '').split('/').at(-1)
  return CONTENT_TYPE_LIST.find((type) => type.dashboard.path === last)?.key
}
