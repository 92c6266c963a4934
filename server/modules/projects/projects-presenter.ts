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
  }
}

export function projectColumns(input: Omit<ProjectInput, 'image'>, imageHash: string | null) {
  return {
    title: input.title,
    description: input.desc,
    tools: input.tools,
    github_url: input.github,
    live_url: input.live,
    image_hash: imageHash,
  }
}
