import { useTranslator, useTextLang, type TextLang } from '@/lib/i18n/translation.tsx'
import type { FieldKind, Section, SectionField, SectionItem } from '@contract/section.ts'
import { subField } from '@contract/text-fields.ts'
import { entryTextPath } from '@contract/translations.ts'
import { Icon } from '@/components/icons/icon.tsx'
import { ExternalLink } from '@/components/ui/external-link.tsx'
import { RichText } from '@/components/ui/rich-text.tsx'

/**
 * The parts of a custom section's item, shared by its three layouts. Each part shows only what
 * the item has: a field without a value leaves nothing behind, not even its label. Labels are the
 * owner's ("Event", "Slides"): seen on links, heard (visually hidden) before the other values.
 * Text the owner wrote takes its own direction (`dir="auto"`), so a Hebrew or Arabic title reads
 * right to left inside the English page.
 */

/**
 * The owner's label of each field the section has, by kind, with its own language when it is
 * not the page's (a label not translated shows the default language's).
 */
export type FieldLabels = Partial<Record<FieldKind, { text: string; lang: TextLang }>>

export function useFieldLabels(section: Pick<Section, 'fields'>): FieldLabels {
  const textLang = useTextLang()
  return Object.fromEntries(
    section.fields.map((field: SectionField, index) => [
      field.kind,
      { text: field.label, lang: textLang(section, entryTextPath('fields', index, 'label')) },
    ]),
  ) as FieldLabels
}

/** Heard, not seen: "Event: " before the value, so a screen reader says what it is. */
function Heard({ label }: { label: FieldLabels[FieldKind] }) {
  return label ? <span className="sr-only" {...label.lang}>{`${label.text}: `}</span> : null
}

/** The date or period, in mono: "17 May 2024", "Mar 2023 – Present". */
export function ItemDate({
  item,
  labels,
  className,
}: {
  item: SectionItem
  labels: FieldLabels
  className: string
}) {
  const { itemDate } = useTranslator()
  if (!item.date) return null
  const { text, dateTime } = itemDate(item.date)
  return (
    <p className={`mono ${className}`}>
      <Heard label={labels.date} />
      <time dateTime={dateTime}>{text}</time>
    </p>
  )
}

/** The subtitle and the place on one line: "Example Conf 2025 · Berlin". */
export function ItemMeta({
  item,
  labels,
  className = '',
}: {
  item: SectionItem
  labels: FieldLabels
  className?: string
}) {
  const textLang = useTextLang()
  const parts = (['subtitle', 'place'] as const).filter((kind) => item[kind]?.trim())
  if (parts.length === 0) return null
  return (
    <p className={`text-muted ${className}`}>
      {parts.map((kind, index) => (
        <span key={kind}>
          {index > 0 && <span aria-hidden="true"> · </span>}
          <Heard label={labels[kind]} />
          <span dir="auto" {...textLang(item, kind)}>
            {item[kind]}
          </span>
        </span>
      ))}
    </p>
  )
}

/** The text, as Markdown-lite (like every description on the site). */
export function ItemText({ item, className }: { item: SectionItem; className: string }) {
  const textLang = useTextLang()
  if (!item.text?.trim()) return null
  return (
    <div dir="auto" className={className} {...textLang(item, 'text')}>
      <RichText source={item.text} />
    </div>
  )
}

/** The tags as chips, the list named by the owner's label ("Topics"). */
export function ItemTags({
  item,
  labels,
  className,
}: {
  item: SectionItem
  labels: FieldLabels
  className: string
}) {
  const { t } = useTranslator()
  const textLang = useTextLang()
  if (!item.tags || item.tags.length === 0) return null
  return (
    <ul
      className={`flex flex-wrap gap-1.5 ${className}`}
      aria-label={labels.tags?.text ?? t('blog.tags')}
      {...textLang(item, 'tags')}
    >
      {item.tags.map((tag) => (
        <li key={tag} className="chip" dir="auto">
          {tag}
        </li>
      ))}
    </ul>
  )
}

/**
 * The item's links, each called by its own label or else the field's ("Slides", "Video"), with
 * 44 px targets; heard with the item's title, so a list of "Slides" links is not one name repeated.
 */
export function ItemLinks({
  item,
  labels,
  className,
}: {
  item: SectionItem
  labels: FieldLabels
  className: string
}) {
  const { t } = useTranslator()
  const textLang = useTextLang()
  const links = (['link', 'link2'] as const).flatMap((kind) => {
    const link = item[kind]
    if (!link?.url) return []
    // The address is shared by every language; the item's own label and the field's are written
    // per language (contract/section.ts, TRANSLATABLE_FIELD_KINDS).
    const own = link.label.trim()
    const field = labels[kind]
    return [
      {
        kind,
        url: link.url,
        label: own || field?.text || t('sections.link'),
        lang: own ? textLang(item, subField(kind, 'label')) : (field?.lang ?? {}),
      },
    ]
  })
  if (links.length === 0) return null
  return (
    <div className={`flex flex-wrap gap-x-5 text-sm font-medium ${className}`}>
      {links.map((link) => (
        <ExternalLink
          key={link.kind}
          href={link.url}
          className="inline-flex min-h-11 items-center gap-1.5 text-ink transition-colors hover:text-(--accent)"
          context={`of ${item.title}`}
        >
          <Icon name="external" size={17} />
          <span dir="auto" {...link.lang}>
            {link.label}
          </span>
        </ExternalLink>
      ))}
    </div>
  )
}
