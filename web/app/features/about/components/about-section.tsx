import { Link } from 'react-router'
import type { About } from '@contract/about.ts'
import type { SiteSettings } from '@contract/site-settings.ts'
import { Icon } from '@/components/icons/icon.tsx'
import { Section } from '@/components/ui/section.tsx'
import { useTextLang, useTranslator } from '@/lib/i18n/translation.tsx'

interface AboutSectionProps {
  paragraphs: About[]
  settings: SiteSettings
  /** Home shows 'Know More' to /about; the about page itself does not. */
  showMore?: boolean
  number?: string
  level?: 1 | 2
}

/**
 * The about text beside a card of facts (where the owner is, how to reach them). No photo: the
 * hero shows the owner's, and one screen never shows the same picture twice (docs/design.md).
 */
export function AboutSection({ paragraphs, settings, showMore, number, level }: AboutSectionProps) {
  const { t } = useTranslator()
  const textLang = useTextLang()
  const facts = [
    { icon: 'pin' as const, label: t('about.basedIn'), value: settings.location },
    { icon: 'mail' as const, label: t('about.email'), value: settings.email },
  ].filter((fact) => fact.value !== '')
  return (
    <Section id="about" number={number} title={t('section.aboutMe')} level={level}>
      <div className="grid items-start gap-10 lg:grid-cols-[1.6fr_1fr] lg:gap-16">
        <div className="max-w-2xl space-y-5 text-(length:--text-lead) leading-relaxed text-muted">
          {paragraphs.map((paragraph) => (
            <p
              key={paragraph._id}
              className="reveal"
              data-delay={paragraph.animIn}
              {...textLang(paragraph, 'para')}
            >
              {paragraph.para}
            </p>
          ))}
          {showMore && (
            <p className="pt-3">
              <Link to="/about" className="button">
                {t('about.knowMore')}
              </Link>
            </p>
          )}
        </div>
        {facts.length > 0 && (
          <dl className="card reveal grid gap-5 p-6">
            {facts.map((fact) => (
              <div key={fact.label} className="relative ps-8">
                <dt className="eyebrow">
                  <span className="absolute top-0.5 start-0 text-(--accent)">
                    <Icon name={fact.icon} size={18} />
                  </span>
                  {fact.label}
                </dt>
                <dd className="mt-0.5 break-words text-ink">
                  {fact.icon === 'mail' ? (
                    <a href={`mailto:${fact.value}`} className="link">
                      {fact.value}
                    </a>
                  ) : (
                    fact.value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </Section>
  )
}
