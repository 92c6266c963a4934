import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useRef, type ReactNode } from 'react'
import type { Identified } from '../api/list-cache.ts'

/** Moving one item a step, for a menu or shortcut (undefined at that end of the list). */
export interface ItemMoves {
  up?: () => void
  down?: () => void
}

interface SortableListProps<T extends Identified> {
  items: T[]
  /** How the owner names an item ("Skill-2"), for the drag handle's name. */
  nameOf: (item: T, index: number) => string
  onReorder: (items: T[]) => void
  renderItem: (item: T, index: number, moves: ItemMoves) => ReactNode
  /** While an order is being saved. */
  disabled?: boolean
  className?: string
  /**
   * How many items the whole list has when only the first of them are drawn, so a screen reader
   * says "1 of 1,003" rather than counting the rows in the page.
   */
  setSize?: number
}

interface SortableItemProps {
  id: string
  name: string
  disabled: boolean
  /** A list of one has nothing to drag. */
  alone: boolean
  /** Its place and the whole list's size, when the list is drawn in part. */
  place?: { position: number; size: number }
  children: ReactNode
}

function SortableItem({ id, name, disabled, alone, place, children }: SortableItemProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, disabled: disabled || alone })
  return (
    <li
      ref={setNodeRef}
      className="admin-sortable-item"
      aria-posinset={place?.position}
      aria-setsize={place?.size}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      {!alone && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="drag-handle"
          {...attributes}
          {...listeners}
          aria-label={`Drag ${name} to reorder`}
        >
          <span aria-hidden="true">⠿</span>
        </button>
      )}
      <div className="min-w-0 flex-1">{children}</div>
    </li>
  )
}

/**
 * A list the owner reorders by dragging an item's handle (pointer, or keyboard: Space to lift,
 * the arrows to move, Space to drop); each item also gets moves of one step for its menu.
 */
export function SortableList<T extends Identified>({
  items,
  nameOf,
  onReorder,
  renderItem,
  disabled = false,
  className = '',
  setSize,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= items.length) return
    onReorder(arrayMove(items, from, to))
  }
  const movesOf = (index: number): ItemMoves =>
    disabled
      ? {}
      : {
          up: index > 0 ? () => move(index, index - 1) : undefined,
          down: index < items.length - 1 ? () => move(index, index + 1) : undefined,
        }
  const lastOver = useRef<UniqueIdentifier | null>(null)
  // What a screen reader hears while an item moves: its name and place, not its id.
  const nameById = (id: UniqueIdentifier) => {
    const index = items.findIndex((item) => item._id === id)
    return index < 0 ? 'the item' : nameOf(items[index]!, index)
  }
  const placeOf = (id: UniqueIdentifier) =>
    `place ${items.findIndex((item) => item._id === id) + 1} of ${setSize ?? items.length}`
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id
      return `Picked up ${nameById(active.id)}, at ${placeOf(active.id)}.`
    },
    // Said once a place, so "Picked up" is not replaced by the place it was picked up at.
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined
      lastOver.current = over.id
      return `${nameById(active.id)} is over ${placeOf(over.id)}.`
    },
    onDragEnd: ({ active, over }) =>
      over ? `${nameById(active.id)} dropped at ${placeOf(over.id)}.` : undefined,
    onDragCancel: ({ active }) => `Moving ${nameById(active.id)} was cancelled.`,
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = items.findIndex((item) => item._id === active.id)
    const to = items.findIndex((item) => item._id === over.id)
    move(from, to)
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move this item, press Space, then the arrow keys; Space again drops it, Escape cancels.',
        },
      }}
    >
      <SortableContext items={items.map((item) => item._id)} strategy={verticalListSortingStrategy}>
        <ol className={`admin-sortable ${className}`}>
          {items.map((item, index) => (
            <SortableItem
              key={item._id}
              id={item._id}
              name={nameOf(item, index)}
              disabled={disabled}
              alone={items.length < 2}
              place={setSize === undefined ? undefined : { position: index + 1, size: setSize }}
            >
              {renderItem(item, index, movesOf(index))}
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  )
}
