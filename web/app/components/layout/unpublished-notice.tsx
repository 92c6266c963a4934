import type { SiteSettings } from '@contract/site-settings.ts'
import { isPublished } from '@contract/site-settings.ts'

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
  if (isPublished(settings)) return null
  return (
    <p className={`unpublished-notice text-sm text-muted ${className}`}>
      <span className="unpublished-dot" aria-hidden="true" />
      Not published yet: search engines are asked to leave this site out.
    </p>
  )
}
