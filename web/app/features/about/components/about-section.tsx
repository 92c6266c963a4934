import { Link } from 'react-router'
import type { About } from '@contract/about.ts'
import type { MediaImage } from '@contract/media-image.ts'
import { IMAGE_SIZES, ResponsiveImage } from '@/components/ui/responsive-image.tsx'
import { Section } from '@/components/ui/section.tsx'

interface AboutSectionProps {
  paragraphs: About[]
  image: string
  /** Set when the photo is a stored image (responsive variants). */
  imageMedia?: MediaImage
  /** The about page's photo is its largest image above the fold. */
  imagePriority?: boolean
  ownerName: string
  /** Home shows 'Know More' to /about; the about page itself does not. */
  showMore?: boolean
  number?: string
  level?: 1 | 2
}

export function AboutSection({
  paragraphs,
  image,
  imageMedia,
  imagePriority,
  ownerName,
  showMore,
  number,
  level,
}: AboutSectionProps) {
  return (
    <Section id="about" number={number} title="About Me" level={level}>
      <div className="grid items-start gap-10 md:grid-cols-[3fr_2fr]">
        <div className="space-y-4 text-lg text-muted">
          {paragraphs.map((paragraph) => (
            <p key={paragraph._id} className="reveal" data-delay={paragraph.animIn}>
              {paragraph.para}
            </p>
          ))}
          {showMore && (
            <p className="pt-2">
              <Link to="/about" className="button">
                Know More
              </Link>
            </p>
          )}
        </div>
        <ResponsiveImage
          src={image}
          media={imageMedia}
          alt={`${ownerName} at work`}
          width={400}
          height={400}
          sizes={IMAGE_SIZES.aboutPhoto}
          priority={imagePriority}
          className="card mx-auto aspect-square w-full max-w-sm object-cover"
        />
      </div>
    </Section>
  )
}
