import { describe, expect, it } from 'vitest'
import { DEFAULT_TITLES } from '@contract/user-details.ts'
import { TEST_SITE } from '@/features/admin/test/render-with-router.tsx'
import type { SiteData } from '../site/site-data.ts'
import { pageMeta } from './page-meta.ts'
import type { LanguageVersions } from '../site/language-versions.ts'

const metaOf = (site: SiteData, noindex = false) => {
  const tags = pageMeta({ site, screen: 'Home', path: '/', noindex })
  const named = (name: string) =>
    tags.find((tag) => 'name' in tag && tag.name === name) as { content: string } | undefined
  return {
    robots: named('robots')?.content,
    description: named('description')?.content,
    ogDescription: (
      tags.find((tag) => 'property' in tag && tag.property === 'og:description') as {
        content: string
      }
    ).content,
  }
}

const unpublished: SiteData = {
  ...TEST_SITE,
  settings: { ...TEST_SITE.settings, published: false },
}

describe("a page's meta tags", () => {
  it('ask search engines not to index any page of a site not published yet', () => {
    expect(metaOf(unpublished).robots).toBe('noindex')
    expect(metaOf(TEST_SITE).robots).toBeUndefined()
    expect(metaOf(TEST_SITE, true).robots).toBe('noindex')
  })

  it('never describe the owner with the default typed titles, only with their own', () => {
    const newOwner: SiteData = {
      ...TEST_SITE,
      profile: { ...TEST_SITE.profile, titles: [...DEFAULT_TITLES], status: '', isDefault: true },
    }
    const { description, ogDescription } = metaOf(newOwner)
    expect(description).toBe('Alex Doe.')
    expect(ogDescription).toBe('Alex Doe.')
    // A profile saved with no titles shows the defaults on the home page, never in the meta.
    const noTitles: SiteData = {
      ...newOwner,
      profile: {
        ...newOwner.profile,
        isDefault: false,
        defaultTitles: true,
        status: 'Open to work',
      },
    }
    expect(metaOf(noTitles).description).toBe('Alex Doe. Open to work')
    expect(metaOf(TEST_SITE).description).toBe('Alex Doe: Web developer. Open to work')
    // Titles the owner typed count, even when they read like the defaults (the demo's do).
    const typedLikeDefaults: SiteData = {
      ...TEST_SITE,
      profile: { ...TEST_SITE.profile, titles: [...DEFAULT_TITLES] },
    }
    expect(metaOf(typedLikeDefaults).description).toBe(
      `Alex Doe: ${DEFAULT_TITLES.join(', ')}. Open to work`,
    )
  })
})

describe("a page's addresses in its languages", () => {
  const links = (site: SiteData, path: string, noindex = false, versions?: LanguageVersions) =>
    pageMeta({ site, screen: 'About', path, noindex, versions })
      .filter((tag) => 'tagName' in tag && tag.tagName === 'link')
      .map((tag) => {
        const link = tag as { rel: string; href: string; hrefLang?: string }
        return link.hrefLang
          ? `${link.rel} ${link.hrefLang} ${link.href}`
          : `${link.rel} ${link.href}`
      })
  const german: SiteData = {
    ...TEST_SITE,
    languages: { page: 'de', default: 'en', additional: ['de', 'ar'], path: '/about' },
  }

  it('give the page its own canonical address in its language, and every alternate', () => {
    const url = TEST_SITE.publicUrl
    expect(links(german, '/about')).toEqual([
      `canonical ${url}/de/about`,
      `alternate en ${url}/about`,
      `alternate de ${url}/de/about`,
      `alternate ar ${url}/ar/about`,
      `alternate x-default ${url}/about`,
    ])
    const og = pageMeta({ site: german, screen: 'About', path: '/about' }).find(
      (tag) => 'property' in tag && tag.property === 'og:image',
    ) as { content: string }
    expect(og.content).toBe(`${url}/og/de/about.png`)
  })

  it('have no alternates on a site in one language, on a 404, or on a post in one language', () => {
    expect(links(TEST_SITE, '/about')).toEqual([`canonical ${TEST_SITE.publicUrl}/about`])
    expect(links(german, '/no-such-page', true)).toEqual([
      `canonical ${TEST_SITE.publicUrl}/de/no-such-page`,
    ])
    // A post is written in one language: its own address, and its translations' as alternates.
    const alone = { versions: [{ path: '/blog/ein-beitrag' }], elsewhere: '/blog' }
    expect(links(german, '/blog/ein-beitrag', false, alone)).toEqual([
      `canonical ${TEST_SITE.publicUrl}/de/blog/ein-beitrag`,
    ])
    const translated = {
      versions: [{ path: '/blog/ein-beitrag' }, { language: 'en', path: '/blog/a-post' }],
      elsewhere: '/blog',
    }
    expect(links(german, '/blog/ein-beitrag', false, translated)).toEqual([
      `canonical ${TEST_SITE.publicUrl}/de/blog/ein-beitrag`,
      `alternate de ${TEST_SITE.publicUrl}/de/blog/ein-beitrag`,
      `alternate en ${TEST_SITE.publicUrl}/blog/a-post`,
      `alternate x-default ${TEST_SITE.publicUrl}/blog/a-post`,
    ])
  })
})
