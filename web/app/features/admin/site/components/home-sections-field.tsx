import { useId } from 'react'
import { useController, type Control } from 'react-hook-form'
import type { HomeSectionPlace } from '@contract/home-sections.ts'
import type { SiteSettings } from '@contract/site-settings.ts'
import type { Section } from '@contract/section.ts'
import { MoveButton } from '@/features/admin/shared/components/move-button.tsx'
import { SortableList, type ItemMoves } from '@/features/admin/shared/components/sortable-list.tsx'
import { homeSectionName } from '@/features/content/home-sections.ts'

type Row = HomeSectionPlace & { _id: string }

function SectionRow({
  row,
  name,
  moves,
  onToggle,
}: {
  row: Row
  name: string
  moves: ItemMoves
  onToggle: (shown: boolean) => void
}) {
  const id = useId()
  return (
    <div className="home-section-row" data-hidden={row.hidden || undefined}>
      <span className="home-section-name">
        {name}
        {row.hidden && <span className="home-section-state"> · hidden</span>}
      </span>
      <label className="admin-switch">
        <input
          type="checkbox"
          role="switch"
          checked={!row.hidden}
          aria-label={`Show ${name}`}
          onChange={(event) => onToggle(event.target.checked)}
        />
        <span aria-hidden="true">Show</span>
      </label>
      <MoveButton id={`${id}-up`} direction="up" name={name} move={moves.up} />
      <MoveButton id={`${id}-down`} direction="down" name={name} move={moves.down} />
    </div>
  )
}

/**
 * The home page's sections in the owner's order, each with a switch that shows or hides it:
 * reordered by dragging a handle (or Space and the arrows on it) or with the arrow buttons, like
 * the dashboard's other lists; saved with the other settings. The form holds every section
 * (features/content/home-sections.ts arranges the saved choices over the default order, the
 * owner's own sections just before Contact).
 */
export function HomeSectionsField({
  control,
  sections,
}: {
  control: Control<SiteSettings>
  /** The owner's own sections, named by their `section:<id>` key. */
  sections: readonly Pick<Section, 'homeKey' | 'name'>[]
}) {
  const hint = useId()
  const { field } = useController({ control, name: 'homeSections' })
  const places = (field.value ?? []) as HomeSectionPlace[]
  const rows: Row[] = places.map((place) => ({ ...place, _id: place.key }))
  const nameOf = (key: string) => homeSectionName(key, sections)
  const change = (next: HomeSectionPlace[]) =>
    field.onChange(next.map(({ key, hidden }) => ({ key, hidden })))
  return (
    <fieldset className="admin-fieldset card" aria-describedby={hint}>
      <legend>Home page sections</legend>
      <p id={hint} className="admin-hint">
        The order of the sections on the home page and of the links in its navigation, after your
        introduction. A hidden section leaves both; its own page stays. A section with nothing in it
        yet is not shown.
      </p>
      <SortableList
        items={rows}
        nameOf={(row) => nameOf(row.key)}
        onReorder={change}
        renderItem={(row, _, moves) => (
          <SectionRow
            row={row}
            name={nameOf(row.key)}
            moves={moves}
            onToggle={(shown) =>
              change(
                places.map((place) =>
                  place.key === row.key ? { ...place, hidden: !shown } : place,
                ),
              )
            }
          />
        )}
      />
    </fieldset>
  )
}
