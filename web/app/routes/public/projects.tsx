import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { Section } from '../../components/ui/section.tsx'
import { ProjectCards } from '../../features/projects/components/project-cards.tsx'
import { pageMeta, siteFromMatches } from '../../lib/seo/page-meta.ts'
import { codeHostingLink, useSiteData } from '../../lib/site/site-data.ts'

export async function loader({ context }: LoaderFunctionArgs) {
  return { projects: await context.content.listProjects() }
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({ site: siteFromMatches(matches), screen: 'Projects', path: '/projects' })

export default function ProjectsPage() {
  const { projects } = useLoaderData<typeof loader>()
  const site = useSiteData()
  const profile = site ? codeHostingLink(site.settings) : ''
  return (
    <Section id="projects" title="Projects" level={1}>
      <ProjectCards projects={projects} headingLevel={2} />
      {profile && (
        <p className="mt-10 text-center">
          <a href={profile} target="_blank" rel="noopener noreferrer" className="button">
            More on my Github<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      )}
    </Section>
  )
}
