import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core'
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import type { ReactNode } from 'react'
import type { Identified } from '../api/list-cache.ts'

interface SortableListProps<T extends Identified> {
  items: T[]
  /** How the owner names an item ("Skill-2"), for the reorder buttons' names. */
  nameOf: (item: T, index: number) => string
  onReorder: (items: T[]) => void
  renderItem: (item: T, index: number) => ReactNode
  /** While an order is being saved. */
  disabled?: boolean
  className?: string
}

interface SortableItemProps {
  id: string
  name: string
  index: number
  count: number
  disabled: boolean
  move: (from: number, to: number) => void
  children: ReactNode
}

function SortableItem({ id, name, index, count, disabled, move, children }: SortableItemProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, disabled })
  return (
    <li
      ref={setNodeRef}
      className="admin-sortable-item card"
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <div className="admin-order-controls">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="icon-button drag-handle"
          {...attributes}
          {...listeners}
          aria-label={`Drag ${name} to reorder`}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={`Move ${name} up`}
          disabled={disabled || index === 0}
          onClick={() => move(index, index - 1)}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={`Move ${name} down`}
          disabled={disabled || index === count - 1}
          onClick={() => move(index, index + 1)}
        >
          <span aria-hidden="true">↓</span>
        </button>
      </div>
      <div className="min-w-0 flex-1">{children}</div>
    </li>
  )
}

/**
 * A list the owner reorders by dragging (pointer, or keyboard: Space to lift, arrows to move,
 * Space to drop) or with the visible move up / move down buttons.
 */
export function SortableList<T extends Identified>({
  items,
  nameOf,
  onReorder,
  renderItem,
  disabled = false,
  className = '',
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= items.length) return
    onReorder(arrayMove(items, from, to))
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = items.findIndex((item) => item._id === active.id)
    const to = items.findIndex((item) => item._id === over.id)
    move(from, to)
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={items.map((item) => item._id)} strategy={verticalListSortingStrategy}>
        <ol className={`admin-sortable ${className}`}>
          {items.map((item, index) => (
            <SortableItem
              key={item._id}
              id={item._id}
              name={nameOf(item, index)}
              index={index}
              count={items.length}
              disabled={disabled}
              move={move}
            >
              {renderItem(item, index)}
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  )
}
