import type { SiteSettings } from '@contract/site-settings.ts'
import { Section } from '@/components/ui/section.tsx'
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
  return (
    <Section id="contact" number={number} title="Contact" level={level}>
      <div className="grid gap-10 md:grid-cols-[1fr_1.3fr] md:gap-14">
        <div className="space-y-5 text-(length:--text-lead) text-muted">
          <p>
            My inbox is always open. Whether you have a question, an opportunity or just want to say
            hello, I will get back to you.
          </p>
          {settings.email && (
            <p>
              Or write to{' '}
              <a href={`mailto:${settings.email}`} className="link break-all">
                {settings.email}
              </a>
            </p>
          )}
        </div>
        <ContactForm />
      </div>
    </Section>
  )
}
