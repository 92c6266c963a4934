import type { FastifyInstance, FastifyReply } from 'fastify'
import { DEFAULT_SITE_LANGUAGES, type SiteLanguages } from '@contract/languages.ts'
import { POST_LIMITS, postPath } from '@contract/post.ts'
import { errors } from '@/errors.ts'
import { siteSettingsAsShown } from '../site-settings/site-identity.ts'
import { languageFilter } from './post-languages.ts'
import { tagsOf } from './posts-presenter.ts'

/** A language's feed: `/feed.xml` for the default language, `/<lang>/feed.xml` for another. */
const feedPath = (language: string, languages: SiteLanguages) =>
  language === languages.default ? '/feed.xml' : `/${language}/feed.xml`

/** A language's posts on the public site: `/blog/…`, `/<lang>/blog/…` for another language. */
const languagePath = (language: string, languages: SiteLanguages, path: string) =>
  language === languages.default ? path : `/${language}${path}`

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
 * `/feed.xml`: an Atom 1.0 feed of the newest published posts of the default language with their
 * full content (absolute URLs), for feed readers. Every public page links to it
 * (`<link rel="alternate">`). `/<lang>/feed.xml`: the same for each additional language the site
 * offers; each feed links the others (`<link rel="alternate" hreflang>`). A language the site
 * does not offer (now) has no feed.
 */
export default async function feedRoute(app: FastifyInstance) {
  app.get(
    '/feed.xml',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) => sendFeed(reply, undefined),
  )
  app.get<{ Params: { lang: string } }>(
    '/:lang/feed.xml',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const settings = await app.repositories.siteSettings.get()
      const languages = settings.languages ?? DEFAULT_SITE_LANGUAGES
      // The default language's feed has one address, /feed.xml.
      if (!languages.additional.includes(request.params.lang)) throw errors.notFound('Feed')
      return sendFeed(reply, request.params.lang)
    },
  )

  async function sendFeed(reply: FastifyReply, language: string | undefined) {
    const origin = app.config.publicUrl.replace(/\/+$/, '')
    const settings = await siteSettingsAsShown(app)
    const languages = settings.languages ?? DEFAULT_SITE_LANGUAGES
    const filter = languageFilter(languages, language)
    const posts = await app.repositories.posts.listPublicWithBodies(
      new Date().toISOString(),
      POST_LIMITS.feed,
      filter,
    )
    const home = `${origin}${languagePath(filter.language, languages, '/')}`
    const author = { name: xmlText(settings.displayName), link: home }
    // The feed writer loads with the first feed asked for, not at every start.
    const { Feed } = await import('feed')
    const feed = new Feed({
      id: home,
      title: xmlText(settings.siteTitle),
      description: `Writing by ${author.name}`,
      link: home,
      language: filter.language,
      updated: new Date(
        posts.reduce((latest, post) => (post.updated_at > latest ? post.updated_at : latest), '') ||
          Date.now(),
      ),
      feedLinks: { atom: `${origin}${feedPath(filter.language, languages)}` },
      author,
      copyright: `© ${author.name}`,
      generator: 'Vitrine',
    })
    for (const post of posts) {
      const url = `${origin}${languagePath(filter.language, languages, postPath(post.slug))}`
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
      .send(withAlternates(feed.atom1(), filter.language, languages, origin))
  }
}

/**
 * The feed with its language (`xml:lang`) and links to the other languages' feeds, which the
 * feed writer has no option for: after its `rel="self"` link.
 */
function withAlternates(
  atom: string,
  language: string,
  languages: SiteLanguages,
  origin: string,
): string {
  const others = [languages.default, ...languages.additional].filter((other) => other !== language)
  const links = others
    .map(
      (other) =>
        `<link rel="alternate" type="application/atom+xml" hreflang="${other}" href="${origin}${feedPath(other, languages)}"/>`,
    )
    .map((link) => `\n    ${link}`)
    .join('')
  const isDefault = language === languages.default
  return atom
    .replace(
      '<feed xmlns="http://www.w3.org/2005/Atom">',
      isDefault
        ? '<feed xmlns="http://www.w3.org/2005/Atom">'
        : `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language}">`,
    )
    .replace(/(<link rel="self" [^>]*\/>)/, `$1${links}`)
}
