import { useTranslator } from '@/lib/i18n/translation.tsx'
import type { ReactNode } from 'react'
import {
  resumeMoreLine,
  resumeSectionTitle,
  type ResumeItem,
  type ResumeOutline,
  type ResumeSection,
} from '@contract/resume-outline.ts'
import { RichText } from '@/components/ui/rich-text.tsx'

/**
 * The résumé as one static document (no state, no handlers, complete as server HTML), drawn from
 * the same outline as /resume.pdf: the same sections in the same order, the same links.
 */
export function ResumeDocument({ outline }: { outline: ResumeOutline }) {
  const { t } = useTranslator()
  return (
    <article className="resume-sheet" aria-labelledby="resume-name">
      <header className="resume-head">
        <h1 id="resume-name" className="resume-name">
          {outline.name}
        </h1>
        {/* The owner's own titles only: before a profile exists there are none to print. A
            separator before each title, hidden where the title starts a line (resume.css). */}
        {outline.titles.length > 0 && (
          <ul className="resume-titles" aria-label={t('resume.titles')}>
            {outline.titles.map((title, index) => (
              <li key={`${index}-${title}`}>
                <span className="resume-title-separator" aria-hidden="true">
                  ·
                </span>
                {title}
              </li>
            ))}
          </ul>
        )}
        {outline.contacts.length > 0 && (
          <ul className="resume-contacts" aria-label={t('resume.contacts')}>
            {outline.contacts.map((contact) => (
              <li key={`${contact.label}-${contact.text}`}>
                <span className="resume-label">{contact.label}: </span>
                {contact.href ? <a href={contact.href}>{contact.text}</a> : contact.text}
              </li>
            ))}
          </ul>
        )}
      </header>
      {outline.sections.map((section) => (
        <ResumeSectionView key={section.key} section={section} />
      ))}
    </article>
  )
}

/** An element id from a section's key: `section:3` → `section-3`. */
const sectionId = (key: string) => key.replace(/[^a-z0-9-]/g, '-')

function ResumeSectionView({ section }: { section: ResumeSection }) {
  const tr = useTranslator()
  const id = sectionId(section.key)
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="resume-section">
      <h2 id={`${id}-title`} className="resume-section-title">
        {resumeSectionTitle(tr, section)}
      </h2>
      <SectionItems section={section} />
      {section.more && <MoreLine more={section.more} />}
    </section>
  )
}

/** A bounded section's last line: how many more it has, and the page that lists them all. */
function MoreLine({ more }: { more: NonNullable<ResumeSection['more']> }) {
  const line = resumeMoreLine(useTranslator(), more)
  return (
    <p className="resume-more resume-muted">
      {line.text}
      <a href={line.href}>{line.link}</a>
    </p>
  )
}

function SectionItems({ section }: { section: ResumeSection }): ReactNode {
  switch (section.style) {
    case 'paragraphs':
      return section.items.map((item) => (
        <p key={item.id} className="resume-paragraph" dir="auto">
          {item.title}
        </p>
      ))
    case 'inline':
      return (
        <ul className="resume-skills" aria-label={section.title}>
          {section.items.map((item) => (
            <li key={item.id} dir="auto">
              {item.title}
            </li>
          ))}
        </ul>
      )
    case 'quotes':
      return (
        <ul className="resume-entries">
          {section.items.map((item) => (
            <li key={item.id} className="resume-entry">
              <figure>
                <blockquote className="resume-quote" dir="auto">
                  <p>“{item.title}”</p>
                </blockquote>
                {item.place && <figcaption className="resume-muted">– {item.place}</figcaption>}
              </figure>
              <EntryLinks item={item} subject={item.place ?? section.title} />
            </li>
          ))}
        </ul>
      )
    case 'entries':
      return (
        <ol className="resume-entries">
          {section.items.map((item) => (
            <ResumeEntry key={item.id} item={item} />
          ))}
        </ol>
      )
  }
}

function ResumeEntry({ item }: { item: ResumeItem }) {
  return (
    <li className="resume-entry">
      <div className="resume-entry-head">
        <h3 className="resume-entry-title" dir="auto">
          {item.title}
          {item.place && <span className="resume-place">, {item.place}</span>}
        </h3>
        {item.when && <p className="resume-when">{item.when}</p>}
      </div>
      {item.text && <RichText source={item.text} className="resume-description" />}
      {item.details.map((detail) => (
        <p key={detail} className="resume-detail resume-muted" dir="auto">
          {detail}
        </p>
      ))}
      <EntryLinks item={item} subject={item.place ? `${item.title}, ${item.place}` : item.title} />
    </li>
  )
}

/** Links of one entry, each named after its entry; on paper each prints its address (resume.css). */
function EntryLinks({ item, subject }: { item: ResumeItem; subject: string }) {
  if (item.links.length === 0) return null
  return (
    <p className="resume-links">
      {item.links.map((link) => (
        <a key={`${link.label}-${link.href}`} href={link.href} className="resume-print-url">
          {link.label}
          <span className="sr-only"> of {subject}</span>
        </a>
      ))}
    </p>
  )
}
