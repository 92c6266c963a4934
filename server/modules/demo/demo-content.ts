import type { ContentColumns } from '../collections/ordered-repository.ts'

/**
 * What a fresh installation shows until the owner replaces it: plainly placeholder, with example
 * links only, so nobody mistakes it for a real person's portfolio.
 */

export const demoProfile = {
  titles: { title_1: 'Web Developer', title_2: 'Code Enthusiast', title_3: 'Learner', title_4: '' },
  status:
    'This is demo content. Log in to the dashboard to replace this status, the photo and every section with your own.',
}

export const demoAbout: ContentColumns<'about_paragraphs'>[] = [
  'Hello! This paragraph is placeholder text shown by a fresh Vitrine installation.',
  'Use the About page of the dashboard to tell visitors who you are and what you build.',
  'Every section of this site (education, experience, skills, projects, certificates) is demo content until you change it.',
  'Delete what you do not need and add your own records alongside.',
].map((paragraph) => ({ paragraph }))

export const demoEducation: ContentColumns<'education'>[] = [
  {
    years: '2021-2025',
    institution: 'Example University',
    degree: 'B.Sc. Computer Science (demo)',
    status: 'CGPA 8.5',
    link: 'https://example.edu',
  },
  {
    years: '2019-2021',
    institution: 'Example High School',
    degree: 'Higher Secondary (demo)',
    status: 'Grade A',
    link: 'https://example.org',
  },
]

export const demoExperience: ContentColumns<'experience'>[] = [
  {
    duration: '2024-2025',
    title: 'Software Engineering Intern (demo)',
    company: 'Example Corp',
    tech_stack: 'TypeScript, React, Node.js',
    description: [
      '- Built the **customer dashboard** in React, used by 2 000 people a day (demo).',
      "- Cut the API's p95 latency from 420 ms to 90 ms with caching and an index.",
      '- Wrote the `deploy` pipeline that ships every merged change in 6 minutes.',
    ].join('\n'),
    link: 'https://example.com',
    certificate_url: 'https://example.com/certificates/internship',
  },
  {
    duration: '2023-2024',
    title: 'Freelance Web Developer (demo)',
    company: 'Example Studio',
    tech_stack: 'HTML, CSS, JavaScript',
    description: [
      'Websites for small businesses, from the first sketch to hosting (demo).',
      '- Delivered 12 sites, each scoring 100 on Lighthouse.',
      '- Set up contact forms, analytics and backups for every client.',
    ].join('\n'),
    link: 'https://example.net',
    certificate_url: '',
  },
]

function certificate(title: string, platform: string, label: string, issuedOn: string) {
  return {
    title,
    description: 'A placeholder certificate. Replace it with one of your own from the dashboard.',
    issued_on: issuedOn,
    platform,
    label,
    certificate_url: 'https://example.com/certificates/demo',
  }
}

export const demoCertificates: ContentColumns<'certificates'>[] = [
  certificate('Web Development Basics (demo)', 'Example Academy', 'Web', '10-08-2023'),
  certificate('JavaScript Algorithms (demo)', 'Example Learning', 'Programming', '15-01-2024'),
  certificate('Databases for Beginners (demo)', 'Example Institute', 'Databases', '20-06-2024'),
]

/** Placeholder quotes, plainly marked as demo content; no photo (the site draws initials). */
export const demoTestimonials: ContentColumns<'testimonials'>[] = [
  {
    quote:
      'A placeholder testimonial (demo): replace it with what a colleague said about working with you. Short and specific reads best.',
    name: 'Jordan Example',
    role: 'Engineering manager',
    company: 'Example Corp',
    link: '',
    image_hash: null,
  },
  {
    quote:
      'Another placeholder (demo). Ask a mentor, a client or a teammate for two or three sentences about a project you did together.',
    name: 'Riley Sample',
    role: 'Senior developer',
    company: 'Example Studio',
    link: '',
    image_hash: null,
  },
]

