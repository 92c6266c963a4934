import type { ReactNode } from 'react'
import type { Education } from '@contract/education.ts'
import { Section } from '@/components/ui/section.tsx'
import { TimelineCard } from '@/components/ui/timeline-card.tsx'
import { useTextLang, useTranslator } from '@/lib/i18n/translation.tsx'

export function EducationTimeline({
  entries,
  number,
  level,
  more,
}: {
  entries: Education[]
  number?: string
  /** 1 when it is the first section of its page (the about page without about text). */
  level?: 1 | 2
  /** After the list, inside the section: the home page's link to the whole list. */
  more?: ReactNode
}) {
  const { typeName } = useTranslator()
  const textLang = useTextLang()
  return (
    <Section id="education" number={number} title={typeName('education')} level={level}>
      <ol className="timeline">
        {entries.map((entry) => (
          <TimelineCard
            key={entry._id}
            when={entry.year}
            title={entry.edu}
            titleLang={textLang(entry, 'edu')}
            place={entry.clg}
            link={entry.link}
          >
            {entry.sts && (
              <p className="mt-2 text-sm text-muted" {...textLang(entry, 'sts')}>
                {entry.sts}
              </p>
            )}
          </TimelineCard>
        ))}
      </ol>
      {more}
    </Section>
  )
}
