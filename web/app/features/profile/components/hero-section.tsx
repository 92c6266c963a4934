import { RESUME_PDF_PATH } from '@contract/resume-choices.ts'
import { IMAGE_SIZES, ResponsiveImage } from '@/components/ui/responsive-image.tsx'
import { initialsOf } from '@/lib/text/initials.ts'
import type { Profile } from '@/lib/site/site-data.ts'
import {
  richText,
  useLocalHref,
  useTextLang,
  useTranslator,
  type TextLang,
} from '@/lib/i18n/translation.tsx'
import { OwnerNameLink } from './owner-name-link.tsx'
import { TypingTitles } from './typing-titles.tsx'

/**
 * The longest status shown as a badge ("Open to work", "Booked until March"); a longer one is a
 * sentence about the owner (SPEC's "short blurb") and reads as a paragraph under the titles.
 */
const STATUS_BADGE_MAX_LENGTH = 60

/** Where the hero's "Résumé" leads: the résumé page, or its PDF when the owner says so. */
const RESUME_PATH = '/resume'

/** The owner's current status: a badge with a live dot when short, else a lead paragraph. */
function Status({ status, textLang }: { status: string; textLang: TextLang }) {
  if (status.length <= STATUS_BADGE_MAX_LENGTH) {
    return (
      <p className="status-badge" {...textLang}>
        <span className="status-dot" aria-hidden="true" />
        {status}
      </p>
    )
  }
  return (
    <p className="mt-6 max-w-xl text-(length:--text-lead) text-muted" {...textLang}>
      {status}
    </p>
  )
}

/**
 * The home page's first screen. With the owner's profile: status badge, greeting, name, typed
 * titles, the positioning statement, "Contact" and "Résumé", and the photo. Before any profile is
 * saved the defaults are not the owner's words: the site's title, the positioning statement if
 * written, "Contact", and a monogram where a photo would be; the name links the owner to the
 * dashboard to fill it in (OwnerNameLink).
 */
export function HeroSection({
  profile,
  siteTitle,
  contactHref = '#contact',
  resumePdf = false,
}: {
  profile: Profile
  siteTitle: string
  /** The contact section on this page, or the contact page when the home page hides it. */
  contactHref?: string
  /** "Résumé" downloads the PDF (site settings' resume.heroPdf) instead of opening /resume. */
  resumePdf?: boolean
}) {
  const tr = useTranslator()
  const { t } = tr
  const localHref = useLocalHref()
  const textLang = useTextLang()
  const actions = (
    <div className="mt-9 flex flex-wrap gap-3">
      <a href={contactHref} className="button button-solid">
        {t('hero.contact')}
      </a>
      {!profile.isDefault &&
        (resumePdf ? (
          <a href={localHref(RESUME_PDF_PATH)} className="button" type="application/pdf">
            {t('resume.label')}
            <span className="sr-only">{t('resume.pdf')}</span>
          </a>
        ) : (
          <a href={localHref(RESUME_PATH)} className="button">
            {t('resume.label')}
          </a>
        ))}
    </div>
  )
  const positioning = profile.positioning && (
    <p
      className="hero-positioning mt-6 max-w-xl"
      {...textLang({ textLanguages: profile.textLanguages }, 'positioning')}
    >
      {profile.positioning}
    </p>
  )
  if (profile.isDefault) {
    return (
      <section
        aria-labelledby="hero-title"
        className="hero grid content-center items-center gap-12 py-12 md:grid-cols-[1.35fr_1fr] md:gap-16"
      >
        <div className="order-2 md:order-1">
          <p className="eyebrow">{t('hero.welcome')}</p>
          <h1 id="hero-title" className="hero-title mt-4">
            <OwnerNameLink name={siteTitle} />
          </h1>
          {positioning}
          {actions}
        </div>
        <div
          className="hero-photo hero-monogram order-1 mx-auto w-40 sm:w-48 md:order-2 md:w-64"
          aria-hidden="true"
        >
          <span>{initialsOf(siteTitle)}</span>
        </div>
      </section>
    )
  }
  return (
    <section
      aria-labelledby="hero-title"
      className="hero grid content-center items-center gap-12 py-12 md:grid-cols-[1.35fr_1fr] md:gap-16"
    >
      <div className="order-2 md:order-1">
        {profile.status && profile.status.length <= STATUS_BADGE_MAX_LENGTH && (
          <Status status={profile.status} textLang={textLang(profile, 'status')} />
        )}
        <p className="eyebrow">{t('hero.greeting')}</p>
        <h1 id="hero-title" className="hero-title mt-4">
          {richText(tr, 'hero.myNameIs', { name: <OwnerNameLink name={profile.name} /> })}
        </h1>
        <p className="hero-titles mt-5">
          {richText(tr, 'hero.iAmA', {
            titles: <TypingTitles titles={profile.titles} textLang={textLang(profile, 'titles')} />,
          })}
        </p>
        {positioning}
        {profile.status.length > STATUS_BADGE_MAX_LENGTH && (
          <Status status={profile.status} textLang={textLang(profile, 'status')} />
        )}
        {actions}
      </div>
      <div className="hero-photo order-1 mx-auto w-56 sm:w-64 md:order-2 md:w-full md:max-w-sm">
        <ResponsiveImage
          src={profile.image}
          media={profile.media}
          alt={t('hero.photoOf', { name: profile.name })}
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
