import type { Certificate } from '@contract/certificate.ts'

/** SPEC section 2: date, title, platform, description, label and a 'Certificate' link (new tab). */
export function CertificateCards({ certificates }: { certificates: Certificate[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {certificates.map((certificate) => (
        <li key={certificate._id} className="card reveal flex flex-col p-5">
          <p className="text-sm text-muted">{certificate.date}</p>
          <h3 className="mt-1 text-lg font-bold">{certificate.title}</h3>
          <p className="text-sm font-semibold accent">{certificate.platform}</p>
          {certificate.desc && <p className="mt-2 flex-1 text-muted">{certificate.desc}</p>}
          <div className="mt-4 flex items-center justify-between gap-2">
            {certificate.label && (
              <span className="rounded-full border border-line px-3 py-1 text-xs">
                {certificate.label}
              </span>
            )}
            {certificate.doc && (
              <a
                href={certificate.doc}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold accent underline"
              >
                Certificate
                <span className="sr-only"> for {certificate.title} (opens in a new tab)</span>
              </a>
            )}
          </div>
        </li>
      ))}
    </ul>
  )
}
