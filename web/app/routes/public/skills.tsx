import { useTranslator } from '@/lib/i18n/translation.tsx'
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { EmptyPage, Section } from '@/components/ui/section.tsx'
import { CertificateCards } from '@/features/certificates/components/certificate-cards.tsx'
import { SkillsGrid } from '@/features/skills/components/skills-grid.tsx'
import { pageMeta, siteFromMatches } from '@/lib/seo/page-meta.ts'
import { SeeMore } from '@/features/content/public-sections.tsx'
import { LIST_PAGES, listPagePath } from '@contract/list-pages.ts'

/** Certificates on /skills: the first few, the rest on /skills/certificates (contract/list-pages.ts). */
const CERTIFICATES_SHOWN = LIST_PAGES.certificates.shown

export async function loader({ context }: LoaderFunctionArgs) {
  const [skills, certificates] = await Promise.all([
    context.content.list('skills'),
    // One more than shown, to know whether there are more.
    context.content.list('certificates', { limit: CERTIFICATES_SHOWN + 1 }),
  ])
  return {
    skills,
    certificates: certificates.slice(0, CERTIFICATES_SHOWN),
    moreCertificates: certificates.length > CERTIFICATES_SHOWN,
  }
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({ site: siteFromMatches(matches), screen: (t) => t('nav.skills'), path: '/skills' })

export default function SkillsPage() {
  const { skills, certificates, moreCertificates } = useLoaderData<typeof loader>()
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
          <CertificateCards certificates={certificates} headingLevel={skills.length > 0 ? 3 : 2} />
          {moreCertificates && (
            <SeeMore
              to={listPagePath('certificates')}
              what={t('section.seeMoreNamed', { name: t('section.certifications') })}
            />
          )}
        </Section>
      )}
    </>
  )
}
