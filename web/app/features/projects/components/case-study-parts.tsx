import { useTextLang, useTranslator } from '@/lib/i18n/translation.tsx'
import type { GalleryImage, Outcome, Project } from '@contract/project.ts'
import { IMAGE_SIZES, ResponsiveImage } from '@/components/ui/responsive-image.tsx'
import type { WithMedia } from '@/load-context.ts'
import { entryTextPath } from '@contract/translations.ts'

/** The facts a case study states about the work, in the order they are read. */
const FACTS = [
  ['projects.role', 'role'],
  ['projects.team', 'team'],
  ['projects.timeline', 'timeline'],
] as const

/** Role, team and timeline as a list of terms; only those the owner gave, none at all: nothing. */
export function CaseStudyFacts({
  project,
}: {
  project: Pick<Project, 'role' | 'team' | 'timeline'>
}) {
  const { t } = useTranslator()
  const textLang = useTextLang()
  const facts = FACTS.filter(([, key]) => project[key].trim() !== '')
  if (facts.length === 0) return null
  return (
    <dl className="case-study-facts">
      {facts.map(([term, key]) => (
        <div key={key}>
          <dt>{t(term)}</dt>
          <dd {...textLang(project, key)}>{project[key]}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * The outcome figures, large, each over what it measures; each text left in the default language
 * marked with its own (`of`: the project they belong to, read in the page's language).
 */
export function CaseStudyOutcomes({ outcomes, of }: { outcomes: readonly Outcome[]; of?: object }) {
  const { t } = useTranslator()
  const textLang = useTextLang()
  const lang = (index: number, field: string) =>
    textLang(of, entryTextPath('outcomes', index, field))
  if (outcomes.length === 0) return null
  return (
    <section className="case-study-outcomes" aria-labelledby="case-study-outcomes-title">
      <h2 id="case-study-outcomes-title" className="case-study-label">
        {t('projects.outcomes')}
      </h2>
      <ul>
        {outcomes.map(({ value, label }, index) => (
          <li key={index}>
            <span className="case-study-figure" {...lang(index, 'value')}>
              {value}
            </span>{' '}
            <span className="case-study-figure-label" {...lang(index, 'label')}>
              {label}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * The gallery: each image in a figure, captioned by its caption or else its alt text, drawn
 * lazily (it is below the fold) and linking to the image at full size. A caption that only
 * repeats the alt text is not read twice. A text left in the default language is marked with its
 * own (`of`: the project, read in the page's language).
 */
export function CaseStudyGallery({
  images,
  of,
}: {
  images: readonly WithMedia<GalleryImage>[]
  of?: object
}) {
  const { t } = useTranslator()
  const textLang = useTextLang()
  const lang = (index: number, field: string) =>
    textLang(of, entryTextPath('gallery', index, field))
  if (images.length === 0) return null
  return (
    <section className="case-study-gallery" aria-labelledby="case-study-gallery-title">
      <h2 id="case-study-gallery-title" className="case-study-label">
        {t('projects.gallery')}
      </h2>
      <ul>
        {images.map(({ image, media, alt, caption }, index) => (
          <li key={image}>
            <figure>
              <a href={image} className="case-study-gallery-link">
                <ResponsiveImage
                  src={image}
                  media={media}
                  alt={alt}
                  width={1280}
                  height={800}
                  sizes={IMAGE_SIZES.galleryImage}
                  altLang={lang(index, 'alt')}
                />
                <span className="sr-only">{t('projects.fullSize')}</span>
              </a>
              <figcaption
                aria-hidden={caption ? undefined : true}
                {...lang(index, caption ? 'caption' : 'alt')}
              >
                {caption || alt}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}
