import { useId } from 'react'
import { useController, type Control } from 'react-hook-form'
import type { HomeSectionPlace } from '@contract/home-sections.ts'
import type { SiteSettings } from '@contract/site-settings.ts'
import { homeSectionName } from '@/features/content/home-sections.ts'
import { AdminIcon } from '@/features/admin/shared/components/admin-icons.tsx'
import { SortableList, type ItemMoves } from '@/features/admin/shared/components/sortable-list.tsx'

type Row = HomeSectionPlace & { _id: string }

/** The button that moved a row keeps the focus once the row stands in its new place. */
function refocus(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus())
}

function MoveButton({
  id,
  direction,
  name,
  move,
}: {
  id: string
  direction: 'up' | 'down'
  name: string
  move: (() => void) | undefined
}) {
  return (
    <button
      type="button"
      id={id}
      className="icon-button"
      aria-label={`Move ${name} ${direction}`}
      // Not `disabled`: the button keeps its focus when its row reaches the end of the list.
      aria-disabled={!move || undefined}
      onClick={() => {
        if (!move) return
        move()
        refocus(id)
      }}
    >
      <AdminIcon name={direction === 'up' ? 'arrow-up' : 'arrow-down'} size={18} />
    </button>
  )
}

function SectionRow({
  row,
  moves,
  onToggle,
}: {
  row: Row
  moves: ItemMoves
  onToggle: (shown: boolean) => void
}) {
  const id = useId()
  const name = homeSectionName(row.key)
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
 * (features/content/home-sections.ts arranges the saved choices over the default order).
 */
export function HomeSectionsField({ control }: { control: Control<SiteSettings> }) {
  const hint = useId()
  const { field } = useController({ control, name: 'homeSections' })
  const places = (field.value ?? []) as HomeSectionPlace[]
  const rows: Row[] = places.map((place) => ({ ...place, _id: place.key }))
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
        nameOf={(row) => homeSectionName(row.key)}
        onReorder={change}
        renderItem={(row, _, moves) => (
          <SectionRow
            row={row}
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
