import type { Education } from '@contract/education.ts'
import { Section } from '@/components/ui/section.tsx'
import { TimelineCard } from '@/components/ui/timeline-card.tsx'

export function EducationTimeline({ entries, number }: { entries: Education[]; number?: string }) {
  return (
    <Section id="education" number={number} title="Education">
      {entries.length === 0 ? (
        <p className="text-muted">Nothing here yet.</p>
      ) : (
        <ol className="timeline space-y-6">
          {entries.map((entry) => (
            <TimelineCard
              key={entry._id}
              when={entry.year}
              title={entry.edu}
              place={entry.clg}
              link={entry.link}
            >
              {entry.sts && <p className="mt-1 text-sm text-muted">{entry.sts}</p>}
            </TimelineCard>
          ))}
        </ol>
      )}
    </Section>
  )
}
