import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'
import { pageOfOgImage } from '@contract/og-image.ts'
import { mediaHashOf } from '@contract/post.ts'
import { DEFAULT_PROFILE_IMAGE_URL } from '@contract/user-details.ts'
import { etagOf, matchesIfNoneMatch, sendNotModified } from '@/plugins/http-cache.ts'
import { loadDefaultProfilePhoto } from '../media/default-profile-photo.ts'
import { createPublicContent } from '../web-host/public-content.ts'
import type { OgCard } from './og-card.ts'

/** The page names of the site's screens, as their titles say them (web/app/routes/public). */
const SCREENS: Record<string, string> = {
  '/about': 'About',
  '/skills': 'Skills & Expertise',
  '/projects': 'Projects',
  '/contact': 'Contact',
  '/resume': 'Résumé',
  '/blog': 'Blog',
}

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

interface Entry {
  version: number
  png: Buffer
  etag: string
}

/**
 * `GET /og/<page>.png`: the link-preview card of a public page (og-card.ts), for every page's
 * `og:image`. Drawn on first request and kept per content version, so an edit remakes it; a page
 * that does not exist (a draft, an unknown post) has no card.
 */
export default async function ogRoutes(app: FastifyInstance) {
  const content = createPublicContent(app)
  const cache = new LRUCache<string, Entry>({ max: 64 })
  /** Requests for the same card while it is drawn share one drawing. */
  const drawing = new Map<string, Promise<Entry | undefined>>()

  async function photoOf(image: string | undefined): Promise<Buffer | undefined> {
    if (!image || image === DEFAULT_PROFILE_IMAGE_URL) return loadDefaultProfilePhoto().bytes
    const hash = mediaHashOf(image)
    // An external image link is never fetched: the card shows initials instead.
    if (!hash) return undefined
    const stored = await app.repositories.media.find(hash)
    return stored ? Buffer.from(stored.bytes) : undefined
  }

  /** What the card of `page` says, or undefined when the page does not exist. */
  async function cardOf(path: string): Promise<OgCard | undefined> {
    // The further pages of a list have the list's card.
    const page = path.replace(/\/page\/\d{1,6}$/, '')
    const [settings, [profile]] = await Promise.all([
      content.getSiteSettings(),
      content.listUserDetails(),
    ])
    const name = profile?.name || settings.displayName
    const owner = {
      name,
      site: new URL(app.config.publicUrl).host,
      photo: await photoOf(profile?.userimage),
    }
    if (page === '/') {
      const titles = profile ? Object.values(profile.prof).filter(Boolean) : []
      return { ...owner, title: settings.siteTitle, eyebrow: titles.join(' · ') || 'Portfolio' }
    }
    const screen = SCREENS[page]
    if (screen) return { ...owner, title: screen, eyebrow: settings.siteTitle }
    const post = /^\/blog\/([^/]+)$/.exec(page)
    if (post) {
      const found = await content.getPost(decodeURIComponent(post[1]!))
      if (!found) return undefined
      const when = found.publishedAt ? ` · ${longDate.format(new Date(found.publishedAt))}` : ''
      return {
        ...owner,
        title: found.title,
        eyebrow: `Blog · ${found.readingMinutes} min read${when}`,
      }
    }
    const tag = /^\/blog\/tags\/([^/]+)$/.exec(page)
    if (tag) {
      return { ...owner, title: `Posts about ${decodeURIComponent(tag[1]!)}`, eyebrow: 'Blog' }
    }
    const project = /^\/projects\/([^/]+)$/.exec(page)
    if (project) {
      const found = await content.getCaseStudy(decodeURIComponent(project[1]!))
      if (!found) return undefined
      const tools = found.tools ? ` · ${found.tools}` : ''
      return { ...owner, title: found.title, eyebrow: `Case study${tools}` }
    }
    return undefined
  }

  async function draw(page: string, version: number): Promise<Entry | undefined> {
    const card = await cardOf(page)
    if (!card) return undefined
    const { renderOgCard } = await import('./og-card.ts')
    const png = await renderOgCard(card)
    const entry = { version, png, etag: etagOf(png) }
    // Kept only if no edit came in the meantime; the next request draws it again otherwise.
    if (app.contentVersion.current() === version) cache.set(page, entry)
    return entry
  }

  app.get(
    '/og/*',
    {
      config: { access: 'public' },
      schema: { hide: true },
    },
    async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
      const page = pageOfOgImage(request.params['*'])
      if (!page) return reply.code(404).send({ success: false, message: 'Not found' })
      const version = app.contentVersion.current()
      let entry = cache.get(page)
      if (!entry || entry.version !== version) {
        const key = `${version}:${page}`
        let pending = drawing.get(key)
        if (!pending) {
          pending = draw(page, version).finally(() => drawing.delete(key))
          drawing.set(key, pending)
        }
        entry = await pending
      }
      if (!entry) return reply.code(404).send({ success: false, message: 'Not found' })
      reply
        .header('cache-control', 'public, max-age=600')
        .header('etag', entry.etag)
        .header('x-content-type-options', 'nosniff')
      if (matchesIfNoneMatch(request, entry.etag)) return sendNotModified(reply, entry.etag)
      return reply.type('image/png').send(entry.png)
    },
  )
}
