import { IMAGE_SIZES, ResponsiveImage } from '@/components/ui/responsive-image.tsx'
import type { Profile } from '@/lib/site/site-data.ts'
import { OwnerNameLink } from './owner-name-link.tsx'
import { TypingTitles } from './typing-titles.tsx'

/** The home page's first screen: greeting, name, typed titles, status and photo. */
export function HeroSection({ profile }: { profile: Profile }) {
  return (
    <section
      aria-labelledby="hero-title"
      className="grid min-h-[calc(100vh-4.5rem)] items-center gap-10 py-10 md:grid-cols-[3fr_2fr]"
    >
      <div>
        <p className="text-lg text-muted">Hi there, welcome!</p>
        <h1 id="hero-title" className="mt-2 text-4xl font-extrabold md:text-6xl">
          My name is <OwnerNameLink name={profile.name} />
        </h1>
        <p className="mt-4 text-2xl font-semibold md:text-3xl">
          I&apos;m a <TypingTitles titles={profile.titles} />
        </p>
        {profile.status && <p className="mt-6 max-w-xl text-lg text-muted">{profile.status}</p>}
        <div className="mt-8 flex flex-wrap gap-4">
          <a href="#contact" className="button button-solid">
            Get in touch
          </a>
          <a href="#projects" className="button">
            See my work
          </a>
        </div>
      </div>
      <div className="hero-photo mx-auto w-64 md:w-80">
        <ResponsiveImage
          src={profile.image}
          media={profile.media}
          alt={`Photo of ${profile.name}`}
          width={320}
          height={320}
          sizes={IMAGE_SIZES.heroPhoto}
          priority
          className="aspect-square w-full rounded-2xl object-cover"
        />
      </div>
    </section>
  )
}
