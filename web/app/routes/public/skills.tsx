import { useTranslator } from '@/lib/i18n/translation.tsx'
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
  const { t } = useTranslator()
  if (skills.length === 0 && certificates.length === 0) {
    return <EmptyPage title={t('section.skillsExpertise')}>{t('skills.empty')}</EmptyPage>
  }
  return (
    <>
      {skills.length > 0 && (
        <Section id="skills" title={t('section.skillsExpertise')} level={1}>
          <SkillsGrid skills={skills} />
          <p className="mt-10 text-center text-(length:--text-lead) text-muted">
            {t('skills.andMore')}
          </p>
        </Section>
      )}
      {certificates.length > 0 && (
        <Section
          id="certifications"
          title={t('section.certifications')}
          level={skills.length > 0 ? 2 : 1}
        >
          <CertificateCards certificates={certificates} />
        </Section>
      )}
    </>
  )
}
