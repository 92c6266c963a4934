import type { Experience } from '../../../../../contract/experience.ts'
import { Section } from '../../../components/ui/section.tsx'

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
            <li key={entry._id} className="card reveal p-5">
              <p className="text-sm font-semibold accent">{entry.duration}</p>
              <h3 className="mt-1 text-xl font-bold">{entry.title}</h3>
              <p className="text-muted">
                {entry.link ? (
                  <a
                    href={entry.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="underline"
                  >
                    {entry.company}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : (
                  entry.company
                )}
              </p>
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
            </li>
          ))}
        </ol>
      )}
    </Section>
  )
}
