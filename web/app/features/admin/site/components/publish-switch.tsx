import { useId } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

/**
 * Whether the site is published, first in the site settings and saved with them (so History
 * keeps each change, and Undo brings the other state back).
 */
export function PublishSwitch(props: UseFormRegisterReturn<'published'>) {
  const hint = useId()
  return (
    <fieldset className="admin-fieldset card">
      <legend>Publishing</legend>
      <label className="admin-switch publish-switch">
        <input type="checkbox" role="switch" aria-describedby={hint} {...props} />
        Published
      </label>
      <p id={hint} className="admin-hint">
        On: search engines may list your site. Off: every page asks them not to, robots.txt turns
        them away, the sitemap lists nothing and each page says &ldquo;Not published yet&rdquo;.
        Publish once the site shows you rather than the examples; it takes effect when you save.
      </p>
    </fieldset>
  )
}
