import type { ReactNode } from 'react'
import type { Publication } from '@contract/publication.ts'
import { RichText } from '@/components/ui/rich-text.tsx'
import { ResponsiveImage } from '@/components/ui/responsive-image.tsx'
import { Section } from '@/components/ui/section.tsx'
import type { WithMedia } from '@/load-context.ts'
import { ExternalLink } from '@/components/ui/external-link.tsx'
import { useTranslator, useTextLang } from '@/lib/i18n/translation.tsx'

/** An image beside a publication's text: a cover or a figure, never more than a thumbnail. */
const THUMBNAIL_SIZES = '(min-width: 640px) 160px, 96px'

/**
 * What the owner published (articles, papers, books): one card each, newest first as the owner
 * ordered them, with its venue and date, a few lines of Markdown-lite and an optional image.
 * Server-rendered, shown only when there is at least one.
 */
export function PublicationsSection({
  publications,
  number,
  level,
  more,
}: {
  publications: WithMedia<Publication>[]
  number?: string
  /** 1 when it is the first section of its page (the about page with nothing before it). */
  level?: 1 | 2
  /** After the list, inside the section: the home page's link to the whole list. */
  more?: ReactNode
}) {
  const { typeName } = useTranslator()
  const textLang = useTextLang()
  return (
    <Section id="publications" number={number} title={typeName('publications')} level={level}>
      <ol className="grid gap-5">
        {publications.map((publication) => (
          <li key={publication._id} className="card reveal">
            <article className="flex gap-5 p-6 md:p-7">
              {publication.image && (
                <ResponsiveImage
                  src={publication.image}
                  media={publication.media}
                  alt=""
                  width={160}
                  height={120}
                  sizes={THUMBNAIL_SIZES}
                  className="h-auto w-24 shrink-0 self-start rounded-lg object-cover sm:w-40"
                />
              )}
              <div className="min-w-0">
                <h3 className="text-lg font-semibold text-ink">
                  {publication.link ? (
                    <ExternalLink href={publication.link} className="link">
                      {publication.title}
                    </ExternalLink>
                  ) : (
                    publication.title
                  )}
                </h3>
                <p className="mt-1 text-sm text-muted">
                  {publication.publisher}
                  <span aria-hidden="true"> · </span>
                  <span className="sr-only">, </span>
                  {publication.date}
                </p>
                <RichText
                  source={publication.summary}
                  className="rich-text mt-3"
                  textLang={textLang(publication, 'summary')}
                />
              </div>
            </article>
          </li>
        ))}
      </ol>
      {more}
    </Section>
  )
}
