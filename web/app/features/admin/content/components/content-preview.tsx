import type { ReactNode } from 'react'
import { useWatch, type Control } from 'react-hook-form'
import { PageMain } from '@/components/layout/public-page.tsx'
import type { ContentTypeKey } from '@contract/content-types.ts'
import { PUBLIC_SECTIONS, type PublicSection } from '@/features/content/public-sections.tsx'
import type { PublicRecord } from '@/load-context.ts'
import { useSiteData } from '@/lib/site/site-data.ts'
import type { ContentItem, TextFields } from '@/features/admin/shared/api/collection-api.ts'
import { useRenderedMarkdown } from '@/features/admin/shared/api/markdown-api.ts'
import type { ImageChoice } from '@/features/admin/shared/components/image-field.tsx'
import { useDataUrl } from '@/features/admin/shared/components/use-data-url.ts'
import type { ObjectSchema } from '@/features/admin/shared/forms/schema-field.ts'
import type { ContentPageModel } from '../content-pages.ts'

/**
 * A record as the public site would receive it once these values are saved: the form's fields
 * over the stored record, the fields the record keeps in an object of its own (a project's
 * `links`) gathered as its schema says, and the image the owner chose (a data: URL), kept or
 * took off.
 */
function previewRecord(
  model: ContentPageModel,
  fields: TextFields,
  stored: ContentItem | undefined,
  image: string | undefined,
  index = 0,
): ContentItem {
  const record: ContentItem = { ...stored, _id: stored?._id ?? `preview-${index}`, ...fields }
  for (const [name, property] of Object.entries((model.type.record as ObjectSchema).properties)) {
    const nested = (property as { properties?: Record<string, unknown> }).properties
    if (nested) {
      record[name] = Object.fromEntries(Object.keys(nested).map((key) => [key, fields[key] ?? '']))
    }
  }
  if (model.type.image !== 'none') record.image = image ?? ''
  // A field the record cannot be saved without (a text of at least one character), still empty,
  // shows its label where it will stand (a school's name, a title): the section keeps its
  // shape and no heading is empty.
  const input = model.type.input as ObjectSchema
  for (const [name, property] of Object.entries(input.properties)) {
    const { title, minLength } = property as { title?: string; minLength?: number }
    if (title && (minLength ?? 0) > 0 && record[name] === '') record[name] = title
  }
  return record
}

/**
 * A record's own page (a project's case study), when the values give it one: its Markdown
 * rendered by the server once typing pauses.
 */
function OwnPagePreview({
  model,
  record,
  Page,
}: {
  model: ContentPageModel
  record: ContentItem
  Page: NonNullable<PublicSection<ContentTypeKey>['page']>
}) {
  const shown = model.publicPath(record) !== undefined
  const markdown = model.markdown[0]
  const source = markdown ? record[markdown] : undefined
  const rendered = useRenderedMarkdown(typeof source === 'string' ? source : '', shown)
  if (!shown) return null
  const html = rendered && 'html' in rendered ? rendered.html : ''
  return <Page record={record as PublicRecord<ContentTypeKey>} html={html} />
}

/**
 * The records of a content type being added or edited, as the public site renders them: the
 * type's own home section (or its listing) from features/content/public-sections.tsx, and a
 * record's own page where it has one (a project with a case study).
 */
function ContentPreview({
  model,
  records,
}: {
  model: ContentPageModel
  records: ContentItem[]
}): ReactNode {
  const site = useSiteData()
  const section = PUBLIC_SECTIONS[model.key] as PublicSection<ContentTypeKey>
  if (!site) return null
  // The preview shows the record itself: not the contribution graph the projects section adds.
  const previewSite = { ...site, sections: { ...site.sections, contributions: false } }
  const shown = records as PublicRecord<ContentTypeKey>[]
  const Page = section.page
  return (
    <PageMain preview>
      {section.home ? (
        <section.home.Section records={shown} site={previewSite} />
      ) : (
        <section.listing records={shown} />
      )}
      {Page &&
        records.map((record) => (
          <OwnPagePreview key={record._id} model={model} record={record} Page={Page} />
        ))}
    </PageMain>
  )
}

/** The add form's entries as the public site would show them, updated as the owner types. */
export function AddFormPreview({
  model,
  control,
  image,
  extra,
}: {
  model: ContentPageModel
  control: Control<{ entries: TextFields[] }>
  image: ImageChoice
  /** What the form holds beyond text (a project's figures and gallery): FormExtra's preview. */
  extra?: Record<string, unknown>
}) {
  const entries = useWatch({ control, name: 'entries' })
  const imageUrl = useDataUrl(image.file) ?? undefined
  const records = entries.map((fields, index) => ({
    ...previewRecord(model, fields, undefined, imageUrl, index),
    ...extra,
  }))
  return <ContentPreview model={model} records={records} />
}

/** The record being edited, with the values it would be saved with (model.update.send). */
export function EditFormPreview({
  model,
  control,
  item,
  image,
  extra,
}: {
  model: ContentPageModel
  control: Control<TextFields>
  item: ContentItem
  image: ImageChoice
  /** What the form holds beyond text (a project's figures and gallery): FormExtra's preview. */
  extra?: Record<string, unknown>
}) {
  const values = useWatch({ control })
  const chosen = useDataUrl(image.file)
  const imageUrl = chosen ?? (image.remove ? '' : model.thumbnailOf(item))
  const fields = model.update.send({ ...model.fieldsOf(item), ...(values as TextFields) })
  const record = { ...previewRecord(model, fields, item, imageUrl), ...extra }
  return <ContentPreview model={model} records={[record]} />
}
