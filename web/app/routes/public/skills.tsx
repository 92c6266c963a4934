import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { Section } from '@/components/ui/section.tsx'
import { CertificateCards } from '@/features/certificates/components/certificate-cards.tsx'
import { SkillsGrid } from '@/features/skills/components/skills-grid.tsx'
import { pageMeta, siteFromMatches } from '@/lib/seo/page-meta.ts'

export async function loader({ context }: LoaderFunctionArgs) {
  const [skills, certificates] = await Promise.all([
    context.content.listSkills(),
    context.content.listCertificates(),
  ])
  return { skills, certificates }
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({ site: siteFromMatches(matches), screen: 'Skills', path: '/skills' })

export default function SkillsPage() {
  const { skills, certificates } = useLoaderData<typeof loader>()
  return (
    <>
      <Section id="skills" title="Skills & Expertise" level={1}>
        <SkillsGrid skills={skills} />
        <p className="mt-8 text-center text-lg text-muted">And many more.....</p>
      </Section>
      <Section id="certifications" title="Certifications">
        <CertificateCards certificates={certificates} />
      </Section>
    </>
  )
}
