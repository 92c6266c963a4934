import { AdminIcon } from './admin-icons.tsx'

/** The button that moved a row keeps the focus once the row stands in its new place. */
function refocus(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus())
}

/**
 * An arrow button that moves a row of a short list one step (SortableList's `moves`), beside its
 * drag handle: the way to reorder with one tap on a phone. `id` must be unique on the page.
 */
export function MoveButton({
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
