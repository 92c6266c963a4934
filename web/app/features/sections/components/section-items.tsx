import { sectionItemAnchor, type Section, type SectionItem } from '@contract/section.ts'
import { useTextLang } from '@/lib/i18n/translation.tsx'
import { MonogramPanel } from '@/components/ui/monogram-panel.tsx'
import { IMAGE_SIZES, ResponsiveImage } from '@/components/ui/responsive-image.tsx'
import type { WithMedia } from '@/load-context.ts'
import {
  useFieldLabels,
  ItemDate,
  ItemLinks,
  ItemMeta,
  ItemTags,
  ItemText,
  type FieldLabels,
} from './item-parts.tsx'

type Item = WithMedia<SectionItem>

interface LayoutProps {
  items: Item[]
  labels: FieldLabels
  /** h2 under the section's own page's h1, h3 under a home page section's h2. */
  Title: 'h2' | 'h3'
  /** The first image is the page's largest above the fold (a section's own page). */
  priorityFirst: boolean
  /** Each item's id on the page: its own page's, which search results link to; none elsewhere. */
  anchor: (item: Item) => string | undefined
}

/** The margin an anchored item keeps above it when a link scrolls to it (the header's height). */
const ANCHORED = 'scroll-mt-24'

/** A small image beside an item's text (lists and timelines), never more than a thumbnail. */
const THUMBNAIL_SIZES = '(min-width: 640px) 128px, 96px'

function Thumbnail({ item }: { item: Item }) {
  if (!item.image) return null
  return (
    <ResponsiveImage
      src={item.image}
      media={item.media}
      alt={item.title}
      width={128}
      height={80}
      sizes={THUMBNAIL_SIZES}
      className="section-thumbnail"
    />
  )
}

/**
 * The title, its meta line, text, tags and links: what every layout shows of an item. The item
 * takes the direction of its title (`dir="auto"` reads the title's first letter), so an Arabic
 * item lines up on the right, its meta and links with it.
 */
function ItemBody({
  item,
  labels,
  Title,
  linksClassName = 'mt-2',
}: {
  item: Item
  labels: FieldLabels
  Title: 'h2' | 'h3'
  /** Cards keep their links at the bottom, whatever the text above them. */
  linksClassName?: string
}) {
  const textLang = useTextLang()
  return (
    <div dir="auto" className="flex min-w-0 flex-1 flex-col">
      <Title
        className="text-(length:--text-h3) font-semibold text-ink"
        {...textLang(item, 'title')}
      >
        {item.title}
      </Title>
      <ItemMeta item={item} labels={labels} className="mt-0.5" />
      <ItemText item={item} className="mt-3" />
      <ItemTags item={item} labels={labels} className="mt-4" />
      <ItemLinks item={item} labels={labels} className={linksClassName} />
    </div>
  )
}

/** Compact rows on hairlines: the date in a column of its own on wide screens. */
function ListLayout({ items, labels, Title, anchor }: LayoutProps) {
  const dated = labels.date !== undefined
  return (
    <ol className="section-list">
      {items.map((item) => (
        <li
          key={item._id}
          id={anchor(item)}
          className={`section-row reveal ${ANCHORED} ${dated ? 'section-row-dated' : ''}`}
        >
          {dated && <ItemDate item={item} labels={labels} className="pt-0.5 text-sm accent" />}
          <div className="flex gap-5">
            <ItemBody item={item} labels={labels} Title={Title} />
            <Thumbnail item={item} />
          </div>
        </li>
      ))}
    </ol>
  )
}

/** A grid of cards like the projects', each with its image (or a drawn panel) on top. */
function CardsLayout({ items, labels, Title, priorityFirst, anchor }: LayoutProps) {
  const pictured = labels.image !== undefined
  return (
    <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {items.map((item, index) => (
        <li
          key={item._id}
          id={anchor(item)}
          className={`card reveal flex flex-col overflow-hidden ${ANCHORED}`}
        >
          {pictured && (
            <div className="project-media">
              {item.image ? (
                <ResponsiveImage
                  src={item.image}
                  media={item.media}
                  alt={item.title}
                  width={640}
                  height={400}
                  sizes={IMAGE_SIZES.projectCard}
                  priority={priorityFirst && index === 0}
                />
              ) : (
                <MonogramPanel title={item.title} />
              )}
            </div>
          )}
          <div className="flex flex-1 flex-col p-5 md:p-6">
            <ItemDate item={item} labels={labels} className="mb-2 text-sm accent" />
            <ItemBody item={item} labels={labels} Title={Title} linksClassName="mt-auto pt-4" />
          </div>
        </li>
      ))}
    </ul>
  )
}

/** Like Experience's timeline: the period beside a compact card, on a hairline with dots. */
function TimelineLayout({ items, labels, Title, anchor }: LayoutProps) {
  const dated = labels.date !== undefined
  return (
    <ol className="timeline">
      {items.map((item) => (
        <li key={item._id} id={anchor(item)} className={`timeline-item reveal ${ANCHORED}`}>
          <div
            className={`card timeline-card px-5 py-4 md:px-6 md:py-5 ${dated ? '' : 'timeline-card-undated'}`}
          >
            {dated && <ItemDate item={item} labels={labels} className="pt-0.5 text-sm accent" />}
            <div className="flex gap-5">
              <ItemBody item={item} labels={labels} Title={Title} />
              <Thumbnail item={item} />
            </div>
          </div>
        </li>
      ))}
    </ol>
  )
}

const LAYOUTS = { list: ListLayout, cards: CardsLayout, timeline: TimelineLayout } as const

/**
 * A custom section's items in the owner's order, drawn by the section's layout (an unknown one
 * draws a list). Server-rendered, no script: the same markup on the home page and the section's
 * own page.
 */
export function SectionItems({
  section,
  items,
  headingLevel,
  priorityFirst = false,
}: {
  section: Pick<Section, 'fields' | 'layout'>
  items: Item[]
  headingLevel: 2 | 3
  priorityFirst?: boolean
}) {
  const Layout = LAYOUTS[section.layout as keyof typeof LAYOUTS] ?? ListLayout
  const labels = useFieldLabels(section)
  return (
    <Layout
      items={items}
      labels={labels}
      Title={headingLevel === 2 ? 'h2' : 'h3'}
      priorityFirst={priorityFirst}
      // Its own page (h2 titles) is where an item's address leads (sectionItemPath).
      anchor={headingLevel === 2 ? (item) => sectionItemAnchor(item._id) : () => undefined}
    />
  )
}
