import type { SiteSettings } from '@contract/site-settings.ts'
import { isPublished } from '@contract/site-settings.ts'
import { useTranslator } from '@/lib/i18n/translation.tsx'

/**
 * One discreet line on every public page while the site is not published, so its owner sees that
 * search engines are being kept away (server-rendered: no script needed). Nothing once published.
 */
export function UnpublishedNotice({
  settings,
  className = '',
}: {
  settings: Pick<SiteSettings, 'published'>
  className?: string
}) {
  const { t } = useTranslator()
  if (isPublished(settings)) return null
  return (
    <p className={`unpublished-notice text-sm text-muted ${className}`}>
      <span className="unpublished-dot" aria-hidden="true" />
      {t('page.unpublished')}
    </p>
  )
}
