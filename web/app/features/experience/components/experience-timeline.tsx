import type { ReactNode } from 'react'
import type { Experience } from '@contract/experience.ts'
import { RichText } from '@/components/ui/rich-text.tsx'
import { Section } from '@/components/ui/section.tsx'
import { TimelineCard } from '@/components/ui/timeline-card.tsx'
import { ExternalLink } from '@/components/ui/external-link.tsx'
import { useTextLang, useTranslator } from '@/lib/i18n/translation.tsx'

/** The tech stack as chips: "TypeScript, React" → two. */
function stack(techstack: string): string[] {
  return techstack
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

export function ExperienceTimeline({
  entries,
  number,
  level,
  more,
}: {
  entries: Experience[]
  number?: string
  /** 1 when it is the first section of its page (the about page without about text). */
  level?: 1 | 2
  /** After the list, inside the section: the home page's link to the whole list. */
  more?: ReactNode
}) {
  const { t, typeName } = useTranslator()
  const textLang = useTextLang()
  return (
    <Section id="experience" number={number} title={typeName('experience')} level={level}>
      <ol className="timeline">
        {entries.map((entry) => (
          <TimelineCard
            key={entry._id}
            when={entry.duration}
            title={entry.title}
            titleLang={textLang(entry, 'title')}
            place={entry.company}
            link={entry.link}
          >
            <RichText
              source={entry.description}
              className="rich-text mt-3"
              textLang={textLang(entry, 'description')}
            />
            {entry.techstack && (
              <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('experience.techStack')}>
                {stack(entry.techstack).map((item) => (
                  <li key={item} className="chip">
                    {item}
                  </li>
                ))}
              </ul>
            )}
            {entry.doc && (
              <ExternalLink
                href={entry.doc}
                className="link mt-3 inline-block text-sm font-medium"
                context={t('experience.certificateOf', {
                  title: entry.title,
                  company: entry.company,
                })}
              >
                {t('experience.certificate')}
              </ExternalLink>
            )}
          </TimelineCard>
        ))}
      </ol>
      {more}
    </Section>
  )
}
