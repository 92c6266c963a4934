import type { Certificate } from '@contract/certificate.ts'
import { ExternalLink } from '@/components/ui/external-link.tsx'
import { useTextLang } from '@/lib/i18n/translation.tsx'

/** Date, title, platform, description, label and a 'Certificate' link, in a new tab. */
export function CertificateCards({ certificates }: { certificates: Certificate[] }) {
  const textLang = useTextLang()
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
          <h3
            className="mt-3 text-(length:--text-h3) font-semibold"
            {...textLang(certificate, 'title')}
          >
            {certificate.title}
          </h3>
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
