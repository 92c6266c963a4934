import { caseStudyPath, type Project } from '@contract/project.ts'
import type { Neighbour } from '@/components/ui/neighbour-links.tsx'

/**
 * Projects as the home and projects pages show them: the featured ones first, then the others,
 * each part in the owner's order.
 */
export function showcaseParts<T extends Pick<Project, 'featured'>>(projects: readonly T[]) {
  return {
    featured: projects.filter((project) => project.featured),
    others: projects.filter((project) => !project.featured),
  }
}

type Listed = Pick<Project, 'featured' | 'slug' | 'body' | 'title'>

/**
 * The case studies before and after the one at `slug`, in the order the projects page shows the
 * projects; none before the first, none after the last.
 */
export function caseStudyNeighbours(
  projects: readonly Listed[],
  slug: string,
): { previous?: Neighbour; next?: Neighbour } {
  const { featured, others } = showcaseParts(projects)
  const studies = [...featured, ...others].flatMap((project) => {
    const to = caseStudyPath(project)
    return to ? [{ slug: project.slug, to, title: project.title }] : []
  })
  const index = studies.findIndex((study) => study.slug === slug)
  if (index === -1) return {}
  const link = (at: number) => {
    const study = studies[at]
    return study && { to: study.to, title: study.title }
  }
  return { previous: link(index - 1), next: link(index + 1) }
}
