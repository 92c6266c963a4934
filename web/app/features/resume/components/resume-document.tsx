import type { ReactNode } from 'react'
import type { About } from '@contract/about.ts'
import type { Certificate } from '@contract/certificate.ts'
import type { Education } from '@contract/education.ts'
import type { Experience } from '@contract/experience.ts'
import type { Project } from '@contract/project.ts'
import type { Skill } from '@contract/skill.ts'
import { RichText } from '@/components/ui/rich-text.tsx'
import { ownTitles, type Profile } from '@/lib/site/site-data.ts'
import type { ResumeContact } from '../resume-contacts.ts'

export interface ResumeContent {
  about: About[]
  experience: Experience[]
  education: Education[]
  skills: Skill[]
  projects: Project[]
  certificates: Certificate[]
}

interface ResumeDocumentProps extends ResumeContent {
  profile: Profile
  contacts: ResumeContact[]
}

/** The résumé as one static document: no state, no handlers, complete as server HTML. */
export function ResumeDocument({ profile, contacts, ...content }: ResumeDocumentProps) {
  const titles = ownTitles(profile)
  return (
    <article className="resume-sheet" aria-labelledby="resume-name">
      <header className="resume-head">
        <h1 id="resume-name" className="resume-name">
          {profile.name}
        </h1>
        {/* The owner's own titles only: before a profile exists there are none to print. A
            separator before each title, hidden where the title starts a line (resume.css). */}
        {titles.length > 0 && (
          <ul className="resume-titles" aria-label="Titles">
            {titles.map((title, index) => (
              <li key={`${index}-${title}`}>
                <span className="resume-title-separator" aria-hidden="true">
                  ·
                </span>
                {title}
              </li>
            ))}
          </ul>
        )}
        {contacts.length > 0 && (
          <ul className="resume-contacts" aria-label="Contact details">
            {contacts.map((contact) => (
              <li key={`${contact.label}-${contact.text}`}>
                <span className="resume-label">{contact.label}: </span>
                {contact.href ? <a href={contact.href}>{contact.text}</a> : contact.text}
              </li>
            ))}
          </ul>
        )}
      </header>

      {content.about.length > 0 && (
        <ResumeSection id="summary" title="Summary">
          {content.about.map((paragraph) => (
            <p key={paragraph._id} className="resume-paragraph">
              {paragraph.para}
            </p>
          ))}
        </ResumeSection>
      )}

      {content.experience.length > 0 && (
        <ResumeSection id="experience" title="Experience">
          <ol className="resume-entries">
            {content.experience.map((entry) => (
              <ResumeEntry
                key={entry._id}
                title={entry.title}
                place={entry.company}
                when={entry.duration}
              >
                <RichText source={entry.description} className="resume-description" />
                {entry.techstack && <p className="resume-detail">{entry.techstack}</p>}
                <EntryLinks
                  subject={`${entry.title} at ${entry.company}`}
                  links={[
                    { label: 'Company', href: entry.link },
                    { label: 'Certificate', href: entry.doc },
                  ]}
                />
              </ResumeEntry>
            ))}
          </ol>
        </ResumeSection>
      )}

      {content.education.length > 0 && (
        <ResumeSection id="education" title="Education">
          <ol className="resume-entries">
            {content.education.map((entry) => (
              <ResumeEntry key={entry._id} title={entry.edu} place={entry.clg} when={entry.year}>
                {entry.sts && <p className="resume-detail">{entry.sts}</p>}
                <EntryLinks
                  subject={`${entry.edu} at ${entry.clg}`}
                  links={[{ label: 'Institution', href: entry.link }]}
                />
              </ResumeEntry>
            ))}
          </ol>
        </ResumeSection>
      )}

      {content.skills.length > 0 && (
        <ResumeSection id="skills" title="Skills">
          <ul className="resume-skills" aria-label="Skills">
            {content.skills.map((skill) => (
              <li key={skill._id}>{skill.name}</li>
            ))}
          </ul>
        </ResumeSection>
      )}

      {content.projects.length > 0 && (
        <ResumeSection id="projects" title="Projects">
          <ul className="resume-entries">
            {content.projects.map((project) => (
              <ResumeEntry key={project._id} title={project.title}>
                {project.desc && <p className="resume-detail">{project.desc}</p>}
                {project.tools && <p className="resume-detail resume-muted">{project.tools}</p>}
                <EntryLinks
                  subject={project.title}
                  links={[
                    { label: 'Code', href: project.links.github },
                    { label: 'Live', href: project.links.live },
                  ]}
                />
              </ResumeEntry>
            ))}
          </ul>
        </ResumeSection>
      )}

      {content.certificates.length > 0 && (
        <ResumeSection id="certificates" title="Certificates">
          <ul className="resume-entries">
            {content.certificates.map((certificate) => (
              <ResumeEntry
                key={certificate._id}
                title={certificate.title}
                place={[certificate.platform, certificate.label].filter(Boolean).join(', ')}
                when={certificate.date}
              >
                <EntryLinks
                  subject={certificate.title}
                  links={[{ label: 'Certificate', href: certificate.doc }]}
                />
              </ResumeEntry>
            ))}
          </ul>
        </ResumeSection>
      )}
    </article>
  )
}

function ResumeSection({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="resume-section">
      <h2 id={`${id}-title`} className="resume-section-title">
        {title}
      </h2>
      {children}
    </section>
  )
}

interface ResumeEntryProps {
  title: string
  place?: string
  when?: string
  children?: ReactNode
}

function ResumeEntry({ title, place, when, children }: ResumeEntryProps) {
  return (
    <li className="resume-entry">
      <div className="resume-entry-head">
        <h3 className="resume-entry-title">
          {title}
          {place && <span className="resume-place">, {place}</span>}
        </h3>
        {when && <p className="resume-when">{when}</p>}
      </div>
      {children}
    </li>
  )
}

/** Links of one entry; on paper each prints its address after it (see resume.css). */
function EntryLinks({
  subject,
  links,
}: {
  subject: string
  links: { label: string; href: string }[]
}) {
  const present = links.filter((link) => link.href)
  if (present.length === 0) return null
  return (
    <p className="resume-links">
      {present.map((link) => (
        <a key={link.label} href={link.href} className="resume-print-url">
          {link.label}
          <span className="sr-only"> of {subject}</span>
        </a>
      ))}
    </p>
  )
}
