/**
 * What a fresh installation shows until the owner replaces it: plainly placeholder, with example
 * links only, so nobody mistakes it for a real person's portfolio. Each content type's demo
 * records are its own (its registry entry, `demo`); here are the profile, settings, posts and
 * pages (the custom section is demo-section.ts).
 */

export const demoProfile = {
  titles: { title_1: 'Web Developer', title_2: 'Code Enthusiast', title_3: 'Learner', title_4: '' },
  status:
    'This is demo content. Log in to the dashboard to replace this status, the photo and every section with your own.',
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

/**
 * The demo's home page: the site's default order (web/app/features/content/home-sections.ts)
 * with the demo's custom section (its key, `section:<id>`) right after Projects. Listed whole:
 * a section the list leaves out goes right after the one before it by default, which would put
 * Publications between Projects and Talks.
 */
export const demoHomeOrder = (sectionKey: string): string[] => [
  'about',
  'education',
  'experience',
  'skills',
  'projects',
  sectionKey,
  'publications',
  'writing',
  'testimonials',
  'contact',
]

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

/** A free-form page linked from the footer, so the Pages section shows what it is for. */
export const demoPages: {
  title: string
  address: string
  inNavigation: boolean
  inFooter: boolean
  showUpdated: boolean
  body: string
}[] = [
  {
    title: 'Uses',
    address: 'uses',
    inNavigation: false,
    inFooter: true,
    showUpdated: true,
    body: [
      'A **demo page**: the tools behind the work. Write your own pages (`/uses`, `/now`, `/colophon`) from the dashboard’s *Pages*, and link them from the navigation or the footer.',
      '',
      '## Editor and terminal',
      '',
      '- **Editor:** VS Code with a quiet theme and format on save',
      '- **Terminal:** a fast, GPU-drawn terminal and a short shell prompt',
      '- **Fonts:** Geist and Geist Mono',
      '',
      '## Desk',
      '',
      '- A 14-inch laptop on a stand, one external display',
      '- A mechanical keyboard with quiet switches',
      '',
      '## Services',
      '',
      '- This site: Vitrine, self-hosted, on one small server',
    ].join('\n'),
  },
]
