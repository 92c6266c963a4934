import type { Experience } from '@contract/experience.ts'
import { Section } from '@/components/ui/section.tsx'
import { TimelineCard } from '@/components/ui/timeline-card.tsx'

export function ExperienceTimeline({
  entries,
  number,
}: {
  entries: Experience[]
  number?: string
}) {
  return (
    <Section id="experience" number={number} title="Experience">
      {entries.length === 0 ? (
        <p className="text-muted">Nothing here yet.</p>
      ) : (
        <ol className="timeline space-y-6">
          {entries.map((entry) => (
            <TimelineCard
              key={entry._id}
              when={entry.duration}
              title={entry.title}
              place={entry.company}
              link={entry.link}
            >
              {entry.techstack && <p className="mt-2 text-sm">{entry.techstack}</p>}
              {entry.doc && (
                <a
                  href={entry.doc}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-3 inline-block text-sm font-semibold accent underline"
                >
                  Certificate
                  <span className="sr-only">
                    {' '}
                    of {entry.title} at {entry.company} (opens in a new tab)
                  </span>
                </a>
              )}
            </TimelineCard>
          ))}
        </ol>
      )}
    </Section>
  )
}
