import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'
import pLimit from 'p-limit'
import { blogListPath } from '@contract/blog-pages.ts'
import { formatDate } from '@contract/dates.ts'
import {
  OG_BUSY_RETRY_SECONDS,
  OG_DRAWS_AT_ONCE,
  OG_DRAWS_WAITING,
  OG_MESSAGES,
  OG_NEW_CARDS_PER_MINUTE,
  pageOfOgImage,
} from '@contract/og-image.ts'
import { mediaHashOf } from '@contract/post.ts'
import { DEFAULT_PROFILE_IMAGE_URL } from '@contract/user-details.ts'
import { modePalette } from '@contract/accent-palette.ts'
import { isDefaultLook, type SiteLook } from '@contract/site-look.ts'
import { DEFAULT_LANGUAGE, textDirection } from '@contract/languages.ts'
import type { MessageKey } from '@contract/messages/en.ts'
import { translator } from '@contract/messages/translator.ts'
import { errors } from '@/errors.ts'
import { etagOf, matchesIfNoneMatch, sendNotModified } from '@/plugins/http-cache.ts'
import { loadDefaultProfilePhoto } from '../media/default-profile-photo.ts'
import { createPublicContent } from '../web-host/public-content.ts'
import { publicPages, type PublicPage, type Screen } from '../web-host/public-pages.ts'
import type { OgCard, OgColours } from './og-card.ts'

/** The page names of the site's screens, as their titles say them (web/app/routes/public). */
const SCREENS: Record<Screen, MessageKey> = {
  about: 'nav.about',
  skills: 'section.skillsExpertise',
  projects: 'nav.projects',
  contact: 'nav.contact',
  resume: 'resume.label',
}

interface Entry {
  version: number
  png: Buffer
  etag: string
}

