import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { EmptyPage, Section } from '@/components/ui/section.tsx'
import { CertificateCards } from '@/features/certificates/components/certificate-cards.tsx'
import { SkillsGrid } from '@/features/skills/components/skills-grid.tsx'
import { pageMeta, siteFromMatches } from '@/lib/seo/page-meta.ts'

export async function loader({ context }: LoaderFunctionArgs) {
  const [skills, certificates] = await Promise.all([
    context.content.list('skills'),
    context.content.list('certificates'),
  ])
  return { skills, certificates }
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({ site: siteFromMatches(matches), screen: (t) => t('nav.skills'), path: '/skills' })

export default function SkillsPage() {
  const { skills, certificates } = useLoaderData<typeof loader>()
  if (skills.length === 0 && certificates.length === 0) {
    return (
      <EmptyPage title="Skills & Expertise">No skills or certifications are listed yet.</EmptyPage>
    )
  }
  return (
    <>
      {skills.length > 0 && (
        <Section id="skills" title="Skills & Expertise" level={1}>
          <SkillsGrid skills={skills} />
          <p className="mt-10 text-center text-(length:--text-lead) text-muted">
            And many more.....
          </p>
        </Section>
      )}
      {certificates.length > 0 && (
        <Section id="certifications" title="Certifications" level={skills.length > 0 ? 2 : 1}>
          <CertificateCards certificates={certificates} />
        </Section>
      )}
    </>
  )
}
