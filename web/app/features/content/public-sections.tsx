import type { ReactElement } from 'react'
import { Link } from 'react-router'
import type { ContentTypeKey } from '@contract/content-types.ts'
import { FEATURED_PROJECTS, PREVIEW } from '@contract/limits.ts'
import { listPagePath, type PagedList } from '@contract/list-pages.ts'
import { Section } from '@/components/ui/section.tsx'
import { AboutSection } from '@/features/about/components/about-section.tsx'
import { CertificateCards } from '@/features/certificates/components/certificate-cards.tsx'
import { ContributionGraph } from '@/features/contributions/components/contribution-graph.tsx'
import { EducationTimeline } from '@/features/education/components/education-timeline.tsx'
import { ExperienceTimeline } from '@/features/experience/components/experience-timeline.tsx'
import { CaseStudyArticle } from '@/features/projects/components/case-study-article.tsx'
import { ProjectShowcase } from '@/features/projects/components/featured-projects.tsx'
import { PublicationsSection } from '@/features/publications/components/publications-section.tsx'
import { SkillsGrid } from '@/features/skills/components/skills-grid.tsx'
import { TestimonialsSection } from '@/features/testimonials/components/testimonials-section.tsx'
import type { PublicRecord } from '@/load-context.ts'
import type { SiteData } from '@/lib/site/site-data.ts'
import { useTranslator } from '@/lib/i18n/translation.tsx'

/** What a content type's home section is given: its first records, its number, the site. */
interface HomeSectionProps<K extends ContentTypeKey> {
  records: PublicRecord<K>[]
  /** "III." when the navigation names the section (site-data.ts homeNumbers). */
  number?: string
  site: SiteData
  /** Whether the type has more records than these: the section then leads to its page. */
  more?: boolean
}

/** How a content type shows on the home page (server-rendered, no client JavaScript). */
export interface HomeSection<K extends ContentTypeKey> {
  /**
   * At most this many records are shown (a "See More" leads to the rest): the page reads no more
   * than these, however long the list grows.
   */
  preview: number
  /** Shown with no records too (projects: the contribution graph). */
  shownWithout?: (site: SiteData) => boolean
  Section: (props: HomeSectionProps<K>) => ReactElement
}

/**
 * A content type on the public site: its home section, or, for a type the home page does not
 * show, how its records look on the page that lists them (`listing`); and `page`, a record's own
 * page where it has one (the dashboard's contentPages says which records do). The dashboard's
 * preview of a record being edited renders it with these.
 */
export type PublicSection<K extends ContentTypeKey> = (
  | { home: HomeSection<K> }
  | { home?: undefined; listing: (props: { records: PublicRecord<K>[] }) => ReactElement }
) & {
  /** A record's own page, given its Markdown as HTML (rendered and sanitised by the server). */
  page?: (props: { record: PublicRecord<K>; html: string }) => ReactElement
}

/**
 * The link from a home page section to the page with all of it; `what` completes its name for
 * screen readers (" skills": "See More skills"), in the page's language.
 */
export function SeeMore({ to, what }: { to: string; what: string }) {
  const { t } = useTranslator()
  return (
    <p className="mt-10 text-center">
      <Link to={to} className="button">
        {t('section.seeMore')}
        <span className="sr-only">{what}</span>
      </Link>
    </p>
  )
}

function SkillsSection({ records, number }: Omit<HomeSectionProps<'skills'>, 'site'>) {
  const { t } = useTranslator()
  return (
    <Section id="skills" number={number} title={t('section.skillsExpertise')}>
      <SkillsGrid skills={records} />
      <SeeMore to="/skills" what={t('section.seeMoreSkills')} />
    </Section>
  )
}

function ProjectsSection({ records, number, site }: HomeSectionProps<'projects'>) {
  const { typeName, t } = useTranslator()
  return (
    <Section id="projects" number={number} title={typeName('projects')}>
      {records.length > 0 && (
        <>
          <ProjectShowcase projects={records} headingLevel={3} othersShown={PREVIEW.homeProjects} />
          <SeeMore to="/projects" what={t('section.seeMoreProjects')} />
        </>
      )}
      {site.sections.contributions && <ContributionGraph username={site.settings.githubUsername} />}
    </Section>
  )
}

function CertificationsSection({ records }: { records: PublicRecord<'certificates'>[] }) {
  const { t } = useTranslator()
  return (
    <Section id="certifications" title={t('section.certifications')}>
      <CertificateCards certificates={records} />
    </Section>
  )
}

/** A home section's link to its whole list, on pages of its own (/about/education …). */
function MoreOnAbout({ type, more }: { type: PagedList; more?: boolean }) {
  const { t, typeName } = useTranslator()
  if (!more) return null
  return (
    <SeeMore to={listPagePath(type)} what={t('section.seeMoreNamed', { name: typeName(type) })} />
  )
}

/**
 * The web's half of the content registry: how each content type of contract/content-types.ts
 * shows on the home page. A type declared in the contract without an entry here does not
 * compile; the home page, its loader and its numbering derive from these entries.
 */
export const PUBLIC_SECTIONS: { [K in ContentTypeKey]: PublicSection<K> } = {
  about: {
    home: {
      preview: PREVIEW.aboutParagraphs,
      Section: ({ records, number, site }) => (
        <AboutSection number={number} paragraphs={records} settings={site.settings} showMore />
      ),
    },
  },
  education: {
    home: {
      preview: PREVIEW.homeTimeline,
      Section: ({ records, number, more }) => (
        <EducationTimeline
          number={number}
          entries={records}
          more={<MoreOnAbout type="education" more={more} />}
        />
      ),
    },
  },
  experience: {
    home: {
      preview: PREVIEW.homeTimeline,
      Section: ({ records, number, more }) => (
        <ExperienceTimeline
          number={number}
          entries={records}
          more={<MoreOnAbout type="experience" more={more} />}
        />
      ),
    },
  },
  skills: {
    home: {
      preview: PREVIEW.homeSkills,
      Section: ({ records, number }) => <SkillsSection records={records} number={number} />,
    },
  },
  projects: {
    home: {
      // The featured ones (all of them), then the first few others (ProjectShowcase): the home
      // page reads them in the projects page's order (PublicContent.listProjects).
      preview: FEATURED_PROJECTS + PREVIEW.homeProjects,
      shownWithout: (site) => site.sections.contributions,
      Section: ({ records, number, site }) => (
        <ProjectsSection records={records} number={number} site={site} />
      ),
    },
    page: ({ record, html }) => <CaseStudyArticle project={{ ...record, html }} />,
  },
  // Shown on /skills only.
  certificates: {
    listing: ({ records }) => <CertificationsSection records={records} />,
  },
  testimonials: {
    home: {
      preview: PREVIEW.homeTestimonials,
      Section: ({ records, more }) => (
        <TestimonialsSection
          testimonials={records}
          more={<MoreOnAbout type="testimonials" more={more} />}
        />
      ),
    },
  },
  publications: {
    home: {
      preview: PREVIEW.homePublications,
      Section: ({ records, number, more }) => (
        <PublicationsSection
          number={number}
          publications={records}
          more={<MoreOnAbout type="publications" more={more} />}
        />
      ),
    },
  },
}
