import { CONTENT_TYPES } from '@contract/content-types.ts'
import { PROJECT_MESSAGES, type Project } from '@contract/project.ts'
import type { ProjectRow } from '@/db/schema.ts'
import { errors } from '@/errors.ts'
import { listContent } from '../content/list-content.ts'
import { projectBannerSvg, storeDemoPictures } from '../demo/demo-images.ts'
import { recordImageUrl } from '../media/media-url.ts'
import {
  absoluteImageUrl,
  ifSet,
  imageOf,
  resumeList,
  text,
  xText,
} from '../resume/resume-mapping.ts'

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
  }
}

/** A case study as stored: a browser's form sends line breaks as CRLF, Markdown keeps LF. */
const caseStudyText = (body: string) => body.replace(/\r\n?/g, '\n')

/**
 * The demo's projects, each with a drawn cover marked DEMO (demo-images.ts); the two best are
 * featured, so someone trying the product sees the large layout and the compact grid.
 */
const DEMO_PROJECTS = [
  {
    title: 'Task Board',
    description:
      'A placeholder project: a drag-and-drop task board. Replace it from the dashboard.',
    tools: 'React, TypeScript',
    colours: ['#6366f1', '#312e81'],
    featured: true,
  },
  {
    title: 'Weather Now',
    description: 'A placeholder project: a small weather dashboard fed by a public API.',
    tools: 'JavaScript, CSS',
    colours: ['#0ea5e9', '#0c4a6e'],
  },
  {
    title: 'Notes API',
    description: 'A placeholder project: a REST API for notes with authentication.',
    tools: 'Node.js, SQL',
    colours: ['#10b981', '#064e3b'],
    featured: true,
  },
  {
    title: 'Portfolio',
    description: 'A placeholder project: this very site, before you made it yours.',
    tools: 'Vitrine',
    colours: ['#f59e0b', '#7c2d12'],
  },
] as const

const DEMO_PICTURES = DEMO_PROJECTS.map(({ title, colours: [from, to] }) =>
  projectBannerSvg(title, from, to),
)

const DEMO_PROJECT_LINKS = {
  github: 'https://github.com/octocat/Hello-World',
  live: 'https://example.com',
}

const GITHUB = /^https?:\/\/(www\.)?github\.com\//i

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
  }),
  // A case study's address is the project's own; its Markdown is rendered once, here.
  async prepare(app, input, existingId) {
    if (input.slug && (await app.repositories.caseStudies.slugTaken(input.slug, existingId))) {
      throw errors.conflict(PROJECT_MESSAGES.slugTaken(input.slug))
    }
    if (input.body === undefined) return {}
    const rendered = await app.markdown.render(caseStudyText(input.body))
    return { html: rendered.html }
  },
  demo: {
    pictures: DEMO_PICTURES,
    async records(app) {
      const hashes = await storeDemoPictures(app, DEMO_PICTURES)
      return DEMO_PROJECTS.map((project, index) => ({
        title: project.title,
        description: project.description,
        tools: project.tools,
        github_url: DEMO_PROJECT_LINKS.github,
        live_url: DEMO_PROJECT_LINKS.live,
        image_hash: hashes[index]!,
        featured: 'featured' in project ? 1 : 0,
      }))
    },
    marker: { column: 'description', values: DEMO_PROJECTS.map((project) => project.description) },
  },
  resume: resumeList<'projects'>(CONTENT_TYPES.projects, {
    toEntry: (project, { publicUrl }) => ({
      name: project.title,
      description: project.desc,
      keywords: project.tools
        .split(',')
        .map((tool) => tool.trim())
        .filter(Boolean),
      url: ifSet(project.links.live),
      'x-tools': project.tools,
      'x-github': project.links.github,
      'x-live': project.links.live,
      'x-image': absoluteImageUrl(project.image, publicUrl),
      ...(project.featured ? { 'x-featured': true } : {}),
    }),
    fromEntry: (entry, at, problems) => {
      const url = text(entry, 'url') ?? ''
      const github = xText(entry, 'x-github', at, problems) ?? (GITHUB.test(url) ? url : '')
      const live = xText(entry, 'x-live', at, problems) ?? (url === github ? '' : url)
      const keywords = (entry.keywords ?? []) as string[]
      return {
        input: {
          title: text(entry, 'name') ?? '',
          desc: text(entry, 'description') ?? '',
          tools: xText(entry, 'x-tools', at, problems) ?? keywords.join(', '),
          github,
          live,
        },
        image: imageOf(entry, 'x-image', at, problems),
        // Shown large on the home page (an export of this site marks at most three).
        ...(entry['x-featured'] === true ? { columns: { featured: 1 } } : {}),
      }
    },
    fieldPaths: {
      title: 'name',
      desc: 'description',
      tools: 'keywords',
      github: 'x-github',
      live: 'url',
    },
  }),
})
