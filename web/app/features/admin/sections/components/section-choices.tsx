import { useId } from 'react'
import { CONTENT_ICONS, type ContentIcon } from '@contract/content-types.ts'
import { SECTION_RESUME_LISTS, type SectionResumeList } from '@contract/section.ts'
import { AdminIcon } from '@/features/admin/shared/components/admin-icons.tsx'
import { ICON_NAMES, LAYOUTS, RESUME_LIST_NAMES, type SectionLayout } from '../section-words.ts'

/** The section's icon: one of the site's icon set, each drawn with its name (a radio group). */
export function IconChoice({
  value,
  onChange,
}: {
  value: ContentIcon
  onChange: (icon: ContentIcon) => void
}) {
  const name = useId()
  const hint = useId()
  return (
    <fieldset className="admin-fieldset" aria-describedby={hint}>
      <legend>Icon</legend>
      <p id={hint} className="admin-hint">
        Shown beside the section&apos;s name.
      </p>
      <div className="section-icons">
        {CONTENT_ICONS.map((icon) => (
          <label key={icon} className="section-icon-choice">
            <input
              type="radio"
              name={name}
              value={icon}
              checked={value === icon}
              onChange={() => onChange(icon)}
              className="sr-only"
            />
            <AdminIcon name={icon} size={22} />
            <span>{ICON_NAMES[icon]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** How the public page lays the items out: a radio each, with what it looks like. */
export function LayoutChoice({
  value,
  onChange,
  note,
}: {
  value: SectionLayout
  onChange: (layout: SectionLayout) => void
  /** A word about the choice with the fields chosen (cards without an image). */
  note?: string
}) {
  const name = useId()
  return (
    <fieldset className="admin-fieldset">
      <legend>Layout</legend>
      {(Object.keys(LAYOUTS) as SectionLayout[]).map((layout) => (
        <div key={layout} className="section-layout-choice">
          <label className="admin-radio">
            <input
              type="radio"
              name={name}
              value={layout}
              checked={value === layout}
              aria-describedby={`${name}-${layout}`}
              onChange={() => onChange(layout)}
            />
            <span className="font-semibold">{LAYOUTS[layout].label}</span>
          </label>
          <p id={`${name}-${layout}`} className="admin-hint section-layout-hint">
            {LAYOUTS[layout].description}
          </p>
        </div>
      ))}
      {note && (
        <p className="admin-banner" role="status">
          {note}
        </p>
      )}
    </fieldset>
  )
}

/** The JSON Resume list the section's items travel in on export (none: Vitrine's own). */
export function ResumeListChoice({
  value,
  onChange,
}: {
  value: SectionResumeList | ''
  onChange: (list: SectionResumeList | '') => void
}) {
  const id = useId()
  return (
    <div className="admin-field">
      <label htmlFor={id}>In a JSON Resume export</label>
      <span id={`${id}-hint`} className="admin-hint">
        The résumé list its items go in when you export your résumé from Data. With none, they
        travel in Vitrine&apos;s own part of the file, which an import reads back.
      </span>
      <select
        id={id}
        className="field"
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value as SectionResumeList | '')}
      >
        <option value="">None: Vitrine&apos;s own list</option>
        {SECTION_RESUME_LISTS.map((list) => (
          <option key={list} value={list}>
            {RESUME_LIST_NAMES[list]}
          </option>
        ))}
      </select>
    </div>
  )
}
