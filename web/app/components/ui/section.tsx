import type { ReactNode } from 'react'
import { useLocalHref, useTranslator, type TextLang } from '@/lib/i18n/translation.tsx'

interface SectionProps {
  id: string
  /** e.g. 'I.' on the home page; pages without numbers leave it out. */
  number?: string
  title: string
  /** The title's own language when it is not the page's (a custom section's name). */
  titleLang?: TextLang
  /** The page's main heading is h1; sections of the home page are h2. */
  level?: 1 | 2
  /** A decorative icon before the title (a custom section's own page). */
  icon?: ReactNode
  children: ReactNode
}

/** A titled page section that reveals as it scrolls into view. */
export function Section({ id, number, title, titleLang, level = 2, icon, children }: SectionProps) {
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="section reveal">
      <Heading id={`${id}-title`} className="section-title">
        {number && <span className="section-number">{number}</span>}
        {icon && <span className="section-icon">{icon}</span>}
        <span {...titleLang}>{title}</span>
      </Heading>
      {children}
    </section>
  )
}

/** What a page says when it has nothing to show yet (reached by its address only). */
export function EmptyPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslator()
  const localHref = useLocalHref()
  return (
    <section aria-labelledby="empty-title" className="section">
      <h1 id="empty-title" className="section-title">
        <span>{title}</span>
      </h1>
      <p className="max-w-xl text-lg text-muted">{children}</p>
      <p className="mt-8">
        <a href={localHref('/')} className="button">
          {t('page.backHome')}
        </a>
      </p>
    </section>
  )
}
