import type { FastifyInstance } from 'fastify'
import { POST_LIMITS, postPath } from '@contract/post.ts'
import { siteSettingsAsShown } from '../site-settings/site-identity.ts'
import { tagsOf } from './posts-presenter.ts'

/**
 * Links and images in a post's HTML are relative to the site (`/media/…`, `#a-heading`); a feed
 * reader shows the HTML elsewhere, so they become absolute.
 */
function absoluteUrls(html: string, origin: string, pageUrl: string): string {
  return html
    .replace(/(\s(?:href|src))="\/(?!\/)/g, `$1="${origin}/`)
    .replace(/(\shref)="#/g, `$1="${pageUrl}#`)
}

/** Characters XML 1.0 allows: tab, line feed, carriage return and the rest but C0 and lone surrogates. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

/** Text for the feed: the characters XML 1.0 forbids (a control character pasted in) go. */
const xmlText = (text: string) => text.replace(NOT_XML, '')

/**
 * An attribute's value for the feed writer, which escapes only its quotes: `&` and `<` too, so
 * that a tag `R&D` or `a<b` keeps the document well-formed.
 */
const xmlAttribute = (text: string) => xmlText(text).replace(/&/g, '&amp;').replace(/</g, '&lt;')

/**
 * `/feed.xml`: an Atom 1.0 feed of the newest published posts with their full content (absolute
 * URLs), for feed readers. Every public page links to it (`<link rel="alternate">`).
 */
export default async function feedRoute(app: FastifyInstance) {
  app.get(
    '/feed.xml',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) => {
      const origin = app.config.publicUrl.replace(/\/+$/, '')
      const [settings, posts] = await Promise.all([
        siteSettingsAsShown(app),
        app.repositories.posts.listPublicWithBodies(new Date().toISOString(), POST_LIMITS.feed),
      ])
      const author = { name: xmlText(settings.displayName), link: `${origin}/` }
      // The feed writer loads with the first feed asked for, not at every start.
      const { Feed } = await import('feed')
      const feed = new Feed({
        id: `${origin}/`,
        title: xmlText(settings.siteTitle),
        description: `Writing by ${author.name}`,
        link: `${origin}/`,
        language: 'en',
        updated: new Date(
          posts.reduce(
            (latest, post) => (post.updated_at > latest ? post.updated_at : latest),
            '',
          ) || Date.now(),
        ),
        feedLinks: { atom: `${origin}/feed.xml` },
        author,
        copyright: `© ${author.name}`,
        generator: 'Vitrine',
      })
      for (const post of posts) {
        const url = `${origin}${postPath(post.slug)}`
        feed.addItem({
          title: xmlText(post.title),
          id: url,
          link: url,
          date: new Date(post.updated_at),
          published: new Date(post.published_at ?? post.created_at),
          description: xmlText(post.summary) || undefined,
          content: xmlText(absoluteUrls(post.html, origin, url)),
          category: tagsOf(post).map((tag) => ({
            name: xmlAttribute(tag),
            term: xmlAttribute(tag),
          })),
          author: [author],
        })
      }
      return reply
        .type('application/atom+xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(feed.atom1())
    },
  )
}
