import type { ContentTypeKey } from '@contract/content-types.ts'
import { aboutContent } from '../about/about-content.ts'
import { certificatesContent } from '../certificates/certificates-content.ts'
import { educationContent } from '../education/education-content.ts'
import { experienceContent } from '../experience/experience-content.ts'
import { projectsContent } from '../projects/projects-content.ts'
import { publicationsContent } from '../publications/publications-content.ts'
import { skillsContent } from '../skills/skills-content.ts'
import { testimonialsContent } from '../testimonials/testimonials-content.ts'
import { messageHistory } from '../contact/contact-presenter.ts'
import { pageHistory } from '../pages/pages-presenter.ts'
import { postHistory } from '../posts/posts-presenter.ts'
import { sectionHistory, sectionItemHistory } from '../sections/sections-presenter.ts'
import { settingsHistory } from '../site-settings/site-settings-repository.ts'
import { profileHistory } from '../user-details/user-details-presenter.ts'
import type { HistoryKind } from './history-kind.ts'
import type { AnyListContent, ListContent } from './list-content.ts'

/**
 * The server's half of the content registry: each content type of contract/content-types.ts with
 * what is its own on the server (list-content.ts). Every "for each type" of the server derives
 * from here: routes, repositories, history and the trash, public pages and the sitemap, the demo
 * and its removal, and the JSON Resume export and import. A type declared in the contract without
 * an entry here does not compile.
 */
export const LIST_CONTENT = {
  about: aboutContent,
  education: educationContent,
  experience: experienceContent,
  skills: skillsContent,
  projects: projectsContent,
  certificates: certificatesContent,
  testimonials: testimonialsContent,
  publications: publicationsContent,
} as const satisfies { [K in ContentTypeKey]: ListContent<K> }

/** Every content type's entry, in the contract's order. */
export const LIST_CONTENT_ENTRIES: readonly AnyListContent[] = Object.values(LIST_CONTENT)

/**
 * Every kind of record history and the trash keep: the content types (titled by their contract
 * description) and the records that are not lists. `message` (the inbox) has a trash but no
 * revisions.
 */
export const HISTORY_KINDS: readonly HistoryKind[] = [
  ...LIST_CONTENT_ENTRIES.map((entry): HistoryKind => ({
    name: entry.type.name,
    table: entry.type.table,
    ordered: true,
    ...(entry.keptImages ? { bodyImages: entry.keptImages.table } : {}),
    title: (row) => entry.type.describe(entry.present(row)).title,
    present: (row) => entry.present(row) as Record<string, unknown>,
  })),
  profileHistory,
  settingsHistory,
  postHistory,
  pageHistory,
  sectionHistory,
  sectionItemHistory,
  messageHistory,
]
