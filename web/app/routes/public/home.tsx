import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { CONTENT_TYPE_LIST, type ContentTypeKey } from '@contract/content-types.ts'
import { PREVIEW } from '@contract/limits.ts'
import type { PostSummary } from '@contract/post.ts'
import { IMAGE_SIZES, preloadImage } from '@/components/ui/responsive-image.tsx'
import { Section } from '@/components/ui/section.tsx'
import { PostList } from '@/features/blog/components/post-list.tsx'
import { ContactSection } from '@/features/contact/components/contact-section.tsx'
import { PUBLIC_SECTIONS, type HomeSection } from '@/features/content/public-sections.tsx'
import { HeroSection } from '@/features/profile/components/hero-section.tsx'
import type { PublicRecord } from '@/load-context.ts'
import { pageMeta, siteFromMatches } from '@/lib/seo/page-meta.ts'
import { roman, useSiteData } from '@/lib/site/site-data.ts'

/** The content types with a home section, in the registry's order. */
const HOME_TYPES = CONTENT_TYPE_LIST.map((type) => type.key).filter(
  (key) => PUBLIC_SECTIONS[key].home,
) as ContentTypeKey[]

const homeOf = (key: ContentTypeKey) => PUBLIC_SECTIONS[key].home as HomeSection<ContentTypeKey>

export async function loader({ context }: LoaderFunctionArgs) {
  const [lists, posts] = await Promise.all([
    Promise.all(
      HOME_TYPES.map(async (key) => {
        const records = await context.content.list(key)
        return [key, records.slice(0, homeOf(key).preview)] as const
      }),
    ),
    context.content.listPosts() as Promise<PostSummary[]>,
  ])
  return {
    lists: Object.fromEntries(lists) as { [K in ContentTypeKey]?: PublicRecord<K>[] },
    posts: posts.slice(0, PREVIEW.homePosts),
  }
}

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches)
  return [
    ...pageMeta({ site, screen: 'Home', path: '/' }),
    // The hero photo is the home page's largest image above the fold.
    ...preloadImage(site?.profile.image, site?.profile.media, IMAGE_SIZES.heroPhoto),
  ]
}

/**
 * Sections in order, each only when it has content, numbered as shown: the content types'
 * numbered sections (features/content/public-sections.tsx), Writing, the unnumbered ones, then
 * Contact; with everything present, I. About Me … VI. Contact (docs/contract.md).
 */
export default function HomePage() {
  const data = useLoaderData<typeof loader>()
  const site = useSiteData()
  if (!site) return null
  const records = (key: ContentTypeKey) => data.lists[key] ?? []
  const shownTypes = HOME_TYPES.filter(
    (key) => records(key).length > 0 || homeOf(key).shownWithout?.(site),
  )
  const numbered = shownTypes.filter((key) => homeOf(key).numbered)
  const shown: string[] = [...numbered, ...(data.posts.length > 0 ? ['writing'] : []), 'contact']
  const number = (section: string) => `${roman(shown.indexOf(section) + 1)}.`
  const renderType = (key: ContentTypeKey) => {
    const { Section: TypeSection, numbered: isNumbered } = homeOf(key)
    return (
      <TypeSection
        key={key}
        records={records(key)}
        number={isNumbered ? number(key) : undefined}
        site={site}
      />
    )
  }
  return (
    <>
      <HeroSection profile={site.profile} hasProjects={records('projects').length > 0} />
      {numbered.map(renderType)}
      {shown.includes('writing') && (
        <Section id="writing" number={number('writing')} title="Writing">
          <PostList posts={data.posts} headingLevel={3} />
          <p className="mt-8">
            <Link to="/blog" className="button">
              All posts
            </Link>
          </p>
        </Section>
      )}
      {shownTypes.filter((key) => !homeOf(key).numbered).map(renderType)}
      <ContactSection number={number('contact')} settings={site.settings} />
    </>
  )
}