/** Skill names: each matches a well-known technology, so the site draws its logo. */
export const demoSkills = [
  'JavaScript',
  'TypeScript',
  'React',
  'Node.js',
  'HTML',
  'CSS',
  'PostgreSQL',
  'Git',
  'Docker',
  'Python',
]

export const demoProjects: {
  title: string
  description: string
  tools: string
  colours: [string, string]
}[] = [
  {
    title: 'Task Board',
    description:
      'A placeholder project: a drag-and-drop task board. Replace it from the dashboard.',
    tools: 'React, TypeScript',
    colours: ['#6366f1', '#312e81'],
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
  },
  {
    title: 'Portfolio',
    description: 'A placeholder project: this very site, before you made it yours.',
    tools: 'Vitrine',
    colours: ['#f59e0b', '#7c2d12'],
  },
]

export const demoProjectLinks = {
  github: 'https://github.com/octocat/Hello-World',
  live: 'https://example.com',
}

export const demoSettings = {
  phone: '+1 555 0100',
  location: 'Example City',
  githubUsername: 'octocat',
  socialLinks: [
    { acc: 'GitHub', link: 'https://github.com/octocat', icon: 'github' },
    { acc: 'LinkedIn', link: 'https://www.linkedin.com/in/example', icon: 'linkedin' },
    { acc: 'LeetCode', link: 'https://leetcode.com/u/example', icon: 'leetcode' },
    { acc: 'Instagram', link: 'https://www.instagram.com/example', icon: 'instagram' },
    { acc: 'X', link: 'https://x.com/example', icon: 'x' },
  ],
} as const

/** Two short posts, one with code, so the blog, its feed and the home page's Writing show. */
export const demoPosts: {
  title: string
  slug: string
  summary: string
  tags: string[]
  /** Published this many days before the first start. */
  daysAgo: number
  body: string
}[] = [
  {
    title: 'Zero-downtime migrations, step by step (demo post)',
    slug: 'zero-downtime-migrations',
    summary:
      'A demo post with code: expand, backfill, switch, contract. Replace it from the dashboard’s Posts page.',
    tags: ['databases', 'typescript'],
    daysAgo: 3,
    body: [
      'This is a **demo post** shown by a fresh Vitrine installation. Write your own from the dashboard’s *Posts* page: Markdown with a live preview, images pasted straight into the text, drafts that save themselves.',
      '',
      '## The order that keeps a site up',
      '',
      '1. **Expand**: add the new column, nullable.',
      '2. **Backfill** it in small batches.',
      '3. **Switch** reads and writes to it.',
      '4. **Contract**: drop the old column once nothing reads it.',
      '',
      '```ts',
      'export async function backfill(db: Db, batch = 1_000): Promise<number> {',
      '  let moved = 0',
      '  for (;;) {',
      '    const rows = await db.users.missingEmail({ limit: batch })',
      '    if (rows.length === 0) return moved',
      '    await db.users.copyEmail(rows.map((row) => row.id))',
      '    moved += rows.length',
      '  }',
      '}',
      '```',
      '',
      '| Step | Deploys | Risk |',
      '|---|---|---|',
      '| Expand | 1 | none |',
      '| Backfill | 0 | load |',
      '| Switch | 1 | low |',
      '| Contract | 1 | none |',
      '',
      'Each step ships on its own, and each can be rolled back.[^1]',
      '',
      '[^1]: Until the contract step: after it, the old column is gone.',
    ].join('\n'),
  },
  {
    title: 'Notes on writing a portfolio that loads instantly (demo post)',
    slug: 'a-portfolio-that-loads-instantly',
    summary: 'A second demo post: what makes a personal site feel fast on a slow phone.',
    tags: ['performance'],
    daysAgo: 10,
    body: [
      'Another **demo post**: delete it, or unpublish it, from the dashboard.',
      '',
      'Visitors decide in seconds, often on a phone and a slow network. A few habits keep a site instant:',
      '',
      '- send the page already rendered, readable before any script runs;',
      '- size every image for the screen that shows it;',
      '- keep the JavaScript of a first visit to a few kilobytes.',
      '',
      '> Fast is a feature nobody notices until it is missing.',
    ].join('\n'),
  },
]
