import { useTranslator } from '@/lib/i18n/translation.tsx'
import type { ReactNode } from 'react'

/**
 * A link that opens another site in a new tab. Screen readers hear that it does, after the
 * visible words and any `context` that says what the link is for (e.g. "of Vitrine": a list of
 * "GitHub" links is otherwise one name repeated); `noopener noreferrer` keeps the opened page
 * from reaching back into this one.
 */
export function ExternalLink({
  href,
  className,
  context,
  children,
}: {
  href: string
  className?: string
  /** Heard, not seen: what the link is about, when the visible words do not say it. */
  context?: string
  children: ReactNode
}) {
  const { t } = useTranslator()
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only">{`${context ? ` ${context}` : ''}${t('page.opensInNewTabHint')}`}</span>
    </a>
  )
}
