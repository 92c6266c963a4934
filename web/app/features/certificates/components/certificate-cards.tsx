import type { Certificate } from '@contract/certificate.ts'
import { ExternalLink } from '@/components/ui/external-link.tsx'
import { useTextLang } from '@/lib/i18n/translation.tsx'

/** Date, title, platform, description, label and a 'Certificate' link, in a new tab. */
export function CertificateCards({
  certificates,
  headingLevel = 3,
}: {
  certificates: Certificate[]
  /** 2 when the cards' section is the page's h1 (/skills/certificates). */
  headingLevel?: 2 | 3
}) {
  const textLang = useTextLang()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {certificates.map((certificate) => (
        <li key={certificate._id} className="card reveal flex flex-col p-5 md:p-6">
          <div className="flex items-center justify-between gap-3">
            <p className="mono text-sm text-muted">{certificate.date}</p>
            {certificate.label && (
              <span className="chip" {...textLang(certificate, 'label')}>
                {certificate.label}
              </span>
            )}
          </div>
          <Heading
            className="mt-3 text-(length:--text-h3) font-semibold"
            {...textLang(certificate, 'title')}
          >
            {certificate.title}
          </Heading>
          <p className="mt-0.5 text-sm font-medium text-(--accent)">{certificate.platform}</p>
          {certificate.desc && (
            <p className="mt-3 flex-1 text-muted" {...textLang(certificate, 'desc')}>
              {certificate.desc}
            </p>
          )}
          {certificate.doc && (
            <ExternalLink
              href={certificate.doc}
              className="link mt-5 inline-flex min-h-11 items-center text-sm font-medium"
              context={`for ${certificate.title}`}
            >
              Certificate
            </ExternalLink>
          )}
        </li>
      ))}
    </ul>
  )
}
