import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { projectRoot } from '../web-host/web-mode.ts'

/**
 * Made by `npm run build` (scripts/build-demo-images.ts): the demo posts' HTML, keyed by the
 * SHA-256 of their Markdown, so a first start does not load the Markdown renderer and its
 * highlighter. Without the file (tests, `npm run dev`) the seed renders them.
 */
export const PREBUILT_DEMO_POSTS = path.join('dist', 'demo-posts.json')

export interface RenderedDemoPost {
  html: string
  readingMinutes: number
}

export const markdownKey = (markdown: string) =>
  crypto.createHash('sha256').update(markdown).digest('hex')

function prebuiltPosts(): Record<string, RenderedDemoPost> {
  try {
    const file = path.join(projectRoot(), PREBUILT_DEMO_POSTS)
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, RenderedDemoPost>
  } catch {
    return {}
  }
}

/** Every body rendered: from the build when it has it, else by the renderer. */
export async function renderDemoPosts(bodies: string[]): Promise<RenderedDemoPost[]> {
  const prebuilt = prebuiltPosts()
  return Promise.all(
    bodies.map(async (body) => {
      const ready = prebuilt[markdownKey(body)]
      if (ready) return ready
      const { renderMarkdown } = await import('../posts/markdown.ts')
      const { html, readingMinutes } = await renderMarkdown(body)
      return { html, readingMinutes }
    }),
  )
}
