/**
 * The scale bench's data set (scripts/bench/scale.ts): years of an owner's content, written the
 * way the owner writes it where that is what is measured (every record through the HTTP API,
 * each with its history), and straight into the database where only the volume matters (contact
 * messages, old revisions, page views), which the API would take hours to build.
 */
import sharp from 'sharp'
import { CONTENT_TYPE_LIST } from '@contract/content-types.ts'
import type { DatabaseHandle } from '../../server/db/database.ts'
import { sampleInput } from '../../server/test-support/content-samples.ts'

/** How many of each. SCALE (0 < SCALE ≤ 1) shrinks all of them for a quick look. */
export function scaleCounts(scale: number) {
  const n = (count: number) => Math.max(1, Math.round(count * scale))
  return {
    projects: n(1000),
    posts: n(1000),
    tags: 50,
    skills: n(300),
    /** Every other list, the custom section's items included. */
    otherLists: n(200),
    messages: n(10_000),
    revisedRecords: n(500),
    revisionsEach: 50,
    viewsLast30Days: n(3_000_000),
    dailyTotalsDays: 730,
  }
}
export type ScaleCounts = ReturnType<typeof scaleCounts>

type Json = Record<string, unknown>

/** Calls `work` for 0..count-1, `parallel` at a time, in order of start. */
async function inParallel(count: number, parallel: number, work: (index: number) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) await work(next++)
    }),
  )
}

async function call(
  url: string,
  headers: Record<string, string>,
  method: string,
  path: string,
  body?: unknown,
) {
  const response = await fetch(url + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`)
  return JSON.parse(text) as Json
}

/** Twelve different pictures (a gradient each) as PNG, `width` wide. */
async function pictures(width: number): Promise<Buffer[]> {
  const height = Math.round(width / 1.6)
  return Promise.all(
    Array.from({ length: 12 }, (_, index) => {
      const hue = (index * 30) % 360
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,30%)"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${width / 4 + index * (width / 24)}" cy="${height / 2}" r="${height / 4}" fill="rgba(255,255,255,.25)"/></svg>`
      return sharp(Buffer.from(svg)).png().toBuffer()
    }),
  )
}

/** A multipart body: the fields, and the picture as `image`. */
function imageForm(fields: Json, picture: Buffer): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value))
  form.append('image', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'picture.png')
  return form
}

async function send(url: string, headers: Record<string, string>, path: string, form: FormData) {
  const response = await fetch(url + path, {
    method: 'POST',
    headers: { 'auth-token': headers['auth-token']! },
    body: form,
  })
  const text = await response.text()
  if (!response.ok)
    throw new Error(`POST ${path} answered ${response.status}: ${text.slice(0, 300)}`)
  return JSON.parse(text) as Json
}

/** The pictures posts show, uploaded as a post's images are; their addresses. */
async function uploadImages(url: string, headers: Record<string, string>): Promise<string[]> {
  const paths: string[] = []
  for (const picture of await pictures(1600)) {
    const { data } = (await send(url, headers, '/api/posts/images', imageForm({}, picture))) as {
      data: { url: string }
    }
    paths.push(data.url)
  }
  return paths
}

const CODE = [
  '```ts',
  'export async function retry<T>(work: () => Promise<T>, attempts = 3): Promise<T> {',
  '  for (let attempt = 1; ; attempt++) {',
  '    try {',
  '      return await work()',
  '    } catch (error) {',
  '      if (attempt >= attempts) throw error',
  '      await new Promise((resolve) => setTimeout(resolve, 2 ** attempt * 100))',
  '    }',
  '  }',
  '}',
  '```',
].join('\n')

const paragraph = (n: number) =>
  `Paragraph ${n}: what we tried, what broke under load and what we measured afterwards. ` +
  'The numbers moved once the slow query was indexed and the cache kept the hot answers; ' +
  'the rest of the time went to reading profiles and deleting code nobody called.'

