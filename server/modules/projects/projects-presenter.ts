import type { Project, ProjectInput } from '@contract/project.ts'
import type { ProjectRow } from '@/db/schema.ts'
import { recordImageUrl } from '../media/media-url.ts'

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
  }
}

/** A project has its own page when it has both an address and a case study. */
export const hasCaseStudy = (row: Pick<ProjectRow, 'slug' | 'body'>) =>
  Boolean(row.slug && row.body.trim())

/** A case study as stored: a browser's form sends line breaks as CRLF, Markdown keeps LF. */
export const caseStudyText = (body: string) => body.replace(/\r\n?/g, '\n')

export function projectColumns(input: Omit<ProjectInput, 'image'>, imageHash: string | null) {
  return {
    title: input.title,
    description: input.desc,
    tools: input.tools,
    github_url: input.github,
    live_url: input.live,
    image_hash: imageHash,
    // Left out, they stay as they are (clients written before case studies never send them).
    ...(input.slug !== undefined ? { slug: input.slug || null } : {}),
    ...(input.body !== undefined ? { body: caseStudyText(input.body) } : {}),
  }
}
