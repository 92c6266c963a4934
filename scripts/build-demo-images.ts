// Part of `npm run build:server`: draws the demo's pictures (each content type's, from its registry
// entry, and the custom section's) and every responsive variant once, into dist/demo-images.json,
// so a first start stores them without loading sharp or encoding anything (docs/performance.md);
// and renders the demo's Markdown (posts, pages, case studies) into dist/demo-posts.json, so it
// loads no Markdown renderer either.
// Without the files the seed does both.
import fs from 'node:fs'
import path from 'node:path'
import { LIST_CONTENT_ENTRIES } from '../server/modules/content/registry.ts'
import { demoPages, demoPosts } from '../server/modules/demo/demo-content.ts'
import { buildDemoImages, PREBUILT_DEMO_IMAGES } from '../server/modules/demo/demo-images.ts'
import { DEMO_SECTION_PICTURES } from '../server/modules/demo/demo-section.ts'
import { markdownKey, PREBUILT_DEMO_POSTS } from '../server/modules/demo/demo-posts.ts'
import { renderMarkdown } from '../server/modules/posts/markdown.ts'
import { ROOT } from '../server/security/server-process.ts'

const svgs = [
  ...LIST_CONTENT_ENTRIES.flatMap((entry) => entry.demo.pictures ?? []),
  ...DEMO_SECTION_PICTURES,
]
const file = path.join(ROOT, PREBUILT_DEMO_IMAGES)
fs.mkdirSync(path.dirname(file), { recursive: true })
fs.writeFileSync(file, JSON.stringify(await buildDemoImages(svgs)))

const posts: Record<string, { html: string; readingMinutes: number }> = {}
const markdown = [
  ...demoPosts.map((post) => post.body),
  ...demoPages.map((page) => page.body),
  ...LIST_CONTENT_ENTRIES.flatMap((entry) => entry.demo.markdown ?? []),
]
for (const body of markdown) {
  const { html, readingMinutes } = await renderMarkdown(body)
  posts[markdownKey(body)] = { html, readingMinutes }
}
fs.writeFileSync(path.join(ROOT, PREBUILT_DEMO_POSTS), JSON.stringify(posts))
