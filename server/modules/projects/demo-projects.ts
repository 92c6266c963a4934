import type { FastifyInstance } from 'fastify'
import type { Outcome } from '@contract/project.ts'
import type { ListColumns } from '../content/list-content.ts'
import {
  caseStudyScreenSvg,
  projectBannerSvg,
  storeDemoPictures,
  type DemoScreen,
} from '../demo/demo-images.ts'
import { renderDemoPosts } from '../demo/demo-posts.ts'
import { galleryColumn, outcomesColumn } from './project-gallery.ts'

interface DemoCaseStudy {
  slug: string
  body: string
  role: string
  team: string
  timeline: string
  outcomes: Outcome[]
  /** Screens of the app drawn for its gallery (demo-images.ts), with their words. */
  gallery: { screen: DemoScreen; alt: string; caption: string }[]
}

interface DemoProject {
  title: string
  description: string
  tools: string
  colours: readonly [string, string]
  featured?: boolean
  caseStudy?: DemoCaseStudy
}

/**
 * The demo's projects, each with a drawn cover marked DEMO (demo-images.ts); the two best are
 * featured, so someone trying the product sees the large layout and the compact grid, and have a
 * case study with its facts, figures and gallery, so the case study page and its next and
 * previous links show what they look like filled in.
 */
const DEMO_PROJECTS: readonly DemoProject[] = [
  {
    title: 'Task Board',
    description:
      'A placeholder project: a drag-and-drop task board. Replace it from the dashboard.',
    tools: 'React, TypeScript',
    colours: ['#6366f1', '#312e81'],
    featured: true,
    caseStudy: {
      slug: 'task-board',
      body: `A placeholder case study: write yours from the dashboard, in Markdown.

## The problem

A team of eight tracked its work in a shared spreadsheet. Cards went missing, two people edited the same row, and nobody knew what was blocked.

## The approach

- A board with columns the team names itself, and cards dragged between them (keyboard too).
- Changes shown to everyone at once, so two people never overwrite each other.
- A weekly summary of what moved and what is stuck.

## The result

The spreadsheet was retired after two weeks. Stand-ups got shorter, and blocked work now shows up on the same day.`,
      role: 'Lead engineer',
      team: '2 engineers, 1 designer',
      timeline: 'Mar–Jun 2025',
      outcomes: [
        { value: '40%', label: 'fewer missed deadlines' },
        { value: '1.2 s', label: 'first load on a phone' },
        { value: '3k', label: 'cards moved a week' },
      ],
      gallery: [
        {
          screen: 'board',
          alt: 'The board: three columns of cards, one card being dragged to the last column',
          caption: 'Cards move between columns by drag and drop or with the keyboard.',
        },
        {
          screen: 'card',
          alt: 'An opened card with its description and a checklist, two items ticked',
          caption: 'A card holds its details and a checklist.',
        },
        {
          screen: 'chart',
          alt: 'A line chart of the time cards spend blocked, falling week after week',
          caption: '',
        },
      ],
    },
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
    caseStudy: {
      slug: 'notes-api',
      body: `A placeholder case study: replace it with how you built something.

## The problem

A note-taking app needed an API its web and phone clients could share, with accounts and sync.

## The approach

Plain HTTP and JSON, one table per resource, and tokens that expire. Every route is described once and checked on the way in.

## The result

Both clients moved to it in a month, and it has answered every request since with room to spare.`,
      role: 'Backend engineer',
      team: 'Solo project',
      timeline: 'Six weeks in 2024',
      outcomes: [
        { value: '99.9%', label: 'uptime over a year' },
        { value: '35 ms', label: 'median response' },
      ],
      gallery: [
        {
          screen: 'terminal',
          alt: 'A terminal asking the API for notes and the answer that comes back',
          caption: 'One request, one answer: notes as JSON.',
        },
        {
          screen: 'chart',
          alt: 'A line chart of response times, falling after each release',
          caption: 'Response times after each release.',
        },
      ],
    },
  },
  {
    title: 'Portfolio',
    description: 'A placeholder project: this very site, before you made it yours.',
    tools: 'Vitrine',
    colours: ['#f59e0b', '#7c2d12'],
  },
]

const COVERS = DEMO_PROJECTS.map(({ title, colours: [from, to] }) =>
  projectBannerSvg(title, from, to),
)

/** Each project's gallery pictures, in the order of the projects (none for most). */
const GALLERY_PICTURES = DEMO_PROJECTS.map(({ colours: [from, to], caseStudy }) =>
  (caseStudy?.gallery ?? []).map(({ screen }) => caseStudyScreenSvg(screen, from, to)),
)

/** Every picture the demo's projects store: the build draws them ahead. */
export const DEMO_PROJECT_PICTURES = [...COVERS, ...GALLERY_PICTURES.flat()]

/** The demo's case studies in Markdown: the build renders them ahead. */
export const DEMO_CASE_STUDIES = DEMO_PROJECTS.flatMap(({ caseStudy }) =>
  caseStudy ? [caseStudy.body] : [],
)

/** Placeholder texts no owner writes: "Remove the demo content" deletes the rows holding one. */
export const DEMO_PROJECT_DESCRIPTIONS = DEMO_PROJECTS.map((project) => project.description)

const DEMO_PROJECT_LINKS = {
  github: 'https://github.com/octocat/Hello-World',
  live: 'https://example.com',
}

/** The demo's project rows, their pictures stored and their case studies rendered first. */
export async function demoProjectRecords(app: FastifyInstance): Promise<ListColumns<'projects'>[]> {
  // The covers first, then each gallery's pictures in order (DEMO_PROJECT_PICTURES).
  const hashes = await storeDemoPictures(app, DEMO_PROJECT_PICTURES)
  const galleryHashes = hashes.slice(COVERS.length)
  const rendered = await renderDemoPosts([...DEMO_CASE_STUDIES])
  let caseStudies = 0
  return DEMO_PROJECTS.map((project, index) => {
    const study = project.caseStudy
    return {
      title: project.title,
      description: project.description,
      tools: project.tools,
      github_url: DEMO_PROJECT_LINKS.github,
      live_url: DEMO_PROJECT_LINKS.live,
      image_hash: hashes[index]!,
      featured: project.featured ? 1 : 0,
      ...(study && {
        slug: study.slug,
        body: study.body,
        html: rendered[caseStudies++]!.html,
        role: study.role,
        team: study.team,
        timeline: study.timeline,
        outcomes: outcomesColumn(study.outcomes),
        gallery: galleryColumn(
          study.gallery.map(({ alt, caption }) => ({ hash: galleryHashes.shift()!, alt, caption })),
        ),
      }),
    }
  })
}
