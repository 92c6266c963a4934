import type { FastifyInstance } from 'fastify'
import { CONTENT_TABLES } from '@contract/content-types.ts'
import type { SiteSettings } from '@contract/site-settings.ts'
import { contentRepository } from '../collections/ordered-repository.ts'
import { LIST_CONTENT_ENTRIES } from '../content/registry.ts'
import { keepRecordImages } from '../media/body-images.ts'
import { sectionHomeKey } from '@contract/section.ts'
import { demoHomeOrder, demoPages, demoPosts, demoProfile, demoSettings } from './demo-content.ts'
import { renderDemoPosts } from './demo-posts.ts'
import { seedDemoSection } from './demo-section.ts'

/** Any row in one of these means the owner has content: the demo never touches it. */
const USED_TABLES = [...CONTENT_TABLES, 'user_details', 'posts', 'pages', 'sections'] as const

/**
 * The demo goes only into a database that has never been used: no content and no saved site
 * settings. Seeding saves settings, so an owner who later deletes every record does not get the
 * demo back on the next start.
 */
async function isUsed(app: FastifyInstance): Promise<boolean> {
  const db = app.database.db
  if (await db.selectFrom('site_settings').select('id').executeTakeFirst()) return true
  for (const table of USED_TABLES) {
    if (await db.selectFrom(table).select('id').limit(1).executeTakeFirst()) return true
  }
  return false
}

/**
 * Fills a never-used database with placeholder content so a fresh `npm start` shows a whole site:
 * the profile, each content type's demo records (its registry entry's), posts, pages, a custom
 * section and settings. It
 * runs at every start and seeds at most once per database. The demo keeps no history (removing it
 * deletes it for good).
 */
export async function seedDemoContent(app: FastifyInstance): Promise<void> {
  if (await isUsed(app)) return
  const started = performance.now()
  const { repositories } = app

  // The profile goes first: its single-record rule stops a second instance starting at the same
  // moment from seeding everything twice. Its photo is the bundled default.
  const profile = await repositories.userDetails.withoutHistory().create({
    name: app.config.owner.name,
    ...demoProfile.titles,
    current_status: demoProfile.status,
    image_hash: null,
  })
  if (!profile) return

  for (const entry of LIST_CONTENT_ENTRIES) {
    const records = await entry.demo.records(app)
    const rows = await contentRepository(app, entry.type.key).withoutHistory().insertMany(records)
    await keepRecordImages(app.database.db, entry.keptImages, rows)
  }
  await seedPosts(app)
  await seedPages(app)
  const section = await seedDemoSection(app)
  await seedSettings(app, sectionHomeKey(section))

  const durationMs = Math.round(performance.now() - started)
  app.log.info({ event: 'demo_seeded', durationMs }, 'Demo content added to the empty database')
}

/** The demo posts, published a few days before the first start. */
async function seedPosts(app: FastifyInstance) {
  const rendered = await renderDemoPosts(demoPosts.map((post) => post.body))
  const now = Date.now()
  for (const [index, post] of demoPosts.entries()) {
    const published = new Date(now - post.daysAgo * 24 * 60 * 60 * 1000).toISOString()
    await app.repositories.posts.withoutHistory().create({
      slug: post.slug,
      title: post.title,
      summary: post.summary,
      body: post.body,
      html: rendered[index]!.html,
      tags: JSON.stringify(post.tags),
      reading_minutes: rendered[index]!.readingMinutes,
      status: 'published',
      publish_at: null,
      published_at: published,
      created_at: published,
      updated_at: published,
      image_hash: null,
    })
  }
}

/** The demo pages, published, in their order. */
async function seedPages(app: FastifyInstance) {
  const rendered = await renderDemoPosts(demoPages.map((page) => page.body))
  const now = new Date().toISOString()
  for (const [index, page] of demoPages.entries()) {
    await app.repositories.pages.withoutHistory().create({
      address: page.address,
      title: page.title,
      body: page.body,
      html: rendered[index]!.html,
      status: 'published',
      in_navigation: page.inNavigation ? 1 : 0,
      in_footer: page.inFooter ? 1 : 0,
      show_updated: page.showUpdated ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
  }
}

/**
 * Only reached when no settings were ever saved (see isUsed): saved settings are the owner's.
 * `sectionKey`: the demo section's place in the home page's order.
 */
async function seedSettings(app: FastifyInstance, sectionKey: string) {
  const settings: SiteSettings = {
    ...(await app.repositories.siteSettings.get()),
    ...demoSettings,
    socialLinks: demoSettings.socialLinks.map((link) => ({ ...link })),
    homeSections: demoHomeOrder(sectionKey).map((key) => ({ key, hidden: false })),
  }
  await app.repositories.siteSettings.withoutHistory().save(settings)
}
