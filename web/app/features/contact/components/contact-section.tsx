import type { SiteSettings } from '@contract/site-settings.ts'
import { Section } from '@/components/ui/section.tsx'
import { richText, useTranslator } from '@/lib/i18n/translation.tsx'
import { ContactForm } from './contact-form.tsx'

export function ContactSection({
  settings,
  number,
  level,
}: {
  settings: SiteSettings
  number?: string
  level?: 1 | 2
}) {
  const tr = useTranslator()
  return (
    <Section id="contact" number={number} title={tr.t('section.contact')} level={level}>
      <div className="grid gap-10 md:grid-cols-[1fr_1.3fr] md:gap-14">
        <div className="space-y-5 text-(length:--text-lead) text-muted">
          <p>{tr.t('contact.invitation')}</p>
          {settings.email && (
            <p>
              {richText(tr, 'contact.orWriteTo', {
                email: (
                  <a href={`mailto:${settings.email}`} className="link break-all">
                    {settings.email}
                  </a>
                ),
              })}
            </p>
          )}
        </div>
        <ContactForm />
      </div>
    </Section>
  )
}
