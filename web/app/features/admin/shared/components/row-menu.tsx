import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react'

export interface RowMenuItem {
  label: string
  onSelect: () => void
  disabled?: boolean
  danger?: boolean
}

/**
 * A row's "⋯" menu (the WAI-ARIA menu button): Enter, Space or the arrow keys open it on its first
 * item; the arrows, Home and End move; Enter chooses; Escape closes it and focus goes back to the
 * button, as it does after a choice (so a dialog the choice opens returns there too); Tab and a
 * click elsewhere close it.
 */
export function RowMenu({
  label,
  items,
  buttonRef,
}: {
  /** The button's name for assistive technology: "Actions for Skill-2". */
  label: string
  items: RowMenuItem[]
  buttonRef?: Ref<HTMLButtonElement>
}) {
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement | null>(null)
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([])
  const enabled = items.map((item, index) => (item.disabled ? -1 : index)).filter((i) => i >= 0)

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus()
  }, [open, active])

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  const openAt = (index: number | undefined) => {
    if (index === undefined) return
    setActive(index)
    setOpen(true)
  }
  const close = () => {
    setOpen(false)
    button.current?.focus()
  }
  const step = (by: number) => {
    const at = enabled.indexOf(active)
    const next = enabled[(at + by + enabled.length) % enabled.length]
    if (next !== undefined) setActive(next)
  }

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      openAt(enabled[0])
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      openAt(enabled.at(-1))
    }
  }
  const onMenuKey = (event: KeyboardEvent) => {
    const moves: Record<string, () => void> = {
      ArrowDown: () => step(1),
      ArrowUp: () => step(-1),
      Home: () => enabled[0] !== undefined && setActive(enabled[0]),
      End: () => enabled.at(-1) !== undefined && setActive(enabled.at(-1)!),
      Escape: close,
    }
    const move = moves[event.key]
    if (move) {
      event.preventDefault()
      event.stopPropagation()
      move()
    } else if (event.key === 'Tab') {
      setOpen(false)
    }
  }

  return (
    <div ref={root} className="row-menu">
      <button
        ref={(node) => {
          button.current = node
          if (typeof buttonRef === 'function') buttonRef(node)
          else if (buttonRef) buttonRef.current = node
        }}
        type="button"
        className="icon-button row-menu-button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => (open ? setOpen(false) : openAt(enabled[0]))}
        onKeyDown={onButtonKey}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open && (
        <div id={id} role="menu" aria-label={label} className="row-menu-list" onKeyDown={onMenuKey}>
          {items.map((item, index) => (
            <button
              key={item.label}
              ref={(node) => {
                itemRefs.current[index] = node
              }}
              type="button"
              role="menuitem"
              tabIndex={index === active ? 0 : -1}
              disabled={item.disabled}
              className={item.danger ? 'row-menu-item row-menu-danger' : 'row-menu-item'}
              onClick={() => {
                close()
                item.onSelect()
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
