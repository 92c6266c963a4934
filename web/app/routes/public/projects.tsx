import { useTranslator } from '@/lib/i18n/translation.tsx'
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { IMAGE_SIZES, preloadImage } from '@/components/ui/responsive-image.tsx'
import { EmptyPage, Section } from '@/components/ui/section.tsx'
import { ProjectShowcase } from '@/features/projects/components/featured-projects.tsx'
import { pageMeta, siteFromMatches } from '@/lib/seo/page-meta.ts'
import { codeHostingLink, useSiteData } from '@/lib/site/site-data.ts'
import { ExternalLink } from '@/components/ui/external-link.tsx'

export async function loader({ context }: LoaderFunctionArgs) {
  return { projects: await context.content.list('projects') }
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const featured = data?.projects.find((project: { featured: boolean }) => project.featured)
  const first = featured ?? data?.projects[0]
  return [
    ...pageMeta({
      site: siteFromMatches(matches),
      screen: (t) => t('nav.projects'),
      path: '/projects',
    }),
    // The first image is the page's largest above the fold, on phones and laptops.
    ...(first?.image
      ? preloadImage(
          first.image,
          first.media,
          featured ? IMAGE_SIZES.featuredProject : IMAGE_SIZES.projectCard,
        )
      : []),
  ]
}

export default function ProjectsPage() {
  const { projects } = useLoaderData<typeof loader>()
  const site = useSiteData()
  const profile = site ? codeHostingLink(site.settings) : ''
  const { t, typeName } = useTranslator()
  if (projects.length === 0) {
    return <EmptyPage title={typeName('projects')}>{t('projects.empty')}</EmptyPage>
  }
  return (
    <Section id="projects" title={typeName('projects')} level={1}>
      <ProjectShowcase projects={projects} headingLevel={2} priorityFirst />
      {profile && (
        <p className="mt-12 text-center">
          <ExternalLink href={profile} className="button">
            {t('projects.moreOnGithub')}
          </ExternalLink>
        </p>
      )}
    </Section>
  )
}