/** The card's part of the address as it was sent: still percent-encoded (params are decoded). */
const cardAddress = (url: string) => url.split('?')[0]!.replace(/^\/og\//, '')

/** List pages show their list's card: one card, whichever page of it. */
const cardKey = (page: PublicPage) => (page.kind === 'blog' ? blogListPath(page.tag, 1) : page.path)

/**
 * `GET /og/<page>.png`: the link-preview card of a public page (og-card.ts), for every page's
 * `og:image`. Only a page that exists has one (web-host/public-pages.ts: not a draft, an unknown
 * tag or a page past the last), and one page has one card however its address is spelled. Drawn
 * on first request and kept per content version, so an edit remakes it. Drawing is rationed
 * (contract/og-image.ts): new cards per client address a minute (429), and one drawn at a time
 * for everyone with a short queue (503 beyond it).
 */
export default async function ogRoutes(app: FastifyInstance) {
  const content = createPublicContent(app)
  const pages = publicPages(app)
  const cache = new LRUCache<string, Entry>({ max: 64 })
  /** Requests for the same card while it is drawn share one drawing. */
  const drawing = new Map<string, Promise<Entry>>()
  const drawAtOnce = pLimit(OG_DRAWS_AT_ONCE)
  // Only this module's routes are limited this way (in memory, per address, per instance).
  await app.register(rateLimit, { global: false })
  const newCardsFrom = app.createRateLimit({
    max: OG_NEW_CARDS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => request.clientKey,
  })

  async function photoOf(image: string | undefined): Promise<Buffer | undefined> {
    if (!image || image === DEFAULT_PROFILE_IMAGE_URL) return loadDefaultProfilePhoto().bytes
    const hash = mediaHashOf(image)
    // An external image link is never fetched: the card shows initials instead.
    if (!hash) return undefined
    const stored = await app.repositories.media.find(hash)
    return stored ? Buffer.from(stored.bytes) : undefined
  }

  /** What the card of `page` says. */
  async function cardOf(page: PublicPage): Promise<OgCard> {
    const language = page.language
    const read = language ? content.inLanguage(language) : content
    const [settings, [profile]] = await Promise.all([
      read.getSiteSettings(),
      read.listUserDetails(),
    ])
    const tr = translator(language ?? settings.languages?.default ?? DEFAULT_LANGUAGE)
    const name = profile?.name || settings.displayName
    const owner = {
      name,
      site: new URL(app.config.publicUrl).host,
      photo: await photoOf(profile?.userimage),
      colours: cardColours(settings.look),
      direction: textDirection(language ?? settings.languages?.default ?? DEFAULT_LANGUAGE),
    }
    switch (page.kind) {
      case 'home': {
        const titles = profile ? Object.values(profile.prof).filter(Boolean) : []
        return { ...owner, title: settings.siteTitle, eyebrow: titles.join(' · ') || 'Portfolio' }
      }
      case 'screen':
        return { ...owner, title: tr.t(SCREENS[page.screen]), eyebrow: settings.siteTitle }
      case 'blog':
        return page.tag === undefined
          ? { ...owner, title: 'Blog', eyebrow: settings.siteTitle }
          : { ...owner, title: `Posts about ${page.tag}`, eyebrow: 'Blog' }
      case 'post': {
        const { post } = page
        const when = post.publishedAt ? ` · ${formatDate(post.publishedAt)}` : ''
        return {
          ...owner,
          title: post.title,
          eyebrow: `Blog · ${post.readingMinutes} min read${when}`,
        }
      }
      case 'page':
        return { ...owner, title: page.page.title, eyebrow: settings.siteTitle }
      case 'section':
        return { ...owner, title: page.section.name, eyebrow: settings.siteTitle }
      case 'case-study': {
        const tools = page.project.tools ? ` · ${page.project.tools}` : ''
        return {
          ...owner,
          title: page.project.title,
          eyebrow: `${tr.t('projects.caseStudy')}${tools}`,
        }
      }
    }
  }

  async function draw(page: PublicPage, key: string, version: number): Promise<Entry> {
    const card = await cardOf(page)
    const { renderOgCard } = await import('./og-card.ts')
    const png = await renderOgCard(card)
    const entry = { version, png, etag: etagOf(png) }
    // Kept only if no edit came in the meantime; the next request draws it again otherwise.
    if (app.contentVersion.current() === version) cache.set(key, entry)
    return entry
  }

  /** A drawing of a card not drawn yet, if this address and the queue allow one now. */
  async function startDrawing(
    request: FastifyRequest,
    page: PublicPage,
    key: string,
    version: number,
  ) {
    if (drawAtOnce.pendingCount >= OG_DRAWS_WAITING)
      throw errors.unavailable(OG_MESSAGES.busy, OG_BUSY_RETRY_SECONDS)
    const allowance = await newCardsFrom(request)
    if (!allowance.isAllowed && allowance.isExceeded)
      throw errors.tooManyRequests(OG_MESSAGES.tooManyNewCards, allowance.ttlInSeconds)
    const pendingKey = `${version}:${key}`
    // Another request may have started this very card while the allowance was checked.
    const started = drawing.get(pendingKey)
    if (started) return started
    const pending = drawAtOnce(() => draw(page, key, version)).finally(() =>
      drawing.delete(pendingKey),
    )
    drawing.set(pendingKey, pending)
    return pending
  }

  const notFound = (reply: FastifyReply) =>
    reply.code(404).send({ success: false, message: OG_MESSAGES.notFound })

  app.get(
    '/og/*',
    {
      config: { access: 'public' },
      schema: { hide: true },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const address = pageOfOgImage(cardAddress(request.url))
      const page = address === undefined ? undefined : await pages.at(address)
      if (!page) return notFound(reply)
      const key = cardKey(page)
      const version = app.contentVersion.current()
      let entry = cache.get(key)
      if (!entry || entry.version !== version) {
        entry = await (drawing.get(`${version}:${key}`) ??
          startDrawing(request, page, key, version))
      }
      reply
        .header('cache-control', 'public, max-age=600')
        .header('etag', entry.etag)
        .header('x-content-type-options', 'nosniff')
      if (matchesIfNoneMatch(request, entry.etag)) return sendNotModified(reply, entry.etag)
      return reply.type('image/png').send(entry.png)
    },
  )
}

/** The card follows the owner's look in dark mode (the cards are dark); the house look by default. */
function cardColours(look: SiteLook | undefined): OgColours | undefined {
  if (!look || isDefaultLook(look)) return undefined
  const palette = modePalette(look, 'dark')
  return {
    page: palette.neutrals.page,
    ink: palette.neutrals.ink,
    muted: palette.neutrals.muted,
    accent: palette.accent,
    accent2: palette.accent2,
    line: palette.neutrals.line,
  }
}
