import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import type { ContentTypeKey } from '@contract/content-types.ts'
import { PREVIEW } from '@contract/limits.ts'
import type { PostSummary } from '@contract/post.ts'
import { IMAGE_SIZES, preloadImage } from '@/components/ui/responsive-image.tsx'
import { Section } from '@/components/ui/section.tsx'
import { PostList } from '@/features/blog/components/post-list.tsx'
import { ContactSection } from '@/features/contact/components/contact-section.tsx'
import { pagePath } from '@contract/page.ts'
import {
  HOME_TYPES,
  homeOf,
  isContentSection,
  isCustomSection,
} from '@/features/content/home-sections.ts'
import { SeeMore } from '@/features/content/public-sections.tsx'
import { HeroSection } from '@/features/profile/components/hero-section.tsx'
import { CustomSection } from '@/features/sections/components/custom-section.tsx'
import type { PublicRecord, SectionContent } from '@/load-context.ts'
import { pageMeta, siteFromMatches } from '@/lib/seo/page-meta.ts'
import { pageTranslator, useTranslator } from '@/lib/i18n/translation.tsx'
import { homeNumbers, navItems, useSiteData } from '@/lib/site/site-data.ts'

/** How many items of a custom section the home page shows; "See More" leads to all of them. */
const CUSTOM_SECTION_PREVIEW = 3

export async function loader({ context }: LoaderFunctionArgs) {
  const [lists, posts, sections] = await Promise.all([
    Promise.all(
      HOME_TYPES.map(async (key) => {
        const { preview } = homeOf(key)
        // One more than shown says whether the section has more to see on its page.
        const records =
          key === 'projects'
            ? (await context.content.listProjects({ limit: preview })).projects
            : await context.content.list(key, { limit: preview + 1 })
        return [key, records.slice(0, preview), records.length > preview] as const
      }),
    ),
    context.content.listPosts({ limit: PREVIEW.homePosts }) as Promise<PostSummary[]>,
    context.content.previewSections(CUSTOM_SECTION_PREVIEW),
  ])
  return {
    lists: Object.fromEntries(lists.map(([key, records]) => [key, records])) as {
      [K in ContentTypeKey]?: PublicRecord<K>[]
    },
    /** The types with more records than the home page shows. */
    more: lists.flatMap(([key, , more]) => (more ? [key] : [])),
    posts,
    sections,
  }
}

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches)
  return [
    ...pageMeta({ site, screen: pageTranslator(site).t('screen.home'), path: '/' }),
    // The hero photo is the home page's largest image above the fold.
    ...preloadImage(site?.profile.image, site?.profile.media, IMAGE_SIZES.heroPhoto),
  ]
}

/**
 * The hero, then the sections in the owner's order (site.home; features/content/home-sections.ts
 * has the default), each only when it is not hidden and has content. A section the navigation
 * names carries the navigation's number (I. About Me, II. Skills & Expertise, III. Projects,
 * IV. Contact by default; docs/contract.md); the others (Education, Experience, Testimonials …)
 * carry none and read as part of the chapter before them. The owner's custom sections with items
 * show their first CUSTOM_SECTION_PREVIEW items, numbered like their navigation entry, with "See
 * More" to their page.
 */
export default function HomePage() {
  const data = useLoaderData<typeof loader>()
  const site = useSiteData()
  const { t } = useTranslator()
  if (!site) return null
  const records = (key: ContentTypeKey) => data.lists[key] ?? []
  // React Router's serialized type of the contract's schemas is too deep for it: named here.
  const sections: SectionContent[] = data.sections
  const custom = (key: string) => sections.find((content) => content.section.homeKey === key)
  const hasContent = (key: string) => {
    if (isContentSection(key)) return records(key).length > 0 || !!homeOf(key).shownWithout?.(site)
    // A custom section is previewed only with items: an empty one is never shown.
    if (isCustomSection(key)) return custom(key) !== undefined
    return key === 'contact' || data.posts.length > 0
  }
  const shown = site.home
    .filter((place) => !place.hidden && hasContent(place.key))
    .map((place) => place.key)
  const numbers = homeNumbers(
    navItems(site.sections, site.home, site.pageLinks.navigation, site.customSections),
    shown,
  )
  const number = (key: string) => numbers.get(key)
  const renderSection = (key: string) => {
    if (key === 'contact') {
      return <ContactSection key={key} number={number(key)} settings={site.settings} />
    }
    if (key === 'writing') {
      return (
        <Section key={key} id="writing" number={number(key)} title={t('section.writing')}>
          <PostList posts={data.posts} headingLevel={3} />
          <p className="mt-8">
            <Link to="/blog" className="button">
              {t('home.allPosts')}
            </Link>
          </p>
        </Section>
      )
    }
    const content = custom(key)
    if (content) {
      return (
        <CustomSection
          key={key}
          content={content}
          level={2}
          number={number(key)}
          more={
            <SeeMore
              to={pagePath(content.section.address)}
              what={t('section.seeMoreNamed', { name: content.section.name })}
            />
          }
        />
      )
    }
    if (!isContentSection(key)) return null
    const TypeSection = homeOf(key).Section
    return (
      <TypeSection
        key={key}
        records={records(key)}
        number={number(key)}
        site={site}
        more={data.more.includes(key)}
      />
    )
  }
  return (
    <>
      <HeroSection
        profile={site.profile}
        siteTitle={site.settings.siteTitle}
        contactHref={shown.includes('contact') ? '#contact' : '/contact'}
        resumePdf={site.settings.resume?.heroPdf === true}
      />
      {shown.map(renderSection)}
    </>
  )
}