function postBody(n: number, images: string[]): string {
  return [
    `## The problem ${n}`,
    paragraph(1),
    paragraph(2),
    `![A diagram of step ${n}](${images[n % images.length]})`,
    '## The approach',
    paragraph(3),
    CODE,
    '## What it bought',
    paragraph(4),
    '- one fewer round trip\n- half the memory\n- a test that fails when it comes back',
    CODE.replace('retry', `retry${n}`),
  ].join('\n\n')
}

/** Every content type, the posts, a custom section: through the API, as the owner writes them. */
export async function writeContent(
  url: string,
  headers: Record<string, string>,
  counts: ScaleCounts,
  log: (line: string) => void,
): Promise<{ images: string[]; postSlugs: string[]; projectSlugs: string[] }> {
  const images = await uploadImages(url, headers)
  const small = await pictures(640)
  log(`  ${images.length} images uploaded`)
  const projectSlugs: string[] = []
  for (const type of CONTENT_TYPE_LIST) {
    const count =
      type.key === 'projects'
        ? counts.projects
        : type.key === 'skills'
          ? counts.skills
          : counts.otherLists
    await inParallel(count, 4, async (index) => {
      const input: Json = sampleInput(type, index + 1)
      if (type.key === 'projects') {
        const slug = `project-${index + 1}`
        Object.assign(input, {
          desc: `A service that does thing ${index + 1} well, with the numbers to show for it.`,
          tools: 'TypeScript, PostgreSQL, Fastify',
          slug,
          body: postBody(index, images),
        })
        projectSlugs.push(slug)
      }
      if (type.image === 'none') {
        await call(url, headers, 'POST', type.paths.add, type.add === 'many' ? [input] : input)
      } else {
        await send(url, headers, type.paths.add, imageForm(input, small[index % small.length]!))
      }
    })
    log(`  ${count} ${type.key}`)
  }

  const tags = Array.from({ length: counts.tags }, (_, index) => `topic-${index + 1}`)
  const postSlugs: string[] = []
  await inParallel(counts.posts, 4, async (index) => {
    const slug = `post-${index + 1}`
    await call(url, headers, 'POST', '/api/posts', {
      title: `Post ${index + 1}: notes from running it in production`,
      slug,
      summary: `What post ${index + 1} is about, in a sentence a reader can decide on.`,
      body: postBody(index, images),
      tags: [tags[index % tags.length], tags[(index * 7) % tags.length]].filter(
        (tag, position, all) => all.indexOf(tag) === position,
      ),
      status: 'published',
      cover: images[index % images.length],
    })
    postSlugs.push(slug)
  })
  log(`  ${counts.posts} posts`)

  const section = await call(url, headers, 'POST', '/api/sections', {
    name: 'Talks',
    address: 'talks',
    intro: 'Conference talks and meetups.',
    icon: 'file-text',
    layout: 'list',
    fields: [
      { kind: 'title', label: 'Title' },
      { kind: 'subtitle', label: 'Event' },
      { kind: 'text', label: 'Abstract' },
    ],
  })
  const sectionId = (section.data as { _id: string })._id
  await inParallel(counts.otherLists, 4, async (index) => {
    await call(url, headers, 'POST', `/api/sections/${sectionId}/items`, {
      title: `Talk ${index + 1}`,
      subtitle: `Conference ${index + 1}`,
      text: paragraph(index + 1),
    })
  })
  log(`  ${counts.otherLists} talks`)
  return { images, postSlugs, projectSlugs }
}

const iso = (date: Date) => date.toISOString()
const dayOf = (date: Date) => date.toISOString().slice(0, 10)

/** Rows in batches, so a statement stays under the databases' parameter limits. */
async function insertAll(handle: DatabaseHandle, table: string, rows: Json[], batch = 500) {
  for (let start = 0; start < rows.length; start += batch) {
    await handle.db
      .insertInto(table as never)
      .values(rows.slice(start, start + batch) as never)
      .execute()
  }
}

