import type { Education } from '../../../../../contract/education.ts'
import { Section } from '../../../components/ui/section.tsx'

export function EducationTimeline({ entries, number }: { entries: Education[]; number?: string }) {
  return (
    <Section id="education" number={number} title="Education">
      {entries.length === 0 ? (
        <p className="text-muted">Nothing here yet.</p>
      ) : (
        <ol className="timeline space-y-6">
          {entries.map((entry) => (
            <li key={entry._id} className="card reveal p-5">
              <p className="text-sm font-semibold accent">{entry.year}</p>
              <h3 className="mt-1 text-xl font-bold">{entry.edu}</h3>
              <p className="text-muted">
                {entry.link ? (
                  <a
                    href={entry.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="underline"
                  >
                    {entry.clg}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : (
                  entry.clg
                )}
              </p>
              {entry.sts && <p className="mt-1 text-sm text-muted">{entry.sts}</p>}
            </li>
          ))}
        </ol>
      )}
    </Section>
  )
}
