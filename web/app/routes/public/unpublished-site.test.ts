import type { LoaderFunctionArgs } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { SiteSettings } from '@contract/site-settings.ts'
import type { ContentDates, PublicContent } from '@/load-context.ts'
import { loader as robotsLoader } from './robots-txt.ts'
import { loader as sitemapLoader } from './sitemap-xml.ts'

const settings = (published: boolean) => ({ published }) as SiteSettings

/** A site with a published post, and the settings saying whether the site is published. */
const contentOf = (published: boolean) =>
  ({
    getSiteSettings: async () => settings(published),
    getLastModified: async () => ({ siteSettings: '2026-01-02T10:00:00.000Z' }) as ContentDates,
    listPosts: async () => [{ slug: 'hello', updatedAt: '2026-01-02T10:00:00.000Z' }],
    list: async () => [],
    listProjects: async () => ({ projects: [], total: 0 }),
    countContent: async () => ({}),
    listPages: async () => [],
    listSections: async () => [],
  }) as unknown as PublicContent

const args = (published: boolean) =>
  ({
    params: {},
    context: { content: contentOf(published), publicUrl: 'https://alex.example' },
    request: new Request('https://alex.example/'),
  }) as unknown as LoaderFunctionArgs

async function read(loader: (a: LoaderFunctionArgs) => unknown, published: boolean) {
  const response = (await loader(args(published))) as Response
  return { text: await response.text(), cache: response.headers.get('cache-control') }
}

describe('a site not published yet', () => {
  it('turns every crawler away in robots.txt, and names no sitemap', async () => {
    const { text } = await read(robotsLoader, false)
    expect(text).toBe('User-agent: *\nDisallow: /\n')
  })

  it('answers an empty sitemap that is still a valid one', async () => {
    const { text } = await read(sitemapLoader, false)
    expect(text).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>\n',
    )
  })
})

describe('a published site', () => {
  it('lets crawlers in, keeps them out of the dashboard, and names its sitemap', async () => {
    const { text } = await read(robotsLoader, true)
    expect(text).toContain('Allow: /\n')
    expect(text).toContain('Disallow: /dashboard\n')
    expect(text).not.toContain('Disallow: /\n')
    expect(text).toContain('Sitemap: https://alex.example/sitemap.xml')
  })

  it('lists its pages in the sitemap', async () => {
    const { text } = await read(sitemapLoader, true)
    expect(text).toContain('<loc>https://alex.example/</loc>')
    expect(text).toContain('<loc>https://alex.example/blog/hello</loc>')
  })
})

describe('publishing takes effect at once', () => {
  it('lets no browser or proxy keep robots.txt or the sitemap without asking again', async () => {
    for (const loader of [robotsLoader, sitemapLoader]) {
      for (const published of [false, true]) {
        expect((await read(loader, published)).cache).toBe('no-cache')
      }
    }
  })
})
