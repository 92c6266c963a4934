import { IMAGE_SIZES, ResponsiveImage } from '@/components/ui/responsive-image.tsx'
import type { Profile } from '@/lib/site/site-data.ts'
import { OwnerNameLink } from './owner-name-link.tsx'
import { TypingTitles } from './typing-titles.tsx'

/** The home page's first screen: greeting, name, typed titles, status and photo. */
export function HeroSection({
  profile,
  hasProjects,
}: {
  profile: Profile
  /** "See my work" leads to the projects, so it is there only when they are. */
  hasProjects: boolean
}) {
  return (
    <section
      aria-labelledby="hero-title"
      className="hero grid items-center gap-12 py-12 md:grid-cols-[1.35fr_1fr] md:gap-16"
    >
      <div className="order-2 md:order-1">
        <p className="eyebrow">Hi there, welcome!</p>
        <h1 id="hero-title" className="hero-title mt-4">
          My name is <OwnerNameLink name={profile.name} />
        </h1>
        <p className="hero-titles mt-5">
          I&apos;m a <TypingTitles titles={profile.titles} />
        </p>
        {profile.status && (
          <p className="mt-6 max-w-xl text-(length:--text-lead) text-muted">{profile.status}</p>
        )}
        <div className="mt-9 flex flex-wrap gap-3">
          <a href="#contact" className="button button-solid">
            Get in touch
          </a>
          {hasProjects && (
            <a href="#projects" className="button">
              See my work
            </a>
          )}
        </div>
      </div>
      <div className="hero-photo order-1 mx-auto w-56 sm:w-64 md:order-2 md:w-full md:max-w-sm">
        <ResponsiveImage
          src={profile.image}
          media={profile.media}
          alt={`Photo of ${profile.name}`}
          width={384}
          height={384}
          sizes={IMAGE_SIZES.heroPhoto}
          priority
          className="aspect-square w-full object-cover"
        />
      </div>
    </section>
  )
}
