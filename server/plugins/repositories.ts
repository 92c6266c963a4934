import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import { CONTENT_TYPE_LIST, CONTENT_TYPES, type ContentTypeKey } from '@contract/content-types.ts'
import type { Database } from '@/db/schema.ts'
import { loginThrottle } from '../modules/account/login-throttle.ts'
import { ownerRepository } from '../modules/account/owner-repository.ts'
import { passwordResetRepository } from '../modules/account/password-reset-repository.ts'
import { passkeyStore } from '../modules/account/passkey-store.ts'
import { sessionStore } from '../modules/account/session-store.ts'
import { twoFactorStore } from '../modules/account/two-factor.ts'
import {
  orderedRepository,
  type OrderedRepository,
} from '../modules/collections/ordered-repository.ts'
import { HISTORY_KINDS, LIST_CONTENT } from '../modules/content/registry.ts'
import type { AnyListContent, TableOf } from '../modules/content/list-content.ts'
import { contactRepository } from '../modules/contact/contact-repository.ts'
import { analyticsStore } from '../modules/analytics/analytics-store.ts'
import { eventRecorder } from '../modules/analytics/recorder.ts'
import { auditLog } from '../modules/history/audit-log.ts'
import { historyStore, type HistoryStore } from '../modules/history/history-store.ts'
import { imageVariantStore } from '../modules/media/image-variants.ts'
import { mediaStore } from '../modules/media/media-store.ts'
import { postsRepository } from '../modules/posts/posts-repository.ts'
import { pagesRepository } from '../modules/pages/pages-repository.ts'
import { sectionsRepository } from '../modules/sections/sections-repository.ts'
import { caseStudiesRepository } from '../modules/projects/case-studies-repository.ts'
import { searchRepository } from '../modules/search/search-repository.ts'
import { siteSettingsRepository } from '../modules/site-settings/site-settings-repository.ts'
import { translationsRepository } from '../modules/translations/translations-repository.ts'
import { userDetailsRepository } from '../modules/user-details/user-details-repository.ts'

/** An image no record uses is kept this long (an upload being attached right now), then swept. */
const UNUSED_IMAGE_GRACE_MS = 60 * 60 * 1000

/** How often the trash is checked for items past TRASH_DAYS. */
const TRASH_CHECK_MS = 60 * 60 * 1000

async function hourlyCleanUp(app: FastifyInstance) {
  const { history, media } = app.repositories
  const { removed, images } = await history.emptyExpired()
  // An import can be undone while the trash keeps what it removed; past that, its record goes.
  const expired = new Date(Date.now() - app.config.trashDays * 24 * 60 * 60 * 1000)
  await app.database.db
    .deleteFrom('imports')
    .where('created_at', '<', expired.toISOString())
    .execute()
  await history.pruneAll()
  await app.repositories.audit.prune()
  await app.repositories.sessions.prune()
  await app.repositories.loginThrottle.prune()
  for (const hash of images) await media.deleteIfUnused(hash)
  if (removed > 0) app.log.info({ event: 'trash_emptied', count: removed }, 'old trash removed')
}

/** One ordered repository per content type, under its key (contract/content-types.ts). */
function contentRepositories(db: Kysely<Database>, history: HistoryStore) {
  const repository = <K extends ContentTypeKey>(key: K) =>
    orderedRepository(
      db,
      CONTENT_TYPES[key].table as TableOf<K>,
      CONTENT_TYPES[key].newAt,
      history.journal(CONTENT_TYPES[key].name),
      (LIST_CONTENT[key] as AnyListContent).keptImages?.table,
    )
  return Object.fromEntries(
    CONTENT_TYPE_LIST.map((type) => [type.key, repository(type.key as ContentTypeKey)]),
  ) as { [K in ContentTypeKey]: OrderedRepository<TableOf<K>> }
}

/** Every repository, built once over the one database handle. Routes and page loaders use these. */
function createRepositories(app: FastifyInstance) {
  const db = app.database.db
  const imageVariants = imageVariantStore(db, { log: app.log })
  const history = historyStore(db, {
    revisions: app.config.historyRevisions,
    trashDays: app.config.trashDays,
    kinds: HISTORY_KINDS,
  })
  const analytics = analyticsStore(db, {
    eventDays: app.config.analyticsEventDays,
    dailyDays: app.config.analyticsDailyDays,
  })
  return {
    history,
    audit: auditLog(db),
    analytics,
    analyticsEvents: eventRecorder(analytics, app.log),
    owner: ownerRepository(db),
    loginThrottle: loginThrottle(db, app.database.dialect),
    passwordResets: passwordResetRepository(db),
    sessions: sessionStore(db),
    twoFactor: twoFactorStore(db),
    passkeys: passkeyStore(db),
    contact: contactRepository(db, history.journal('message')),
    ...contentRepositories(db, history),
    media: mediaStore(db, {
      onAttached: (hash) => imageVariants.warm([hash]),
      onDeleted: imageVariants.forget,
    }),
    imageVariants,
    userDetails: userDetailsRepository(db, history.journal('userdetails')),
    posts: postsRepository(db, history.journal('post')),
    pages: pagesRepository(db, history.journal('page')),
    sections: sectionsRepository(db, {
      section: history.journal('section'),
      item: history.journal('section-item'),
    }),
    caseStudies: caseStudiesRepository(db),
    search: searchRepository(db, app.database.dialect),
    siteSettings: siteSettingsRepository(db, app.config, history.journal('settings')),
    translations: translationsRepository(db),
  }
}
type Repositories = ReturnType<typeof createRepositories>

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories
  }
}

export default fp(
  async function repositories(app: FastifyInstance) {
    app.decorate('repositories', createRepositories(app))
    // Images that no record uses, left by an older version or a crash, go at start.
    app.addHook('onReady', async () => {
      // Records from before history was kept get a first revision; then the trash and history
      // are trimmed as the settings say.
      const { history } = app.repositories
      const backfilled = await history.backfill()
      if (backfilled > 0)
        app.log.info({ event: 'history_backfilled', count: backfilled }, 'history started')
      await history.pruneAll()
      await hourlyCleanUp(app)
      const swept = await app.repositories.media.sweepUnused(UNUSED_IMAGE_GRACE_MS)
      if (swept > 0) app.log.info({ event: 'media_swept', count: swept }, 'unused images deleted')
    })
    // Background variant encoding starts once the server listens (a fast start to healthy) and
    // stops before the database closes.
    app.addHook('onListen', async () => app.repositories.imageVariants.start())
    app.addHook('onClose', () => app.repositories.imageVariants.close())
    // Counted page views waiting in memory are written before the database closes.
    app.addHook('onClose', () => app.repositories.analyticsEvents.flush())
    // The trash empties what is older than TRASH_DAYS by itself, at start and every hour; the
    // account log, sessions and sign-in throttle drop what they no longer need with it.
    let trashTimer: NodeJS.Timeout | undefined
    app.addHook('onListen', async () => {
      trashTimer = setInterval(() => {
        hourlyCleanUp(app).catch((error: unknown) =>
          app.log.error({ err: error }, 'emptying the trash failed'),
        )
      }, TRASH_CHECK_MS).unref()
    })
    app.addHook('onClose', async () => clearInterval(trashTimer))
  },
  { name: 'repositories', dependencies: ['database'] },
)