/** The volume the API would take hours to write: messages, old revisions, page views. */
export async function writeVolume(
  handle: DatabaseHandle,
  counts: ScaleCounts,
  log: (line: string) => void,
) {
  const now = Date.now()
  const messages = Array.from({ length: counts.messages }, (_, index) => ({
    name: `Visitor ${index + 1}`,
    email: `visitor${index + 1}@example.com`,
    message: `Hello! Message ${index + 1}: I read your post and have a question about the retry loop.`,
    sender_address: `10.0.${(index >> 8) & 255}.${index & 255}`,
    created_at: iso(new Date(now - index * 3_600_000)),
    read_at: index % 3 === 0 ? null : iso(new Date(now - index * 3_600_000 + 60_000)),
  }))
  await insertAll(handle, 'contact_messages', messages)
  log(`  ${counts.messages} contact messages`)

  // Old revisions: each of the first records of every kind, revised many times before.
  const latest = await handle.db
    .selectFrom('revisions')
    .selectAll()
    .orderBy('id')
    .limit(counts.revisedRecords)
    .execute()
  const revisions = latest.flatMap((revision) =>
    Array.from({ length: counts.revisionsEach - 1 }, (_, index) => ({
      type: revision.type,
      record_id: revision.record_id,
      action: 'update' as const,
      summary: revision.summary,
      data: revision.data,
      image_hash: revision.image_hash,
      at: iso(new Date(now - (index + 1) * 86_400_000)),
    })),
  )
  await insertAll(handle, 'revisions', revisions)
  log(`  ${revisions.length} revisions on ${latest.length} records`)

  // Page views: the last two days as events (the rest is rolled up), older days as daily totals.
  const pages = ['/', '/projects', '/blog', '/about', '/skills', '/talks']
  for (let index = 1; index <= 40; index++) pages.push(`/blog/post-${index}`)
  const referrers = [
    'news.ycombinator.com',
    'www.google.com',
    'github.com',
    'www.linkedin.com',
    null,
  ]
  const browsers = ['Chrome', 'Firefox', 'Safari', 'Edge']
  const perDay = Math.round(counts.viewsLast30Days / 30)
  const events: Json[] = []
  for (let day = 0; day < 2; day++) {
    const date = new Date(now - day * 86_400_000)
    for (let index = 0; index < perDay; index++) {
      events.push({
        at: iso(new Date(date.getTime() - (index % 80_000) * 1000)),
        day: dayOf(date),
        kind: 'view',
        path: pages[index % pages.length],
        visitor: `v${day}-${(index % (perDay / 3)) | 0}`,
        referrer: referrers[index % referrers.length],
        utm_source: index % 50 === 0 ? 'newsletter' : null,
        utm_medium: null,
        utm_campaign: null,
        device: index % 3 === 0 ? 'mobile' : 'desktop',
        browser: browsers[index % browsers.length],
      })
    }
  }
  await insertAll(handle, 'analytics_events', events, 1000)
  log(`  ${events.length} page views of the last two days`)

  const daily: Json[] = []
  for (let day = 2; day < counts.dailyTotalsDays; day++) {
    const date = dayOf(new Date(now - day * 86_400_000))
    const views = day < 30 ? perDay : Math.round(perDay / 20)
    const visitors = Math.round(views / 3)
    daily.push({ day: date, dimension: 'total', value: '', views, visitors })
    for (const [position, page] of pages.entries()) {
      const share = Math.round(views / pages.length)
      daily.push({
        day: date,
        dimension: 'path',
        value: page,
        views: share,
        visitors: Math.round(share / 3),
      })
      if (position < referrers.length && referrers[position]) {
        daily.push({
          day: date,
          dimension: 'referrer',
          value: referrers[position],
          views: share,
          visitors: share,
        })
      }
    }
    for (const browser of browsers) {
      daily.push({
        day: date,
        dimension: 'browser',
        value: browser,
        // Whole numbers: PostgreSQL's integer columns refuse a fraction.
        views: Math.round(views / 4),
        visitors: Math.round(visitors / 4),
      })
    }
    daily.push({ day: date, dimension: 'device', value: 'desktop', views, visitors })
  }
  await insertAll(handle, 'analytics_daily', daily, 1000)
  log(`  ${counts.dailyTotalsDays - 2} days of daily totals (${daily.length} rows)`)
}
