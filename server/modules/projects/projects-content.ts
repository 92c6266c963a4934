import { CONTENT_TYPES } from '@contract/content-types.ts'
import { PROJECT_MESSAGES, type Project } from '@contract/project.ts'
import type { ProjectRow } from '@/db/schema.ts'
import { errors } from '@/errors.ts'
import { listContent } from '../content/list-content.ts'
import { storedImagesInHtml } from '../media/body-images.ts'
import { recordImageUrl } from '../media/media-url.ts'
import {
  DEMO_CASE_STUDIES,
  DEMO_PROJECT_DESCRIPTIONS,
  DEMO_PROJECT_PICTURES,
  demoProjectRecords,
} from './demo-projects.ts'
import { outcomesColumn, presentGallery, storedGallery, storedOutcomes } from './project-gallery.ts'
import { projectsResume } from './projects-resume.ts'

export function presentProject(row: ProjectRow): Project {
  return {
    _id: String(row.id),
    title: row.title,
    desc: row.description,
    tools: row.tools,
    links: { github: row.github_url, live: row.live_url },
    image: recordImageUrl(row) ?? '',
    slug: row.slug ?? '',
    body: row.body,
    featured: row.featured === 1,
    role: row.role ?? '',
    team: row.team ?? '',
    timeline: row.timeline ?? '',
    outcomes: storedOutcomes(row.outcomes),
    gallery: presentGallery(storedGallery(row.gallery)),
  }
}

/** A case study as stored: a browser's form sends line breaks as CRLF, Markdown keeps LF. */
const caseStudyText = (body: string) => body.replace(/\r\n?/g, '\n')

export const projectsContent = listContent<'projects'>({
  type: CONTENT_TYPES.projects,
  present: presentProject,
  columns: (input) => ({
    title: input.title,
    description: input.desc,
    tools: input.tools,
    github_url: input.github,
    live_url: input.live,
    // Left out, they stay as they are (clients written before case studies never send them).
    ...(input.slug !== undefined ? { slug: input.slug || null } : {}),
    ...(input.body !== undefined ? { body: caseStudyText(input.body) } : {}),
    ...(input.role !== undefined ? { role: input.role.trim() } : {}),
    ...(input.team !== undefined ? { team: input.team.trim() } : {}),
    ...(input.timeline !== undefined ? { timeline: input.timeline.trim() } : {}),
    ...(input.outcomes !== undefined ? { outcomes: outcomesColumn(input.outcomes) } : {}),
  }),
  // A case study's address is the project's own.
  async prepare(app, input, existingId) {
    if (input.slug && (await app.repositories.caseStudies.slugTaken(input.slug, existingId))) {
      throw errors.conflict(PROJECT_MESSAGES.slugTaken(input.slug))
    }
    return {}
  },
  // Its Markdown is rendered once, here.
  async derive(app, input) {
    if (input.body === undefined) return {}
    const rendered = await app.markdown.render(caseStudyText(input.body))
    return { html: rendered.html }
  },
  // No list shows a case study's HTML: read without it.
  listRows: (app): Promise<ProjectRow[]> => app.repositories.caseStudies.listed(),
  // The gallery's images and those its case study shows, kept while the project exists.
  keptImages: {
    table: 'project_images',
    of: (row) => [
      ...storedGallery(row.gallery).map((image) => image.hash),
      ...storedImagesInHtml(row.html),
    ],
  },
  demo: {
    pictures: DEMO_PROJECT_PICTURES,
    markdown: DEMO_CASE_STUDIES,
    records: demoProjectRecords,
    marker: { column: 'description', values: DEMO_PROJECT_DESCRIPTIONS },
  },
  resume: projectsResume,
})
